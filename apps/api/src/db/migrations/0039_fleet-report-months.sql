CREATE TABLE "fleet_report_months" (
	"org_id" uuid NOT NULL,
	"grouping" text NOT NULL,
	"month" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_report_months_org_id_grouping_month_pk" PRIMARY KEY("org_id","grouping","month")
);
--> statement-breakpoint
CREATE TABLE "fleet_report_sums" (
	"org_id" uuid NOT NULL,
	"grouping" text NOT NULL,
	"month" text NOT NULL,
	"key" uuid,
	"fuel_type" text NOT NULL,
	"refuels" integer NOT NULL,
	"liters" double precision NOT NULL,
	"amount_cents" bigint NOT NULL,
	"compared_liters" double precision NOT NULL,
	"compared_paid_cents" bigint NOT NULL,
	"national_tenths_liters" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fleet_report_months" ADD CONSTRAINT "fleet_report_months_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_report_sums" ADD CONSTRAINT "fleet_report_sums_month_fk" FOREIGN KEY ("org_id","grouping","month") REFERENCES "public"."fleet_report_months"("org_id","grouping","month") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fleet_report_months_month_idx" ON "fleet_report_months" USING btree ("month");--> statement-breakpoint
CREATE INDEX "fleet_report_sums_month_idx" ON "fleet_report_sums" USING btree ("org_id","grouping","month");--> statement-breakpoint
-- Decision 032: a kept month is forgotten when what it was summed from changes. A writer of an organisation's
-- refuels or cards takes the organisation's lock shared and a report storing months takes it exclusive, so a
-- month is never stored from a snapshot that misses a change committed after it (and forgotten before it).
-- A written company refuel that is (or was) completed forgets its organisation's month. Today's month is never
-- kept, so the usual completion deletes nothing.
CREATE FUNCTION fleet_report_forget(org uuid, groupings text[], months text[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('fleet_report'), hashtext(org::text));
  DELETE FROM fleet_report_months
   WHERE org_id = org AND grouping = ANY (groupings) AND (months IS NULL OR month = ANY (months));
END;
$$;
--> statement-breakpoint
CREATE FUNCTION fleet_report_forget_refuel() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  every_grouping CONSTANT text[] := ARRAY['driver', 'vehicle', 'cost_centre'];
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.org_id IS NOT NULL AND OLD.completed_at IS NOT NULL THEN
    PERFORM fleet_report_forget(OLD.org_id, every_grouping,
      ARRAY[to_char(OLD.completed_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM')]);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.org_id IS NOT NULL AND NEW.completed_at IS NOT NULL THEN
    PERFORM fleet_report_forget(NEW.org_id, every_grouping,
      ARRAY[to_char(NEW.completed_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM')]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fuel_transactions_fleet_report AFTER INSERT OR DELETE OR UPDATE OF
    user_id, org_id, status, completed_at, fuel_type, liters, amount_cents, driver_user_id, vehicle_id, card_id
  ON fuel_transactions FOR EACH ROW EXECUTE FUNCTION fleet_report_forget_refuel();
--> statement-breakpoint
-- A card's refuels count for its vehicle and its cost centre as they are now: a card that moves forgets every
-- vehicle and cost-centre month of its organisation (a removed card's refuels lose their card_id, above).
CREATE FUNCTION fleet_report_forget_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.org_id IS NOT NULL THEN
    PERFORM fleet_report_forget(OLD.org_id, ARRAY['vehicle', 'cost_centre'], NULL);
  END IF;
  IF NEW.org_id IS NOT NULL AND NEW.org_id IS DISTINCT FROM OLD.org_id THEN
    PERFORM fleet_report_forget(NEW.org_id, ARRAY['vehicle', 'cost_centre'], NULL);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cards_fleet_report AFTER UPDATE OF vehicle_id, cost_centre_id, org_id ON cards
  FOR EACH ROW WHEN (OLD.vehicle_id IS DISTINCT FROM NEW.vehicle_id
                     OR OLD.cost_centre_id IS DISTINCT FROM NEW.cost_centre_id
                     OR OLD.org_id IS DISTINCT FROM NEW.org_id)
  EXECUTE FUNCTION fleet_report_forget_card();
--> statement-breakpoint
-- A CBS day counts for every organisation's Euro95 refuels of that day: forget its month everywhere. The loader
-- takes the CBS lock exclusive, a report storing months takes it shared.
CREATE FUNCTION fleet_report_forget_national_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('fleet_report_cbs'), 0);
  DELETE FROM fleet_report_months
   WHERE month IN (SELECT DISTINCT to_char(day, 'YYYY-MM') FROM changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER national_average_prices_fleet_report_insert AFTER INSERT ON national_average_prices
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fleet_report_forget_national_prices();
--> statement-breakpoint
CREATE TRIGGER national_average_prices_fleet_report_update AFTER UPDATE ON national_average_prices
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fleet_report_forget_national_prices();
--> statement-breakpoint
CREATE TRIGGER national_average_prices_fleet_report_delete AFTER DELETE ON national_average_prices
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fleet_report_forget_national_prices();
