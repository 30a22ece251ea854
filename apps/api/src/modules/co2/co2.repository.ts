import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { emissionFactors, users, vehicles } from '../../db/schema/index.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { countedRefuels, lastReadingBefore, readings } from '../vehicle-logs/vehicle-logs.service.ts';
import { LIQUID_FUELS, type LiquidFuel } from '@fuellinq/domain';

export type FactorRow = typeof emissionFactors.$inferSelect;
export type Bucket = 'day' | 'month';

export interface ReportScope {
  owner: string;
  from: string;
  to: string;
  vehicleId?: string | undefined;
}

/** One vehicle's kilometres, litres per fuel and money in one bucket (a day or a month). */
export interface UsageRow {
  vehicleId: string;
  bucket: string;
  km: number;
  litersByFuel: Partial<Record<LiquidFuel, number>>;
  cents: number;
}

export interface PurposeKm extends Record<string, unknown> {
  vehicle_id: string;
  zakelijk: number;
  woon_werk: number;
  prive: number;
  loose: number;
}

/** The CO2 report's and the WPM export's sums, computed in the database, always for one owner. */
export function createCo2Repository(db: Database) {
  const logFilter = (table: 'odometer_logs' | 'fuel_logs', scope: ReportScope) =>
    sql`${sql.raw(table)}.owner_user_id = ${scope.owner} and ${sql.raw(table)}.logged_on between ${scope.from} and ${scope.to}${
      scope.vehicleId ? sql` and ${sql.raw(table)}.vehicle_id = ${scope.vehicleId}` : sql``
    }`;

  return {
    async listYears(): Promise<{ year: number; name: string }[]> {
      return db
        .selectDistinct({ year: emissionFactors.listYear, name: emissionFactors.listName })
        .from(emissionFactors)
        .orderBy(asc(emissionFactors.listYear));
    },

    factorsOf(years: number[]): Promise<FactorRow[]> {
      if (years.length === 0) return Promise.resolve([]);
      return db.select().from(emissionFactors).where(inArray(emissionFactors.listYear, years));
    },

    async owner(id: string) {
      const [row] = await db
        .select({
          companyName: users.companyName,
          kvkNumber: users.kvkNumber,
          accountType: users.accountType,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    vehiclesOf(owner: string, vehicleId?: string) {
      return db
        .select()
        .from(vehicles)
        .where(
          vehicleId
            ? sql`${vehicles.ownerUserId} = ${owner} and ${vehicles.id} = ${vehicleId}`
            : eq(vehicles.ownerUserId, owner),
        )
        .orderBy(asc(vehicles.licensePlate));
    },

    /**
     * Usage per vehicle and bucket straight from the logs (any period). Kilometres: the highest reading of a
     * bucket minus the last reading before it, even one before the period (a vehicle's very first bucket
     * counts from its lowest reading). So the buckets of a period add up to the period, and periods that
     * follow each other add up to the period they make together.
     */
    async usageFromLogs(scope: ReportScope, bucket: Bucket): Promise<UsageRow[]> {
      const inPeriod = (table: 'odometer_logs' | 'fuel_logs') => logFilter(table, scope);
      const [km, fuel] = await Promise.all([
        selectRows<{ vehicle_id: string; bucket: string; km: number }>(
          db,
          sql`with points as (${readings(inPeriod)}), buckets as (
                select vehicle_id, date_trunc(${bucket}, logged_on::timestamp)::date as bucket,
                       min(odometer_km) as low, max(odometer_km) as high
                  from points group by 1, 2
              ), prior as (
                select seen.vehicle_id, ${lastReadingBefore(sql`seen.vehicle_id`, scope.from)} as km
                  from (select distinct vehicle_id from points) as seen
              )
              select b.vehicle_id::text, b.bucket::text,
                     (b.high - coalesce(lag(b.high) over (partition by b.vehicle_id order by b.bucket), p.km, b.low))::int
                       as km
                from buckets b left join prior p on p.vehicle_id = b.vehicle_id`,
        ),
        selectRows<{
          vehicle_id: string;
          bucket: string;
          fuel_type: LiquidFuel;
          liters: number;
          cents: number;
        }>(
          db,
          sql`select vehicle_id::text, date_trunc(${bucket}, logged_on::timestamp)::date::text as bucket, fuel_type,
                     sum(liters)::float8 as liters, sum(total_cents)::float8 as cents
                from (${countedRefuels(inPeriod)}) as counted
               group by 1, 2, 3`,
        ),
      ]);
      const rows = new Map<string, UsageRow>();
      const row = (vehicleId: string, at: string) => {
        const key = `${vehicleId}|${at}`;
        const found = rows.get(key) ?? { vehicleId, bucket: at, km: 0, litersByFuel: {}, cents: 0 };
        rows.set(key, found);
        return found;
      };
      for (const item of km) row(item.vehicle_id, item.bucket).km += Number(item.km);
      for (const item of fuel) {
        const target = row(item.vehicle_id, item.bucket);
        target.litersByFuel[item.fuel_type] =
          (target.litersByFuel[item.fuel_type] ?? 0) + Number(item.liters);
        target.cents += Number(item.cents);
      }
      return [...rows.values()];
    },

    /**
     * The same per month, from vehicle_usage_months (a period of whole months): twelve rows per vehicle for a
     * year instead of every log. A month's kilometres are its segments' (from the last reading before each of
     * its readings): its highest reading minus the last one before the month, as usageFromLogs counts them.
     */
    async usageFromMonths(scope: ReportScope): Promise<UsageRow[]> {
      const rows = await selectRows<{
        vehicle_id: string;
        bucket: string;
        km: number;
        euro95: number;
        diesel: number;
        lpg: number;
        adblue: number;
        hvo: number;
        cents: number;
      }>(
        db,
        sql`select vehicle_id::text, month::text as bucket,
                   (km_zakelijk + km_woon_werk + km_prive)::int as km,
                   liters_euro95::float8 as euro95, liters_diesel::float8 as diesel, liters_lpg::float8 as lpg,
                   liters_adblue::float8 as adblue, liters_hvo::float8 as hvo, cents::float8 as cents
              from vehicle_usage_months
             where owner_user_id = ${scope.owner} and month between ${scope.from} and ${scope.to}${
               scope.vehicleId ? sql` and vehicle_id = ${scope.vehicleId}` : sql``
             }`,
      );
      return rows.map((row) => ({
        vehicleId: row.vehicle_id,
        bucket: row.bucket,
        km: Number(row.km),
        litersByFuel: Object.fromEntries(
          LIQUID_FUELS.map((fuel) => [fuel, Number(row[fuel])] as const).filter(([, liters]) => liters > 0),
        ),
        cents: Number(row.cents),
      }));
    },

    /** WPM: each vehicle's kilometres per purpose in the period's months, and its refuels without a reading. */
    kmPerPurpose(scope: ReportScope): Promise<PurposeKm[]> {
      return selectRows<PurposeKm>(
        db,
        sql`select vehicle_id::text, sum(km_zakelijk)::float8 as zakelijk, sum(km_woon_werk)::float8 as woon_werk,
                   sum(km_prive)::float8 as prive, sum(loose_fuel_logs)::int as loose
              from vehicle_usage_months
             where owner_user_id = ${scope.owner} and month between ${scope.from} and ${scope.to}
             group by vehicle_id`,
      );
    },

    /** Business and commuting fuel logs without a reading: their litres cannot become kilometres. */
    fuelLogsWithoutReading(scope: ReportScope, limit: number) {
      return selectRows<{ vehicle_id: string; logged_on: string; liters: number; purpose: string }>(
        db,
        sql`select vehicle_id::text, logged_on::text, liters::float8, purpose
              from (${countedRefuels((table) => logFilter(table, scope))}) as counted
             where odometer_km is null and purpose <> 'privé'
             order by logged_on, created_at limit ${limit}`,
      );
    },
  };
}

export type Co2Repository = ReturnType<typeof createCo2Repository>;
