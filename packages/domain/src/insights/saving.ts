// What the card saved, one definition for every screen (issue 29): measured where the price paid can be held
// against the CBS national average of the refuel's day; only where nothing can be measured, spec §9's
// estimate (6 % of the month's invoices, 7 % of its refuels), always called an estimate with its basis.
import type { InvoiceSummary } from '../billing/invoice.contract.ts';
import { isoDateIn } from '../co2/calendar-date.ts';
import type { MonthSaving } from './saving.contract.ts';

/** The overview's cost and saving chart covers this many months. */
export const DASHBOARD_MONTHS = 12;
/** The estimated saving: 6 % of a month's invoice amounts. */
export const SAVING_RATE = 0.06;
/** When no invoice amount is known for the month: 7 % of what the month's refuels cost. */
export const SAVING_FALLBACK_RATE = 0.07;

export type SavingBasis = 'invoices' | 'refuels';

export interface SavingEstimate {
  /** Euro (invoice cents / 100, times the rate), rounded to the cent. */
  euro: number;
  basis: SavingBasis;
  rate: number;
}

const toEuro = (cents: number, rate: number) => Math.round(cents * rate) / 100;

/**
 * The month's estimated saving: 6 % of its invoice amounts when there are any, else 7 % of its refuel
 * spending; null when neither is known (nothing to estimate from).
 */
export function estimatedSaving(
  invoiceCents: number | null,
  refuelCents: number | null,
): SavingEstimate | null {
  if (invoiceCents !== null && invoiceCents > 0) {
    return { euro: toEuro(invoiceCents, SAVING_RATE), basis: 'invoices', rate: SAVING_RATE };
  }
  if (refuelCents !== null && refuelCents > 0) {
    return { euro: toEuro(refuelCents, SAVING_FALLBACK_RATE), basis: 'refuels', rate: SAVING_FALLBACK_RATE };
  }
  return null;
}

/** A month's card refuels that have a CBS national average on their own day (Euro95). */
export interface MeasurableRefuels {
  refuels: number;
  liters: number;
  paid_cents: number;
  /** What the same litres cost at the CBS average of their days, in cents. */
  reference_cents: number;
}

export interface MonthSavingInput {
  month: string;
  measurable: MeasurableRefuels;
  /** Every completed refuel of the month, and what they cost (null: none). */
  refuels: number;
  refuelCents: number | null;
  /** The month's invoice amounts (null: no invoice). */
  invoiceCents: number | null;
}

/**
 * One month's saving: measured when any refuel of the month can be held against the CBS average of its day;
 * otherwise spec §9's estimate; null when there is nothing to measure or estimate from.
 */
export function monthSaving(input: MonthSavingInput): MonthSaving | null {
  const { measurable } = input;
  if (measurable.refuels > 0) {
    return {
      month: input.month,
      kind: 'measured',
      basis: 'national_average',
      saved_cents: measurable.reference_cents - measurable.paid_cents,
      refuels: measurable.refuels,
      refuels_total: input.refuels,
      liters: Math.round(measurable.liters * 100) / 100,
      paid_cents: measurable.paid_cents,
      reference_cents: measurable.reference_cents,
    };
  }
  const estimate = estimatedSaving(input.invoiceCents, input.refuelCents);
  if (!estimate) return null;
  return {
    month: input.month,
    kind: 'estimate',
    basis: estimate.basis,
    saved_cents: Math.round(estimate.euro * 100),
    rate: estimate.rate,
    base_cents: (estimate.basis === 'invoices' ? input.invoiceCents : input.refuelCents) ?? 0,
  };
}

/**
 * The figure "per maand": the latest month before the current one that has a figure (a whole month);
 * without any, the current month's so far.
 */
export function headlineSaving(months: { month: string; saving: MonthSaving | null }[]): MonthSaving | null {
  const whole = months.slice(0, -1).filter((entry) => entry.saving !== null);
  return whole.at(-1)?.saving ?? months.at(-1)?.saving ?? null;
}

/** The month an invoice bills: its supply period's (an invoice of 1 November bills October). */
export const invoiceMonth = (invoice: Pick<InvoiceSummary, 'period_start'>) =>
  invoice.period_start.slice(0, 7);

/** Invoice amounts per billed month (credit notes count negative). */
export function invoiceCentsByMonth(invoices: Pick<InvoiceSummary, 'period_start' | 'amount'>[]) {
  const sums = new Map<string, number>();
  for (const invoice of invoices) {
    const month = invoiceMonth(invoice);
    sums.set(month, (sums.get(month) ?? 0) + invoice.amount);
  }
  return sums;
}

/** `YYYY-MM` of a moment in Dutch time. */
export function monthKey(moment: Date, timeZone = 'Europe/Amsterdam'): string {
  return isoDateIn(moment, timeZone).slice(0, 7);
}

/** The `count` months up to and including the month of `now`, oldest first: ['2025-12', …, '2026-11']. */
export function lastMonths(now: Date, count: number, timeZone = 'Europe/Amsterdam'): string[] {
  const [year, month] = monthKey(now, timeZone).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const offset = month - 1 - (count - 1 - index);
    const y = year + Math.floor(offset / 12);
    const m = ((offset % 12) + 12) % 12;
    return `${y}-${String(m + 1).padStart(2, '0')}`;
  });
}
