import { type RdwLookupResponse, type UpdateVehicleBodySchema, type Vehicle } from '@fuellinq/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { untieCards } from '../cards/cards.service.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { Config } from '../../config.ts';
import { rdwServiceFor, requirePlate, type RdwService } from './rdw.service.ts';
import { factsToColumns, toVehicleDto } from './vehicle-dto.ts';
import { createVehiclesRepository, type VehiclesRepository } from './vehicles.repository.ts';

export interface VehiclesServiceDeps {
  repository: VehiclesRepository;
  rdw: RdwService;
}

const vehicleNotFound = () => new AppError('vehicle_not_found');
const vehicleExists = () => new AppError('vehicle_exists');

export function createVehiclesService({ repository, rdw }: VehiclesServiceDeps) {
  return {
    async lookup(ownerUserId: string, rawPlate: string | undefined): Promise<RdwLookupResponse> {
      const plate = requirePlate(rawPlate);
      const found = await rdw.lookup(plate);
      const saved = await repository.findByPlate(ownerUserId, plate);
      return {
        ...found.facts,
        id: plate,
        vehicle_id: saved?.id ?? null,
        source: found.source,
        fetched_at: found.fetchedAt.toISOString(),
        stale: found.stale,
      };
    },

    async list(ownerUserId: string): Promise<Vehicle[]> {
      return (await repository.list(ownerUserId)).map(toVehicleDto);
    },

    /** Looks the plate up at RDW (or its cache) and keeps the facts with the vehicle. */
    async create(ownerUserId: string, body: { plate: string; nickname?: string | null | undefined }) {
      const plate = requirePlate(body.plate);
      if (await repository.findByPlate(ownerUserId, plate)) throw vehicleExists();
      const found = await rdw.lookup(plate);
      try {
        const row = await repository.insert(
          {
            ownerUserId,
            licensePlate: plate,
            nickname: body.nickname?.trim() || null,
            ...factsToColumns(found.facts, found.raw, found.fetchedAt),
          },
          {
            actorUserId: ownerUserId,
            action: 'vehicle.create',
            entity: 'vehicle',
            details: { license_plate: plate },
          },
        );
        return toVehicleDto(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw vehicleExists();
        throw error;
      }
    },

    async update(ownerUserId: string, id: string, body: z.output<typeof UpdateVehicleBodySchema>) {
      const existing = await repository.find(ownerUserId, id);
      if (!existing) throw vehicleNotFound();
      const refreshed = body.refresh_rdw
        ? await rdw.lookup(existing.licensePlate, { refresh: true })
        : undefined;
      const row = await repository.update(ownerUserId, id, {
        ...(refreshed ? factsToColumns(refreshed.facts, refreshed.raw, refreshed.fetchedAt) : {}),
        ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
        ...(body.fuel_primary !== undefined ? { fuelPrimary: body.fuel_primary } : {}),
        ...(body.kvk_number !== undefined ? { kvkNumber: body.kvk_number } : {}),
      });
      if (!row) throw vehicleNotFound();
      return toVehicleDto(row);
    },

    /** Removes the vehicle; a card that refuelled it refuels no vehicle until it is tied to another. */
    async remove(ownerUserId: string, id: string): Promise<void> {
      const row = await repository.remove(
        ownerUserId,
        id,
        (removed) => ({
          actorUserId: ownerUserId,
          action: 'vehicle.delete',
          entity: 'vehicle',
          entityId: id,
          details: { license_plate: removed.licensePlate },
        }),
        (tx, removed) => untieCards(tx, ownerUserId, removed.licensePlate),
      );
      if (!row) throw vehicleNotFound();
    },
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;

/**
 * What other modules may read of a user's vehicles: a card is tied to one (by its plate), and a refuel is
 * for the vehicle the driver chose, the card's, or the driver's only one. Another owner's is not found.
 */
export function vehicleLookup(db: Database) {
  const repository = createVehiclesRepository(db);
  return {
    byId: (ownerUserId: string, id: string) => repository.find(ownerUserId, id),
    byPlate: (ownerUserId: string, plate: string) => repository.findByPlate(ownerUserId, plate),
    onlyOne: (ownerUserId: string) => repository.onlyOne(ownerUserId),
    /** The owner's vehicles (a CMS overview page counts them). */
    list: (ownerUserId: string) => repository.list(ownerUserId),
  };
}

export type VehicleLookup = ReturnType<typeof vehicleLookup>;

/**
 * The vehicles of an owner for another module (an organisation's vehicles, issue 24): adding by plate through
 * RDW and removing as here, the rows themselves, and the tank size and nickname set directly.
 */
export function vehiclesFor(config: Config, db: Database) {
  const repository = createVehiclesRepository(db);
  return {
    ...createVehiclesService({ repository, rdw: rdwServiceFor(config, db) }),
    row: (ownerUserId: string, id: string) => repository.find(ownerUserId, id),
    rows: (ownerUserId: string) => repository.list(ownerUserId),
    setDetails: (
      ownerUserId: string,
      id: string,
      values: { tankLiters?: number | null; nickname?: string | null },
    ) => repository.update(ownerUserId, id, values),
  };
}
