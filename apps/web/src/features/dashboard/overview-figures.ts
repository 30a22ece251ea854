import type { InvoiceSummary } from '@fuellinq/domain/billing/invoice.contract';

// The overview's sums from the caller's own invoices. (The saving is worked out on the server:
// GET /api/insights/saving.)

/** Open invoices: how many, and what they add up to. */
export function openInvoices(invoices: InvoiceSummary[]) {
  const open = invoices.filter((invoice) => invoice.status === 'open');
  return { count: open.length, cents: open.reduce((sum, invoice) => sum + invoice.amount, 0) };
}
