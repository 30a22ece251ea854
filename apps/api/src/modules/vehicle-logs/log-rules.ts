import {
  type AccountType,
  isoDateIn,
  LIQUID_FUELS,
  type LiquidFuel,
  logMessages,
  resolveFuelAmounts,
} from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { monthOf, refreshUsageMonths } from './usage-rollup.ts';
import type { VehicleLogsRepository } from './vehicle-logs.repository.ts';

// The rules every log write keeps: the vehicle must be the caller's; a reading may not be lower than an
// earlier one of that vehicle nor higher than a later one (fuel logs' readings included); litres, price
// and total must agree; no date in the future. And after each write, the vehicle's monthly usage.

export interface Caller {
  id: string;
  accountType: AccountType;
}

/** What the logbook's use cases are handed. */
export interface VehicleLogsDeps {
  repository: VehicleLogsRepository;
  now: () => Date;
}

export const vehicleNotFound = () => new AppError('vehicle_not_found');
export const logNotFound = () => new AppError('log_not_found');

export const isLiquid = (fuel: string | null): fuel is LiquidFuel =>
  fuel !== null && (LIQUID_FUELS as readonly string[]).includes(fuel);

export function notInFuture(now: Date, date: string) {
  if (date > isoDateIn(now)) throw fieldError('date', 'date_in_future');
}

/**
 * Why a reading does not fit between the vehicle's readings before and after `date` (`exclude`: the log
 * being edited), as the 400 to answer; undefined when it fits.
 */
export async function odometerClash(
  repository: VehicleLogsRepository,
  tx: Database,
  vehicleId: string,
  date: string,
  value: number,
  exclude?: string,
): Promise<AppError | undefined> {
  const { before, after } = await repository.neighbours(tx, vehicleId, date, exclude);
  if (before && value < before.odometerKm) {
    const message = logMessages.odometerClash('odometer_too_low', before.odometerKm, before.loggedOn);
    return fieldError('odometer_km', 'odometer_too_low', message);
  }
  if (after && value > after.odometerKm) {
    const message = logMessages.odometerClash('odometer_too_high', after.odometerKm, after.loggedOn);
    return fieldError('odometer_km', 'odometer_too_high', message);
  }
  return undefined;
}

/** The reading fits between the vehicle's readings before and after `date`, or a 400 naming the clash. */
export async function checkOdometer(
  repository: VehicleLogsRepository,
  tx: Database,
  vehicleId: string,
  date: string,
  value: number,
  exclude?: string,
) {
  const clash = await odometerClash(repository, tx, vehicleId, date, value, exclude);
  if (clash) throw clash;
}

/** A refuel may name the station it was at; an id we do not know is the caller's mistake. */
export async function checkStation(repository: VehicleLogsRepository, tx: Database, stationId: string) {
  if (!(await repository.stationExists(tx, stationId))) {
    throw fieldError('station_id', 'unknown_station');
  }
}

/** Litres, total and price per litre from the two or three given; a 400 naming the field when they disagree. */
export function amountsOf(input: Parameters<typeof resolveFuelAmounts>[0]) {
  const check = resolveFuelAmounts(input);
  if (!check.ok) {
    throw fieldError(check.field, check.code, check.message);
  }
  return check.amounts;
}

/** The vehicle's monthly usage from the earliest month a write touched. */
export function refreshUsage(tx: Database, vehicleId: string, ...dates: string[]) {
  return refreshUsageMonths(tx, { vehicleId }, monthOf(dates.sort()[0] ?? '1900-01-01'));
}

/**
 * Writes a log in a transaction holding the caller's vehicle, so two logs of one vehicle queue up, then
 * refreshes the vehicle's usage from the earliest of `dates`. Undefined when the vehicle is not the caller's.
 */
export function writeLog<Row>(
  repository: VehicleLogsRepository,
  caller: Caller,
  target: { vehicleId: string; dates: string[] },
  write: (tx: Database, vehicle: { fuelPrimary: string | null }) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  return repository.withLockedVehicle(caller.id, target.vehicleId, async (tx, vehicle) => {
    const written = await write(tx, vehicle);
    await refreshUsage(tx, target.vehicleId, ...target.dates);
    return written;
  });
}
