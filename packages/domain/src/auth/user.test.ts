import { describe, expect, it } from 'vitest';
import { displayName, roleHome } from './user.ts';

describe('roleHome (spec §2)', () => {
  it.each([
    ['admin', '/admin'],
    ['superadmin', '/admin'],
    ['partner', '/partner'],
    ['partner_admin', '/admin'],
    ['user', '/app'],
    ['', '/app'],
    [null, '/app'],
  ])('sends role %j to %s', (role, home) => {
    expect(roleHome(role)).toBe(home);
  });
});

describe('displayName', () => {
  it('uses the names, else the e-mail address before the @', () => {
    expect(displayName({ email: 'a@b.nl', first_name: 'Eva', last_name: 'Smit' })).toBe('Eva Smit');
    expect(displayName({ email: 'eva.smit@b.nl', first_name: null, last_name: null })).toBe('eva.smit');
  });
});
