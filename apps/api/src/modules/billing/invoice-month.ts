import { inTransaction } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { InvoicesServiceDeps } from './billing-deps.ts';
import { linesFor } from './invoice-lines.ts';
import { invoiceCustomerOf, withCompanyDetails } from './org-invoice-lines.ts';
import { createInvoicesRepository, type InvoiceRow } from './invoices.repository.ts';
import { issueInvoice, periodInvoice } from './issue-invoice.ts';

/**
 * The invoice of one account (a person's, or an organisation's own) for one calendar month (`period` from
 * the 1st to the last day), dated `invoiceDate`. Made once: a second call (or a second runner) finds it; nothing to bill, no invoice.
 */
export async function invoiceMonth(
  deps: InvoicesServiceDeps,
  userId: string,
  period: { from: string; to: string },
  invoiceDate: string,
): Promise<InvoiceRow | null> {
  const { db } = deps;
  const repository = createInvoicesRepository(db);
  const existing = await repository.forPeriod(db, userId, period.from);
  if (existing) return existing;
  const found = await linesFor(db, userId, period.from, period.to);
  if (found.lines.length === 0) return null;
  const { unpaid } = found;
  // An organisation's own account: the organisation is the customer, and its company refuels' lines say
  // which card, driver, plate and cost centre.
  const { org, email, customer } = await invoiceCustomerOf(db, userId);
  const lines = org ? await withCompanyDetails(db, userId, period, found.lines) : found.lines;
  try {
    return await inTransaction(db, (tx) =>
      issueInvoice(
        deps,
        tx,
        periodInvoice({
          userId,
          period,
          invoiceDate,
          lines,
          unpaid,
          supplier: deps.supplier,
          customer,
          remark: null,
          at: deps.now(),
        }),
        lines,
        { org, email },
      ),
    );
  } catch (error) {
    // Another runner made this account's invoice at the same moment: its number stands, ours rolled back.
    if (isUniqueViolation(error, 'invoices_user_period_key')) {
      return (await repository.forPeriod(db, userId, period.from)) ?? null;
    }
    throw error;
  }
}
