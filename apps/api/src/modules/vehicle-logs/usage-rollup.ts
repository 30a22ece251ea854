import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/sql-rows.ts';
import { countedRefuels, lastReadingBefore, type LogCondition, readings } from './logbook-sql.ts';

/** The first day of a date's month: '2026-03-19' → '2026-03-01'. */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

export type UsageScope = { vehicleId: string } | { ownerUserId: string };

/**
 * Recomputes vehicle_usage_months of one vehicle (or every vehicle of an owner) from `fromMonth` on, from the
 * logs themselves. Every write of a log calls it in the same transaction, for the earliest month it touched;
 * bulk loads (seed, benchmark) call it once. The first segment of `fromMonth` starts at the last reading
 * before it, so kilometres between months are never lost.
 */
export async function refreshUsageMonths(db: Executor, scope: UsageScope, fromMonth: string): Promise<void> {
  const inScope = (table: 'odometer_logs' | 'fuel_logs' | 'vehicle_usage_months') =>
    'vehicleId' in scope
      ? sql`${sql.raw(table)}.vehicle_id = ${scope.vehicleId}`
      : sql`${sql.raw(table)}.owner_user_id = ${scope.ownerUserId}`;
  await db.execute(
    sql`delete from vehicle_usage_months where ${inScope('vehicle_usage_months')} and month >= ${fromMonth}`,
  );
  const inScopeFrom: LogCondition = (table) =>
    sql`${inScope(table)} and ${sql.raw(table)}.logged_on >= ${fromMonth}`;
  const scopedVehicles =
    'vehicleId' in scope
      ? sql`select id from vehicles where id = ${scope.vehicleId}`
      : sql`select id from vehicles where owner_user_id = ${scope.ownerUserId}`;
  await db.execute(sql`
    with readings as (${readings(inScopeFrom)}), earlier as (
      select v.id as vehicle_id, ${lastReadingBefore(sql`v.id`, fromMonth)} as odometer_km
        from (${scopedVehicles}) as v
    ), segments as (
      select r.vehicle_id, r.owner_user_id, date_trunc('month', r.logged_on::timestamp)::date as month, r.odometer_km,
             r.purpose,
             r.odometer_km - coalesce(
               lag(r.odometer_km) over (partition by r.vehicle_id order by r.logged_on, r.odometer_km), e.odometer_km
             ) as km
        from readings r left join earlier e on e.vehicle_id = r.vehicle_id
    ), km as (
      select vehicle_id, owner_user_id, month, min(odometer_km) as low, max(odometer_km) as high,
             coalesce(sum(km) filter (where purpose = 'zakelijk'), 0) as zakelijk,
             coalesce(sum(km) filter (where purpose = 'woon-werk'), 0) as woon_werk,
             coalesce(sum(km) filter (where purpose = 'privé'), 0) as prive
        from segments group by 1, 2, 3
    ), fuel as (
      select vehicle_id, owner_user_id, date_trunc('month', logged_on::timestamp)::date as month,
             coalesce(sum(liters) filter (where fuel_type = 'euro95'), 0) as euro95,
             coalesce(sum(liters) filter (where fuel_type = 'diesel'), 0) as diesel,
             coalesce(sum(liters) filter (where fuel_type = 'lpg'), 0) as lpg,
             coalesce(sum(liters) filter (where fuel_type = 'adblue'), 0) as adblue,
             coalesce(sum(liters) filter (where fuel_type = 'hvo'), 0) as hvo,
             sum(total_cents) as cents,
             count(*) filter (where odometer_km is null and purpose <> 'privé') as loose
        from (${countedRefuels(inScopeFrom)}) as counted
       group by 1, 2, 3
    )
    insert into vehicle_usage_months (vehicle_id, owner_user_id, month, low_km, high_km, liters_euro95, liters_diesel,
                                      liters_lpg, liters_adblue, liters_hvo, cents, km_zakelijk, km_woon_werk, km_prive,
                                      loose_fuel_logs)
    select coalesce(k.vehicle_id, f.vehicle_id), coalesce(k.owner_user_id, f.owner_user_id), coalesce(k.month, f.month),
           k.low, k.high, coalesce(f.euro95, 0), coalesce(f.diesel, 0), coalesce(f.lpg, 0), coalesce(f.adblue, 0),
           coalesce(f.hvo, 0), coalesce(f.cents, 0), coalesce(k.zakelijk, 0), coalesce(k.woon_werk, 0),
           coalesce(k.prive, 0), coalesce(f.loose, 0)
      from km k full outer join fuel f on f.vehicle_id = k.vehicle_id and f.month = k.month`);
}
