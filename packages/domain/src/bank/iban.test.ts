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
    expect(normalizeIban(' nl06 abna 0489.2716-53 ')).toBe('NL06ABNA0489271653');
  });

  it('checks mod-97 (ISO 13616) for any country', () => {
    expect(hasValidIbanChecksum('NL06ABNA0489271653')).toBe(true);
    expect(hasValidIbanChecksum('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(hasValidIbanChecksum('DE89370400440532013000')).toBe(true);
    expect(hasValidIbanChecksum('NL06ABNA0489271654')).toBe(false);
    expect(hasValidIbanChecksum('NL60ABNA0489271653')).toBe(false);
    expect(hasValidIbanChecksum('geen iban')).toBe(false);
  });

  it.each([
    ['', 'ABNA', 'empty'],
    ['NL06ABNA048927165', 'ABNA', 'format'],
    ['DE89370400440532013000', undefined, 'format'],
    ['NL06ABNA0489271654', 'ABNA', 'checksum'],
    ['NL06ABNA0489271653', 'INGB', 'bank_mismatch'],
    ['nl06 abna 0489 2716 53', 'ABNA', null],
    ['NL06ABNA0489271653', undefined, null],
  ])('%j at bank %s → %s', (iban, code, problem) => {
    expect(dutchIbanProblem(iban, code)).toBe(problem);
  });

  it('says what is wrong in Dutch, naming the bank', () => {
    expect(ibanProblemMessage('bank_mismatch', 'ING')).toBe('Dit IBAN hoort niet bij ING.');
    expect(ibanProblemMessage('checksum')).toBe('Dit IBAN klopt niet: controleer de cijfers.');
    expect(ibanProblemMessage('empty')).toBe('Vul je IBAN in.');
  });

  it('formats in groups of four and masks all but the bank and the last four digits', () => {
    expect(formatIban('NL06ABNA0489271653')).toBe('NL06 ABNA 0489 2716 53');
    expect(maskIban('nl06 abna 0489 2716 53')).toBe('NL06 ABNA •••• 1653');
  });
});
