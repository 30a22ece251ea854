import type { FlagDecisionBodySchema, RefuelFlag } from '@fuellinq/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, inTransaction } from '../../db/database.ts';
import { refuelFlagDecisions, refuelFlags } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoTime, selectRows } from '../../lib/sql-rows.ts';
import { recordOrgAudit, requireOrgRole } from '../orgs/org-access.service.ts';

// The review list of flagged company refuels (issue 24 §4): read by owner, manager and accountant; decided
// ("in orde" or "navragen", with a note) by owner and manager. Every decision is kept, and audited.

interface FlagRow extends Record<string, unknown> {
  id: string;
  kind: RefuelFlag['kind'];
  details: { message: string };
  status: RefuelFlag['status'];
  note: string | null;
  created_at: Date | string;
  transaction_id: string;
  station: string;
  driver: string | null;
  card_last4: string;
  fuel_type: string;
  liters: number | null;
  amount_cents: number | null;
  refuel_at: Date | string;
  decisions: { decision: 'ok' | 'query'; note: string | null; by: string | null; at: string }[] | null;
}

const personName = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`,
  );

function flagsQuery(orgId: string, where: ReturnType<typeof sql>) {
  return sql`select f.id, f.kind, f.details, f.status, f.note, f.created_at, t.id as transaction_id,
                    s.title as station, ${personName('d')} as driver, t.card_last4, t.fuel_type,
                    t.liters::float8 as liters, t.amount_cents, coalesce(t.completed_at, t.created_at) as refuel_at,
                    (select json_agg(json_build_object('decision', x.decision, 'note', x.note,
                              'by', ${personName('u')}, 'at', x.created_at) order by x.created_at)
                       from refuel_flag_decisions x left join users u on u.id = x.decided_by
                      where x.flag_id = f.id) as decisions
               from refuel_flags f
               join fuel_transactions t on t.id = f.transaction_id
               join stations s on s.id = t.station_id
               left join users d on d.id = t.driver_user_id
              where f.org_id = ${orgId} and ${where}
              order by f.created_at desc
              limit 200`;
}

function toDto(row: FlagRow): RefuelFlag {
  return {
    id: row.id,
    kind: row.kind,
    message: row.details.message,
    status: row.status,
    note: row.note,
    created_at: isoTime(row.created_at),
    refuel: {
      id: row.transaction_id,
      station: row.station,
      driver: row.driver,
      card_last4: row.card_last4,
      fuel_type: row.fuel_type,
      liters: row.liters,
      amount_cents: row.amount_cents,
      at: isoTime(row.refuel_at),
    },
    decisions: (row.decisions ?? []).map((decision) => ({ ...decision, at: isoTime(decision.at) })),
  };
}

export async function listFlags(
  db: Database,
  orgId: string,
  userId: string,
  status: 'open' | 'ok' | 'query' | 'all',
): Promise<RefuelFlag[]> {
  await requireOrgRole(db, orgId, userId, 'read');
  const where = status === 'all' ? sql`true` : sql`f.status = ${status}`;
  return (await selectRows<FlagRow>(db, flagsQuery(orgId, where))).map(toDto);
}

export async function decideFlag(
  db: Database,
  orgId: string,
  userId: string,
  id: string,
  body: z.output<typeof FlagDecisionBodySchema>,
  now: Date,
): Promise<RefuelFlag> {
  await requireOrgRole(db, orgId, userId, 'manage');
  const decision = body.decision === 'in_orde' ? 'ok' : 'query';
  const note = body.note || null;
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(refuelFlags)
      .where(and(eq(refuelFlags.orgId, orgId), eq(refuelFlags.id, id)))
      .for('update');
    if (!before) throw new AppError('flag_not_found');
    await tx
      .update(refuelFlags)
      .set({ status: decision, note, decidedByUserId: userId, decidedAt: now })
      .where(eq(refuelFlags.id, id));
    await tx
      .insert(refuelFlagDecisions)
      .values({ flagId: id, orgId, decision, note, decidedByUserId: userId, createdAt: now });
    await recordOrgAudit(tx, {
      orgId,
      actorUserId: userId,
      action: 'flag.decide',
      entity: 'refuel_flag',
      entityId: id,
      before: { status: before.status, note: before.note },
      after: { status: decision, note },
    });
    const [row] = await selectRows<FlagRow>(tx, flagsQuery(orgId, sql`f.id = ${id}`));
    return toDto(row!);
  });
}
