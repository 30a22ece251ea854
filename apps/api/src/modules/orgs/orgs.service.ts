import { randomUUID } from 'node:crypto';
import type { CreateOrgBodySchema, Org, OrgSummary, UpdateOrgBodySchema } from '@fuellinq/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, inTransaction } from '../../db/database.ts';
import { orgMembers, organisations, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineEvent } from '../../lib/events.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordOrgAudit, requireOrgRole } from './org-access.service.ts';
import { toOrgDto } from './org-dto.ts';

/**
 * A member left the organisation (their company cards are blocked in the same transaction): the wallet ends the
 * links of the organisation's vehicle cards, which the member may have been handed as any driver of the van.
 */
export const orgMemberRemoved = defineEvent<{ orgId: string; userId: string }>('orgs.member-removed');

/** The organisation's own account (decision 024): nobody signs in with it, its address can never receive mail. */
export const orgAccountEmail = (orgId: string) => `org-${orgId}@organisaties.fuellinq.invalid`;

/** Only a business account creates an organisation; it becomes its owner, and the organisation gets its own account. */
export async function createOrg(
  db: Database,
  caller: CurrentUser,
  body: z.output<typeof CreateOrgBodySchema>,
): Promise<Org> {
  if (caller.accountType !== 'business') throw new AppError('org_business_only');
  return inTransaction(db, async (tx) => {
    const orgId = randomUUID();
    const [account] = await tx
      .insert(users)
      .values({
        email: orgAccountEmail(orgId),
        passwordHash: '!',
        accountType: 'business',
        companyName: body.name,
        kvkNumber: body.kvk_number,
        vatId: body.vat_id,
      })
      .returning({ id: users.id });
    const [org] = await tx
      .insert(organisations)
      .values({
        id: orgId,
        name: body.name,
        kvkNumber: body.kvk_number,
        vatId: body.vat_id,
        invoiceAddress: body.invoice_address,
        invoiceEmail: body.invoice_email,
        accountUserId: account!.id,
        createdByUserId: caller.id,
      })
      .returning();
    await tx.insert(orgMembers).values({ orgId, userId: caller.id, role: 'owner' });
    await recordOrgAudit(tx, {
      orgId,
      actorUserId: caller.id,
      subjectUserId: caller.id,
      action: 'org.create',
      entity: 'organisation',
      entityId: orgId,
      after: { name: body.name, kvk_number: body.kvk_number, vat_id: body.vat_id, owner: caller.id },
    });
    return toOrgDto(org!, 'owner');
  });
}

/** The caller's current memberships. */
export async function listOrgs(db: Database, userId: string): Promise<OrgSummary[]> {
  return db
    .select({ id: organisations.id, name: organisations.name, role: orgMembers.role })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(and(eq(orgMembers.userId, userId), isNull(orgMembers.removedAt)))
    .orderBy(asc(organisations.name), asc(organisations.id));
}

export async function getOrg(db: Database, orgId: string, userId: string): Promise<Org> {
  const membership = await requireOrgRole(db, orgId, userId, 'member');
  const [org] = await db.select().from(organisations).where(eq(organisations.id, orgId));
  return toOrgDto(org!, membership.role);
}

const SETTINGS = {
  name: 'name',
  invoice_address: 'invoiceAddress',
  invoice_email: 'invoiceEmail',
  require_odometer: 'requireOdometer',
  low_balance_threshold_cents: 'lowBalanceThresholdCents',
} as const;

/** Name, invoice details, the odometer question and the low-balance threshold (owner, manager); audited. */
export async function updateOrg(
  db: Database,
  orgId: string,
  userId: string,
  body: z.output<typeof UpdateOrgBodySchema>,
  now: Date,
): Promise<Org> {
  const membership = await requireOrgRole(db, orgId, userId, 'manage');
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(organisations).where(eq(organisations.id, orgId)).for('update');
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const change: Partial<typeof organisations.$inferInsert> = {};
    for (const [field, column] of Object.entries(SETTINGS) as [
      keyof typeof SETTINGS,
      (typeof SETTINGS)[keyof typeof SETTINGS],
    ][]) {
      const value = body[field];
      if (value === undefined || value === current![column]) continue;
      before[field] = current![column];
      after[field] = value;
      Object.assign(change, { [column]: value });
    }
    if (Object.keys(change).length === 0) return toOrgDto(current!, membership.role);
    const [updated] = await tx
      .update(organisations)
      .set({ ...change, updatedAt: now })
      .where(eq(organisations.id, orgId))
      .returning();
    if (change.name) {
      await tx
        .update(users)
        .set({ companyName: change.name, updatedAt: now })
        .where(eq(users.id, membership.accountUserId));
    }
    await recordOrgAudit(tx, {
      orgId,
      actorUserId: userId,
      action: 'org.update',
      entity: 'organisation',
      entityId: orgId,
      before,
      after,
    });
    return toOrgDto(updated!, membership.role);
  });
}
