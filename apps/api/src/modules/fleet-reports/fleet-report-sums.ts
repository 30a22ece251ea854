import { addDays, type Period } from '@fuellinq/domain';
import type { FleetReportBy } from '@fuellinq/domain/fleet-reports/fleet-report.contract';
import { amsterdamMidnight } from '@fuellinq/domain/orgs/refuel-check';
import { sql, type SQL } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { fleetReportMonths } from '../../db/schema/index.ts';
import { joinNationalPriceOn } from '../../db/queries/prices.ts';
import { selectRows } from '../../lib/sql-rows.ts';

// The sums a fleet report is made of: per group, Dutch month and fuel, the refuels, litres and money, and the
// Euro95 litres set against the CBS average of their days (decision 029). A closed month is summed once and
// kept in fleet_report_sums (decision 032); the rest of the period is summed from the refuels on each request.

/** Whose refuels: the organisation's completed company refuels, paid by its account. */
export interface ReportScope {
  orgId: string;
  accountUserId: string;
}

/** One group's sums of a month and fuel, as the report reads them. */
export interface SumRow extends Record<string, unknown> {
  key: string | null;
  month: string;
  fuel_type: string;
  refuels: number;
  liters: number;
  amount_cents: number;
  compared_liters: number;
  compared_paid_cents: number;
  national_tenths_liters: number;
}

/** A group's key, from the refuel `t` and its card `c`. */
const KEYS: Record<FleetReportBy, { key: SQL; needsCard: boolean }> = {
  driver: { key: sql`t.driver_user_id`, needsCard: false },
  vehicle: { key: sql`coalesce(t.vehicle_id, c.vehicle_id)`, needsCard: true },
  cost_centre: { key: sql`c.cost_centre_id`, needsCard: true },
};

/** The columns of a month's sums, in the order `monthlySums` answers them and fleet_report_sums holds them. */
const SUM_COLUMNS = sql.raw(
  'key, month, fuel_type, refuels, liters, amount_cents, compared_liters, compared_paid_cents, national_tenths_liters',
);

/** The Dutch last day of a month (YYYY-MM). */
const lastDayOf = (month: string) => {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return addDays(`${index === 12 ? year + 1 : year}-${String((index % 12) + 1).padStart(2, '0')}-01`, -1);
};

/**
 * The period's sums per group, month and fuel: its kept months (summed first where they are not kept yet)
 * and its other days. Stored and read under the report lock, so no change can forget a month between the two.
 */
export async function periodSums(
  db: Database,
  by: FleetReportBy,
  scope: ReportScope,
  period: Period,
  months: string[],
  today: string,
): Promise<SumRow[]> {
  const kept = keptMonthsOf(period, months, today);
  const live = liveRangesOf(period, kept);
  const parts = [
    ...(kept.length > 0 ? [keptSums(by, scope, kept)] : []),
    ...(live.length > 0 ? [monthlySums(by, scope, live)] : []),
  ];
  return inTransaction(db, async (tx) => {
    await lockReport(tx, scope);
    await keepMonths(tx, by, scope, kept);
    return selectRows<SumRow>(
      tx,
      sql`select m.key::text as key, m.month, m.fuel_type, m.refuels::int as refuels,
                 m.liters::float8 as liters, m.amount_cents::float8 as amount_cents,
                 m.compared_liters::float8 as compared_liters,
                 m.compared_paid_cents::float8 as compared_paid_cents,
                 m.national_tenths_liters::float8 as national_tenths_liters
            from (${sql.join(parts, sql` union all `)}) m`,
    );
  });
}

/**
 * The months of the period that are kept once summed: wholly inside it, and ended before yesterday (a refuel
 * completing just before midnight may still be committing when the first visit of the next day sums).
 */
function keptMonthsOf(period: Period, months: string[], today: string): string[] {
  const yesterday = addDays(today, -1);
  return months.filter(
    (month) => `${month}-01` >= period.from && lastDayOf(month) <= period.to && lastDayOf(month) < yesterday,
  );
}

/** The days of the period outside its kept months (consecutive ones): at most one range before, one after. */
function liveRangesOf(period: Period, kept: string[]): Period[] {
  const first = kept[0];
  const last = kept.at(-1);
  if (!first || !last) return [period];
  const ranges = [
    { from: period.from, to: addDays(`${first}-01`, -1) },
    { from: addDays(lastDayOf(last), 1), to: period.to },
  ];
  return ranges.filter((range) => range.from <= range.to);
}

