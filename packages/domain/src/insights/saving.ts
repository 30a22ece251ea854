// Spec §9: the dashboard's estimated monthly saving and its fallbacks. Every figure here is an estimate and
// the screen says so; none of it is ever shown as the user's own booked amount.
import { isoDateIn } from '../co2/calendar-date.ts';

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
