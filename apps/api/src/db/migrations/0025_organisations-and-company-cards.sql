CREATE TABLE "cost_centres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"max_per_day_cents" integer,
	"max_per_month_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_centres_budgets_check" CHECK (("cost_centres"."max_per_day_cents" is null or "cost_centres"."max_per_day_cents" > 0) and ("cost_centres"."max_per_month_cents" is null or "cost_centres"."max_per_month_cents" > 0))
);
--> statement-breakpoint
CREATE TABLE "org_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"subject_user_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_members" (
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"monthly_budget_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "org_members_org_id_user_id_pk" PRIMARY KEY("org_id","user_id"),
	CONSTRAINT "org_members_role_check" CHECK ("org_members"."role" in ('owner', 'manager', 'accountant', 'driver')),
	CONSTRAINT "org_members_budget_check" CHECK ("org_members"."monthly_budget_cents" is null or "org_members"."monthly_budget_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kvk_number" text NOT NULL,
	"vat_id" text,
	"invoice_address" text,
	"invoice_email" text,
	"account_user_id" uuid NOT NULL,
	"require_odometer" boolean DEFAULT false NOT NULL,
	"low_balance_threshold_cents" integer,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_kvk_check" CHECK ("organisations"."kvk_number" ~ '^[0-9]{8}$'),
	CONSTRAINT "organisations_name_length_check" CHECK (char_length("organisations"."name") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "rule_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cards" DROP CONSTRAINT "cards_status_check";--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "driver_user_id" uuid;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "cost_centre_id" uuid;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "rule_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "unlocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "replaces_card_id" uuid;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "tank_liters" integer;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD COLUMN "driver_user_id" uuid;--> statement-breakpoint
ALTER TABLE "cost_centres" ADD CONSTRAINT "cost_centres_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_audit_log" ADD CONSTRAINT "org_audit_log_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_audit_log" ADD CONSTRAINT "org_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_audit_log" ADD CONSTRAINT "org_audit_log_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_account_user_id_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_profiles" ADD CONSTRAINT "rule_profiles_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_centres_org_name_key" ON "cost_centres" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "org_audit_log_org_created_idx" ON "org_audit_log" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "org_audit_log_subject_idx" ON "org_audit_log" USING btree ("subject_user_id");--> statement-breakpoint
CREATE INDEX "org_members_user_idx" ON "org_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_account_user_key" ON "organisations" USING btree ("account_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rule_profiles_org_name_key" ON "rule_profiles" USING btree ("org_id",lower("name"));--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_cost_centre_id_cost_centres_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."cost_centres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_rule_profile_id_rule_profiles_id_fk" FOREIGN KEY ("rule_profile_id") REFERENCES "public"."rule_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_org_idx" ON "cards" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "cards_driver_idx" ON "cards" USING btree ("driver_user_id");--> statement-breakpoint
CREATE INDEX "fuel_transactions_card_created_idx" ON "fuel_transactions" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "fuel_transactions_driver_created_idx" ON "fuel_transactions" USING btree ("driver_user_id","created_at");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_company_holder_check" CHECK (case when "cards"."org_id" is null then "cards"."driver_user_id" is null and "cards"."vehicle_id" is null
        else not ("cards"."driver_user_id" is not null and "cards"."vehicle_id" is not null) end);--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_status_check" CHECK ("cards"."status" in ('active', 'blocked', 'paused', 'pending', 'on_demand'));