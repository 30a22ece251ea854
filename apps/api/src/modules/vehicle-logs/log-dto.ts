import type { FuelLog, OdometerLog } from '@fuellinq/domain';
import type { FuelLogRow, OdometerLogRow } from './vehicle-logs.repository.ts';

export function toOdometerLogDto(row: OdometerLogRow): OdometerLog {
  return {
    id: row.id,
    vehicle_id: row.vehicleId,
    odometer_km: row.odometerKm,
    date: row.loggedOn,
    purpose: row.purpose,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

export function toFuelLogDto(row: FuelLogRow): FuelLog {
  return {
    id: row.id,
    vehicle_id: row.vehicleId,
    liters: row.liters,
    total_eur: row.totalCents / 100,
    total_cents: row.totalCents,
    price_per_l: row.priceTenths / 1000,
    date: row.loggedOn,
    station_id: row.stationId,
    odometer_km: row.odometerKm,
    fuel_type: row.fuelType,
    purpose: row.purpose,
    note: row.note,
    source: row.source,
    transaction_id: row.transactionId,
    card_log_id: row.cardLogId,
    created_at: row.createdAt.toISOString(),
  };
}
