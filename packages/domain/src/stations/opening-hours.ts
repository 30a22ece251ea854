// Opening hours as plain rules: one period per row, ISO weekdays (1 = maandag … 7 = zondag), times as
// "HH:MM" with "24:00" for the end of the day. A night that runs past midnight is two periods.

import { dateTimeFormat } from '../format/date-time-format.ts';

export interface OpeningPeriod {
  day: number;
  opens: string;
  closes: string;
}

export const WEEKDAY_LABELS = [
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
  'zondag',
] as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** "06:30" → 390; "24:00" → 1440. */
export function timeToMinutes(value: string): number {
  const [hours = '0', minutes = '0'] = value.split(':');
  return Number(hours) * 60 + Number(minutes);
}

export function minutesToTime(total: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(total / 60))}:${two(total % 60)}`;
}

/** Open all day on all seven days. */
export function isAlwaysOpen(periods: readonly OpeningPeriod[]): boolean {
  for (let day = 1; day <= 7; day++) {
    const whole = periods.some((p) => p.day === day && p.opens === '00:00' && p.closes === '24:00');
    if (!whole) return false;
  }
  return true;
}

/** A period ends after it starts ("24:00" is the end of the day). */
export function closesAfterOpens(period: Pick<OpeningPeriod, 'opens' | 'closes'>): boolean {
  return timeToMinutes(period.closes) > timeToMinutes(period.opens);
}
export const CLOSES_AFTER_OPENS_MESSAGE = 'De sluitingstijd moet na de openingstijd liggen.';

/** The weekday (1–7) and minute of the day of a moment in Dutch time. */
function localDayAndMinute(at: Date, timeZone: string): { day: number; minute: number } {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { day, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** Open at that moment; null when no hours are known. */
export function isOpenAt(
  periods: readonly OpeningPeriod[],
  at: Date,
  timeZone = 'Europe/Amsterdam',
): boolean | null {
  if (periods.length === 0) return null;
  const { day, minute } = localDayAndMinute(at, timeZone);
  return periods.some(
    (p) => p.day === day && timeToMinutes(p.opens) <= minute && minute < timeToMinutes(p.closes),
  );
}

/** One line per weekday for a table: "06:00–22:00", "24 uur open" or "Gesloten". */
export function openingHoursTable(periods: readonly OpeningPeriod[]): { day: string; hours: string }[] {
  return WEEKDAY_LABELS.map((label, index) => {
    const own = periods
      .filter((p) => p.day === index + 1)
      .sort((a, b) => timeToMinutes(a.opens) - timeToMinutes(b.opens));
    if (own.length === 0) return { day: label, hours: 'Gesloten' };
    if (own.some((p) => p.opens === '00:00' && p.closes === '24:00'))
      return { day: label, hours: '24 uur open' };
    return { day: label, hours: own.map((p) => `${p.opens}–${p.closes}`).join(', ') };
  });
}

/** The same hours on every day of the week. */
export function everyDay(opens: string, closes: string): OpeningPeriod[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens, closes }));
}

/** How a day looks in the partner's week editor: one period, open around the clock, or closed. */
export const DAY_MODES = ['open', 'always', 'closed'] as const;
export type DayMode = (typeof DAY_MODES)[number];
export interface DayHours {
  mode: DayMode;
  opens: string;
  closes: string;
}

const DEFAULT_DAY = { opens: '06:00', closes: '22:00' } as const;

/**
 * The week editor's seven days (maandag first) from a station's periods: a day without a period is closed,
 * 00:00–24:00 is open around the clock, otherwise its first period. No periods at all (a new station): open
 * 06:00–22:00 every day.
 */
export function weekFromPeriods(periods: readonly OpeningPeriod[] | null): DayHours[] {
  return WEEKDAY_LABELS.map((_, index): DayHours => {
    if (periods === null) return { mode: 'open', ...DEFAULT_DAY };
    const period = periods.find((p) => p.day === index + 1);
    if (!period) return { mode: 'closed', ...DEFAULT_DAY };
    if (period.opens === '00:00' && period.closes === '24:00') return { mode: 'always', ...DEFAULT_DAY };
    return { mode: 'open', opens: period.opens, closes: period.closes };
  });
}

/** The periods of the week editor's days, one per open day. */
export function periodsFromWeek(week: readonly DayHours[]): OpeningPeriod[] {
  return week.flatMap((day, index): OpeningPeriod[] =>
    day.mode === 'closed'
      ? []
      : day.mode === 'always'
        ? [{ day: index + 1, opens: '00:00', closes: '24:00' }]
        : [{ day: index + 1, opens: day.opens, closes: day.closes }],
  );
}
