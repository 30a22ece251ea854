ALTER TABLE "offers" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "station_opening_hours" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- What the demo seed invented before this column existed: offers no partner made (brand-wide and the seed's
-- station offers), the seed's offers of the two demo partners, and the opening hours of OpenStreetMap
-- stations no partner has edited since the seed.
UPDATE "offers" SET "is_demo" = true
WHERE "partner_id" IS NULL
   OR ("partner_id" IN (SELECT "id" FROM "users" WHERE "email" IN ('partner@fuellinq.nl', 'partner2@fuellinq.nl'))
       AND "title" IN ('5 cent korting per liter', 'Gratis bandencheck', 'AdBlue 10 liter', 'Tank en win',
                       'Ruitenvloeistof 5 liter'));--> statement-breakpoint
UPDATE "station_opening_hours" SET "is_demo" = true
WHERE "station_id" IN (SELECT "id" FROM "stations" WHERE "source" = 'osm' AND "updated_at" = "created_at");
