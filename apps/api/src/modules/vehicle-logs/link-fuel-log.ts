import { type FuelLog, type LinkFuelLogBodySchema, logMessages } from '@fuellinq/domain';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { toFuelLogDto } from './log-dto.ts';
import { type Caller, logNotFound, type VehicleLogsDeps, writeLog } from './log-rules.ts';

/** One of the caller's manual entries; a card's entry cannot be linked to another (409). */
async function manualEntry({ repository }: VehicleLogsDeps, caller: Caller, id: string) {
  const entry = await repository.findFuel(caller.id, id);
  if (!entry) throw logNotFound();
  if (entry.source !== 'handmatig') {
    throw new AppError('card_log_locked', { message: logMessages.onlyManualLinks });
  }
  return entry;
}

/**
 * PUT /api/co2/fuel/{id}/link: the caller's manual entry is the same refuel as the card's entry
 * `card_log_id` of the same vehicle; from now on only the card's counts (the manual entry's reading still
 * does). A card's entry takes one manual entry (409 log_already_linked); linking again moves the link.
 */
export async function linkFuelLog(
  deps: VehicleLogsDeps,
  caller: Caller,
  id: string,
  body: z.output<typeof LinkFuelLogBodySchema>,
): Promise<FuelLog> {
  const { repository } = deps;
  const entry = await manualEntry(deps, caller, id);
  const card = await repository.findFuel(caller.id, body.card_log_id);
  if (card?.source !== 'kaart' || card.vehicleId !== entry.vehicleId) {
    throw fieldError('card_log_id', 'validation_error', logMessages.chooseCardLog);
  }
  const target = { vehicleId: entry.vehicleId, dates: [entry.loggedOn, card.loggedOn] };
  try {
    const row = await writeLog(repository, caller, target, async (tx) => {
      const linked = await repository.linkedTo(tx, card.id);
      if (linked && linked.id !== id) throw new AppError('log_already_linked');
      return repository.updateFuel(tx, id, { cardLogId: card.id });
    });
    if (!row) throw logNotFound();
    return toFuelLogDto(row);
  } catch (error) {
    // Two links to one card's entry at the same moment: the unique index lets one through.
    if (isUniqueViolation(error, 'fuel_logs_card_log_key')) throw new AppError('log_already_linked');
    throw error;
  }
}

/** DELETE /api/co2/fuel/{id}/link: the manual entry stands on its own again and counts again. */
export async function unlinkFuelLog(deps: VehicleLogsDeps, caller: Caller, id: string): Promise<FuelLog> {
  const entry = await manualEntry(deps, caller, id);
  const target = { vehicleId: entry.vehicleId, dates: [entry.loggedOn] };
  const row = await writeLog(deps.repository, caller, target, (tx) =>
    deps.repository.updateFuel(tx, id, { cardLogId: null }),
  );
  if (!row) throw logNotFound();
  return toFuelLogDto(row);
}
