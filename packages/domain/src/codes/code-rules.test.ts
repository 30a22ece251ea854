import { describe, expect, it } from 'vitest';
import { groupedCode, maskedHolderName, normalizeCode } from './code-rules.ts';

describe('normalizeCode', () => {
  it('reads a pass code as scanned, typed in lower case, or in groups', () => {
    const code = 'FLQYD0EKH8WDAQP6H346BCFK1TJA8';
    expect(normalizeCode(code)).toEqual({ kind: 'pass', code });
    expect(normalizeCode(` ${code.toLowerCase()} `)).toEqual({ kind: 'pass', code });
    expect(normalizeCode(groupedCode(code))).toEqual({ kind: 'pass', code });
  });

  it('reads a reward code with or without its dashes', () => {
    for (const typed of ['WAS-ABCD-EFGH', 'was-abcd-efgh', 'wasabcdefgh', 'WAS ABCD EFGH']) {
      expect(normalizeCode(typed)).toEqual({ kind: 'reward', code: 'WAS-ABCD-EFGH' });
    }
  });

  it('knows neither kind in anything else', () => {
    // Letters a pass or voucher never has (I, L, O, U in a pass; I, O, 0, 1 in a voucher), lengths off.
    for (const typed of [
      '',
      'FLQYD0EKH8WDAQP6H346BCFK1TJA',
      'FLQYD0EKH8WDAQP6H346BCFK1TJAI',
      'WAS-ABCD-EFG0',
      'WAS-ABCD',
      'hallo',
    ]) {
      expect(normalizeCode(typed)).toBeNull();
    }
  });
});

describe('maskedHolderName', () => {
  it('gives initials only', () => {
    expect(maskedHolderName('Sanne', 'de Vries')).toBe('S. d. V.');
    expect(maskedHolderName('fatima', 'El Amrani')).toBe('F. E. A.');
    expect(maskedHolderName(null, 'Jansen')).toBe('J.');
    expect(maskedHolderName('  ', null)).toBe('Naam onbekend');
  });
});

describe('groupedCode', () => {
  it('splits a code in groups of four', () => {
    expect(groupedCode('FLQYD0EKH8')).toBe('FLQY D0EK H8');
  });
});
