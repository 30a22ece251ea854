import type { SitePageStats } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { listInvoices } from '../billing/invoices.service.ts';
import { cardLookup } from '../cards/cards.service.ts';
import { vehicleLookup } from '../vehicles/vehicles.service.ts';

/**
 * Spec §3 Site page `stats`: the signed-in caller's own vehicles, passes and open invoices, counted as the
 * KPI strip of an overview page shows them (the lists of GET /api/vehicles, /api/cards and
 * /api/invoices?status=open).
 */
export async function pageStats(db: Database, userId: string): Promise<SitePageStats> {
  const [vehicles, cards, open] = await Promise.all([
    vehicleLookup(db).list(userId),
    cardLookup(db).list(userId),
    listInvoices({ db }, userId, { status: 'open' }),
  ]);
  return { vehicles: vehicles.length, passes: cards.length, open_invoices: open.length };
}
