import { describe, expect, it } from 'vitest';
import { estimatedSaving, headlineSaving, lastMonths, monthKey, monthSaving } from './saving.ts';

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

describe('monthSaving: measured where it can be, estimated only where nothing can be measured', () => {
  const nothing = { refuels: 0, liters: 0, paid_cents: 0, reference_cents: 0 };

  it('measures against the CBS average of the refuels’ days, ahead of any invoice', () => {
    expect(
      monthSaving({
        month: '2026-03',
        measurable: { refuels: 2, liters: 70.004, paid_cents: 14_370, reference_cents: 14_811 },
        refuels: 3,
        refuelCents: 23_370,
        invoiceCents: 23_620,
      }),
    ).toEqual({
      month: '2026-03',
      kind: 'measured',
      basis: 'national_average',
      saved_cents: 441,
      refuels: 2,
      refuels_total: 3,
      liters: 70,
      paid_cents: 14_370,
      reference_cents: 14_811,
    });
  });

  it('says so when the refuels cost more than the average: a negative saving, not zero', () => {
    const measured = monthSaving({
      month: '2026-03',
      measurable: { refuels: 1, liters: 40, paid_cents: 8_400, reference_cents: 8_200 },
      refuels: 1,
      refuelCents: 8_400,
      invoiceCents: null,
    });
    expect(measured?.saved_cents).toBe(-200);
  });

  it('estimates 6 % of the invoices, else 7 % of the refuels, and nothing from nothing', () => {
    const base = { month: '2026-02', measurable: nothing, refuels: 1 };
    expect(monthSaving({ ...base, refuelCents: 9_000, invoiceCents: 12_345 })).toEqual({
      month: '2026-02',
      kind: 'estimate',
      basis: 'invoices',
      saved_cents: 741,
      rate: 0.06,
      base_cents: 12_345,
    });
    expect(monthSaving({ ...base, refuelCents: 5_000, invoiceCents: null })).toMatchObject({
      basis: 'refuels',
      saved_cents: 350,
      base_cents: 5_000,
    });
    expect(monthSaving({ ...base, refuels: 0, refuelCents: null, invoiceCents: null })).toBeNull();
  });

  it('shows "per maand" the latest whole month with a figure, else this month’s', () => {
    const figure = (month: string) =>
      monthSaving({ month, measurable: nothing, refuels: 1, refuelCents: 1_000, invoiceCents: null });
    const months = ['2026-02', '2026-03', '2026-04'];
    const with_ = (figures: Record<string, boolean>) =>
      months.map((month) => ({ month, saving: figures[month] ? figure(month) : null }));
    expect(headlineSaving(with_({ '2026-02': true, '2026-04': true }))?.month).toBe('2026-02');
    expect(headlineSaving(with_({ '2026-04': true }))?.month).toBe('2026-04');
    expect(headlineSaving(with_({}))).toBeNull();
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
