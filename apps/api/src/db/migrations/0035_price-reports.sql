CREATE TABLE "price_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"fuel_type" text NOT NULL,
	"price_tenths" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"paired_with" uuid,
	"previous_price_tenths" integer,
	"previous_source" text,
	"previous_observed_at" timestamp with time zone,
	"points" integer DEFAULT 0 NOT NULL,
	"contradicted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	CONSTRAINT "price_reports_status_check" CHECK ("price_reports"."status" in ('published', 'pending', 'rejected', 'withdrawn')),
	CONSTRAINT "price_reports_price_check" CHECK ("price_reports"."price_tenths" between 500 and 4000)
);
--> statement-breakpoint
ALTER TABLE "price_reports" ADD CONSTRAINT "price_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_reports" ADD CONSTRAINT "price_reports_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_reports" ADD CONSTRAINT "price_reports_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_reports_user_created_idx" ON "price_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "price_reports_station_fuel_created_idx" ON "price_reports" USING btree ("station_id","fuel_type","created_at");--> statement-breakpoint
CREATE INDEX "price_reports_created_idx" ON "price_reports" USING btree ("created_at");