// Calendar dates as 'YYYY-MM-DD' strings, in Dutch time: a log's date, a report's period. No zod here.

import { dateTimeFormat } from '../format/date-time-format.ts';

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date in the form YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Dates a person can mean: a log, a report period, an offer. Outside this, PostgreSQL or a report breaks. */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;

export const DATE_RANGE_MESSAGE = `Kies een datum van ${DATE_YEAR_MIN} tot en met ${DATE_YEAR_MAX}.`;

/** True for a date from 1900-01-01 to 2100-12-31 (the text must already be a YYYY-MM-DD date). */
export function isDateInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

/** The calendar date of a moment in a time zone (default Dutch time): isoDateIn(now) → '2026-11-21'. */
export function isoDateIn(moment: Date, timeZone = 'Europe/Amsterdam'): string {
  return dateFormat(timeZone).format(moment);
}

// en-CA writes dates as YYYY-MM-DD.
const dateFormat = (timeZone: string) =>
  dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

function utc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function addDays(iso: string, days: number): string {
  const date = utc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000);
}

export interface Period {
  from: string;
  to: string;
}

/** Spec §9: the default CO2 period is the previous calendar month, as it is in the Netherlands now. */
export function previousMonth(now: Date = new Date(), timeZone = 'Europe/Amsterdam'): Period {
  const today = isoDateIn(now, timeZone);
  const firstOfThisMonth = `${today.slice(0, 7)}-01`;
  const to = addDays(firstOfThisMonth, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/** 1 January to 31 December of a year. */
export function calendarYear(year: number): Period {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The years a period touches, in order: 2025-12-01 … 2026-01-31 → [2025, 2026]. */
export function yearsOf(period: Period): number[] {
  const first = Number(period.from.slice(0, 4));
  const last = Number(period.to.slice(0, 4));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
