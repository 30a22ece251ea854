import { describe, expect, it } from 'vitest';
import { everyDay, isAlwaysOpen, isOpenAt, openingHoursTable } from './opening-hours.ts';

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
});
