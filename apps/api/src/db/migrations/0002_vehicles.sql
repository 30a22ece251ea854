CREATE TABLE "fuel_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"liters" numeric(7, 2) NOT NULL,
	"total_cents" integer NOT NULL,
	"price_tenths" integer NOT NULL,
	"station_id" uuid,
	"odometer_km" integer,
	"fuel_type" text NOT NULL,
	"logged_on" date NOT NULL,
	"purpose" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_logs_liters_check" CHECK ("fuel_logs"."liters" > 0 and "fuel_logs"."liters" < 1000),
	CONSTRAINT "fuel_logs_amounts_check" CHECK ("fuel_logs"."total_cents" > 0 and "fuel_logs"."price_tenths" > 0),
	CONSTRAINT "fuel_logs_km_check" CHECK ("fuel_logs"."odometer_km" >= 0),
	CONSTRAINT "fuel_logs_fuel_type_check" CHECK ("fuel_logs"."fuel_type" in ('euro95', 'diesel', 'lpg', 'adblue', 'hvo')),
	CONSTRAINT "fuel_logs_purpose_check" CHECK ("fuel_logs"."purpose" in ('zakelijk', 'woon-werk', 'privé'))
);
--> statement-breakpoint
CREATE TABLE "odometer_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"odometer_km" integer NOT NULL,
	"logged_on" date NOT NULL,
	"purpose" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "odometer_logs_km_check" CHECK ("odometer_logs"."odometer_km" >= 0),
	CONSTRAINT "odometer_logs_purpose_check" CHECK ("odometer_logs"."purpose" in ('zakelijk', 'woon-werk', 'privé'))
);
--> statement-breakpoint
CREATE TABLE "rdw_cache" (
	"license_plate" text PRIMARY KEY NOT NULL,
	"raw" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_usage_months" (
	"vehicle_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"low_km" integer,
	"high_km" integer,
	"liters_euro95" numeric(12, 2) DEFAULT 0 NOT NULL,
	"liters_diesel" numeric(12, 2) DEFAULT 0 NOT NULL,
	"liters_lpg" numeric(12, 2) DEFAULT 0 NOT NULL,
	"liters_adblue" numeric(12, 2) DEFAULT 0 NOT NULL,
	"liters_hvo" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	"km_zakelijk" bigint DEFAULT 0 NOT NULL,
	"km_woon_werk" bigint DEFAULT 0 NOT NULL,
	"km_prive" bigint DEFAULT 0 NOT NULL,
	"loose_fuel_logs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_usage_months_vehicle_id_month_pk" PRIMARY KEY("vehicle_id","month")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"license_plate" text NOT NULL,
	"nickname" text,
	"make" text,
	"model" text,
	"fuel_primary" text,
	"fuels" text[] DEFAULT '{}'::text[] NOT NULL,
	"co2_g_per_km" numeric(7, 1),
	"co2_cycle" text,
	"electric_wh_per_km" numeric(7, 1),
	"electric_range_km" integer,
	"hybrid_class" text,
	"vehicle_kind" text,
	"european_category" text,
	"first_registration_date" date,
	"apk_expiry_date" date,
	"emission_class" text,
	"energy_label" text,
	"color" text,
	"open_recall" boolean,
	"kvk_number" text,
	"rdw_snapshot" jsonb NOT NULL,
	"rdw_fetched_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_co2_cycle_check" CHECK ("vehicles"."co2_cycle" in ('WLTP', 'NEDC'))
);
--> statement-breakpoint
CREATE TABLE "emission_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_year" integer NOT NULL,
	"list_name" text NOT NULL,
	"key" text NOT NULL,
	"section" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"wtw" numeric(10, 4),
	"ttw" numeric(10, 4),
	"wtt" numeric(10, 4),
	"biogenic_or_infra" numeric(10, 4),
	"mj_per_unit" numeric(10, 4),
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fuel_logs" ADD CONSTRAINT "fuel_logs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_logs" ADD CONSTRAINT "fuel_logs_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odometer_logs" ADD CONSTRAINT "odometer_logs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odometer_logs" ADD CONSTRAINT "odometer_logs_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_usage_months" ADD CONSTRAINT "vehicle_usage_months_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_usage_months" ADD CONSTRAINT "vehicle_usage_months_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fuel_logs_vehicle_date_idx" ON "fuel_logs" USING btree ("vehicle_id","logged_on");--> statement-breakpoint
CREATE INDEX "fuel_logs_owner_date_idx" ON "fuel_logs" USING btree ("owner_user_id","logged_on");--> statement-breakpoint
CREATE INDEX "fuel_logs_without_reading_idx" ON "fuel_logs" USING btree ("owner_user_id","logged_on") WHERE "fuel_logs"."odometer_km" is null and "fuel_logs"."purpose" <> 'privé';--> statement-breakpoint
CREATE INDEX "odometer_logs_vehicle_date_idx" ON "odometer_logs" USING btree ("vehicle_id","logged_on");--> statement-breakpoint
CREATE INDEX "odometer_logs_owner_date_idx" ON "odometer_logs" USING btree ("owner_user_id","logged_on");--> statement-breakpoint
CREATE INDEX "vehicle_usage_months_owner_month_idx" ON "vehicle_usage_months" USING btree ("owner_user_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_owner_plate_key" ON "vehicles" USING btree ("owner_user_id","license_plate");--> statement-breakpoint
CREATE UNIQUE INDEX "emission_factors_year_key" ON "emission_factors" USING btree ("list_year","key");