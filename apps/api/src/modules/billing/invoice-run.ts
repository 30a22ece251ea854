import { monthPeriod, previousMonthPeriod } from '@fuellinq/domain';
import { accountsWithActivity } from '../../db/queries/billing.ts';
import type { InvoicesServiceDeps } from './billing-deps.ts';
import { invoiceMonth } from './invoice-month.ts';

/** The monthly run: its job key carries the month it runs in (`billing.invoice-run:2026-12`). */
export const INVOICE_RUN_JOB = 'billing.invoice-run';

/**
 * The run on the 1st (`runDate`): every account with something to bill in the previous month gets its
 * invoice, dated the 1st, `concurrency` accounts at a time (4 unless told).
 */
export async function runInvoiceMonth(
  deps: InvoicesServiceDeps,
  runDate: string,
  options: { concurrency?: number } = {},
) {
  const period = previousMonthPeriod(runDate);
  const invoiceDate = monthPeriod(runDate).from;
  const accounts = await accountsWithActivity(deps.db, period.from, period.to);
  let created = 0;
  let next = 0;
  const worker = async () => {
    while (next < accounts.length) {
      const userId = accounts[next++]!;
      if (await invoiceMonth(deps, userId, period, invoiceDate)) created += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return { accounts: accounts.length, invoices: created, period };
}
