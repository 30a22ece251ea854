import { logMessages } from '@fuellinq/domain';
import { AppError } from '../../lib/app-error.ts';
import { type Caller, logNotFound, refreshUsage, type VehicleLogsDeps } from './log-rules.ts';

/**
 * Removes one of the caller's logs under its vehicle's lock and refreshes the months it counted in. A card's
 * entry stays (409): the refuel happened; a manual duplicate of it is linked instead (link-fuel-log.ts).
 */
async function removeLog(
  { repository }: VehicleLogsDeps,
  caller: Caller,
  id: string,
  kind: 'odometer' | 'fuel',
) {
  const existing =
    kind === 'odometer'
      ? await repository.findOdometer(caller.id, id)
      : await repository.findFuel(caller.id, id);
  if (!existing) throw logNotFound();
  if ('source' in existing && existing.source === 'kaart') {
    throw new AppError('card_log_locked', { message: logMessages.cardLogNotRemovable });
  }
  const removed = await repository.withLockedVehicle(caller.id, existing.vehicleId, async (tx) => {
    const done =
      kind === 'odometer'
        ? await repository.removeOdometer(tx, caller.id, id)
        : await repository.removeFuel(tx, caller.id, id);
    if (done) await refreshUsage(tx, existing.vehicleId, existing.loggedOn);
    return done;
  });
  if (!removed) throw logNotFound();
}

/** DELETE /api/co2/odometer/{id}. */
export const removeOdometerLog = (deps: VehicleLogsDeps, caller: Caller, id: string) =>
  removeLog(deps, caller, id, 'odometer');

/** DELETE /api/co2/fuel/{id}. */
export const removeFuelLog = (deps: VehicleLogsDeps, caller: Caller, id: string) =>
  removeLog(deps, caller, id, 'fuel');
