import { formatPlate, type FuelType, type Vehicle, type VehicleFacts } from '@fuellinq/domain';
import type { RdwRaw } from '../../db/schema/index.ts';
import type { NewVehicleRow, VehicleRow } from './vehicles.repository.ts';

export type { VehicleRow } from './vehicles.repository.ts';

/** How a vehicle is named wherever it appears: its plate (both forms), nickname, make, model and fuel. */
export function vehicleIdentity(row: VehicleRow) {
  return {
    license_plate: row.licensePlate,
    license_plate_display: formatPlate(row.licensePlate),
    nickname: row.nickname,
    make: row.make,
    model: row.model,
    fuel_primary: row.fuelPrimary as FuelType | null,
  };
}

export function toVehicleDto(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    ...vehicleIdentity(row),
    fuels: row.fuels,
    wltp_g_per_km: row.co2GPerKm,
    co2_cycle: row.co2Cycle,
    electric_wh_per_km: row.electricWhPerKm,
    electric_range_km: row.electricRangeKm,
    hybrid_class: row.hybridClass,
    vehicle_kind: row.vehicleKind,
    european_category: row.europeanCategory,
    first_registration_date: row.firstRegistrationDate,
    apk_expiry_date: row.apkExpiryDate,
    emission_class: row.emissionClass,
    energy_label: row.energyLabel,
    color: row.color,
    open_recall: row.openRecall,
    kvk_number: row.kvkNumber,
    rdw_fetched_at: row.rdwFetchedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** The columns an RDW lookup fills (on adding a vehicle and on refreshing it). */
export function factsToColumns(facts: VehicleFacts, raw: RdwRaw, fetchedAt: Date) {
  return {
    make: facts.make,
    model: facts.model,
    fuelPrimary: facts.fuel_primary,
    fuels: facts.fuels,
    co2GPerKm: facts.wltp_g_per_km,
    co2Cycle: facts.co2_cycle,
    electricWhPerKm: facts.electric_wh_per_km,
    electricRangeKm: facts.electric_range_km === null ? null : Math.round(facts.electric_range_km),
    hybridClass: facts.hybrid_class,
    vehicleKind: facts.vehicle_kind,
    europeanCategory: facts.european_category,
    firstRegistrationDate: facts.first_registration_date,
    apkExpiryDate: facts.apk_expiry_date,
    emissionClass: facts.emission_class,
    energyLabel: facts.energy_label,
    color: facts.color,
    openRecall: facts.open_recall,
    rdwSnapshot: raw,
    rdwFetchedAt: fetchedAt,
  } satisfies Partial<NewVehicleRow>;
}
