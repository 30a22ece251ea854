import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { emissionFactors, users, vehicles } from '../../db/schema/index.ts';
import { selectRows } from '../../lib/sql-rows.ts';

export type FactorRow = typeof emissionFactors.$inferSelect;
export type Bucket = 'day' | 'month';

export interface ReportScope {
  owner: string;
  from: string;
  to: string;
  vehicleId?: string | undefined;
}

export interface KmRow extends Record<string, unknown> {
  vehicle_id: string;
  bucket: string;
  km: number;
}

export interface FuelRow extends Record<string, unknown> {
  vehicle_id: string;
  bucket: string;
  fuel_type: string;
  liters: number;
  cents: number;
}

export interface PurposeKmRow extends Record<string, unknown> {
  vehicle_id: string;
  purpose: string;
  km: number;
}

/** The CO2 report's and the WPM export's sums, computed in the database, always for one owner. */
export function createCo2Repository(db: Database) {
  const logFilter = (table: string, scope: ReportScope) =>
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
     * Kilometres per vehicle and bucket from every reading in the period (odometer logs and fuel logs'
     * readings): the highest reading of a bucket minus the highest of the bucket before, and in a vehicle's
     * first bucket minus its lowest. Per vehicle they add up to last minus first reading of the period.
     */
    kmPerBucket(scope: ReportScope, bucket: Bucket): Promise<KmRow[]> {
      return selectRows<KmRow>(
        db,
        sql`with points as (
              select vehicle_id, logged_on, odometer_km from odometer_logs where ${logFilter('odometer_logs', scope)}
              union all
              select vehicle_id, logged_on, odometer_km from fuel_logs
               where ${logFilter('fuel_logs', scope)} and fuel_logs.odometer_km is not null
            ), buckets as (
              select vehicle_id, date_trunc(${bucket}, logged_on::timestamp)::date as bucket,
                     min(odometer_km) as low, max(odometer_km) as high
                from points group by 1, 2
            )
            select vehicle_id::text, bucket::text,
                   (high - coalesce(lag(high) over (partition by vehicle_id order by bucket), low))::int as km
              from buckets`,
      );
    },

    /** Litres and money per vehicle, bucket and fuel. */
    fuelPerBucket(scope: ReportScope, bucket: Bucket): Promise<FuelRow[]> {
      return selectRows<FuelRow>(
        db,
        sql`select vehicle_id::text, date_trunc(${bucket}, logged_on::timestamp)::date::text as bucket, fuel_type,
                   sum(liters)::float8 as liters, sum(total_cents)::float8 as cents
              from fuel_logs where ${logFilter('fuel_logs', scope)}
             group by 1, 2, 3`,
      );
    },

    /**
     * WPM: the kilometres between consecutive readings of a vehicle in the period, counted for the purpose
     * of the later reading (zakelijk, woon-werk or privé).
     */
    kmPerPurpose(scope: ReportScope): Promise<PurposeKmRow[]> {
      return selectRows<PurposeKmRow>(
        db,
        sql`with points as (
              select vehicle_id, logged_on, odometer_km, purpose from odometer_logs where ${logFilter('odometer_logs', scope)}
              union all
              select vehicle_id, logged_on, odometer_km, purpose from fuel_logs
               where ${logFilter('fuel_logs', scope)} and fuel_logs.odometer_km is not null
            ), segments as (
              select vehicle_id, purpose,
                     odometer_km - lag(odometer_km) over (partition by vehicle_id order by logged_on, odometer_km) as km
                from points
            )
            select vehicle_id::text, purpose, sum(km)::float8 as km from segments where km is not null group by 1, 2`,
      );
    },

    /** Business and commuting fuel logs without a reading: their litres cannot become kilometres. */
    async fuelLogsWithoutReading(scope: ReportScope, limit: number) {
      const [items, [total]] = await Promise.all([
        selectRows<{ vehicle_id: string; logged_on: string; liters: number; purpose: string }>(
          db,
          sql`select vehicle_id::text, logged_on::text, liters::float8, purpose from fuel_logs
               where ${logFilter('fuel_logs', scope)} and fuel_logs.odometer_km is null and fuel_logs.purpose <> 'privé'
               order by logged_on, created_at limit ${limit}`,
        ),
        selectRows<{ count: number }>(
          db,
          sql`select count(*)::int as count from fuel_logs
               where ${logFilter('fuel_logs', scope)} and fuel_logs.odometer_km is null and fuel_logs.purpose <> 'privé'`,
        ),
      ]);
      return { items, total: Number(total?.count ?? 0) };
    },
  };
}

export type Co2Repository = ReturnType<typeof createCo2Repository>;
