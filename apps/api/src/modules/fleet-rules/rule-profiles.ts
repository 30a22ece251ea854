import {
  describeRules,
  mergeRules,
  parseSpendingRules,
  type RuleProfile,
  type RuleProfileBodySchema,
} from '@fuellinq/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, inTransaction } from '../../db/database.ts';
import { cards, ruleProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordOrgAudit, requireOrgRole } from '../orgs/org-access.service.ts';
import { checkRulePlaces, ruleStationNames } from './rule-places.ts';

// Rule profiles (regelprofielen): many company cards share one; a card's own rules override it rule by rule.
// Read by owner, manager and accountant; changed by owner and manager, every change audited.

type Body = z.output<typeof RuleProfileBodySchema>;
type ProfileRow = typeof ruleProfiles.$inferSelect;

/** The profiles as the API answers them; the stations they allow named in their plain words. */
async function toDtos(db: Database, rows: { row: ProfileRow; cards: number }[]): Promise<RuleProfile[]> {
  const profiles = rows.map(({ row, cards: count }) => {
    const rules = parseSpendingRules(row.rules);
    return { row, count, rules, merged: mergeRules(rules, null) };
  });
  const stationNames = await ruleStationNames(
    db,
    profiles.map(({ merged }) => merged),
  );
  return profiles.map(({ row, count, rules, merged }) => ({
    id: row.id,
    name: row.name,
    rules,
    description: describeRules(merged, { stationNames }),
    card_count: count,
    updated_at: row.updatedAt.toISOString(),
  }));
}

const profileNotFound = () => new AppError('rule_profile_not_found');

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('rule_profile_exists');
    throw error;
  }
}

const cardCount = sql<number>`(select count(*)::int from ${cards} where ${cards.ruleProfileId} = ${ruleProfiles.id})`;

export async function listRuleProfiles(db: Database, orgId: string, userId: string): Promise<RuleProfile[]> {
  await requireOrgRole(db, orgId, userId, 'read');
  const rows = await db
    .select({ row: ruleProfiles, cards: cardCount })
    .from(ruleProfiles)
    .where(eq(ruleProfiles.orgId, orgId))
    .orderBy(asc(ruleProfiles.name));
  return toDtos(db, rows);
}

export async function createRuleProfile(db: Database, orgId: string, userId: string, body: Body, now: Date) {
  await requireOrgRole(db, orgId, userId, 'manage');
  await checkRulePlaces(db, body.rules);
  return uniqueName(() =>
    inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(ruleProfiles)
        .values({ orgId, name: body.name, rules: body.rules, createdAt: now, updatedAt: now })
        .returning();
      await recordOrgAudit(tx, {
        orgId,
        actorUserId: userId,
        action: 'rule_profile.create',
        entity: 'rule_profile',
        entityId: row!.id,
        after: { name: body.name, rules: body.rules },
      });
      return (await toDtos(tx, [{ row: row!, cards: 0 }]))[0]!;
    }),
  );
}

async function lockProfile(tx: Database, orgId: string, id: string): Promise<ProfileRow> {
  const [row] = await tx
    .select()
    .from(ruleProfiles)
    .where(and(eq(ruleProfiles.orgId, orgId), eq(ruleProfiles.id, id)))
    .for('update');
  if (!row) throw profileNotFound();
  return row;
}

export async function updateRuleProfile(
  db: Database,
  orgId: string,
  userId: string,
  id: string,
  body: Body,
  now: Date,
) {
  await requireOrgRole(db, orgId, userId, 'manage');
  await checkRulePlaces(db, body.rules);
  return uniqueName(() =>
    inTransaction(db, async (tx) => {
      const before = await lockProfile(tx, orgId, id);
      const [row] = await tx
        .update(ruleProfiles)
        .set({ name: body.name, rules: body.rules, updatedAt: now })
        .where(eq(ruleProfiles.id, id))
        .returning();
      const [count] = await tx
        .select({ cards: sql<number>`count(*)::int` })
        .from(cards)
        .where(eq(cards.ruleProfileId, id));
      await recordOrgAudit(tx, {
        orgId,
        actorUserId: userId,
        action: 'rule_profile.update',
        entity: 'rule_profile',
        entityId: id,
        before: { name: before.name, rules: before.rules },
        after: { name: body.name, rules: body.rules },
      });
      return (await toDtos(tx, [{ row: row!, cards: count?.cards ?? 0 }]))[0]!;
    }),
  );
}

export async function removeRuleProfile(db: Database, orgId: string, userId: string, id: string) {
  await requireOrgRole(db, orgId, userId, 'manage');
  await inTransaction(db, async (tx) => {
    const before = await lockProfile(tx, orgId, id);
    await tx.delete(ruleProfiles).where(eq(ruleProfiles.id, id));
    await recordOrgAudit(tx, {
      orgId,
      actorUserId: userId,
      action: 'rule_profile.remove',
      entity: 'rule_profile',
      entityId: id,
      before: { name: before.name, rules: before.rules },
    });
  });
}
