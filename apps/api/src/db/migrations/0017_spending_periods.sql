CREATE TABLE "refuel_spending_periods" (
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"rows" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refuel_spending_periods_user_id_period_pk" PRIMARY KEY("user_id","period")
);
--> statement-breakpoint
DROP TABLE "refuel_spending_months" CASCADE;--> statement-breakpoint
ALTER TABLE "refuel_spending_periods" ADD CONSTRAINT "refuel_spending_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refuel_spending_periods_period_idx" ON "refuel_spending_periods" USING btree ("period");--> statement-breakpoint
-- The roll-up now keeps closed days of the current month too (decision 019): the functions of 0015 are
-- replaced; their triggers go with them and are made again below.
DROP FUNCTION refuel_spending_months_forget_refuel() CASCADE;
--> statement-breakpoint
DROP FUNCTION refuel_spending_months_forget_prices() CASCADE;
--> statement-breakpoint
DROP FUNCTION refuel_spending_months_forget_brand() CASCADE;
--> statement-breakpoint
-- A written refuel that is (or was) completed drops its user's month and day. Today has no row, so the usual
-- completion deletes nothing.
CREATE FUNCTION refuel_spending_forget_refuel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.completed_at IS NOT NULL THEN
    DELETE FROM refuel_spending_periods
     WHERE user_id = OLD.user_id
       AND period IN (to_char(OLD.completed_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM'),
                      to_char(OLD.completed_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM-DD'));
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.completed_at IS NOT NULL THEN
    DELETE FROM refuel_spending_periods
     WHERE user_id = NEW.user_id
       AND period IN (to_char(NEW.completed_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM'),
                      to_char(NEW.completed_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM-DD'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fuel_transactions_spending AFTER INSERT OR UPDATE OR DELETE ON fuel_transactions
  FOR EACH ROW EXECUTE FUNCTION refuel_spending_forget_refuel();
--> statement-breakpoint
-- A posted price holds until the next one, so a station's price of day D counts for its refuels from D on:
-- drop, for the users who refuelled there since, every period from D's month on (a month sorts before its
-- days). A partner's price of today touches no kept period and finds nobody to drop.
CREATE FUNCTION refuel_spending_forget_posted_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM refuel_spending_periods p
   USING (SELECT t.user_id, min(c.day) AS day
            FROM (SELECT station_id, min(day) AS day FROM changed GROUP BY station_id) c
            JOIN fuel_transactions t ON t.station_id = c.station_id
                                    AND t.created_at >= c.day - 1
                                    AND t.completed_at >= (c.day::timestamp AT TIME ZONE 'Europe/Amsterdam')
           WHERE t.status = 'completed'
           GROUP BY t.user_id) affected
   WHERE p.user_id = affected.user_id AND p.period >= to_char(affected.day, 'YYYY-MM');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER station_price_history_spending_insert AFTER INSERT ON station_price_history
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_forget_posted_prices();
--> statement-breakpoint
CREATE TRIGGER station_price_history_spending_update AFTER UPDATE ON station_price_history
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_forget_posted_prices();
--> statement-breakpoint
CREATE TRIGGER station_price_history_spending_delete AFTER DELETE ON station_price_history
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_forget_posted_prices();
--> statement-breakpoint
-- A CBS day counts for everyone's refuels of that day: drop every period from its month on.
CREATE FUNCTION refuel_spending_forget_national_prices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_month text;
BEGIN
  SELECT to_char(min(day), 'YYYY-MM') INTO first_month FROM changed;
  IF first_month IS NOT NULL THEN
    DELETE FROM refuel_spending_periods WHERE period >= first_month;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER national_average_prices_spending_insert AFTER INSERT ON national_average_prices
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_forget_national_prices();
--> statement-breakpoint
CREATE TRIGGER national_average_prices_spending_update AFTER UPDATE ON national_average_prices
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_forget_national_prices();
--> statement-breakpoint
CREATE TRIGGER national_average_prices_spending_delete AFTER DELETE ON national_average_prices
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_forget_national_prices();
--> statement-breakpoint
-- A station that changes brand moves its refuels to another brand's line: drop the periods of its customers.
CREATE FUNCTION refuel_spending_forget_brand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM refuel_spending_periods p
   WHERE p.user_id IN (SELECT DISTINCT t.user_id FROM fuel_transactions t
                         JOIN changed_new n ON n.id = t.station_id
                         JOIN changed_old o ON o.id = n.id
                        WHERE o.brand_id IS DISTINCT FROM n.brand_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stations_spending_brand AFTER UPDATE ON stations
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_forget_brand();
