import { describe, expect, it } from 'vitest';
import {
  CARD_IIN,
  cardNumberFromAccount,
  isFuelLinqCardNumber,
  luhnCheckDigit,
  luhnValid,
  maskedPan,
  panGroups,
} from './card-number.ts';

describe('Luhn', () => {
  it('agrees with the published test vectors', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('7002123456789012346')).toBe(true);
    expect(luhnValid('12ab')).toBe(false);
    expect(luhnCheckDigit('7992739871')).toBe('3');
  });
});

describe('FuelLinq card numbers', () => {
  it('are 16 digits: 7 (petroleum), our issuer prefix, the account digits and a Luhn check digit', () => {
    const pan = cardNumberFromAccount('123456789');
    expect(pan).toHaveLength(16);
    expect(pan.startsWith('7')).toBe(true);
    expect(pan.startsWith(CARD_IIN)).toBe(true);
    expect(pan.slice(6, 15)).toBe('123456789');
    expect(luhnValid(pan)).toBe(true);
    expect(isFuelLinqCardNumber(pan)).toBe(true);
  });

  it('refuses account numbers of the wrong length', () => {
    expect(() => cardNumberFromAccount('12345')).toThrow();
    expect(() => cardNumberFromAccount('1234567890')).toThrow();
  });

  it('knows numbers that are not ours', () => {
    const pan = cardNumberFromAccount('000000001');
    const wrongCheck = `${pan.slice(0, 15)}${(Number(pan[15]) + 1) % 10}`;
    expect(isFuelLinqCardNumber(wrongCheck)).toBe(false);
    expect(isFuelLinqCardNumber(`6${pan.slice(1)}`)).toBe(false);
    expect(isFuelLinqCardNumber(pan.slice(0, 15))).toBe(false);
  });

  it('are shown masked in four groups with the last four digits', () => {
    expect(maskedPan('1234')).toBe('7088 •••• •••• 1234');
    expect(panGroups(maskedPan('1234'))).toEqual(['7088', '••••', '••••', '1234']);
  });
});
