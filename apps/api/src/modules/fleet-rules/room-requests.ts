import {
  addDays,
  amsterdamClock,
  amsterdamMidnight,
  CHECK_RULE_LABELS,
  type CheckRule,
  formatEuro,
  type RoomRequest,
  type RoomRequestBodySchema,
} from '@fuellinq/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, inTransaction } from '../../db/database.ts';
import { refuelDeclines, roomRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoTime, selectRows } from '../../lib/sql-rows.ts';
import { recordOrgAudit, requireOrgRole } from '../orgs/org-access.service.ts';
import { companyCardFor } from './company-card.ts';
import { tellDriver, tellManagers } from './tell-managers.ts';

// "Vraag meer ruimte" (issue 24 §3): a driver asks for a one-off raise of the rule that declined them, with a
// reason; a manager approves or declines it, and the driver is told. An approved raise adds its amount to
// that rule's limit on that card until the end of the rule's period as it was at the approval (today for a
// day limit or a per-refuel maximum, this week, this month); for the refuels a day it allows one more.
// Fuels, days and hours have no amount to raise: such a request tells the manager, who changes the rules.

type Body = z.output<typeof RoomRequestBodySchema>;

interface RequestRow extends Record<string, unknown> {
  id: string;
  card_id: string;
  card_last4: string | null;
  driver: string | null;
  rule: string;
  amount_cents: number;
  reason: string;
  status: RoomRequest['status'];
  decided_at: Date | string | null;
  valid_until: Date | string | null;
  created_at: Date | string;
  org_id: string;
  driver_user_id: string | null;
}

const requestsQuery = (where: ReturnType<typeof sql>) =>
  sql`select r.id, r.card_id, c.pan_last4 as card_last4,
             coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as driver,
             r.rule, r.amount_cents, r.reason, r.status, r.decided_at, r.valid_until, r.created_at, r.org_id,
             r.driver_user_id
        from room_requests r
        left join cards c on c.id = r.card_id
        left join users u on u.id = r.driver_user_id
       where ${where}
       order by r.created_at desc
       limit 200`;

function toDto(row: RequestRow): RoomRequest {
  return {
    id: row.id,
    card_id: row.card_id,
    card_last4: row.card_last4,
    driver: row.driver,
    rule: row.rule,
    amount_cents: row.amount_cents,
    reason: row.reason,
    status: row.status,
    decided_at: row.decided_at === null ? null : isoTime(row.decided_at),
    valid_until: row.valid_until === null ? null : isoTime(row.valid_until),
    created_at: isoTime(row.created_at),
  };
}

const ruleLabel = (rule: string) => CHECK_RULE_LABELS[rule as CheckRule] ?? rule;

/** Where a raise of `rule` approved at `now` ends: the end of that rule's period. */
export function raiseEnds(rule: string, now: Date): Date {
  const { date, weekday } = amsterdamClock(now);
  if (rule === 'max_per_week_cents') return amsterdamMidnight(addDays(date, 8 - weekday));
  if (['max_per_month_cents', 'cost_centre_month', 'member_month'].includes(rule)) {
    const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
    const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    return amsterdamMidnight(next);
  }
  return amsterdamMidnight(addDays(date, 1));
}

/** POST /api/me/company-cards/{cardId}/room-requests: the driver asks; the managers are told. */
export async function askRoom(db: Database, userId: string, cardId: string, body: Body, now: Date) {
  const card = await companyCardFor(db, userId, cardId);
  if (!card) throw new AppError('not_found', { message: 'Deze zakelijke pas bestaat niet.' });
  return inTransaction(db, async (tx) => {
    let rule: string | undefined = body.rule;
    if (!rule) {
      const [last] = await tx
        .select({ rule: refuelDeclines.rule })
        .from(refuelDeclines)
        .where(and(eq(refuelDeclines.cardId, cardId), eq(refuelDeclines.driverUserId, userId)))
        .orderBy(desc(refuelDeclines.createdAt))
        .limit(1);
      rule = last?.rule ?? 'max_per_day_cents';
    }
    const [made] = await tx
      .insert(roomRequests)
      .values({
        orgId: card.orgId,
        cardId,
        driverUserId: userId,
        rule,
        amountCents: body.amount_cents,
        reason: body.reason,
        createdAt: now,
      })
      .returning({ id: roomRequests.id });
    const [row] = await selectRows<RequestRow>(tx, requestsQuery(sql`r.id = ${made!.id}`));
    await tellManagers(tx, card.orgId, 'room_request', {
      title: `Verzoek om meer ruimte (pas •••• ${card.panLast4})`,
      body: `${row!.driver ?? 'Een bestuurder'} vraagt ${formatEuro(body.amount_cents)} extra voor "${ruleLabel(rule)}": ${body.reason}`,
      link: '/app/fleet/flags',
    });
    return toDto(row!);
  });
}

export async function listRoomRequests(db: Database, orgId: string, userId: string): Promise<RoomRequest[]> {
  await requireOrgRole(db, orgId, userId, 'read');
  return (await selectRows<RequestRow>(db, requestsQuery(sql`r.org_id = ${orgId}`))).map(toDto);
}

/** Approve or decline: once, by owner or manager, audited; the driver is told. */
export async function decideRoom(
  db: Database,
  orgId: string,
  userId: string,
  id: string,
  approve: boolean,
  now: Date,
): Promise<RoomRequest> {
  await requireOrgRole(db, orgId, userId, 'manage');
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(roomRequests)
      .where(and(eq(roomRequests.orgId, orgId), eq(roomRequests.id, id)))
      .for('update');
    if (!before) throw new AppError('room_request_not_found');
    if (before.status !== 'pending') throw new AppError('room_request_decided');
    const validUntil = approve ? raiseEnds(before.rule, now) : null;
    const status = approve ? 'approved' : 'declined';
    await tx
      .update(roomRequests)
      .set({ status, decidedByUserId: userId, decidedAt: now, validUntil })
      .where(eq(roomRequests.id, id));
    await recordOrgAudit(tx, {
      orgId,
      actorUserId: userId,
      subjectUserId: before.driverUserId,
      action: approve ? 'room_request.approve' : 'room_request.decline',
      entity: 'room_request',
      entityId: id,
      before: { status: before.status },
      after: {
        status,
        rule: before.rule,
        amount_cents: before.amountCents,
        valid_until: validUntil?.toISOString() ?? null,
      },
    });
    if (before.driverUserId) {
      await tellDriver(tx, before.driverUserId, orgId, {
        title: approve ? 'Je krijgt meer ruimte' : 'Je verzoek om meer ruimte is afgewezen',
        body: approve
          ? `${formatEuro(before.amountCents)} extra voor "${ruleLabel(before.rule)}" is goedgekeurd (eenmalig).`
          : `Je verzoek om ${formatEuro(before.amountCents)} extra voor "${ruleLabel(before.rule)}" is afgewezen.`,
        link: '/app/checkout-demo',
      });
    }
    const [row] = await selectRows<RequestRow>(tx, requestsQuery(sql`r.id = ${id}`));
    return toDto(row!);
  });
}
