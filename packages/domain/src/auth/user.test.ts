import { describe, expect, it } from 'vitest';
import { displayName, isAdminRole, isPartnerRole, roleHome } from './user.ts';

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

describe('isAdminRole and isPartnerRole (spec §2, §6: the role contains the word)', () => {
  it('reads the words in the role', () => {
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('partner_admin')).toBe(true);
    expect(isAdminRole('partner')).toBe(false);
    expect(isAdminRole(null)).toBe(false);
    expect(isPartnerRole('partner')).toBe(true);
    expect(isPartnerRole('user')).toBe(false);
    expect(isPartnerRole(undefined)).toBe(false);
  });
});

describe('displayName', () => {
  it('uses the names, else the e-mail address before the @', () => {
    expect(displayName({ email: 'a@b.nl', first_name: 'Eva', last_name: 'Smit' })).toBe('Eva Smit');
    expect(displayName({ email: 'eva.smit@b.nl', first_name: null, last_name: null })).toBe('eva.smit');
  });
});
