import { describe, expect, it } from 'vitest';
import { estimatedSaving, lastMonths, monthKey } from './saving.ts';

describe('estimatedSaving (spec §9)', () => {
  it('is 6 % of the month’s invoice amounts, in euro', () => {
    expect(estimatedSaving(12_345, 99_999)).toEqual({ euro: 7.41, basis: 'invoices', rate: 0.06 });
  });

  it('falls back to 7 % of the refuels when no invoice amount is known', () => {
    expect(estimatedSaving(null, 10_000)).toEqual({ euro: 7, basis: 'refuels', rate: 0.07 });
    expect(estimatedSaving(0, 10_000)?.basis).toBe('refuels');
  });

  it('estimates nothing from nothing', () => {
    expect(estimatedSaving(null, null)).toBeNull();
    expect(estimatedSaving(0, 0)).toBeNull();
  });
});

describe('months', () => {
  it('names the month in Dutch time', () => {
    expect(monthKey(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
  });

  it('lists the last months oldest first, across a year end', () => {
    expect(lastMonths(new Date('2026-02-10T12:00:00Z'), 4)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(lastMonths(new Date('2026-11-24T12:00:00Z'), 12)).toHaveLength(12);
    expect(lastMonths(new Date('2026-11-24T12:00:00Z'), 12)[0]).toBe('2025-12');
  });
});
