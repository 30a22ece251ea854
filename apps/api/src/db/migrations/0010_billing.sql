CREATE TABLE "billing_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "invoice_counters_sequence_check" CHECK ("invoice_counters"."last_sequence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"supply_date" date NOT NULL,
	"station" text,
	"fuel" text,
	"liters" numeric(7, 2),
	"unit_price_excl_tenths" integer,
	"vat_rate" integer NOT NULL,
	"amount_excl_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"amount_incl_cents" integer NOT NULL,
	"reference" text NOT NULL,
	CONSTRAINT "invoice_lines_totals_check" CHECK ("invoice_lines"."amount_incl_cents" = "invoice_lines"."amount_excl_cents" + "invoice_lines"."vat_cents")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"document" text NOT NULL,
	"status" text NOT NULL,
	"invoice_date" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount_excl_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"amount_incl_cents" integer NOT NULL,
	"credits_invoice_id" uuid,
	"source_reference" text,
	"supplier" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('open', 'paid', 'credited')),
	CONSTRAINT "invoices_totals_check" CHECK ("invoices"."amount_incl_cents" = "invoices"."amount_excl_cents" + "invoices"."vat_cents")
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"via" text,
	"payment_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "subscription_charges_amount_check" CHECK ("subscription_charges"."amount_cents" > 0),
	CONSTRAINT "subscription_charges_status_check" CHECK ("subscription_charges"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"started_on" date NOT NULL,
	"anchor_day" integer NOT NULL,
	"trial_ends_on" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"price_cents" integer NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"failed_on" date,
	"retries" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('trialing', 'active', 'past_due', 'cancelled')),
	CONSTRAINT "subscriptions_anchor_check" CHECK ("subscriptions"."anchor_day" between 1 and 31),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."period_end" > "subscriptions"."period_start")
);
--> statement-breakpoint
ALTER TABLE "balance_ledger" DROP CONSTRAINT "balance_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "balance_ledger" DROP CONSTRAINT "balance_ledger_deltas_check";--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_key" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_user_period_key" ON "invoices" USING btree ("user_id","period_start") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_source_reference_key" ON "invoices" USING btree ("source_reference");--> statement-breakpoint
CREATE INDEX "invoices_user_date_idx" ON "invoices" USING btree ("user_id","invoice_date");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_period_key" ON "subscription_charges" USING btree ("user_id","period_start");--> statement-breakpoint
CREATE INDEX "subscription_events_user_idx" ON "subscription_events" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_kind_check" CHECK ("balance_ledger"."kind" in ('top_up', 'reservation', 'release', 'capture', 'refund', 'reward_credit', 'card_fee', 'subscription_fee'));--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_deltas_check" CHECK (case "balance_ledger"."kind"
        when 'top_up' then "balance_ledger"."balance_delta_cents" > 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'refund' then "balance_ledger"."balance_delta_cents" > 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'reward_credit' then "balance_ledger"."balance_delta_cents" > 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'card_fee' then "balance_ledger"."balance_delta_cents" < 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'subscription_fee' then "balance_ledger"."balance_delta_cents" < 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'reservation' then "balance_ledger"."balance_delta_cents" = 0 and "balance_ledger"."available_delta_cents" < 0
        when 'release' then "balance_ledger"."balance_delta_cents" = 0 and "balance_ledger"."available_delta_cents" >= 0
        when 'capture' then "balance_ledger"."balance_delta_cents" <= 0 and "balance_ledger"."available_delta_cents" = 0
        else false end);