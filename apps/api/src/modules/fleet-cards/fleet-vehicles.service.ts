import {
  type CreateFleetVehicleBodySchema,
  type FleetVehicle,
  formatPlate,
  type UpdateFleetVehicleBodySchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
// eslint-disable-next-line boundaries/dependencies -- the one membership check every fleet route starts with (decision 024)
import { requireOrgRole } from '../orgs/org-access.ts';
import type { VehicleRow } from '../vehicles/vehicle-dto.ts';
import { vehiclesFor } from '../vehicles/vehicles.service.ts';

// The organisation's vehicles (issue 24 §2, §4): ordinary vehicles (added by plate through RDW, by the
// vehicles module's own code) owned by the organisation's account, with a tank size for the "more litres
// than the tank holds" flag. Owners and managers change them; the accountant reads; a driver gets 403.

function toDto(row: VehicleRow): FleetVehicle {
  return {
    id: row.id,
    license_plate: row.licensePlate,
    license_plate_display: formatPlate(row.licensePlate),
    nickname: row.nickname,
    make: row.make,
    model: row.model,
    fuel_primary: row.fuelPrimary,
    tank_liters: row.tankLiters,
    created_at: row.createdAt.toISOString(),
  };
}

export function createFleetVehiclesService(app: FastifyInstance) {
  const { db } = app;
  const vehicles = vehiclesFor(app.config, db);

  async function found(accountUserId: string, id: string): Promise<VehicleRow> {
    const row = await vehicles.row(accountUserId, id);
    if (!row) throw new AppError('vehicle_not_found');
    return row;
  }

  return {
    async list(orgId: string, userId: string): Promise<FleetVehicle[]> {
      const { accountUserId } = await requireOrgRole(db, orgId, userId, 'read');
      return (await vehicles.rows(accountUserId)).map(toDto);
    },

    async create(
      orgId: string,
      userId: string,
      body: z.output<typeof CreateFleetVehicleBodySchema>,
    ): Promise<FleetVehicle> {
      const { accountUserId } = await requireOrgRole(db, orgId, userId, 'manage');
      const created = await vehicles.create(accountUserId, {
        plate: body.license_plate,
        nickname: body.nickname ?? null,
      });
      if (body.tank_liters != null)
        await vehicles.setDetails(accountUserId, created.id, { tankLiters: body.tank_liters });
      return toDto(await found(accountUserId, created.id));
    },

    async update(
      orgId: string,
      userId: string,
      id: string,
      body: z.output<typeof UpdateFleetVehicleBodySchema>,
    ): Promise<FleetVehicle> {
      const { accountUserId } = await requireOrgRole(db, orgId, userId, 'manage');
      await found(accountUserId, id);
      const row = await vehicles.setDetails(accountUserId, id, {
        ...(body.tank_liters !== undefined ? { tankLiters: body.tank_liters } : {}),
        ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
      });
      if (!row) throw new AppError('vehicle_not_found');
      return toDto(row);
    },

    async remove(orgId: string, userId: string, id: string): Promise<void> {
      const { accountUserId } = await requireOrgRole(db, orgId, userId, 'manage');
      await vehicles.remove(accountUserId, id);
    },
  };
}
