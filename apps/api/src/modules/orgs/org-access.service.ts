import { type OrgPermission, type OrgRole, orgRoleCan } from '@fuellinq/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orgAuditLog, orgMembers, organisations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

// Who may do what in an organisation (decision 024): every route under /api/orgs/{orgId}/… starts here.
// Someone who is not a member (or no longer one) does not learn that the organisation exists: 404. A member
// whose role does not allow the action: 403. Every other module of the fleet asks this one.

export interface OrgMembership {
  orgId: string;
  userId: string;
  role: OrgRole;
  /** The organisation's own account: its ledger, payments and company cards hang on it. */
  accountUserId: string;
  orgName: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const orgNotFound = () => new AppError('not_found', { message: 'Deze organisatie bestaat niet.' });
export const orgForbidden = () =>
  new AppError('forbidden', { message: 'Je rol in deze organisatie staat dit niet toe.' });

/** The caller's current membership of the organisation; undefined when there is none (or the id is no id). */
export async function orgMembership(
  db: Database,
  orgId: string,
  userId: string,
): Promise<OrgMembership | undefined> {
  if (!UUID.test(orgId)) return undefined;
  const [row] = await db
    .select({
      orgId: orgMembers.orgId,
      userId: orgMembers.userId,
      role: orgMembers.role,
      accountUserId: organisations.accountUserId,
      orgName: organisations.name,
    })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId), isNull(orgMembers.removedAt)));
  return row;
}

/** The caller's membership when their role allows `permission`: 404 for a stranger, 403 for a role short of it. */
export async function requireOrgRole(
  db: Database,
  orgId: string,
  userId: string,
  permission: OrgPermission,
): Promise<OrgMembership> {
  const membership = await orgMembership(db, orgId, userId);
  if (!membership) throw orgNotFound();
  if (!orgRoleCan(membership.role, permission)) throw orgForbidden();
  return membership;
}

export interface OrgAuditEntry {
  orgId: string;
  actorUserId: string | null;
  /** The person the change is about (a member, a card's driver): it goes into their privacy export. */
  subjectUserId?: string | null | undefined;
  /** What happened, as `<entity>.<verb>`: `member.invite`, `card.pause`, `rules.update`, … */
  action: string;
  entity: string;
  entityId?: string | null | undefined;
  before?: Record<string, unknown> | null | undefined;
  after?: Record<string, unknown> | null | undefined;
}

/** Keeps one change in the organisation's audit log, in the caller's transaction (so it commits with it). */
export async function recordOrgAudit(tx: Database, entry: OrgAuditEntry): Promise<void> {
  await tx.insert(orgAuditLog).values({
    orgId: entry.orgId,
    actorUserId: entry.actorUserId,
    subjectUserId: entry.subjectUserId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
