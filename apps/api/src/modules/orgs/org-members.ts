import type { OrgMember, OrgRole, UpdateMemberBodySchema } from '@fuellinq/domain';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, inTransaction } from '../../db/database.ts';
import { cards, orgMembers, organisations, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { orgForbidden, recordOrgAudit, requireOrgRole } from './org-access.service.ts';
import { personName } from './org-dto.ts';

// Members and their roles. Only an owner touches owners (makes one, changes or removes one); the last owner
// stays. Removing a member blocks their company cards at once; their refuels stay in the history.

const ROLE_ORDER = sql`case ${orgMembers.role} when 'owner' then 0 when 'manager' then 1 when 'accountant' then 2 else 3 end`;

const memberColumns = {
  userId: orgMembers.userId,
  role: orgMembers.role,
  monthlyBudgetCents: orgMembers.monthlyBudgetCents,
  createdAt: orgMembers.createdAt,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};
interface MemberRow {
  userId: string;
  role: OrgRole;
  monthlyBudgetCents: number | null;
  createdAt: Date;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

function toMemberDto(row: MemberRow): OrgMember {
  return {
    user_id: row.userId,
    name: personName(row),
    email: row.email,
    role: row.role,
    monthly_budget_cents: row.monthlyBudgetCents,
    joined_at: row.createdAt.toISOString(),
  };
}

const current = (orgId: string) => and(eq(orgMembers.orgId, orgId), isNull(orgMembers.removedAt));

/** The current members (owner, manager, accountant: a driver sees only their own things, elsewhere). */
export async function listMembers(db: Database, orgId: string, userId: string): Promise<OrgMember[]> {
  await requireOrgRole(db, orgId, userId, 'read');
  const rows = await db
    .select(memberColumns)
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(current(orgId))
    .orderBy(ROLE_ORDER, asc(users.email));
  return rows.map(toMemberDto);
}

/**
 * The member to change, locked with the organisation (so two owners demoting each other at once cannot
 * leave none), and whether another owner remains.
 */
async function lockMember(tx: Database, orgId: string, memberId: string) {
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .for('update');
  const [member] = await tx
    .select(memberColumns)
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(and(current(orgId), eq(orgMembers.userId, memberId)));
  if (!member) throw new AppError('member_not_found');
  const [others] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orgMembers)
    .where(and(current(orgId), eq(orgMembers.role, 'owner'), ne(orgMembers.userId, memberId)));
  return { member, otherOwners: others?.n ?? 0 };
}

function checkOwnerRules(
  callerRole: OrgRole,
  member: MemberRow,
  newRole: OrgRole | undefined,
  otherOwners: number,
) {
  const touchesOwner = member.role === 'owner' || newRole === 'owner';
  if (touchesOwner && callerRole !== 'owner') throw orgForbidden();
  const leavesOwners = member.role === 'owner' && newRole !== 'owner';
  if (leavesOwners && otherOwners === 0) throw new AppError('last_owner');
}

export async function updateMember(
  db: Database,
  orgId: string,
  callerId: string,
  memberId: string,
  body: z.output<typeof UpdateMemberBodySchema>,
): Promise<OrgMember> {
  const caller = await requireOrgRole(db, orgId, callerId, 'manage');
  return inTransaction(db, async (tx) => {
    const { member, otherOwners } = await lockMember(tx, orgId, memberId);
    const role = body.role ?? member.role;
    checkOwnerRules(caller.role, member, role, otherOwners);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (role !== member.role) {
      before.role = member.role;
      after.role = role;
    }
    if (body.monthly_budget_cents !== undefined && body.monthly_budget_cents !== member.monthlyBudgetCents) {
      before.monthly_budget_cents = member.monthlyBudgetCents;
      after.monthly_budget_cents = body.monthly_budget_cents;
    }
    if (Object.keys(after).length === 0) return toMemberDto(member);
    const monthlyBudgetCents =
      body.monthly_budget_cents === undefined ? member.monthlyBudgetCents : body.monthly_budget_cents;
    await tx
      .update(orgMembers)
      .set({ role, monthlyBudgetCents })
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, memberId)));
    await recordOrgAudit(tx, {
      orgId,
      actorUserId: callerId,
      subjectUserId: memberId,
      action: 'role' in after ? 'member.role' : 'member.budget',
      entity: 'member',
      entityId: memberId,
      before,
      after,
    });
    return toMemberDto({ ...member, role, monthlyBudgetCents });
  });
}

/** Sets removed_at and blocks the member's company cards in the same transaction; their refuels stay. */
export async function removeMember(
  db: Database,
  orgId: string,
  callerId: string,
  memberId: string,
  now: Date,
): Promise<void> {
  const caller = await requireOrgRole(db, orgId, callerId, 'manage');
  await inTransaction(db, async (tx) => {
    const { member, otherOwners } = await lockMember(tx, orgId, memberId);
    checkOwnerRules(caller.role, member, undefined, otherOwners);
    await tx
      .update(orgMembers)
      .set({ removedAt: now })
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, memberId)));
    const blocked = await tx
      .update(cards)
      .set({ status: 'blocked', blockedReason: 'member_removed', updatedAt: now })
      .where(and(eq(cards.orgId, orgId), eq(cards.driverUserId, memberId), ne(cards.status, 'blocked')))
      .returning({ id: cards.id });
    await recordOrgAudit(tx, {
      orgId,
      actorUserId: callerId,
      subjectUserId: memberId,
      action: 'member.remove',
      entity: 'member',
      entityId: memberId,
      before: { role: member.role },
      after: { removed: true, cards_blocked: blocked.map((card) => card.id) },
    });
  });
}
