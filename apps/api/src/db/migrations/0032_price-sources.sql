ALTER TABLE "station_price_history" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "station_prices" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "station_price_history" ADD CONSTRAINT "station_price_history_source_check" CHECK ("station_price_history"."source" in ('station', 'tankbeurt', 'bestuurder', 'demo'));--> statement-breakpoint
ALTER TABLE "station_prices" ADD CONSTRAINT "station_prices_source_check" CHECK ("station_prices"."source" in ('station', 'tankbeurt', 'bestuurder', 'demo'));--> statement-breakpoint
-- Until now a price without updated_by was a generated demo price and one with it the partner's (decision 005).
UPDATE "station_prices" SET "source" = 'station' WHERE "updated_by" IS NOT NULL;--> statement-breakpoint
UPDATE "station_price_history" SET "source" = 'station' WHERE "updated_by" IS NOT NULL;
