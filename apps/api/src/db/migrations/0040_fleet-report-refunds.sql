-- Decision 032: a fleet report counts a company refuel net of its refund (a refund in full: not delivered), so a
-- refund forgets the kept month of the refuel it pays back, as a changed refuel does (migration 0039). A refund
-- is a ledger entry whose reference is the refuel's id; other ledger entries pass the WHEN clause untouched.
CREATE FUNCTION fleet_report_forget_refund() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  refuel record;
BEGIN
  IF NEW.reference !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    RETURN NULL;
  END IF;
  SELECT org_id, completed_at INTO refuel FROM fuel_transactions WHERE id = NEW.reference::uuid;
  IF refuel.org_id IS NOT NULL AND refuel.completed_at IS NOT NULL THEN
    PERFORM fleet_report_forget(refuel.org_id, ARRAY['driver', 'vehicle', 'cost_centre'],
      ARRAY[to_char(refuel.completed_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM')]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER balance_ledger_fleet_report AFTER INSERT ON balance_ledger
  FOR EACH ROW WHEN (NEW.kind = 'refund') EXECUTE FUNCTION fleet_report_forget_refund();
