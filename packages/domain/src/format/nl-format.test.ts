import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatEuro,
  formatKm,
  formatPricePerLitre,
  monthName,
} from './nl-format.ts';

describe('Dutch number formatting', () => {
  it.each([
    [1234.5, 1, '1.234,5'],
    [0.05, 1, '0,1'],
    [1000000, 0, '1.000.000'],
    [-3.14159, 2, '-3,14'],
    [-0.001, 2, '0,00'],
  ])('formatDecimal(%d, %d) → %s', (value, decimals, text) => {
    expect(formatDecimal(value, decimals)).toBe(text);
  });

  it('formats cents as euros', () => {
    expect(formatEuro(198)).toBe('€ 1,98');
    expect(formatEuro(250)).toBe('€ 2,50');
    expect(formatEuro(499)).toBe('€ 4,99');
    expect(formatEuro(123456)).toBe('€ 1.234,56');
    expect(formatEuro(-250)).toBe('-€ 2,50');
  });

  it('formats pump prices from tenths of a cent', () => {
    expect(formatPricePerLitre(1979)).toBe('€ 1,979');
    expect(formatPricePerLitre(1979, { decimals: 2 })).toBe('€ 1,98');
    expect(formatPricePerLitre(500)).toBe('€ 0,500');
  });

  it('formats distances with one decimal', () => {
    expect(formatKm(12.345)).toBe('12,3 km');
    expect(formatKm(0.04)).toBe('0,0 km');
    expect(formatKm(1234.56)).toBe('1.234,6 km');
  });
});

describe('Dutch dates', () => {
  it('uses Dutch month names and Amsterdam time', () => {
    expect(formatDate('2026-11-21T09:00:00Z')).toBe('21 nov 2026');
    expect(formatDate('2026-03-01T12:00:00Z', { long: true })).toBe('1 maart 2026');
    // 23:30 UTC on 31 December is already New Year in Amsterdam.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 jan 2027');
    expect(formatDateTime('2026-07-01T12:05:00Z')).toBe('01-07-2026 14:05');
  });

  it('names a month short or long, and knows only twelve', () => {
    expect(monthName(3)).toBe('mrt');
    expect(monthName(3, { long: true })).toBe('maart');
    expect(monthName(12)).toBe('dec');
    expect(() => monthName(13)).toThrow(RangeError);
  });

  it('says how old a value is', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatAge('2026-11-21T11:59:30Z', now)).toBe('zojuist');
    expect(formatAge('2026-11-21T11:48:00Z', now)).toBe('12 min geleden');
    expect(formatAge('2026-11-21T09:00:00Z', now)).toBe('3 uur geleden');
    expect(formatAge('2026-11-20T10:00:00Z', now)).toBe('1 dag geleden');
    expect(formatAge('2026-11-18T12:00:00Z', now)).toBe('3 dagen geleden');
  });
});
