-- Pass links carry a version: raising it revokes every link handed out before.
ALTER TABLE "wallet_passes" ADD COLUMN "link_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Push tokens move from the device onto each registration (device + pass), so one pass's token can never
-- change what another pass registered on the same device.
ALTER TABLE "wallet_registrations" ADD COLUMN "push_token" text;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "wallet_registrations" AS r SET "push_token" = d."push_token"
  FROM "wallet_devices" AS d WHERE d."device_library_id" = r."device_library_id";--> statement-breakpoint
DELETE FROM "wallet_registrations" WHERE "push_token" IS NULL;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ALTER COLUMN "push_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_registrations" DROP CONSTRAINT "wallet_registrations_device_library_id_wallet_devices_device_library_id_fk";--> statement-breakpoint
DROP TABLE "wallet_devices";--> statement-breakpoint
-- An erased account keeps an anonymous row for the records the law keeps (invoices, 7 years).
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- The brands an admin granted a partner; without one, a partner's station is onafhankelijk.
CREATE TABLE "partner_brands" (
	"partner_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_brands_partner_id_brand_id_pk" PRIMARY KEY("partner_id","brand_id")
);
--> statement-breakpoint
ALTER TABLE "partner_brands" ADD CONSTRAINT "partner_brands_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_brands" ADD CONSTRAINT "partner_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_brands" ADD CONSTRAINT "partner_brands_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
-- No grant is carried over: a brand a partner once set itself is exactly what this closes. Stations keep the
-- brand they have; an admin grants brands from now on (the demo seed grants the demo partners theirs).