/**
 * A refuel refunded in full was not delivered: it leaves the vehicle's logbook (refund-refuel.ts) and counts
 * no refuel or litres here. A part refund keeps both; either way the money is what was paid less the refund.
 */
const delivered = sql`r.balance_delta_cents is null or r.balance_delta_cents < t.amount_cents`;

/**
 * The sums (SUM_COLUMNS) of the refuels completed on the days of `ranges`, net of their refunds: per group,
 * fuel and Dutch day first (the CBS average is a day's), then per month.
 */
function monthlySums(by: FleetReportBy, scope: ReportScope, ranges: Period[]): SQL {
  const { key, needsCard } = KEYS[by];
  const completedIn = sql.join(
    ranges.map(
      (range) =>
        sql`(t.completed_at >= ${amsterdamMidnight(range.from)} and t.completed_at < ${amsterdamMidnight(addDays(range.to, 1))})`,
    ),
    sql` or `,
  );
  return sql`select d.key, to_char(d.day, 'YYYY-MM') as month, d.fuel_type, sum(d.refuels) as refuels,
                    sum(d.liters) as liters, sum(d.amount_cents) as amount_cents,
                    coalesce(sum(d.liters) filter (where national.price_tenths is not null), 0) as compared_liters,
                    coalesce(sum(d.amount_cents) filter (where national.price_tenths is not null), 0)
                      as compared_paid_cents,
                    coalesce(sum(national.price_tenths * d.liters), 0) as national_tenths_liters
               from (select ${key} as key, t.fuel_type,
                            (t.completed_at at time zone 'Europe/Amsterdam')::date as day,
                            count(*) filter (where ${delivered}) as refuels,
                            coalesce(sum(t.liters::float8) filter (where ${delivered}), 0) as liters,
                            coalesce(sum(t.amount_cents - coalesce(r.balance_delta_cents, 0)), 0) as amount_cents
                       from fuel_transactions t
                       left join balance_ledger r on r.kind = 'refund' and r.reference = t.id::text
                       ${needsCard ? sql`left join cards c on c.id = t.card_id` : sql``}
                      where t.user_id = ${scope.accountUserId} and t.org_id = ${scope.orgId}
                        and t.status = 'completed' and (${completedIn})
                      group by 1, 2, 3) d
               ${joinNationalPriceOn('national', sql`'euro95'`, sql`d.day`, sql`d.fuel_type = 'euro95'`)}
              group by 1, 2, 3`;
}

/** The kept sums (SUM_COLUMNS) of these months. */
function keptSums(by: FleetReportBy, scope: ReportScope, months: string[]): SQL {
  return sql`select ${SUM_COLUMNS} from fleet_report_sums
              where org_id = ${scope.orgId} and grouping = ${by}
                and month between ${months[0]} and ${months.at(-1)}`;
}

/**
 * Takes the organisation's report lock for the rest of the transaction. The triggers that forget its months
 * take it shared (and the CBS loader the CBS lock exclusive): a change committing while a report sums or
 * reads its months waits for the report, and then forgets them; a report waits for changes in flight.
 */
async function lockReport(tx: Database, scope: ReportScope) {
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(hashtext('fleet_report_cbs'), 0),
               pg_advisory_xact_lock(hashtext('fleet_report'), hashtext(${scope.orgId}::uuid::text))`,
  );
}

/** Sums and keeps those of `months` (consecutive) that are not kept yet; under the report lock. */
async function keepMonths(tx: Database, by: FleetReportBy, scope: ReportScope, months: string[]) {
  if (months.length === 0) return;
  const stored = await selectRows<{ month: string }>(
    tx,
    sql`select month from fleet_report_months
         where org_id = ${scope.orgId} and grouping = ${by} and month between ${months[0]} and ${months.at(-1)}`,
  );
  const missing = months.filter((month) => !stored.some((row) => row.month === month));
  const [first, last] = [missing[0], missing.at(-1)];
  if (!first || !last) return;
  await tx
    .insert(fleetReportMonths)
    .values(missing.map((month) => ({ orgId: scope.orgId, grouping: by, month })));
  await tx.execute(
    sql`insert into fleet_report_sums (org_id, grouping, ${SUM_COLUMNS})
        select ${scope.orgId}, ${by}, ${SUM_COLUMNS}
          from (${monthlySums(by, scope, [{ from: `${first}-01`, to: lastDayOf(last) }])}) s
         where s.month in (${sql.join(
           missing.map((month) => sql`${month}`),
           sql`, `,
         )})`,
  );
}
