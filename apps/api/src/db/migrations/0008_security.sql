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
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
