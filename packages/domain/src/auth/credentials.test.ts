import { describe, expect, it } from 'vitest';
import { RegisterBodySchema } from './auth.contract.ts';
import { isValidEmail, isValidPassword, normalizeEmail } from './credentials.ts';

describe('isValidEmail (spec §5: text, @, text, dot, text)', () => {
  it.each(['sanne@fuellinq.nl', 'a.b+c@sub.domein.nl', ' a@b.nl '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'sanne', 'sanne@', '@fuellinq.nl', 'sanne@fuellinq', 'san ne@fuellinq.nl', 'a@b.', 'a@@b.nl'])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('isValidPassword (at least 6 characters)', () => {
  it('draws the line at 6', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Sanne@FuelLinq.NL ')).toBe('sanne@fuellinq.nl');
  });
});

describe('RegisterBodySchema', () => {
  it('sends empty names as null and remembers by default', () => {
    const parsed = RegisterBodySchema.parse({
      email: 'A@B.nl',
      password: 'geheim',
      first_name: ' ',
      last_name: 'Jansen ',
    });
    expect(parsed).toEqual({
      email: 'a@b.nl',
      password: 'geheim',
      first_name: null,
      last_name: 'Jansen',
      remember: true,
    });
  });

  it('gives Dutch messages per field', () => {
    const result = RegisterBodySchema.safeParse({ email: 'nee', password: '123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Vul een geldig e-mailadres in.'],
      ['password', 'Je wachtwoord moet minstens 6 tekens hebben.'],
    ]);
  });
});
