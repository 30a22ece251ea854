CREATE TABLE "refuel_spending_months" (
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"rows" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refuel_spending_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "refuel_spending_months" ADD CONSTRAINT "refuel_spending_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refuel_spending_months_month_idx" ON "refuel_spending_months" USING btree ("month");--> statement-breakpoint
-- The roll-up keeps itself true (decision 019). A written refuel that is (or was) completed drops its user's
-- month; a month still open has no row, so the usual completion deletes nothing.
CREATE FUNCTION refuel_spending_months_forget_refuel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.completed_at IS NOT NULL THEN
    DELETE FROM refuel_spending_months
     WHERE user_id = OLD.user_id AND month = to_char(OLD.completed_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM');
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.completed_at IS NOT NULL THEN
    DELETE FROM refuel_spending_months
     WHERE user_id = NEW.user_id AND month = to_char(NEW.completed_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fuel_transactions_spending_months AFTER INSERT OR UPDATE OR DELETE ON fuel_transactions
  FOR EACH ROW EXECUTE FUNCTION refuel_spending_months_forget_refuel();
--> statement-breakpoint
-- A posted price holds until the next one, so a price of day D counts for every refuel from D on; a CBS day
-- counts only for itself. Either way: drop every month from the earliest changed day's month on.
CREATE FUNCTION refuel_spending_months_forget_prices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_month text;
BEGIN
  SELECT to_char(min(day), 'YYYY-MM') INTO first_month FROM changed;
  IF first_month IS NOT NULL THEN
    DELETE FROM refuel_spending_months WHERE month >= first_month;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER station_price_history_spending_insert AFTER INSERT ON station_price_history
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_months_forget_prices();
--> statement-breakpoint
CREATE TRIGGER station_price_history_spending_update AFTER UPDATE ON station_price_history
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_months_forget_prices();
--> statement-breakpoint
CREATE TRIGGER station_price_history_spending_delete AFTER DELETE ON station_price_history
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_months_forget_prices();
--> statement-breakpoint
CREATE TRIGGER national_average_prices_spending_insert AFTER INSERT ON national_average_prices
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_months_forget_prices();
--> statement-breakpoint
CREATE TRIGGER national_average_prices_spending_update AFTER UPDATE ON national_average_prices
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_months_forget_prices();
--> statement-breakpoint
CREATE TRIGGER national_average_prices_spending_delete AFTER DELETE ON national_average_prices
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_months_forget_prices();
--> statement-breakpoint
-- A station that changes brand moves its refuels to another brand's line: drop the months of its customers.
CREATE FUNCTION refuel_spending_months_forget_brand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM refuel_spending_months m
   WHERE m.user_id IN (SELECT DISTINCT t.user_id FROM fuel_transactions t
                         JOIN changed_new n ON n.id = t.station_id
                         JOIN changed_old o ON o.id = n.id
                        WHERE o.brand_id IS DISTINCT FROM n.brand_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stations_spending_brand AFTER UPDATE ON stations
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION refuel_spending_months_forget_brand();
