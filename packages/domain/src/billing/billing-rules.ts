import { formatEuro } from '../format/nl-format.ts';

// The subscription and the invoices (docs/decisions/013-subscription-and-invoices.md): the constants, the
// btw arithmetic and the calendar arithmetic, shared by the API (which bills) and the web app (which shows).
// Money is integer cents.

/** Spec §1/§9: one month free from the first card, then € 2,50 per month incl. 21 % btw. */
export const SUBSCRIPTION_PRICE_CENTS = 250;
export const TRIAL_MONTHS = 1;
/** The standard Dutch btw rate, in percent; fuel, the subscription and card fees all carry it. */
export const VAT_RATE_PERCENT = 21;
/** A failed charge is retried after 1, 3 and 7 days (counted from the first failure); then cancelled. */
export const CHARGE_RETRY_DAYS = [1, 3, 7] as const;
/** Invoice numbers: FL-2026-000001, counted per calendar year. */
export const INVOICE_NUMBER_PREFIX = 'FL';

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Splits an amount incl. btw into excl. and btw, rounded per line to the cent (half away from zero): the
 * line's total stays exactly what was paid, and the btw is the difference. The invoice's totals are the sums
 * of its lines, so lines and totals always agree.
 */
export function splitInclusive(
  inclCents: number,
  ratePercent: number = VAT_RATE_PERCENT,
): { excl_cents: number; vat_cents: number; incl_cents: number } {
  if (!Number.isInteger(inclCents)) throw new Error('amounts are whole cents');
  const sign = inclCents < 0 ? -1 : 1;
  const excl = sign * Math.round((Math.abs(inclCents) * 100) / (100 + ratePercent));
  return { excl_cents: excl, vat_cents: inclCents - excl, incl_cents: inclCents };
}

/** A unit price incl. btw in tenths of a cent per litre, excl. btw (rounded to a tenth of a cent). */
export function unitPriceExclTenths(inclTenths: number, ratePercent: number = VAT_RATE_PERCENT): number {
  return Math.round((inclTenths * 100) / (100 + ratePercent));
}

function parts(iso: string): [number, number, number] {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/**
 * `months` calendar months after a date, on the anchor day (the day the subscription started) or the last
 * day of a shorter month: anchored on 31 January, the periods start 28 (29) February, 31 March, 30 April…
 * Keeping the anchor means a short February never shifts later months.
 */
export function addMonthsAnchored(isoDate: string, months: number, anchorDay?: number): string {
  const [year, month, day] = parts(isoDate);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const wanted = anchorDay ?? day;
  return iso(targetYear, targetMonth, Math.min(wanted, daysInMonth(targetYear, targetMonth)));
}

/** The first and last day of the calendar month a date is in. */
export function monthPeriod(isoDate: string): { from: string; to: string } {
  const [year, month] = parts(isoDate);
  return { from: iso(year, month, 1), to: iso(year, month, daysInMonth(year, month)) };
}

/** The calendar month before the one a date is in: what the invoice run on the 1st bills. */
export function previousMonthPeriod(isoDate: string): { from: string; to: string } {
  return monthPeriod(addMonthsAnchored(`${isoDate.slice(0, 7)}-01`, -1));
}

export const billingMessages = {
  checkoutFailed: 'Checkout mislukt',
  portalFailed: 'Portal mislukt',
  invoiceNotFound: 'Deze factuur bestaat niet.',
  loadFailed: 'Ophalen mislukt',
  noSubscription: 'Je abonnement start zodra je je eerste pas hebt. De eerste maand is gratis.',
  alreadyCancelled: 'Je abonnement is al opgezegd.',
  notCancelled: 'Je abonnement is niet opgezegd.',
  subscriptionEnded: 'Je abonnement is beëindigd en kan niet meer worden hervat.',
  cancelled: 'Je abonnement is opgezegd en loopt af aan het einde van de betaalde periode.',
  resumed: 'Je abonnement loopt weer door.',
  refuelNotFound: 'Deze tankbeurt bestaat niet of is niet afgerond.',
  alreadyRefunded: 'Deze tankbeurt is al terugbetaald.',
  refundTooHigh: 'Het bedrag is hoger dan wat de tankbeurt kostte.',
  price: `${formatEuro(SUBSCRIPTION_PRICE_CENTS)} per maand incl. ${VAT_RATE_PERCENT}% btw`,
} as const;
