import { describe, expect, it } from 'vitest';
import {
  dutchIbanProblem,
  formatIban,
  hasValidIbanChecksum,
  ibanProblemMessage,
  maskIban,
  normalizeIban,
} from './iban.ts';

describe('IBAN rules', () => {
  it('normalises spaces, dots, dashes and case', () => {
    expect(normalizeIban(' nl91 abna 0417.1643-00 ')).toBe('NL91ABNA0417164300');
  });

  it('checks mod-97 (ISO 13616) for any country', () => {
    expect(hasValidIbanChecksum('NL91ABNA0417164300')).toBe(true);
    expect(hasValidIbanChecksum('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(hasValidIbanChecksum('DE89370400440532013000')).toBe(true);
    expect(hasValidIbanChecksum('NL91ABNA0417164301')).toBe(false);
    expect(hasValidIbanChecksum('NL19ABNA0417164300')).toBe(false);
    expect(hasValidIbanChecksum('geen iban')).toBe(false);
  });

  it.each([
    ['', 'ABNA', 'empty'],
    ['NL91ABNA041716430', 'ABNA', 'format'],
    ['DE89370400440532013000', undefined, 'format'],
    ['NL91ABNA0417164301', 'ABNA', 'checksum'],
    ['NL91ABNA0417164300', 'INGB', 'bank_mismatch'],
    ['nl91 abna 0417 1643 00', 'ABNA', null],
    ['NL91ABNA0417164300', undefined, null],
  ])('%j at bank %s → %s', (iban, code, problem) => {
    expect(dutchIbanProblem(iban, code)).toBe(problem);
  });

  it('says what is wrong in Dutch, naming the bank', () => {
    expect(ibanProblemMessage('bank_mismatch', 'ING')).toBe('Dit IBAN hoort niet bij ING.');
    expect(ibanProblemMessage('checksum')).toBe('Dit IBAN klopt niet: controleer de cijfers.');
    expect(ibanProblemMessage('empty')).toBe('Vul je IBAN in.');
  });

  it('formats in groups of four and masks all but the bank and the last four digits', () => {
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(maskIban('nl91 abna 0417 1643 00')).toBe('NL91 ABNA •••• 4300');
  });
});
