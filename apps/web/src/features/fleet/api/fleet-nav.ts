import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { orgRoleCan } from '@fuellinq/domain/orgs/org-roles';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/**
 * The sidebar's "Wagenpark" group for the organisation the header shows (issue 24 §8): what the member's
 * role may open. Nothing in Privé; a business account without an organisation may create one.
 */
export function fleetNavGroups(
  current: OrgSummary | null,
  options: { isMember: boolean; isBusiness: boolean },
): { label: string; items: NavItem[] }[] {
  if (!current) {
    return options.isBusiness && !options.isMember
      ? [{ label: 'Wagenpark', items: [{ to: '/app/fleet/nieuw', label: 'Organisatie aanmaken' }] }]
      : [];
  }
  const { role } = current;
  const items: NavItem[] = [];
  if (orgRoleCan(role, 'read')) {
    items.push(
      { to: '/app/fleet', label: 'Overzicht', end: true },
      { to: '/app/fleet/members', label: 'Leden' },
      { to: '/app/fleet/cards', label: 'Passen' },
      { to: '/app/fleet/vehicles', label: 'Voertuigen' },
      { to: '/app/fleet/rules', label: 'Regels' },
      { to: '/app/fleet/refuels', label: 'Tankbeurten' },
      { to: '/app/fleet/reports', label: 'Rapporten' },
      { to: '/app/fleet/invoices', label: 'Facturatie' },
      { to: '/app/fleet/flags', label: 'Controle' },
    );
    if (orgRoleCan(role, 'manage')) items.push({ to: '/app/fleet/audit', label: 'Auditlog' });
    items.push({ to: '/app/fleet/settings', label: 'Instellingen' });
  } else {
    items.push({ to: '/app/zakelijke-pas', label: 'Mijn zakelijke pas' });
  }
  items.push({ to: '/app/fleet/privacy', label: 'Wat je werkgever ziet' });
  return [{ label: current.name, items }];
}
