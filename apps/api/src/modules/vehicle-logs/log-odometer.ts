import { defaultTripPurpose, type OdometerLog, type OdometerLogBodySchema } from '@fuellinq/domain';
import type { z } from 'zod';
import { toOdometerLogDto } from './log-dto.ts';
import {
  type Caller,
  checkOdometer,
  notInFuture,
  vehicleNotFound,
  type VehicleLogsDeps,
  writeLog,
} from './log-rules.ts';

/** POST /api/co2/odometer: a reading of one of the caller's vehicles, in order with its others. */
export async function logOdometer(
  { repository, now }: VehicleLogsDeps,
  caller: Caller,
  body: z.output<typeof OdometerLogBodySchema>,
): Promise<OdometerLog> {
  notInFuture(now(), body.date);
  const target = { vehicleId: body.vehicle_id, dates: [body.date] };
  const row = await writeLog(repository, caller, target, async (tx) => {
    await checkOdometer(repository, tx, body.vehicle_id, body.date, body.odometer_km);
    return repository.insertOdometer(tx, {
      vehicleId: body.vehicle_id,
      ownerUserId: caller.id,
      odometerKm: body.odometer_km,
      loggedOn: body.date,
      purpose: body.purpose ?? defaultTripPurpose(caller.accountType),
      note: body.note,
    });
  });
  if (!row) throw vehicleNotFound();
  return toOdometerLogDto(row);
}
