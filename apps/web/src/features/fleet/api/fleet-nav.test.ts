import { describe, expect, it } from 'vitest';
import { orgSummary } from '../testing/fleet-fixtures.ts';
import { fleetNavGroups } from './fleet-nav.ts';

const labels = (groups: ReturnType<typeof fleetNavGroups>) =>
  groups.flatMap((g) => g.items.map((i) => i.label));

describe('the sidebar’s fleet links', () => {
  it('give a manager the organisation’s screens under its name, with the audit', () => {
    const groups = fleetNavGroups(orgSummary({ role: 'manager' }), { isMember: true, isBusiness: false });
    expect(groups[0]?.label).toBe('Demo Transport B.V.');
    expect(labels(groups)).toEqual(
      expect.arrayContaining(['Leden', 'Passen', 'Facturatie', 'Auditlog', 'Instellingen']),
    );
  });

  it('give an accountant everything to read but the audit, and a driver their own card and the privacy page', () => {
    expect(
      labels(fleetNavGroups(orgSummary({ role: 'accountant' }), { isMember: true, isBusiness: false })),
    ).not.toContain('Auditlog');
    expect(
      labels(fleetNavGroups(orgSummary({ role: 'driver' }), { isMember: true, isBusiness: false })),
    ).toEqual(['Mijn zakelijke pas', 'Wat je werkgever ziet']);
  });

  it('show nothing in Privé, except "Organisatie aanmaken" to a business account that has none', () => {
    expect(fleetNavGroups(null, { isMember: true, isBusiness: true })).toEqual([]);
    expect(fleetNavGroups(null, { isMember: false, isBusiness: false })).toEqual([]);
    expect(labels(fleetNavGroups(null, { isMember: false, isBusiness: true }))).toEqual([
      'Organisatie aanmaken',
    ]);
  });
});
