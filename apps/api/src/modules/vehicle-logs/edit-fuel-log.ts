import type { FuelLog, UpdateFuelLogBodySchema } from '@fuellinq/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { toFuelLogDto } from './log-dto.ts';
import {
  amountsOf,
  type Caller,
  checkOdometer,
  checkStation,
  logNotFound,
  notInFuture,
  type VehicleLogsDeps,
  writeLog,
} from './log-rules.ts';

/** What a card's entry keeps as the pump reported it. */
const CARD_FIXED_FIELDS = ['liters', 'total_eur', 'price_per_l', 'date', 'station_id', 'fuel_type'] as const;

/**
 * PATCH /api/co2/fuel/{id}: a field left out keeps its value; one sent as null is worked out from the others.
 * A card's entry takes a reading, a purpose and a note only (409 card_log_locked otherwise).
 */
export async function editFuelLog(
  { repository, now }: VehicleLogsDeps,
  caller: Caller,
  id: string,
  patch: z.output<typeof UpdateFuelLogBodySchema>,
): Promise<FuelLog> {
  const existing = await repository.findFuel(caller.id, id);
  if (!existing) throw logNotFound();
  // The card's entry holds what the pump reported; only what the driver adds is theirs to change.
  if (existing.source === 'kaart' && CARD_FIXED_FIELDS.some((field) => patch[field] !== undefined)) {
    throw new AppError('card_log_locked');
  }
  if (patch.date) notInFuture(now(), patch.date);
  const date = patch.date ?? existing.loggedOn;
  const odometerKm = patch.odometer_km === undefined ? existing.odometerKm : patch.odometer_km;
  const amounts = amountsOf({
    liters: patch.liters === undefined ? existing.liters : patch.liters,
    total_eur: patch.total_eur === undefined ? existing.totalCents / 100 : patch.total_eur,
    price_per_l: patch.price_per_l === undefined ? existing.priceTenths / 1000 : patch.price_per_l,
  });
  const target = { vehicleId: existing.vehicleId, dates: [existing.loggedOn, date] };
  const row = await writeLog(repository, caller, target, async (tx) => {
    if (odometerKm !== null) await checkOdometer(repository, tx, existing.vehicleId, date, odometerKm, id);
    if (patch.station_id) await checkStation(repository, tx, patch.station_id);
    return repository.updateFuel(tx, id, {
      liters: amounts.liters,
      totalCents: amounts.totalCents,
      priceTenths: amounts.priceTenths,
      loggedOn: date,
      odometerKm,
      ...(patch.station_id !== undefined ? { stationId: patch.station_id } : {}),
      ...(patch.fuel_type ? { fuelType: patch.fuel_type } : {}),
      ...(patch.purpose ? { purpose: patch.purpose } : {}),
      ...(patch.note !== undefined ? { note: patch.note } : {}),
    });
  });
  if (!row) throw logNotFound();
  return toFuelLogDto(row);
}
