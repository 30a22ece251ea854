import {
  type AccountType,
  defaultTripPurpose,
  type FuelLogBodySchema,
  type LinkFuelLogBodySchema,
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
import { linkFuelLog, unlinkFuelLog } from './link-fuel-log.ts';
import { type Caller, checkOdometer, odometerClash, refreshUsage } from './log-rules.ts';
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
    linkFuel: (caller: Caller, id: string, body: z.output<typeof LinkFuelLogBodySchema>) =>
      linkFuelLog(deps, caller, id, body),
    unlinkFuel: (caller: Caller, id: string) => unlinkFuelLog(deps, caller, id),
  };
}

export type VehicleLogsService = ReturnType<typeof createVehicleLogsService>;

/** A refuel the pump completed, as the card's vehicle's logbook gets it. */
export interface CardRefuel {
  ownerUserId: string;
  accountType: AccountType;
  vehicleId: string;
  transactionId: string;
  stationId: string;
  fuelType: LiquidFuel;
  liters: number;
  totalCents: number;
  priceTenths: number;
  /** The Dutch calendar date of the refuel. */
  date: string;
  /** The reading the driver gave at the start, if any. */
  odometerKm: number | null;
  note?: string;
}

/**
 * A refuel the pump completed, logged as the card's entry (source 'kaart') for the vehicle of the refuel,
 * inside the caller's transaction (the transactions module's completion): the account's default purpose,
 * the driver's reading when it still fits between the vehicle's others (a completion never fails over a
 * reading), and the month's usage refreshed as every log write does (decision 010). False when the vehicle
 * is gone.
 */
export async function logRefuel(tx: Database, entry: CardRefuel): Promise<boolean> {
  const repository = createVehicleLogsRepository(tx);
  const logged = await repository.withLockedVehicle(entry.ownerUserId, entry.vehicleId, async (inner) => {
    const reading =
      entry.odometerKm !== null &&
      !(await odometerClash(repository, inner, entry.vehicleId, entry.date, entry.odometerKm))
        ? entry.odometerKm
        : null;
    await repository.insertFuel(inner, {
      vehicleId: entry.vehicleId,
      ownerUserId: entry.ownerUserId,
      liters: entry.liters,
      totalCents: entry.totalCents,
      priceTenths: entry.priceTenths,
      loggedOn: entry.date,
      stationId: entry.stationId,
      odometerKm: reading,
      fuelType: entry.fuelType,
      purpose: defaultTripPurpose(entry.accountType),
      note: entry.note ?? null,
      source: 'kaart',
      transactionId: entry.transactionId,
    });
    await refreshUsageMonths(inner, { vehicleId: entry.vehicleId }, monthOf(entry.date));
    return true;
  });
  return logged ?? false;
}

/**
 * A refuel paid back in full leaves no counted entry: its card's entry goes, inside the caller's
 * transaction, and its vehicle's usage is refreshed. A manual entry that was linked to it stands on its
 * own again. False when the refuel had no entry.
 */
export async function removeRefuelLog(tx: Database, transactionId: string): Promise<boolean> {
  const repository = createVehicleLogsRepository(tx);
  const entry = await repository.findByTransaction(tx, transactionId);
  if (!entry) return false;
  const removed = await repository.withLockedVehicle(entry.ownerUserId, entry.vehicleId, async (inner) => {
    const done = await repository.removeFuel(inner, entry.ownerUserId, entry.id);
    if (done) await refreshUsage(inner, entry.vehicleId, entry.loggedOn);
    return done;
  });
  return removed ?? false;
}

/**
 * Nu tanken's start: the reading the driver gives fits between the vehicle's readings of today's date, or
 * the 400 naming the clash (odometer_km). The completion checks it again, as the logbook may change.
 */
export async function checkRefuelReading(
  tx: Database,
  refuel: { vehicleId: string; date: string; odometerKm: number },
): Promise<void> {
  const repository = createVehicleLogsRepository(tx);
  await checkOdometer(repository, tx, refuel.vehicleId, refuel.date, refuel.odometerKm);
}

/** The logbooks' shared definitions (logbook-sql.ts), for the reports that read them (CO2, WPM). */
export { countedRefuels, lastReadingBefore, type LogCondition, readings } from './logbook-sql.ts';

export type { UsageTotalRow } from './vehicle-logs.repository.ts';

/**
 * What other modules may read of the logbooks (the insights' cost per km): per vehicle of the owner with
 * odometer readings since `fromMonth` (YYYY-MM), its kilometres and fuel money over those months.
 */
export function usageTotals(db: Database, ownerUserId: string, fromMonth: string) {
  return createVehicleLogsRepository(db).usageTotals(ownerUserId, fromMonth);
}
