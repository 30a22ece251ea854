import { describe, expect, it } from 'vitest';
import { decimalTextSchema, wholeNumberTextSchema } from './nl-number.schema.ts';

describe('the Dutch number schemas', () => {
  it('read text with the Dutch parsers; blank is null', () => {
    const decimal = decimalTextSchema('Vul een getal in.');
    expect(decimal.parse('1.234,5')).toBe(1234.5);
    expect(decimal.parse(' ')).toBeNull();
    expect(wholeNumberTextSchema('Hele getallen.').parse('120.850')).toBe(120850);
  });

  it('give their message for anything else', () => {
    expect(decimalTextSchema('Vul een getal in.').safeParse('12a').error?.issues[0]?.message).toBe(
      'Vul een getal in.',
    );
    expect(wholeNumberTextSchema('Hele getallen.').safeParse('1,5').error?.issues[0]?.message).toBe(
      'Hele getallen.',
    );
  });
});
