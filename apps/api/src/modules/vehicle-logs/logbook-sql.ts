import { type SQL, sql } from 'drizzle-orm';

// What the logbooks count, written once: every figure built from them (the monthly usage, the CO2 report
// over any period, the WPM export's refuels without a reading, Inzichten's cost per km) reads these.
// - A reading is an odometer log's, or a fuel log's when it has one: card entries and manual ones alike,
//   a linked manual entry's too (a reading is a reading).
// - A refuel counts with its litres and money when it is the card's entry or a manual entry that is not
//   linked to the card's entry for the same refuel (decision 010).

/** A condition on a logs table, named by its table (`odometer_logs`, `fuel_logs`). */
export type LogCondition = (table: 'odometer_logs' | 'fuel_logs') => SQL;

/** Every reading matching `where`: vehicle_id, owner_user_id, logged_on, odometer_km, purpose. */
export function readings(where: LogCondition): SQL {
  return sql`select vehicle_id, owner_user_id, logged_on, odometer_km, purpose from odometer_logs
              where ${where('odometer_logs')}
             union all
             select vehicle_id, owner_user_id, logged_on, odometer_km, purpose from fuel_logs
              where ${where('fuel_logs')} and fuel_logs.odometer_km is not null`;
}

/** The last reading of a vehicle before a date (readings never go down, so also its highest), or null. */
export function lastReadingBefore(vehicleId: SQL, date: string): SQL {
  const last = (table: 'odometer_logs' | 'fuel_logs') =>
    sql`(select odometer_km from ${sql.raw(table)} where vehicle_id = ${vehicleId} and logged_on < ${date}
           and odometer_km is not null order by logged_on desc, odometer_km desc limit 1)`;
  return sql`greatest(${last('odometer_logs')}, ${last('fuel_logs')})`;
}

/**
 * The refuels that count, matching `where`: vehicle_id, owner_user_id, logged_on, fuel_type, liters,
 * total_cents, odometer_km, purpose, created_at.
 */
export function countedRefuels(where: LogCondition): SQL {
  return sql`select vehicle_id, owner_user_id, logged_on, fuel_type, liters, total_cents, odometer_km, purpose,
                    created_at
               from fuel_logs where ${where('fuel_logs')} and fuel_logs.card_log_id is null`;
}
