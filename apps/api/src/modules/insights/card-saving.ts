import {
  CBS_SOURCE_LABEL,
  DASHBOARD_MONTHS,
  headlineSaving,
  invoiceCentsByMonth,
  lastMonths,
  monthSaving,
  type SavingResponse,
} from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { listInvoices } from '../billing/invoices.service.ts';
import { CBS_TABLE_URL } from '../stations/stations.service.ts';
import { refuelSpending, type SpendingRow } from '../transactions/transactions.service.ts';

// GET /api/insights/saving: the one place the card's saving is worked out (the rule is the domain's
// `monthSaving`). The overview's tile and chart and Inzichten all show this answer, so they cannot disagree.

const total = (rows: SpendingRow[], field: keyof SpendingRow) =>
  rows.reduce((sum, row) => sum + (row[field] as number), 0);

/** The caller's saving per month over the dashboard's 12 months, and the month shown "per maand". */
export async function cardSaving(db: Database, userId: string, at: Date): Promise<SavingResponse> {
  const months = lastMonths(at, DASHBOARD_MONTHS);
  const [rows, invoices] = await Promise.all([
    refuelSpending(db, userId, months[0]!, at),
    listInvoices({ db }, userId, { from: months[0]! }),
  ]);
  const invoiced = invoiceCentsByMonth(invoices);
  const per_month = months.map((month) => {
    const own = rows.filter((row) => row.month === month);
    return {
      month,
      saving: monthSaving({
        month,
        measurable: {
          refuels: total(own, 'national_refuels'),
          liters: total(own, 'national_liters'),
          paid_cents: total(own, 'national_paid_cents'),
          // The CBS price is in tenths of a cent per litre: price × litres / 10 is cents.
          reference_cents: Math.round(total(own, 'national_tenths_liters') / 10),
        },
        refuels: total(own, 'refuels'),
        refuelCents: own.length ? total(own, 'amount_cents') : null,
        invoiceCents: invoiced.get(month) ?? null,
      }),
    };
  });
  return {
    headline: headlineSaving(per_month),
    per_month,
    source: { label: CBS_SOURCE_LABEL, source_url: CBS_TABLE_URL },
  };
}
