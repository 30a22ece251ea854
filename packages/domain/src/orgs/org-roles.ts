// Fleets: the roles a member of an organisation has, and what each may do (issue 24, decision 024). The
// server checks these on every route under /api/orgs/{orgId}/…; the screens use them to offer only what the
// role allows.

export const ORG_ROLES = ['owner', 'manager', 'accountant', 'driver'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** The Dutch names the screens show. */
export const ORG_ROLE_LABELS: Record<OrgRole, string> = {
  owner: 'Eigenaar',
  manager: 'Wagenparkbeheerder',
  accountant: 'Boekhouder',
  driver: 'Bestuurder',
};

/**
 * What a route needs:
 * - `owners`: change owners (add, remove, change the role of an owner) — the owner only;
 * - `manage`: members, cards, rules, vehicles, balance, budgets, flags — owner and manager;
 * - `read`: read and export everything of the organisation — owner, manager and accountant;
 * - `member`: anything a member sees of their own (their company cards, refuels, budget, rules) — every role;
 * - `drive`: refuel with a vehicle's card and take its pass — owner, manager and driver (in a small firm the
 *   owner drives the van too; an accountant only reads).
 */
export type OrgPermission = 'owners' | 'manage' | 'read' | 'member' | 'drive';

const ALLOWED: Record<OrgPermission, readonly OrgRole[]> = {
  owners: ['owner'],
  manage: ['owner', 'manager'],
  read: ['owner', 'manager', 'accountant'],
  member: ORG_ROLES,
  drive: ['owner', 'manager', 'driver'],
};

export function orgRoleCan(role: OrgRole, permission: OrgPermission): boolean {
  return ALLOWED[permission].includes(role);
}

/** The roles that have a permission, for a query that checks it in the database. */
export function orgRolesWith(permission: OrgPermission): readonly OrgRole[] {
  return ALLOWED[permission];
}
