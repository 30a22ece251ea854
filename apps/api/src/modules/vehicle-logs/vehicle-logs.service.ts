import {
  type AccountType,
  defaultTripPurpose,
  formatDate,
  formatDecimal,
  type FuelLog,
  type FuelLogBodySchema,
  isoDateIn,
  LIQUID_FUELS,
  type LiquidFuel,
  type LogListQuerySchema,
  type OdometerLog,
  type OdometerLogBodySchema,
  resolveFuelAmounts,
  type UpdateFuelLogBodySchema,
  type UpdateOdometerLogBodySchema,
  vehicleErrorMessages,
} from '@fuellinq/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { toFuelLogDto, toOdometerLogDto } from './log-dto.ts';
import { monthOf, refreshUsageMonths } from './usage-rollup.ts';
import {
  createVehicleLogsRepository,
  type ListFilter,
  type VehicleLogsRepository,
} from './vehicle-logs.repository.ts';

export interface Caller {
  id: string;
  accountType: AccountType;
}

export interface VehicleLogsServiceDeps {
  repository: VehicleLogsRepository;
  now?: () => Date;
}

type ListQuery = z.output<typeof LogListQuerySchema>;

const vehicleNotFound = () => new AppError(404, 'vehicle_not_found', vehicleErrorMessages.vehicle_not_found);
const logNotFound = () => new AppError(404, 'log_not_found', vehicleErrorMessages.log_not_found);
const km = (value: number) => `${formatDecimal(value, 0)} km`;

const isLiquid = (fuel: string | null): fuel is LiquidFuel =>
  fuel !== null && (LIQUID_FUELS as readonly string[]).includes(fuel);

/**
 * Odometer readings and fuel logs: the vehicle must be the caller's; a reading may not be lower than an
 * earlier one of that vehicle nor higher than a later one (fuel logs' readings included); litres, price
 * and total must agree; no date in the future.
 */
