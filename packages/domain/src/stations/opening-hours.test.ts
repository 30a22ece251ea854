import { describe, expect, it } from 'vitest';
import {
  closesAfterOpens,
  everyDay,
  isAlwaysOpen,
  isOpenAt,
  openingHoursTable,
  periodsFromWeek,
  weekFromPeriods,
} from './opening-hours.ts';

describe('opening hours', () => {
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '06:00', closes: '22:00' }));
  const saturday = [
    { day: 6, opens: '08:00', closes: '12:00' },
    { day: 6, opens: '13:00', closes: '18:00' },
  ];

  it('knows a 24/7 station', () => {
    expect(isAlwaysOpen(everyDay('00:00', '24:00'))).toBe(true);
    expect(isAlwaysOpen([...weekdays, ...saturday])).toBe(false);
  });

  it('answers "open now" in Dutch time', () => {
    const periods = [...weekdays, ...saturday];
    // Monday 23 November 2026, 05:30 UTC = 06:30 in Amsterdam.
    expect(isOpenAt(periods, new Date('2026-11-23T05:30:00Z'))).toBe(true);
    // 21:30 UTC = 22:30 in Amsterdam: closed.
    expect(isOpenAt(periods, new Date('2026-11-23T21:30:00Z'))).toBe(false);
    // Saturday 12:30 in Amsterdam: the lunch break.
    expect(isOpenAt(periods, new Date('2026-11-21T11:30:00Z'))).toBe(false);
    // Sunday: closed all day.
    expect(isOpenAt(periods, new Date('2026-11-22T12:00:00Z'))).toBe(false);
    expect(isOpenAt([], new Date())).toBeNull();
  });

  it('makes one line per weekday', () => {
    const table = openingHoursTable([...weekdays, ...saturday, { day: 7, opens: '00:00', closes: '24:00' }]);
    expect(table).toHaveLength(7);
    expect(table[0]).toEqual({ day: 'maandag', hours: '06:00–22:00' });
    expect(table[5]).toEqual({ day: 'zaterdag', hours: '08:00–12:00, 13:00–18:00' });
    expect(table[6]).toEqual({ day: 'zondag', hours: '24 uur open' });
    expect(openingHoursTable([])[2]).toEqual({ day: 'woensdag', hours: 'Gesloten' });
  });

  it('closes after it opens; 24:00 is the end of the day', () => {
    expect(closesAfterOpens({ opens: '06:00', closes: '22:00' })).toBe(true);
    expect(closesAfterOpens({ opens: '22:00', closes: '06:00' })).toBe(false);
    expect(closesAfterOpens({ opens: '00:00', closes: '24:00' })).toBe(true);
  });

  it("reads a station's week into the editor and back", () => {
    const week = weekFromPeriods([...weekdays, ...saturday, { day: 7, opens: '00:00', closes: '24:00' }]);
    expect(week[0]).toEqual({ mode: 'open', opens: '06:00', closes: '22:00' });
    expect(week[5]).toEqual({ mode: 'open', opens: '08:00', closes: '12:00' });
    expect(week[6]?.mode).toBe('always');
    expect(weekFromPeriods([])[0]?.mode).toBe('closed');
    expect(weekFromPeriods(null).every((day) => day.mode === 'open')).toBe(true);
    expect(periodsFromWeek(week).at(-1)).toEqual({ day: 7, opens: '00:00', closes: '24:00' });
    expect(periodsFromWeek(weekFromPeriods([]))).toEqual([]);
  });
});
