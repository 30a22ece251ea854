import type { OdometerLog, UpdateOdometerLogBodySchema } from '@fuellinq/domain';
import type { z } from 'zod';
import { toOdometerLogDto } from './log-dto.ts';
import {
  type Caller,
  checkOdometer,
  logNotFound,
  notInFuture,
  type VehicleLogsDeps,
  writeLog,
} from './log-rules.ts';

/** PATCH /api/co2/odometer/{id}: a field left out keeps its value; the reading stays in order. */
export async function editOdometerLog(
  { repository, now }: VehicleLogsDeps,
  caller: Caller,
  id: string,
  patch: z.output<typeof UpdateOdometerLogBodySchema>,
): Promise<OdometerLog> {
  const existing = await repository.findOdometer(caller.id, id);
  if (!existing) throw logNotFound();
  const date = patch.date ?? existing.loggedOn;
  const value = patch.odometer_km ?? existing.odometerKm;
  if (patch.date) notInFuture(now(), patch.date);
  const target = { vehicleId: existing.vehicleId, dates: [existing.loggedOn, date] };
  const row = await writeLog(repository, caller, target, async (tx) => {
    await checkOdometer(repository, tx, existing.vehicleId, date, value, id);
    return repository.updateOdometer(tx, id, {
      odometerKm: value,
      loggedOn: date,
      ...(patch.purpose ? { purpose: patch.purpose } : {}),
      ...(patch.note !== undefined ? { note: patch.note } : {}),
    });
  });
  if (!row) throw logNotFound();
  return toOdometerLogDto(row);
}
