CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"text_color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "favorite_stations" (
	"user_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_stations_user_id_station_id_pk" PRIMARY KEY("user_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "national_average_prices" (
	"fuel_type" text NOT NULL,
	"day" date NOT NULL,
	"price_tenths" integer NOT NULL,
	CONSTRAINT "national_average_prices_fuel_type_day_pk" PRIMARY KEY("fuel_type","day")
);
--> statement-breakpoint
CREATE TABLE "offer_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"brand_id" uuid,
	"station_id" uuid,
	"title" text NOT NULL,
	"subtitle" text,
	"badge" text,
	"image_url" text,
	"price_cents" integer,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_scope_check" CHECK ("offers"."station_id" is not null or "offers"."partner_id" is not null or "offers"."brand_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "partner_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"brand_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_opening_hours" (
	"station_id" uuid NOT NULL,
	"day" smallint NOT NULL,
	"opens_minute" smallint NOT NULL,
	"closes_minute" smallint NOT NULL,
	CONSTRAINT "station_opening_hours_station_id_day_opens_minute_pk" PRIMARY KEY("station_id","day","opens_minute"),
	CONSTRAINT "station_opening_hours_day_check" CHECK ("station_opening_hours"."day" between 1 and 7),
	CONSTRAINT "station_opening_hours_minutes_check" CHECK ("station_opening_hours"."opens_minute" >= 0 and "station_opening_hours"."closes_minute" <= 1440 and "station_opening_hours"."closes_minute" > "station_opening_hours"."opens_minute")
);
--> statement-breakpoint
CREATE TABLE "station_price_history" (
	"station_id" uuid NOT NULL,
	"fuel_type" text NOT NULL,
	"day" date NOT NULL,
	"price_tenths" integer NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "station_price_history_station_id_fuel_type_day_pk" PRIMARY KEY("station_id","fuel_type","day")
);
--> statement-breakpoint
CREATE TABLE "station_prices" (
	"station_id" uuid NOT NULL,
	"fuel_type" text NOT NULL,
	"price_tenths" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "station_prices_station_id_fuel_type_pk" PRIMARY KEY("station_id","fuel_type"),
	CONSTRAINT "station_prices_range_check" CHECK ("station_prices"."price_tenths" between 500 and 4000)
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid,
	"partner_id" uuid,
	"title" text NOT NULL,
	"street" text,
	"house_number" text,
	"postcode" text,
	"city" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"fuels" text[] DEFAULT '{}'::text[] NOT NULL,
	"unmanned" boolean DEFAULT false NOT NULL,
	"motorway" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stations_source_check" CHECK ("stations"."source" in ('osm', 'partner')),
	CONSTRAINT "stations_lat_check" CHECK ("stations"."lat" between -90 and 90),
	CONSTRAINT "stations_lng_check" CHECK ("stations"."lng" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "favorite_stations" ADD CONSTRAINT "favorite_stations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_stations" ADD CONSTRAINT "favorite_stations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_images" ADD CONSTRAINT "offer_images_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_opening_hours" ADD CONSTRAINT "station_opening_hours_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_prices" ADD CONSTRAINT "station_prices_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_prices" ADD CONSTRAINT "station_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_stations_station_id_idx" ON "favorite_stations" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "offer_images_partner_id_idx" ON "offer_images" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "offers_station_id_idx" ON "offers" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "offers_partner_id_idx" ON "offers" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "offers_brand_id_idx" ON "offers" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "stations_partner_id_idx" ON "stations" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "stations_brand_id_idx" ON "stations" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "stations_source_idx" ON "stations" USING btree ("source");