import {
  type AccountType,
  defaultTripPurpose,
  type FuelLogBodySchema,
  type LiquidFuel,
  type LogListQuerySchema,
  type OdometerLogBodySchema,
  type UpdateFuelLogBodySchema,
  type UpdateOdometerLogBodySchema,
} from '@fuellinq/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { editFuelLog } from './edit-fuel-log.ts';
import { editOdometerLog } from './edit-odometer-log.ts';
import { listFuelLogs, listOdometerLogs } from './list-logs.ts';
import { logFuel } from './log-fuel.ts';
import { logOdometer } from './log-odometer.ts';
import type { Caller } from './log-rules.ts';
import { removeFuelLog, removeOdometerLog } from './remove-log.ts';
import { monthOf, refreshUsageMonths } from './usage-rollup.ts';
import { createVehicleLogsRepository, type VehicleLogsRepository } from './vehicle-logs.repository.ts';

// Odometer readings and fuel logs (spec §7), one file per thing a caller does, keeping the rules of
// log-rules.ts; this binds them to the repository and the clock for the routes. Below: what other modules
// may do with the logbooks.

export type { Caller } from './log-rules.ts';

export interface VehicleLogsServiceDeps {
  repository: VehicleLogsRepository;
  now?: () => Date;
}

export function createVehicleLogsService({ repository, now = () => new Date() }: VehicleLogsServiceDeps) {
  const deps = { repository, now };
  return {
    listOdometer: (caller: Caller, query: z.output<typeof LogListQuerySchema>) =>
      listOdometerLogs(deps, caller, query),
    listFuel: (caller: Caller, query: z.output<typeof LogListQuerySchema>) =>
      listFuelLogs(deps, caller, query),
    createOdometer: (caller: Caller, body: z.output<typeof OdometerLogBodySchema>) =>
      logOdometer(deps, caller, body),
    updateOdometer: (caller: Caller, id: string, patch: z.output<typeof UpdateOdometerLogBodySchema>) =>
      editOdometerLog(deps, caller, id, patch),
    removeOdometer: (caller: Caller, id: string) => removeOdometerLog(deps, caller, id),
    createFuel: (caller: Caller, body: z.output<typeof FuelLogBodySchema>) => logFuel(deps, caller, body),
    updateFuel: (caller: Caller, id: string, patch: z.output<typeof UpdateFuelLogBodySchema>) =>
      editFuelLog(deps, caller, id, patch),
    removeFuel: (caller: Caller, id: string) => removeFuelLog(deps, caller, id),
  };
}

export type VehicleLogsService = ReturnType<typeof createVehicleLogsService>;

/**
 * A refuel the pump completed, logged for the vehicle linked to the card, inside the caller's transaction
 * (the transactions module's completion): no odometer reading, the account's default purpose, and the
 * month's usage refreshed as every log write does (decision 010). False when the vehicle is gone.
 */
export async function logRefuel(
  tx: Database,
  entry: {
    ownerUserId: string;
    accountType: AccountType;
    vehicleId: string;
    stationId: string;
    fuelType: LiquidFuel;
    liters: number;
    totalCents: number;
    priceTenths: number;
    /** The Dutch calendar date of the refuel. */
    date: string;
    note?: string;
  },
): Promise<boolean> {
  const repository = createVehicleLogsRepository(tx);
  const logged = await repository.withLockedVehicle(entry.ownerUserId, entry.vehicleId, async (inner) => {
    await repository.insertFuel(inner, {
      vehicleId: entry.vehicleId,
      ownerUserId: entry.ownerUserId,
      liters: entry.liters,
      totalCents: entry.totalCents,
      priceTenths: entry.priceTenths,
      loggedOn: entry.date,
      stationId: entry.stationId,
      odometerKm: null,
      fuelType: entry.fuelType,
      purpose: defaultTripPurpose(entry.accountType),
      note: entry.note ?? null,
    });
    await refreshUsageMonths(inner, { vehicleId: entry.vehicleId }, monthOf(entry.date));
    return true;
  });
  return logged ?? false;
}

export type { UsageTotalRow } from './vehicle-logs.repository.ts';

/**
 * What other modules may read of the logbooks (the insights' cost per km): per vehicle of the owner with
 * odometer readings since `fromMonth` (YYYY-MM), its kilometres and fuel money over those months.
 */
export function usageTotals(db: Database, ownerUserId: string, fromMonth: string) {
  return createVehicleLogsRepository(db).usageTotals(ownerUserId, fromMonth);
}
