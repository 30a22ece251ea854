import { isoDateIn, monthPeriod, previousMonthPeriod } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import type { InvoicesServiceDeps } from './billing-deps.ts';
import { linesFor } from './invoice-lines.ts';
import { customerOf } from './invoice-parties.ts';
import { createInvoicesRepository, type InvoiceRow } from './invoices.repository.ts';
import { issueInvoice, periodInvoice } from './issue-invoice.ts';

/**
 * An erased account's last invoices, in the erasure's own transaction and before its name and address go
 * (an invoice keeps them, 7 years): the previous month's when the run on the 1st has not made it yet, and
 * this month's up to today, which states `remark` (the balance paid back) under its totals. No mail: the
 * erasure's own confirmation names the invoice. Answers the last one's number, or null when nothing was
 * billed and nothing paid back.
 */
export async function closeAccountInvoices(
  deps: Pick<InvoicesServiceDeps, 'supplier' | 'jobs' | 'now'>,
  tx: Database,
  userId: string,
  remark: string | null,
): Promise<string | null> {
  const repository = createInvoicesRepository(tx);
  const today = isoDateIn(deps.now());
  const { customer } = await customerOf(tx, userId);
  const previous = previousMonthPeriod(today);
  const current = { from: monthPeriod(today).from, to: today };
  let last: InvoiceRow | null = null;
  for (const period of [previous, current]) {
    const final = period === current;
    const existing = await repository.forPeriod(tx, userId, period.from);
    if (existing) {
      last = existing;
      continue;
    }
    const { lines, unpaid } = await linesFor(tx, userId, period.from, period.to);
    if (lines.length === 0 && !(final && remark)) continue;
    const values = periodInvoice({
      userId,
      period,
      invoiceDate: final ? today : current.from,
      lines,
      unpaid,
      supplier: deps.supplier,
      customer,
      remark: final ? remark : null,
      at: deps.now(),
    });
    last = await issueInvoice(deps, tx, values, lines, { email: null });
  }
  return last?.number ?? null;
}
