// Dutch formatting for everything a person reads: money, prices per litre, distances, dates, ages.
// No Intl dependency on the locale data of the machine: the comma and dot rules are spelled out.

import { dateTimeFormat } from './date-time-format.ts';

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A number with a comma decimal and dot thousands: formatDecimal(1234.5, 1) → "1.234,5". */
export function formatDecimal(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [integer = '0', fraction] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${groupThousands(integer)}${fraction ? `,${fraction}` : ''}`;
}

/** Money from integer cents: formatEuro(198) → "€ 1,98"; formatEuro(-250) → "-€ 2,50". */
export function formatEuro(cents: number): string {
  const text = `€ ${formatDecimal(Math.abs(cents) / 100, 2)}`;
  return cents < 0 ? `-${text}` : text;
}

/**
 * A pump price per litre from tenths of a cent (1979 → "€ 1,979"), as Dutch stations show it; with
 * `{ decimals: 2 }` rounded to cents ("€ 1,98").
 */
export function formatPricePerLitre(tenthsOfCent: number, options: { decimals?: 2 | 3 } = {}): string {
  const decimals = options.decimals ?? 3;
  return `€ ${formatDecimal(tenthsOfCent / 1000, decimals)}`;
}

/** Kilometres with one decimal (spec §2): formatKm(12.345) → "12,3 km". */
export function formatKm(km: number): string {
  return `${formatDecimal(km, 1)} km`;
}

const MONTHS = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
const MONTHS_LONG = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

/** A month's Dutch name (1 = januari): monthName(3) → "mrt", monthName(3, { long: true }) → "maart". */
export function monthName(month: number, options: { long?: boolean } = {}): string {
  const name = (options.long ? MONTHS_LONG : MONTHS)[month - 1];
  if (name === undefined) throw new RangeError(`No month ${month}`);
  return name;
}

function parts(value: Date | string, timeZone: string) {
  const date = typeof value === 'string' ? new Date(value) : value;
  const formatted = dateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => Number(formatted.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** "21 nov 2026" (or "21 november 2026" with `long`), in Dutch time. */
export function formatDate(
  value: Date | string,
  options: { long?: boolean; timeZone?: string } = {},
): string {
  const { year, month, day } = parts(value, options.timeZone ?? 'Europe/Amsterdam');
  const name = (options.long ? MONTHS_LONG : MONTHS)[month - 1];
  return `${day} ${name} ${year}`;
}

/** "21-11-2026 14:05", in Dutch time. */
export function formatDateTime(value: Date | string, timeZone = 'Europe/Amsterdam'): string {
  const { year, month, day, hour, minute } = parts(value, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day)}-${two(month)}-${year} ${two(hour)}:${two(minute)}`;
}

/** How long ago, as a price's age is shown: "zojuist", "12 min geleden", "3 uur geleden", "2 dagen geleden". */
export function formatAge(value: Date | string, now: Date = new Date()): string {
  const then = typeof value === 'string' ? new Date(value) : value;
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return 'zojuist';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min geleden`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} uur geleden`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 dag geleden' : `${days} dagen geleden`;
}
