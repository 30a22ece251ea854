import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate, isoDateIn, previousMonth, yearsOf } from './calendar-date.ts';

describe('previousMonth (spec §9: the default CO2 period)', () => {
  it.each([
    ['2026-11-21T12:00:00Z', '2026-10-01', '2026-10-31'],
    ['2026-03-01T10:00:00Z', '2026-02-01', '2026-02-28'],
    ['2028-03-15T10:00:00Z', '2028-02-01', '2028-02-29'],
    ['2026-01-15T10:00:00Z', '2025-12-01', '2025-12-31'],
    // 23:30 UTC on 31 December is already 1 January in the Netherlands: December is the previous month.
    ['2025-12-31T23:30:00Z', '2025-12-01', '2025-12-31'],
    // 22:30 UTC on 31 January (winter time) is still 31 January in the Netherlands.
    ['2026-01-31T22:30:00Z', '2025-12-01', '2025-12-31'],
    ['2026-01-31T23:30:00Z', '2026-01-01', '2026-01-31'],
    // Summer time: 22:30 UTC on 31 May is 1 June at 00:30 in Amsterdam.
    ['2026-05-31T22:30:00Z', '2026-05-01', '2026-05-31'],
  ])('on %s it is %s to %s', (now, from, to) => {
    expect(previousMonth(new Date(now))).toEqual({ from, to });
  });
});

describe('calendar dates', () => {
  it('recognises real dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(isIsoDate('gisteren')).toBe(false);
  });

  it('counts and adds days across month and year ends', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(isoDateIn(new Date('2026-06-30T22:15:00Z'))).toBe('2026-07-01');
    expect(yearsOf({ from: '2025-12-01', to: '2026-01-31' })).toEqual([2025, 2026]);
  });
});
