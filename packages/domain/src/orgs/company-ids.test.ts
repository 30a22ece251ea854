import { describe, expect, it } from 'vitest';
import { isValidKvkNumber, isValidVatId, normalizeKvkNumber, normalizeVatId } from './company-ids.ts';

describe('KvK numbers', () => {
  it('are 8 digits, written with or without spaces', () => {
    expect(isValidKvkNumber(normalizeKvkNumber('12 34 56 78'))).toBe(true);
    expect(isValidKvkNumber('1234567')).toBe(false);
    expect(isValidKvkNumber('123456789')).toBe(false);
    expect(isValidKvkNumber('1234567a')).toBe(false);
  });
});

describe('btw-ids', () => {
  it('accepts the older form whose 9 digits pass the elfproef', () => {
    expect(isValidVatId('NL004495445B01')).toBe(true);
    expect(isValidVatId('NL004495446B01')).toBe(false);
  });

  it('accepts the newer form of sole traders that passes mod 97 with NL as 2321 and B as 11', () => {
    // 2321 000099998 11 xx: the check digits chosen so that the whole number is 1 mod 97.
    const body = '232100009999811';
    const check = String(98 - Number((BigInt(`${body}00`) % 97n).toString())).padStart(2, '0');
    const vatId = `NL000099998B${check}`;
    expect(isValidVatId(vatId)).toBe(true);
    const wrong = `NL000099998B${check === '01' ? '02' : '01'}`;
    expect(isValidVatId(wrong)).toBe(false);
  });

  it('takes spaces, dots and lower case out first, and refuses other shapes', () => {
    expect(normalizeVatId('nl 0044.95.445 b01')).toBe('NL004495445B01');
    expect(isValidVatId('NL004495445')).toBe(false);
    expect(isValidVatId('BE004495445B01')).toBe(false);
    expect(isValidVatId('NL004495445X01')).toBe(false);
  });
});
