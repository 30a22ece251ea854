ALTER TABLE "fuel_transactions" ADD COLUMN "start_price_tenths" integer;--> statement-breakpoint
-- One open refuel per card (below) cannot be built over cards that have several. Of those, the refuel that
-- went furthest (fuelling, then reserved, then waiting for a top-up), the newest first, stays open; the
-- others expire now, as the expiry job would end them: what they reserved is released.
WITH "ranked" AS (
  SELECT "id", "user_id", "status", "reserved_cents",
         row_number() OVER (
           PARTITION BY "card_id"
           ORDER BY CASE "status" WHEN 'fuelling' THEN 0 WHEN 'reserved' THEN 1 ELSE 2 END,
                    "created_at" DESC, "id" DESC
         ) AS "place"
    FROM "fuel_transactions"
   WHERE "card_id" IS NOT NULL AND "status" IN ('awaiting_top_up', 'reserved', 'fuelling')
), "surplus" AS (
  SELECT * FROM "ranked" WHERE "place" > 1
), "released" AS (
  INSERT INTO "balance_ledger" ("user_id", "kind", "balance_delta_cents", "available_delta_cents", "reference")
  SELECT "user_id", 'release', 0, "reserved_cents", "id"::text FROM "surplus" WHERE "status" <> 'awaiting_top_up'
  ON CONFLICT DO NOTHING
)
UPDATE "fuel_transactions" AS "t"
   SET "status" = 'expired',
       "ended_at" = now(),
       "completion" = jsonb_build_object(
         'released_cents', CASE WHEN "s"."status" = 'awaiting_top_up' THEN 0 ELSE "s"."reserved_cents" END
       )
  FROM "surplus" AS "s"
 WHERE "t"."id" = "s"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_transactions_open_card_key" ON "fuel_transactions" USING btree ("card_id") WHERE "fuel_transactions"."status" in ('awaiting_top_up', 'reserved', 'fuelling');
