-- Custom migration (drizzle-kit cannot express extensions or expression indexes); carry over verbatim.
-- The station feed finds the nearest stations with a GiST index on ll_to_earth(lat, lng): an index scan
-- ordered by the 3-D chord distance (<->) returns stations in exact great-circle order, and earth_box()
-- bounds the scan to the radius (docs/decisions/006-geo-index.md). cube and earthdistance ship with
-- PostgreSQL's contrib (trusted extensions since PostgreSQL 13) and inside PGlite.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stations_earth_idx" ON "stations" USING gist (ll_to_earth("lat", "lng")) WHERE "active";