export function createVehicleLogsService({ repository, now = () => new Date() }: VehicleLogsServiceDeps) {
  function notInFuture(date: string) {
    if (date > isoDateIn(now()))
      throw fieldError('date', vehicleErrorMessages.date_in_future, 'date_in_future');
  }

  async function checkOdometer(
    tx: Database,
    vehicleId: string,
    date: string,
    value: number,
    exclude?: string,
  ) {
    const { before, after } = await repository.neighbours(tx, vehicleId, date, exclude);
    if (before && value < before.odometerKm) {
      throw fieldError(
        'odometer_km',
        `${vehicleErrorMessages.odometer_too_low.slice(0, -1)}: ${km(before.odometerKm)} op ${formatDate(before.loggedOn)}.`,
        'odometer_too_low',
      );
    }
    if (after && value > after.odometerKm) {
      throw fieldError(
        'odometer_km',
        `${vehicleErrorMessages.odometer_too_high.slice(0, -1)}: ${km(after.odometerKm)} op ${formatDate(after.loggedOn)}.`,
        'odometer_too_high',
      );
    }
  }

  /** A refuel may name the station it was at; an id we do not know is the caller's mistake. */
  async function checkStation(tx: Database, stationId: string) {
    if (!(await repository.stationExists(tx, stationId))) {
      throw fieldError('station_id', 'Dit tankstation kennen we niet.', 'unknown_station');
    }
  }

  function amountsOf(input: Parameters<typeof resolveFuelAmounts>[0]) {
    const check = resolveFuelAmounts(input);
    if (!check.ok) {
      throw new AppError(400, check.code, check.message, {
        issues: [{ path: check.field, message: check.message }],
      });
    }
    return check.amounts;
  }

  /** The vehicle's monthly usage from the earliest month a write touched. */
  function refresh(tx: Database, vehicleId: string, ...dates: string[]) {
    return refreshUsageMonths(tx, { vehicleId }, monthOf(dates.sort()[0] ?? '1900-01-01'));
  }

  async function vehicleMustExist(owner: string, vehicleId: string | undefined) {
    if (vehicleId && !(await repository.vehicleExists(owner, vehicleId))) throw vehicleNotFound();
  }

  /** One page of the caller's logs, newest first; a vehicle filter must name the caller's own vehicle. */
  async function page<Row, Dto>(
    caller: Caller,
    query: ListQuery,
    list: (owner: string, filter: ListFilter) => Promise<{ items: Row[]; total: number }>,
    toDto: (row: Row) => Dto,
  ) {
    await vehicleMustExist(caller.id, query.vehicle_id);
    const { items, total } = await list(caller.id, {
      vehicleId: query.vehicle_id,
      from: query.from,
      to: query.to,
      page: query.page,
      perPage: query.per_page,
    });
    return { items: items.map(toDto), total, page: query.page, per_page: query.per_page };
  }

  return {
    listOdometer: (caller: Caller, query: ListQuery) =>
      page(caller, query, (owner, filter) => repository.listOdometer(owner, filter), toOdometerLogDto),
    listFuel: (caller: Caller, query: ListQuery) =>
      page(caller, query, (owner, filter) => repository.listFuel(owner, filter), toFuelLogDto),

    async createOdometer(caller: Caller, body: z.output<typeof OdometerLogBodySchema>): Promise<OdometerLog> {
      notInFuture(body.date);
      const row = await repository.withLockedVehicle(caller.id, body.vehicle_id, async (tx) => {
        await checkOdometer(tx, body.vehicle_id, body.date, body.odometer_km);
        const inserted = await repository.insertOdometer(tx, {
          vehicleId: body.vehicle_id,
          ownerUserId: caller.id,
          odometerKm: body.odometer_km,
          loggedOn: body.date,
          purpose: body.purpose ?? defaultTripPurpose(caller.accountType),
          note: body.note,
        });
        await refresh(tx, body.vehicle_id, body.date);
        return inserted;
      });
      if (!row) throw vehicleNotFound();
      return toOdometerLogDto(row);
    },

    async updateOdometer(caller: Caller, id: string, patch: z.output<typeof UpdateOdometerLogBodySchema>) {
      const existing = await repository.findOdometer(caller.id, id);
      if (!existing) throw logNotFound();
      const date = patch.date ?? existing.loggedOn;
      const value = patch.odometer_km ?? existing.odometerKm;
      if (patch.date) notInFuture(patch.date);
      const row = await repository.withLockedVehicle(caller.id, existing.vehicleId, async (tx) => {
        await checkOdometer(tx, existing.vehicleId, date, value, id);
        const updated = await repository.updateOdometer(tx, id, {
          odometerKm: value,
          loggedOn: date,
          ...(patch.purpose ? { purpose: patch.purpose } : {}),
          ...(patch.note !== undefined ? { note: patch.note } : {}),
        });
        await refresh(tx, existing.vehicleId, existing.loggedOn, date);
        return updated;
      });
      if (!row) throw logNotFound();
      return toOdometerLogDto(row);
    },

    async removeOdometer(caller: Caller, id: string) {
      const existing = await repository.findOdometer(caller.id, id);
      if (!existing) throw logNotFound();
      const removed = await repository.withLockedVehicle(caller.id, existing.vehicleId, async (tx) => {
        const done = await repository.removeOdometer(tx, caller.id, id);
        if (done) await refresh(tx, existing.vehicleId, existing.loggedOn);
        return done;
      });
      if (!removed) throw logNotFound();
    },

    async createFuel(caller: Caller, body: z.output<typeof FuelLogBodySchema>): Promise<FuelLog> {
      notInFuture(body.date);
      const amounts = amountsOf(body);
      const row = await repository.withLockedVehicle(caller.id, body.vehicle_id, async (tx, vehicle) => {
        const fuelType = body.fuel_type ?? (isLiquid(vehicle.fuelPrimary) ? vehicle.fuelPrimary : undefined);
        if (!fuelType) throw fieldError('fuel_type', 'Kies de brandstof van deze tankbeurt.');
        if (body.odometer_km !== null && body.odometer_km !== undefined)
          await checkOdometer(tx, body.vehicle_id, body.date, body.odometer_km);
        if (body.station_id) await checkStation(tx, body.station_id);
        const inserted = await repository.insertFuel(tx, {
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
        await refresh(tx, body.vehicle_id, body.date);
        return inserted;
      });
      if (!row) throw vehicleNotFound();
      return toFuelLogDto(row);
    },

    async updateFuel(caller: Caller, id: string, patch: z.output<typeof UpdateFuelLogBodySchema>) {
      const existing = await repository.findFuel(caller.id, id);
      if (!existing) throw logNotFound();
      if (patch.date) notInFuture(patch.date);
      const date = patch.date ?? existing.loggedOn;
      const odometerKm = patch.odometer_km === undefined ? existing.odometerKm : patch.odometer_km;
      // A field left out keeps its value; one sent as null is worked out from the other two.
      const amounts = amountsOf({
        liters: patch.liters === undefined ? existing.liters : patch.liters,
        total_eur: patch.total_eur === undefined ? existing.totalCents / 100 : patch.total_eur,
        price_per_l: patch.price_per_l === undefined ? existing.priceTenths / 1000 : patch.price_per_l,
      });
      const row = await repository.withLockedVehicle(caller.id, existing.vehicleId, async (tx) => {
        if (odometerKm !== null) await checkOdometer(tx, existing.vehicleId, date, odometerKm, id);
        if (patch.station_id) await checkStation(tx, patch.station_id);
        const updated = await repository.updateFuel(tx, id, {
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
        await refresh(tx, existing.vehicleId, existing.loggedOn, date);
        return updated;
      });
      if (!row) throw logNotFound();
      return toFuelLogDto(row);
    },

    async removeFuel(caller: Caller, id: string) {
      const existing = await repository.findFuel(caller.id, id);
      if (!existing) throw logNotFound();
      const removed = await repository.withLockedVehicle(caller.id, existing.vehicleId, async (tx) => {
        const done = await repository.removeFuel(tx, caller.id, id);
        if (done) await refresh(tx, existing.vehicleId, existing.loggedOn);
        return done;
      });
      if (!removed) throw logNotFound();
    },
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
