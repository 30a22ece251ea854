CREATE TABLE "refuel_declines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"card_id" uuid,
	"driver_user_id" uuid,
	"station_id" uuid,
	"amount_cents" integer NOT NULL,
	"fuel_type" text,
	"rule" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refuel_flag_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flag_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"note" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refuel_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"card_id" uuid,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refuel_flags_status_check" CHECK ("refuel_flags"."status" in ('open', 'ok', 'query'))
);
--> statement-breakpoint
CREATE TABLE "room_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"driver_user_id" uuid,
	"rule" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_requests_status_check" CHECK ("room_requests"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "room_requests_amount_check" CHECK ("room_requests"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "refuel_declines" ADD CONSTRAINT "refuel_declines_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refuel_declines" ADD CONSTRAINT "refuel_declines_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refuel_declines" ADD CONSTRAINT "refuel_declines_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refuel_declines" ADD CONSTRAINT "refuel_declines_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refuel_flag_decisions" ADD CONSTRAINT "refuel_flag_decisions_flag_id_refuel_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."refuel_flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refuel_flag_decisions" ADD CONSTRAINT "refuel_flag_decisions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refuel_flag_decisions" ADD CONSTRAINT "refuel_flag_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refuel_flags" ADD CONSTRAINT "refuel_flags_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refuel_flags" ADD CONSTRAINT "refuel_flags_transaction_id_fuel_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."fuel_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refuel_flags" ADD CONSTRAINT "refuel_flags_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refuel_flags" ADD CONSTRAINT "refuel_flags_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_requests" ADD CONSTRAINT "room_requests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_requests" ADD CONSTRAINT "room_requests_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_requests" ADD CONSTRAINT "room_requests_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_requests" ADD CONSTRAINT "room_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refuel_declines_org_created_idx" ON "refuel_declines" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "refuel_declines_card_created_idx" ON "refuel_declines" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "refuel_flag_decisions_flag_idx" ON "refuel_flag_decisions" USING btree ("flag_id","created_at");--> statement-breakpoint
CREATE INDEX "refuel_flags_org_status_idx" ON "refuel_flags" USING btree ("org_id","status","created_at");--> statement-breakpoint
CREATE INDEX "refuel_flags_transaction_idx" ON "refuel_flags" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "room_requests_org_created_idx" ON "room_requests" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "room_requests_card_status_idx" ON "room_requests" USING btree ("card_id","status");