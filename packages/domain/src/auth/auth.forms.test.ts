import { describe, expect, it } from 'vitest';
import { NewPasswordFormSchema } from './auth.forms.ts';

describe('the new password form', () => {
  it('wants 6 characters, typed twice the same', () => {
    expect(NewPasswordFormSchema.safeParse({ password: 'geheim', repeat: 'geheim' }).success).toBe(true);
    expect(
      NewPasswordFormSchema.safeParse({ password: 'kort', repeat: 'anders' }).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    ).toEqual([
      ['password', 'Je wachtwoord moet minstens 6 tekens hebben.'],
      ['repeat', 'De wachtwoorden komen niet overeen.'],
    ]);
  });
});
