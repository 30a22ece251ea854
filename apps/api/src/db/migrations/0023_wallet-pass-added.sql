ALTER TABLE "wallet_passes" ADD COLUMN "added_at" timestamp with time zone;--> statement-breakpoint
-- A pass registered on an Apple device was added before this column existed.
UPDATE "wallet_passes" SET "added_at" = "issued_at"
WHERE "card_id" IN (SELECT "card_id" FROM "wallet_registrations");
