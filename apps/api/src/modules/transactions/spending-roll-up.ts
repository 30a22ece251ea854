// A user's spending per month, brand and fuel (Inzichten, the overview's saving), from a roll-up the database
// keeps true (decision 019): every closed month, and every closed day of the current month, is summed once
// and kept in refuel_spending_periods; only yesterday and today are summed on every call. Triggers (migration 0015) forget a
// period whenever something it was summed from changes.
import { addDays, addMonthsAnchored, isoDateIn } from '@fuellinq/domain';
import { and, eq, gte, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { joinNationalPriceOn, joinPostedPriceOn } from '../../db/queries/prices.ts';
import {
  PACKED_SPENDING_FIELDS,
  type PackedSpendingRow,
  refuelSpendingPeriods,
  type SpendingRow,
} from '../../db/schema/index.ts';
import { selectRows } from '../../lib/sql-rows.ts';

/** The month after `month` (YYYY-MM). */
const nextMonth = (month: string) => addMonthsAnchored(`${month}-01`, 1).slice(0, 7);
/** The day after `day` (YYYY-MM-DD). */
const nextDay = (day: string) => addDays(day, 1);

/** The periods from `from` up to, not including, `until`, stepped by `next`. */
function periodsBetween(from: string, until: string, next: (period: string) => string): string[] {
  const periods: string[] = [];
  for (let period = from; period < until; period = next(period)) periods.push(period);
  return periods;
}

/** The start of a Dutch calendar day (YYYY-MM-DD), as a moment. */
const startOfDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Amsterdam'`;

type Grouping = 'month' | 'day';

/**
 * Completed refuels of the caller from the start of `from` (YYYY-MM-DD, Dutch time) to before or at `until`
 * (`until`: an SQL comparison with completed_at), summed per period (month or day), brand and fuel, beside
 * the stations' posted prices and the CBS national average (Euro95) on the days they were fuelled.
 */
function sumSpending(
  db: Database,
  userId: string,
  by: Grouping,
  from: string,
  until: SQL,
): Promise<(SpendingRow & { period: string })[]> {
  const period = by === 'month' ? sql`r.month` : sql`to_char(r.day, 'YYYY-MM-DD')`;
  return selectRows<SpendingRow & { period: string }>(
    db,
    sql`with refuels as (
          select t.station_id, t.fuel_type, t.liters, t.amount_cents, coalesce(t.points, 0) as points,
                 to_char(t.completed_at at time zone 'Europe/Amsterdam', 'YYYY-MM') as month,
                 (t.completed_at at time zone 'Europe/Amsterdam')::date as day, b.name as brand
            from fuel_transactions t
            join stations s on s.id = t.station_id
            left join brands b on b.id = s.brand_id
           where t.user_id = ${userId} and t.status = 'completed'
             and t.completed_at >= ${startOfDay(from)} and t.completed_at ${until}
        )
        select ${period} as period, r.month, r.brand, r.fuel_type, count(*)::int as refuels,
               sum(r.amount_cents)::int as amount_cents, sum(r.liters)::float8 as liters,
               sum(r.points)::int as points,
               count(posted.price_tenths)::int as posted_refuels,
               coalesce(sum(round(posted.price_tenths * r.liters / 10)), 0)::int as posted_cents,
               coalesce(sum(r.amount_cents) filter (where posted.price_tenths is not null), 0)::int
                 as posted_paid_cents,
               count(national.price_tenths)::int as national_refuels,
               coalesce(sum(national.price_tenths * r.liters), 0)::float8 as national_tenths_liters,
               coalesce(sum(r.liters) filter (where national.price_tenths is not null), 0)::float8
                 as national_liters,
               coalesce(sum(r.amount_cents) filter (where national.price_tenths is not null), 0)::int
                 as national_paid_cents
          from refuels r
          ${joinPostedPriceOn('posted', sql`r.station_id`, sql`r.fuel_type`, sql`r.day`)}
          ${joinNationalPriceOn('national', sql`'euro95'`, sql`r.day`, sql`r.fuel_type = 'euro95'`)}
         group by 1, r.month, r.brand, r.fuel_type`,
  );
}

const SUMMED = [
  'refuels',
  'amount_cents',
  'liters',
  'points',
  'posted_refuels',
  'posted_cents',
  'posted_paid_cents',
  'national_refuels',
  'national_tenths_liters',
  'national_liters',
  'national_paid_cents',
] as const;

/** Rows of the same month, brand and fuel (from days, or the day and the rest of the month) added up. */
function merged(rows: SpendingRow[]): SpendingRow[] {
  const byKey = new Map<string, SpendingRow>();
  for (const row of rows) {
    const key = `${row.month}\u0000${row.brand ?? ''}\u0000${row.brand === null}\u0000${row.fuel_type}`;
    const sum = byKey.get(key);
    if (!sum) {
      byKey.set(key, { ...row });
      continue;
    }
    for (const field of SUMMED) sum[field] += row[field];
  }
  return [...byKey.values()];
}

const pack = (row: SpendingRow): PackedSpendingRow => PACKED_SPENDING_FIELDS.map((field) => row[field]);

function unpack(period: string, packed: PackedSpendingRow): SpendingRow {
  const row: Record<string, unknown> = { month: period.slice(0, 7) };
  PACKED_SPENDING_FIELDS.forEach((field, index) => {
    row[field] = packed[index];
  });
  return row as SpendingRow;
}

const withoutPeriod = ({ period: _period, ...row }: SpendingRow & { period: string }): SpendingRow => row;

/**
 * The caller's completed refuels from the first day of `fromMonth` (YYYY-MM, Dutch time) up to `until`,
 * summed per month, brand and fuel.
 */
export async function spendingSince(
  db: Database,
  userId: string,
  fromMonth: string,
  until: Date,
): Promise<SpendingRow[]> {
  const today = isoDateIn(until);
  // Yesterday stays live as well: a refuel that completed just before midnight may still be committing while
  // the first visit of the day sums, and a period kept without it would stay wrong.
  const cutoff = addDays(today, -1);
  const cutoffMonth = cutoff.slice(0, 7);
  const closedMonths = periodsBetween(fromMonth, cutoffMonth, nextMonth);
  const closedDays = cutoffMonth >= fromMonth ? periodsBetween(`${cutoffMonth}-01`, cutoff, nextDay) : [];
  const liveFrom = cutoffMonth < fromMonth ? `${fromMonth}-01` : cutoff;
  const wanted = new Set([...closedMonths, ...closedDays]);

  // YYYY-MM sorts before its own days (YYYY-MM-DD), so one range holds both; day rows of months closed since
  // are left out here (and deleted below once their month is kept).
  const kept = (
    wanted.size
      ? await db
          .select({ period: refuelSpendingPeriods.period, rows: refuelSpendingPeriods.rows })
          .from(refuelSpendingPeriods)
          .where(
            and(
              eq(refuelSpendingPeriods.userId, userId),
              gte(refuelSpendingPeriods.period, fromMonth),
              lt(refuelSpendingPeriods.period, today),
            ),
          )
      : []
  ).filter((row) => wanted.has(row.period));
  const have = new Set(kept.map((row) => row.period));
  const missingMonths = closedMonths.filter((month) => !have.has(month));
  const missingDays = closedDays.filter((day) => !have.has(day));

  const [monthRows, dayRows, live] = await Promise.all([
    missingMonths.length
      ? sumSpending(
          db,
          userId,
          'month',
          `${missingMonths[0]}-01`,
          sql`< ${startOfDay(`${nextMonth(missingMonths.at(-1)!)}-01`)}`,
        )
      : [],
    missingDays.length
      ? sumSpending(db, userId, 'day', missingDays[0]!, sql`< ${startOfDay(nextDay(missingDays.at(-1)!))}`)
      : [],
    sumSpending(db, userId, 'day', liveFrom, sql`<= ${until.toISOString()}::timestamptz`),
  ]);

  const fresh = [
    ...missingMonths.map((period) => ({ period, rows: monthRows.filter((row) => row.period === period) })),
    ...missingDays.map((period) => ({ period, rows: dayRows.filter((row) => row.period === period) })),
  ].map(({ period, rows }) => ({ period, rows: rows.map(withoutPeriod) }));
  if (fresh.length) {
    // Two first visits at once store the same figures once.
    await db
      .insert(refuelSpendingPeriods)
      .values(fresh.map(({ period, rows }) => ({ userId, period, rows: rows.map(pack) })))
      .onConflictDoNothing();
  }
  if (missingMonths.length) {
    // The days of a month now kept whole are not read again.
    await db
      .delete(refuelSpendingPeriods)
      .where(
        and(
          eq(refuelSpendingPeriods.userId, userId),
          or(...missingMonths.map((month) => like(refuelSpendingPeriods.period, `${month}-%`))),
        ),
      );
  }
  return merged([
    ...kept.flatMap(({ period, rows }) => rows.map((packed) => unpack(period, packed))),
    ...fresh.flatMap((row) => row.rows),
    ...live.map(withoutPeriod),
  ]);
}
