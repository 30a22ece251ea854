import { describe, expect, it } from 'vitest';
import {
  addMonthsAnchored,
  formatInvoiceNumber,
  previousMonthPeriod,
  splitInclusive,
  unitPriceExclTenths,
} from './billing-rules.ts';

describe('splitInclusive (btw 21 %, rounded per line)', () => {
  it('keeps the line total what was paid and rounds the base to the cent', () => {
    expect(splitInclusive(250)).toEqual({ excl_cents: 207, vat_cents: 43, incl_cents: 250 });
    expect(splitInclusive(121)).toEqual({ excl_cents: 100, vat_cents: 21, incl_cents: 121 });
    // 6.350 / 1,21 = 5.247,93… → 5.248
    expect(splitInclusive(6_350)).toEqual({ excl_cents: 5_248, vat_cents: 1_102, incl_cents: 6_350 });
    expect(splitInclusive(1)).toEqual({ excl_cents: 1, vat_cents: 0, incl_cents: 1 });
    expect(splitInclusive(0)).toEqual({ excl_cents: 0, vat_cents: 0, incl_cents: 0 });
  });

  it('mirrors a credit exactly', () => {
    expect(splitInclusive(-6_350)).toEqual({ excl_cents: -5_248, vat_cents: -1_102, incl_cents: -6_350 });
  });

  it('refuses fractions of a cent', () => {
    expect(() => splitInclusive(10.5)).toThrow();
  });

  it('gives a unit price excl. btw in tenths of a cent', () => {
    expect(unitPriceExclTenths(2_099)).toBe(1_735); // € 2,099 → € 1,7347… → 1,735
  });
});

describe('addMonthsAnchored', () => {
  it('clamps 31 January to the end of February, in common and leap years', () => {
    expect(addMonthsAnchored('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsAnchored('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsAnchored('2100-01-31', 1)).toBe('2100-02-28');
    expect(addMonthsAnchored('2000-01-31', 1)).toBe('2000-02-29');
  });

  it('keeps the anchor day after a short month', () => {
    expect(addMonthsAnchored('2026-02-28', 1, 31)).toBe('2026-03-31');
    expect(addMonthsAnchored('2026-02-28', 2, 31)).toBe('2026-04-30');
  });

  it('crosses years both ways', () => {
    expect(addMonthsAnchored('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonthsAnchored('2027-01-15', -1)).toBe('2026-12-15');
    expect(addMonthsAnchored('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('names the month the invoice run bills', () => {
    expect(previousMonthPeriod('2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousMonthPeriod('2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(previousMonthPeriod('2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('formatInvoiceNumber', () => {
  it('writes FL-year-six digits', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('FL-2026-000001');
    expect(formatInvoiceNumber(2026, 123_456)).toBe('FL-2026-123456');
  });
});
