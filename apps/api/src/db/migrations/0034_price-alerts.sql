CREATE TABLE "price_alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"alert_id" uuid,
	"station_id" uuid NOT NULL,
	"fuel_type" text NOT NULL,
	"price_tenths" integer NOT NULL,
	"pushed" boolean NOT NULL,
	"interrupted" boolean NOT NULL,
	"held" boolean NOT NULL,
	"fired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alert_states" (
	"alert_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"below" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alert_states_alert_id_station_id_pk" PRIMARY KEY("alert_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"station_id" uuid,
	"lat" double precision,
	"lng" double precision,
	"radius_km" double precision,
	"fuel_type" text NOT NULL,
	"max_price_tenths" integer NOT NULL,
	"channels" text[] NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "price_alerts_target_check" CHECK (("price_alerts"."station_id" is not null and "price_alerts"."lat" is null and "price_alerts"."lng" is null and "price_alerts"."radius_km" is null) or ("price_alerts"."station_id" is null and "price_alerts"."lat" is not null and "price_alerts"."lng" is not null and "price_alerts"."radius_km" is not null)),
	CONSTRAINT "price_alerts_radius_check" CHECK ("price_alerts"."radius_km" is null or "price_alerts"."radius_km" between 1 and 50),
	CONSTRAINT "price_alerts_price_check" CHECK ("price_alerts"."max_price_tenths" between 500 and 4000),
	CONSTRAINT "price_alerts_channels_check" CHECK (cardinality("price_alerts"."channels") > 0 and "price_alerts"."channels" <@ array['push', 'email', 'app']::text[])
);
--> statement-breakpoint
ALTER TABLE "price_alert_deliveries" ADD CONSTRAINT "price_alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_deliveries" ADD CONSTRAINT "price_alert_deliveries_alert_id_price_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_states" ADD CONSTRAINT "price_alert_states_alert_id_price_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alert_deliveries_user_idx" ON "price_alert_deliveries" USING btree ("user_id","fired_at");--> statement-breakpoint
CREATE INDEX "price_alert_deliveries_user_station_idx" ON "price_alert_deliveries" USING btree ("user_id","station_id","fuel_type","fired_at");--> statement-breakpoint
CREATE INDEX "price_alert_states_station_idx" ON "price_alert_states" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_station_idx" ON "price_alerts" USING btree ("station_id","fuel_type") WHERE not "price_alerts"."paused" and "price_alerts"."station_id" is not null;--> statement-breakpoint
CREATE INDEX "price_alerts_area_earth_idx" ON "price_alerts" USING gist (ll_to_earth("lat", "lng")) WHERE not "price_alerts"."paused" and "price_alerts"."station_id" is null;