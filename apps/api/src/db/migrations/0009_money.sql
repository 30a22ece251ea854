CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "auto_top_ups" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"threshold_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_top_ups_amounts_check" CHECK ("auto_top_ups"."threshold_cents" >= 0 and "auto_top_ups"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "balance_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"balance_delta_cents" integer NOT NULL,
	"available_delta_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_ledger_kind_check" CHECK ("balance_ledger"."kind" in ('top_up', 'reservation', 'release', 'capture', 'refund', 'reward_credit', 'card_fee')),
	CONSTRAINT "balance_ledger_deltas_check" CHECK (case "balance_ledger"."kind"
        when 'top_up' then "balance_ledger"."balance_delta_cents" > 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'refund' then "balance_ledger"."balance_delta_cents" > 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'reward_credit' then "balance_ledger"."balance_delta_cents" > 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'card_fee' then "balance_ledger"."balance_delta_cents" < 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'reservation' then "balance_ledger"."balance_delta_cents" = 0 and "balance_ledger"."available_delta_cents" < 0
        when 'release' then "balance_ledger"."balance_delta_cents" = 0 and "balance_ledger"."available_delta_cents" >= 0
        when 'capture' then "balance_ledger"."balance_delta_cents" <= 0 and "balance_ledger"."available_delta_cents" = 0
        else false end)
);
--> statement-breakpoint
CREATE TABLE "fuel_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"card_id" uuid,
	"card_last4" text NOT NULL,
	"station_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"fuel_type" text NOT NULL,
	"status" text NOT NULL,
	"reserved_cents" integer NOT NULL,
	"amount_cents" integer,
	"liters" numeric(7, 2),
	"price_tenths" integer,
	"points" integer,
	"completion" jsonb,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fuel_transactions_number_unique" UNIQUE("number"),
	CONSTRAINT "fuel_transactions_reserved_check" CHECK ("fuel_transactions"."reserved_cents" > 0),
	CONSTRAINT "fuel_transactions_amount_check" CHECK ("fuel_transactions"."amount_cents" is null or ("fuel_transactions"."amount_cents" > 0 and "fuel_transactions"."amount_cents" <= "fuel_transactions"."reserved_cents")),
	CONSTRAINT "fuel_transactions_status_check" CHECK ("fuel_transactions"."status" in ('awaiting_top_up', 'reserved', 'fuelling', 'completed', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payment_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_mandate_id" text NOT NULL,
	"provider_customer_id" text,
	"status" text NOT NULL,
	"method" text DEFAULT 'directdebit' NOT NULL,
	"iban_masked" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"purpose" text NOT NULL,
	"sequence_type" text DEFAULT 'oneoff' NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"checkout_url" text,
	"mandate_id" text,
	"request_key" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('open', 'paid', 'failed', 'canceled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_sign_check" CHECK (("points_ledger"."kind" = 'earn' and "points_ledger"."points" > 0) or ("points_ledger"."kind" = 'redeem' and "points_ledger"."points" < 0))
);
--> statement-breakpoint
CREATE TABLE "pump_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reward_key" text NOT NULL,
	"points" integer NOT NULL,
	"voucher_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_top_ups" ADD CONSTRAINT "auto_top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mandates" ADD CONSTRAINT "payment_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pump_api_keys" ADD CONSTRAINT "pump_api_keys_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_unique" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "balance_ledger_kind_reference_key" ON "balance_ledger" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "balance_ledger_user_created_idx" ON "balance_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "fuel_transactions_user_created_idx" ON "fuel_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_transactions_request_key" ON "fuel_transactions" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "fuel_transactions_station_created_idx" ON "fuel_transactions" USING btree ("station_id","created_at");--> statement-breakpoint
CREATE INDEX "fuel_transactions_open_idx" ON "fuel_transactions" USING btree ("expires_at") WHERE "fuel_transactions"."status" in ('awaiting_top_up', 'reserved', 'fuelling');--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_mandates_provider_key" ON "payment_mandates" USING btree ("provider","provider_mandate_id");--> statement-breakpoint
CREATE INDEX "payment_mandates_user_idx" ON "payment_mandates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_key" ON "payments" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_kind_reference_key" ON "points_ledger" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "points_ledger_user_created_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pump_api_keys_hash_key" ON "pump_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "pump_api_keys_partner_idx" ON "pump_api_keys" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "reward_redemptions_user_idx" ON "reward_redemptions" USING btree ("user_id","created_at");