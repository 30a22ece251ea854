// A user's spending per month, brand and fuel (Inzichten, the overview's saving), from a roll-up the database
// keeps true (decision 019): every closed month, and every closed day of the current month, is summed once
// and kept in refuel_spending_periods; only yesterday and today are summed on every call. Triggers (migration 0015) forget a
// period whenever something it was summed from changes.
import { addDays, addMonthsAnchored, isoDateIn } from '@fuellinq/domain';
import { and, eq, gte, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { dutchDayEnd, dutchDayStart } from '../../db/queries/billing.ts';
import { joinNationalPriceOn, joinPostedPriceOn } from '../../db/queries/prices.ts';
import {
  PACKED_SPENDING_FIELDS,
  type PackedSpendingRow,
  refuelSpendingPeriods,
  type SpendingRow,
} from '../../db/schema/index.ts';
import { perDatabase, selectRows } from '../../lib/sql-rows.ts';

/**
 * A user's kept periods from `from` to before `before`: YYYY-MM sorts before its own days (YYYY-MM-DD), so
 * one range holds both. Read on every Inzichten call: prepared once per database handle.
 */
const keptPeriodsOf = perDatabase((db: Database) =>
  db
    .select({ period: refuelSpendingPeriods.period, rows: refuelSpendingPeriods.rows })
    .from(refuelSpendingPeriods)
    .where(
      and(
        eq(refuelSpendingPeriods.userId, sql.placeholder('userId')),
        gte(refuelSpendingPeriods.period, sql.placeholder('from')),
        lt(refuelSpendingPeriods.period, sql.placeholder('before')),
      ),
    )
    .prepare('spending_kept_periods'),
);

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
             and t.completed_at >= ${dutchDayStart(from)} and t.completed_at ${until}
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

/** The summed fields: a packed row holds them after its brand and fuel, in this order. */
const SUMMED = PACKED_SPENDING_FIELDS.slice(2) as Exclude<
  (typeof PACKED_SPENDING_FIELDS)[number],
  'brand' | 'fuel_type'
>[];

/**
 * Rows of the same month, brand and fuel (from kept days and months, and the live ones) added up. Kept rows
 * are added as they are stored, packed, without becoming objects first: a two-year Inzichten reads a few
 * hundred of them on every call.
 */
function spendingSums() {
  const byKey = new Map<string, SpendingRow>();
  function slot(month: string, brand: string | null, fuelType: string): SpendingRow {
    const key = `${month}|${brand === null ? '\u0000' : brand}|${fuelType}`;
    let sum = byKey.get(key);
    if (!sum) {
      sum = { month, brand, fuel_type: fuelType } as SpendingRow;
      for (const field of SUMMED) sum[field] = 0;
      byKey.set(key, sum);
    }
    return sum;
  }
  return {
    addPacked(month: string, packed: PackedSpendingRow) {
      const sum = slot(month, packed[0] as string | null, packed[1] as string);
      for (let index = 0; index < SUMMED.length; index += 1) {
        sum[SUMMED[index]!] += packed[index + 2] as number;
      }
    },
    add(row: SpendingRow) {
      const sum = slot(row.month, row.brand, row.fuel_type);
      for (const field of SUMMED) sum[field] += row[field];
    },
    rows: () => [...byKey.values()],
  };
}

const pack = (row: SpendingRow): PackedSpendingRow => PACKED_SPENDING_FIELDS.map((field) => row[field]);

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

  // Day rows of months closed since are left out here (and deleted below once their month is kept).
  const kept = (
    wanted.size ? await keptPeriodsOf(db).execute({ userId, from: fromMonth, before: today }) : []
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
          sql`< ${dutchDayStart(`${nextMonth(missingMonths.at(-1)!)}-01`)}`,
        )
      : [],
    missingDays.length
      ? sumSpending(db, userId, 'day', missingDays[0]!, sql`< ${dutchDayEnd(missingDays.at(-1)!)}`)
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
  const sums = spendingSums();
  for (const { period, rows } of kept) {
    const month = period.slice(0, 7);
    for (const packed of rows) sums.addPacked(month, packed);
  }
  for (const { rows } of fresh) for (const row of rows) sums.add(row);
  for (const row of live) sums.add(row);
  return sums.rows();
}
