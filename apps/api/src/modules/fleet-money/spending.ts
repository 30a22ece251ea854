import { isoDateIn, refuelPeriods } from '@fuellinq/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { selectRows } from '../../lib/sql-rows.ts';

// What an organisation's budgets have used (issue 24 §5), counted as the rule check at the pump counts it
// (fleet-rules/company-check.ts): company refuels that hold or took money — open reservations with what
// they hold, completed ones with their amount — by the moment they started, in Europe/Amsterdam periods.

/** A refuel that holds or took money: its amount once completed, else what it holds. */
export const SPENT = sql`case when t.status = 'completed' then coalesce(t.amount_cents, 0) else t.reserved_cents end`;
export const COUNTED = sql`t.status in ('reserved', 'fuelling', 'completed')`;

export interface Periods {
  day: string;
  month: string;
  dayStart: Date;
  monthStart: Date;
}

export function periodsAt(at: Date): Periods {
  const { dayStart, monthStart } = refuelPeriods(at);
  const day = isoDateIn(at);
  return { day, month: day.slice(0, 7), dayStart, monthStart };
}

interface DriverRow extends Record<string, unknown> {
  driver_user_id: string;
  cents: number;
}
interface CentreRow extends Record<string, unknown> {
  cost_centre_id: string;
  day: number;
  month: number;
}

/** This month's spending per driver and per cost centre (month and day) of one organisation. */
export async function orgSpending(db: Database, orgId: string, accountUserId: string, periods: Periods) {
  // Company refuels are paid by the organisation's account: its index (user_id, created_at) finds them.
  const [drivers, centres, total] = await Promise.all([
    selectRows<DriverRow>(
      db,
      sql`select t.driver_user_id, coalesce(sum(${SPENT}), 0)::int as cents from fuel_transactions t
           where t.user_id = ${accountUserId} and t.org_id = ${orgId} and t.created_at >= ${periods.monthStart}
             and ${COUNTED} and t.driver_user_id is not null
           group by t.driver_user_id`,
    ),
    selectRows<CentreRow>(
      db,
      sql`select c.cost_centre_id,
                 coalesce(sum(${SPENT}) filter (where t.created_at >= ${periods.dayStart}), 0)::int as day,
                 coalesce(sum(${SPENT}), 0)::int as month
            from fuel_transactions t join cards c on c.id = t.card_id
           where t.user_id = ${accountUserId} and t.org_id = ${orgId} and t.created_at >= ${periods.monthStart}
             and ${COUNTED} and c.cost_centre_id is not null
           group by c.cost_centre_id`,
    ),
    selectRows<{ cents: number }>(
      db,
      sql`select coalesce(sum(${SPENT}), 0)::int as cents from fuel_transactions t
           where t.user_id = ${accountUserId} and t.org_id = ${orgId} and t.created_at >= ${periods.monthStart}
             and ${COUNTED}`,
    ),
  ]);
  return {
    byDriver: new Map(drivers.map((row) => [row.driver_user_id, Number(row.cents)])),
    byCentre: new Map(
      centres.map((row) => [row.cost_centre_id, { day: Number(row.day), month: Number(row.month) }]),
    ),
    totalMonth: Number(total[0]?.cents ?? 0),
  };
}

/** A budget with what is used, or null without a limit. */
export function budgetUse(limitCents: number | null, usedCents: number) {
  if (limitCents === null) return null;
  return {
    limit_cents: limitCents,
    used_cents: usedCents,
    percent: limitCents > 0 ? Math.floor((usedCents * 100) / limitCents) : 100,
  };
}
