import { describe, expect, it } from 'vitest';
import { parseDecimal, parseEuroCents, parseWholeNumber } from './nl-number.ts';

describe('parseDecimal', () => {
  it.each([
    ['45,2', 45.2],
    ['45.2', 45.2],
    [' 1,979 ', 1.979],
    ['€ 1,979', 1.979],
    ['€2.19', 2.19],
    ['1.234,5', 1234.5],
    ['1 234,5', 1234.5],
    ['52.123456', 52.123456],
    ['-4,5', -4.5],
    ['30', 30],
  ])('%s → %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it('answers null for blank and NaN for what is not a number', () => {
    expect(parseDecimal('  ')).toBeNull();
    for (const text of ['abc', '1,2,3', '1..2', '12a', ',5', '1.23.4', '€']) {
      expect(parseDecimal(text), text).toBeNaN();
    }
  });
});

describe('parseWholeNumber', () => {
  it('reads kilometres with or without thousands separators', () => {
    expect(parseWholeNumber('120850')).toBe(120850);
    expect(parseWholeNumber('120.850')).toBe(120850);
    expect(parseWholeNumber('1 200 850')).toBe(1200850);
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('12,5')).toBeNaN();
    expect(parseWholeNumber('12.50')).toBeNaN();
  });
});

describe('parseEuroCents', () => {
  it('turns euro into cents and refuses fractions of a cent', () => {
    expect(parseEuroCents('2,99')).toBe(299);
    expect(parseEuroCents('€ 3')).toBe(300);
    expect(parseEuroCents('0,1')).toBe(10);
    expect(parseEuroCents('1.234,56')).toBe(123456);
    expect(parseEuroCents('')).toBeNull();
    expect(parseEuroCents('2,999')).toBeNaN();
    expect(parseEuroCents('twee')).toBeNaN();
  });
});
