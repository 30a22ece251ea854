ALTER TABLE "fuel_logs" ADD COLUMN "source" text DEFAULT 'handmatig' NOT NULL;--> statement-breakpoint
ALTER TABLE "fuel_logs" ADD COLUMN "transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "fuel_logs" ADD COLUMN "card_log_id" uuid;--> statement-breakpoint
-- The refuels the card logged before the source was kept: the completion wrote their note as
-- "FuelLinq FL-T-000123" (the refuel's number, at least six digits) for the card's vehicle.
UPDATE "fuel_logs" AS "f" SET "source" = 'kaart', "transaction_id" = "t"."id"
  FROM "fuel_transactions" AS "t"
 WHERE "t"."user_id" = "f"."owner_user_id" AND "t"."status" = 'completed' AND "t"."vehicle_id" = "f"."vehicle_id"
   AND "f"."note" = 'FuelLinq FL-T-' || lpad("t"."number"::text, greatest(6, length("t"."number"::text)), '0');--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD COLUMN "odometer_km" integer;--> statement-breakpoint
ALTER TABLE "fuel_logs" ADD CONSTRAINT "fuel_logs_transaction_id_fuel_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."fuel_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_logs" ADD CONSTRAINT "fuel_logs_card_log_id_fuel_logs_id_fk" FOREIGN KEY ("card_log_id") REFERENCES "public"."fuel_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_logs_transaction_key" ON "fuel_logs" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_logs_card_log_key" ON "fuel_logs" USING btree ("card_log_id");--> statement-breakpoint
ALTER TABLE "fuel_logs" ADD CONSTRAINT "fuel_logs_source_check" CHECK ("fuel_logs"."source" in ('handmatig', 'kaart'));--> statement-breakpoint
ALTER TABLE "fuel_logs" ADD CONSTRAINT "fuel_logs_card_log_check" CHECK ("fuel_logs"."card_log_id" is null or "fuel_logs"."source" = 'handmatig');