-- The public feed answers from an in-process snapshot of the stations (decision 016). Every instance keeps one
-- and listens on the channel "station_feed": a statement that changes what the feed shows notifies it at
-- commit, naming the stations it touched ("s:<id>,…" for the stations table, "p:<id>,…" for their prices and
-- opening hours), "o" for offers, or "*" (reload everything) for a change too big to list or to reference data. One notification per statement: bulk loads stay cheap.
CREATE FUNCTION station_feed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_count integer;
  changed_ids text;
BEGIN
  IF TG_ARGV[0] = 'all' OR TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('station_feed', '*');
    RETURN NULL;
  END IF;
  IF TG_ARGV[0] = 'offers' THEN
    PERFORM pg_notify('station_feed', 'o');
    RETURN NULL;
  END IF;
  -- TG_ARGV[0] names the station id column of the changed rows (transition table "changed"), TG_ARGV[1] the
  -- payload's prefix.
  EXECUTE format('SELECT count(DISTINCT %1$I), string_agg(DISTINCT %1$I::text, %2$L) FROM changed', TG_ARGV[0], ',')
    INTO changed_count, changed_ids;
  IF changed_count = 0 THEN
    RETURN NULL;
  END IF;
  -- A payload holds at most 8000 bytes: 100 ids of 36 characters fit well.
  PERFORM pg_notify('station_feed', CASE WHEN changed_count > 100 THEN '*' ELSE TG_ARGV[1] || ':' || changed_ids END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stations_feed_insert AFTER INSERT ON stations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION station_feed_notify('id', 's');
--> statement-breakpoint
CREATE TRIGGER stations_feed_update AFTER UPDATE ON stations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION station_feed_notify('id', 's');
--> statement-breakpoint
CREATE TRIGGER stations_feed_delete AFTER DELETE ON stations REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION station_feed_notify('id', 's');
--> statement-breakpoint
CREATE TRIGGER stations_feed_truncate AFTER TRUNCATE ON stations
  FOR EACH STATEMENT EXECUTE FUNCTION station_feed_notify('all');
--> statement-breakpoint
CREATE TRIGGER station_prices_feed_insert AFTER INSERT ON station_prices REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION station_feed_notify('station_id', 'p');
--> statement-breakpoint
CREATE TRIGGER station_prices_feed_update AFTER UPDATE ON station_prices REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION station_feed_notify('station_id', 'p');
--> statement-breakpoint
CREATE TRIGGER station_prices_feed_delete AFTER DELETE ON station_prices REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION station_feed_notify('station_id', 'p');
--> statement-breakpoint
CREATE TRIGGER station_prices_feed_truncate AFTER TRUNCATE ON station_prices
  FOR EACH STATEMENT EXECUTE FUNCTION station_feed_notify('all');
--> statement-breakpoint
CREATE TRIGGER station_opening_hours_feed_insert AFTER INSERT ON station_opening_hours REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION station_feed_notify('station_id', 'p');
--> statement-breakpoint
CREATE TRIGGER station_opening_hours_feed_update AFTER UPDATE ON station_opening_hours REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION station_feed_notify('station_id', 'p');
--> statement-breakpoint
CREATE TRIGGER station_opening_hours_feed_delete AFTER DELETE ON station_opening_hours REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION station_feed_notify('station_id', 'p');
--> statement-breakpoint
CREATE TRIGGER offers_feed_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION station_feed_notify('offers');
--> statement-breakpoint
CREATE TRIGGER brands_feed_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION station_feed_notify('all');
