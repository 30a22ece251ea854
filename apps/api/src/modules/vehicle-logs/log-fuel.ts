import { defaultTripPurpose, type FuelLog, type FuelLogBodySchema, logMessages } from '@fuellinq/domain';
import type { z } from 'zod';
import { fieldError } from '../../lib/app-error.ts';
import { toFuelLogDto } from './log-dto.ts';
import {
  amountsOf,
  type Caller,
  checkOdometer,
  checkStation,
  isLiquid,
  notInFuture,
  vehicleNotFound,
  type VehicleLogsDeps,
  writeLog,
} from './log-rules.ts';

/**
 * POST /api/co2/fuel: a refuel of one of the caller's vehicles, its fuel the vehicle's own unless named;
 * a reading, when given, in order with the vehicle's others.
 */
export async function logFuel(
  { repository, now }: VehicleLogsDeps,
  caller: Caller,
  body: z.output<typeof FuelLogBodySchema>,
): Promise<FuelLog> {
  notInFuture(now(), body.date);
  const amounts = amountsOf(body);
  const target = { vehicleId: body.vehicle_id, dates: [body.date] };
  const row = await writeLog(repository, caller, target, async (tx, vehicle) => {
    const fuelType = body.fuel_type ?? (isLiquid(vehicle.fuelPrimary) ? vehicle.fuelPrimary : undefined);
    if (!fuelType) throw fieldError('fuel_type', 'validation_error', logMessages.chooseFuel);
    if (body.odometer_km !== null && body.odometer_km !== undefined)
      await checkOdometer(repository, tx, body.vehicle_id, body.date, body.odometer_km);
    if (body.station_id) await checkStation(repository, tx, body.station_id);
    return repository.insertFuel(tx, {
      vehicleId: body.vehicle_id,
      ownerUserId: caller.id,
      liters: amounts.liters,
      totalCents: amounts.totalCents,
      priceTenths: amounts.priceTenths,
      loggedOn: body.date,
      stationId: body.station_id ?? null,
      odometerKm: body.odometer_km ?? null,
      fuelType,
      purpose: body.purpose ?? defaultTripPurpose(caller.accountType),
      note: body.note,
    });
  });
  if (!row) throw vehicleNotFound();
  return toFuelLogDto(row);
}
