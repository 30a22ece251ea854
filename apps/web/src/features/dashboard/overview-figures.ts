import type { InvoiceSummary } from '@fuellinq/domain/billing/invoice.contract';
import type { InsightsMonth } from '@fuellinq/domain/insights/insights.contract';
import { estimatedSaving, type SavingEstimate } from '@fuellinq/domain/insights/saving';

// The overview's sums, from the caller's own invoices and refuels: what each month cost and what it saved by
// estimate (spec §9: 6 % of the month's invoice amounts, 7 % of its refuels when it has no invoice).

export interface MonthFigures {
  /** YYYY-MM */
  month: string;
  /** The month's invoice amounts (incl. btw; credit notes count negative); null without any invoice. */
  invoiceCents: number | null;
  /** What the month's refuels cost, when known. */
  refuelCents: number | null;
  saving: SavingEstimate | null;
}

/** The month an invoice bills: its supply period's (an invoice of 1 November bills October). */
export const invoiceMonth = (invoice: Pick<InvoiceSummary, 'period_start'>) =>
  invoice.period_start.slice(0, 7);

/** Invoice amounts per billed month. */
export function invoiceCentsByMonth(invoices: InvoiceSummary[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const invoice of invoices) {
    const month = invoiceMonth(invoice);
    sums.set(month, (sums.get(month) ?? 0) + invoice.amount);
  }
  return sums;
}

/**
 * Each of `months` with its invoice amounts, refuel spending (where `refuels` has the month: the overview
 * asks for this month's only) and estimated saving.
 */
export function monthFigures(
  months: string[],
  invoices: InvoiceSummary[],
  refuels: InsightsMonth[] | undefined,
): MonthFigures[] {
  const invoiced = invoiceCentsByMonth(invoices);
  return months.map((month) => {
    const invoiceCents = invoiced.get(month) ?? null;
    const refuel = refuels?.find((candidate) => candidate.month === month);
    const refuelCents = refuel ? refuel.amount_cents : null;
    return { month, invoiceCents, refuelCents, saving: estimatedSaving(invoiceCents, refuelCents) };
  });
}

/**
 * The tile's month: the latest month with an invoice amount (6 %); without any invoice, this month's
 * refuels (7 %); null when there is nothing to estimate from.
 */
export function tileSaving(figures: MonthFigures[]): MonthFigures | null {
  const invoiced = figures.filter((month) => month.saving?.basis === 'invoices');
  if (invoiced.length) return invoiced.at(-1)!;
  const current = figures.at(-1);
  return current?.saving ? current : null;
}

/** Open invoices: how many, and what they add up to. */
export function openInvoices(invoices: InvoiceSummary[]) {
  const open = invoices.filter((invoice) => invoice.status === 'open');
  return { count: open.length, cents: open.reduce((sum, invoice) => sum + invoice.amount, 0) };
}
