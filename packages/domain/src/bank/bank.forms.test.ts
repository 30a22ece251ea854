import { describe, expect, it } from 'vitest';
import { OTHER_ACCOUNT, sandboxConsentFormSchema } from './bank.forms.ts';

const ing = sandboxConsentFormSchema({ name: 'ING', iban_code: 'INGB' });

describe('the sandbox consent form', () => {
  it('sends the offered account, or the typed one cleaned', () => {
    expect(ing.parse({ account: 'NL69INGB0123456789', other_iban: '' })).toEqual({
      iban: 'NL69INGB0123456789',
    });
    expect(ing.parse({ account: OTHER_ACCOUNT, other_iban: 'nl69 ingb 0123 4567 89' })).toEqual({
      iban: 'NL69INGB0123456789',
    });
  });

  it("puts the IBAN's problem on the typed field", () => {
    expect(
      ing.safeParse({ account: OTHER_ACCOUNT, other_iban: 'NL06 ABNA 0489 2716 53' }).error?.issues,
    ).toMatchObject([{ path: ['other_iban'], message: 'Dit IBAN hoort niet bij ING.' }]);
  });
});
