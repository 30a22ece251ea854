import type { CostCentre, CostCentreBodySchema, UpdateCostCentreBodySchema } from '@fuellinq/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, inTransaction } from '../../db/database.ts';
import { costCentres } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordOrgAudit, requireOrgRole } from './org-access.service.ts';

// Kostenplaatsen: read by owner, manager and accountant; changed by owner and manager, audited (a budget is
// among the things the audit keeps).

type CostCentreRow = typeof costCentres.$inferSelect;

function toDto(row: CostCentreRow): CostCentre {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    max_per_day_cents: row.maxPerDayCents,
    max_per_month_cents: row.maxPerMonthCents,
    created_at: row.createdAt.toISOString(),
  };
}

const snapshot = (row: CostCentreRow) => ({
  name: row.name,
  code: row.code,
  max_per_day_cents: row.maxPerDayCents,
  max_per_month_cents: row.maxPerMonthCents,
});

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('cost_centre_exists');
    throw error;
  }
}

async function lockCostCentre(tx: Database, orgId: string, id: string): Promise<CostCentreRow> {
  const [row] = await tx
    .select()
    .from(costCentres)
    .where(and(eq(costCentres.orgId, orgId), eq(costCentres.id, id)))
    .for('update');
  if (!row) throw new AppError('not_found', { message: 'Deze kostenplaats bestaat niet.' });
  return row;
}

export async function listCostCentres(db: Database, orgId: string, userId: string): Promise<CostCentre[]> {
  await requireOrgRole(db, orgId, userId, 'read');
  const rows = await db
    .select()
    .from(costCentres)
    .where(eq(costCentres.orgId, orgId))
    .orderBy(asc(costCentres.name));
  return rows.map(toDto);
}

export async function createCostCentre(
  db: Database,
  orgId: string,
  userId: string,
  body: z.output<typeof CostCentreBodySchema>,
): Promise<CostCentre> {
  await requireOrgRole(db, orgId, userId, 'manage');
  return uniqueName(() =>
    inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(costCentres)
        .values({
          orgId,
          name: body.name,
          code: body.code,
          maxPerDayCents: body.max_per_day_cents ?? null,
          maxPerMonthCents: body.max_per_month_cents ?? null,
        })
        .returning();
      await recordOrgAudit(tx, {
        orgId,
        actorUserId: userId,
        action: 'cost_centre.create',
        entity: 'cost_centre',
        entityId: row!.id,
        after: snapshot(row!),
      });
      return toDto(row!);
    }),
  );
}

export async function updateCostCentre(
  db: Database,
  orgId: string,
  userId: string,
  id: string,
  body: z.output<typeof UpdateCostCentreBodySchema>,
): Promise<CostCentre> {
  await requireOrgRole(db, orgId, userId, 'manage');
  return uniqueName(() =>
    inTransaction(db, async (tx) => {
      const before = await lockCostCentre(tx, orgId, id);
      const [row] = await tx
        .update(costCentres)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.code !== undefined ? { code: body.code } : {}),
          ...(body.max_per_day_cents !== undefined ? { maxPerDayCents: body.max_per_day_cents } : {}),
          ...(body.max_per_month_cents !== undefined ? { maxPerMonthCents: body.max_per_month_cents } : {}),
        })
        .where(eq(costCentres.id, id))
        .returning();
      await recordOrgAudit(tx, {
        orgId,
        actorUserId: userId,
        action: 'cost_centre.update',
        entity: 'cost_centre',
        entityId: id,
        before: snapshot(before),
        after: snapshot(row!),
      });
      return toDto(row!);
    }),
  );
}

/** Cards in it keep their own rules and lose the cost centre (the foreign key sets it to null). */
export async function removeCostCentre(
  db: Database,
  orgId: string,
  userId: string,
  id: string,
): Promise<void> {
  await requireOrgRole(db, orgId, userId, 'manage');
  await inTransaction(db, async (tx) => {
    const before = await lockCostCentre(tx, orgId, id);
    await tx.delete(costCentres).where(eq(costCentres.id, id));
    await recordOrgAudit(tx, {
      orgId,
      actorUserId: userId,
      action: 'cost_centre.delete',
      entity: 'cost_centre',
      entityId: id,
      before: snapshot(before),
    });
  });
}
