import { addDays, isoDateIn, monthPeriod } from '@fuellinq/domain';
import { createLedger } from '../../modules/ledger/ledger.service.ts';
import { createInvoicesService } from '../../modules/billing/invoices.service.ts';
import type { Database } from '../database.ts';
import type { InvoiceParty } from '../schema/index.ts';
import { DEMO_SUPPLIER } from './demo-billing.ts';
import { demoFleet } from './demo-fleet.ts';
import { DEMO_FLEET_REFUEL_DAYS } from './demo-fleet-refuels.ts';

// The demo organisation's monthly invoices (issue 25 §1, decision 028): the invoice of every whole month of
// its seeded company refuels, made by the billing service itself as the run on the 1st would, so
// /app/fleet/invoices shows them with their PDF, CSV and UBL. Made once: a later start finds them.

const DAY = 24 * 3_600_000;
const noJobs = { enqueue: () => Promise.resolve(null) };

/** The invoices made (0 when they exist already, or before the organisation is seeded). */
export async function seedDemoFleetInvoices(
  db: Database,
  supplier: InvoiceParty = DEMO_SUPPLIER,
  end = new Date(),
): Promise<number> {
  const fleet = await demoFleet(db);
  if (!fleet) return 0;
  let at = end;
  const invoices = createInvoicesService({
    db,
    supplier,
    ledger: createLedger(db),
    jobs: noJobs,
    now: () => at,
  });
  const today = isoDateIn(end);
  let made = 0;
  for (let month = monthPeriod(isoDateIn(new Date(end.getTime() - DEMO_FLEET_REFUEL_DAYS * DAY))).from; ;) {
    const period = monthPeriod(month);
    const runDate = addDays(period.to, 1);
    if (runDate > today) break;
    at = new Date(`${runDate}T03:00:00Z`);
    const existing = await invoices.list(fleet.accountUserId, {
      from: month.slice(0, 7),
      to: month.slice(0, 7),
    });
    if (existing.length === 0 && (await invoices.createForMonth(fleet.accountUserId, period, runDate)))
      made += 1;
    month = runDate;
  }
  return made;
}
