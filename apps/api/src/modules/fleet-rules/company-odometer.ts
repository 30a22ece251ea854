import { addDays, formatDecimal, isoDateIn } from '@fuellinq/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { fieldError } from '../../lib/app-error.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { checkRefuelReading, lastReadingBefore } from '../vehicle-logs/vehicle-logs.service.ts';

/** A reading more than this above the vehicle's last one is probably a typo: the driver confirms it first. */
export const ODOMETER_JUMP_KM = 3000;

/**
 * The kilometre reading at a company refuel's start (issue 24 §3): required when the organisation asks for
 * it; not below the vehicle's last reading (the logbook's own check, as for a private refuel); a jump of more
 * than 3,000 km needs `odometer_confirmed`. The completion writes it into the vehicle's logbook.
 */
export async function checkCompanyOdometer(
  tx: Database,
  input: {
    requireOdometer: boolean;
    vehicleId: string | null;
    odometerKm?: number | undefined;
    confirmed?: boolean | undefined;
  },
  at: Date,
): Promise<void> {
  if (input.odometerKm === undefined) {
    if (input.requireOdometer) throw fieldError('odometer_km', 'odometer_required');
    return;
  }
  if (!input.vehicleId) return;
  const date = isoDateIn(at);
  await checkRefuelReading(tx, { vehicleId: input.vehicleId, date, odometerKm: input.odometerKm });
  const [last] = await selectRows<{ km: number | null }>(
    tx,
    sql`select ${lastReadingBefore(sql`${input.vehicleId}::uuid`, addDays(date, 1))} as km`,
  );
  if (last?.km == null) return;
  // The logbook's check compares with other days only; at the pump the last reading, today's too, is the floor.
  if (input.odometerKm < last.km) {
    const message = `De kilometerstand is lager dan de vorige stand van dit voertuig (${formatDecimal(last.km, 0)} km). Controleer de stand.`;
    throw fieldError('odometer_km', 'odometer_too_low', message);
  }
  if (!input.confirmed && input.odometerKm - last.km > ODOMETER_JUMP_KM) {
    throw fieldError('odometer_confirmed', 'odometer_confirm');
  }
}
