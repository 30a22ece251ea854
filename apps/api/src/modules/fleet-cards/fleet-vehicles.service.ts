import {
  type CreateFleetVehicleBodySchema,
  type FleetVehicle,
  formatPlate,
  normalizePlate,
  type UpdateFleetVehicleBodySchema,
} from '@fuellinq/domain';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Database, inTransaction } from '../../db/database.ts';
import { cards, vehicles as vehicleTable } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordOrgAudit, requireOrgRole } from '../orgs/org-access.service.ts';
import type { VehicleRow } from '../vehicles/vehicle-dto.ts';
import { vehiclesFor } from '../vehicles/vehicles.service.ts';

// The organisation's vehicles (issue 24 §2, §4): ordinary vehicles (added by plate through RDW, by the
// vehicles module's own code) owned by the organisation's account, with a tank size for the "more litres
// than the tank holds" flag. Owners and managers change them; the accountant reads; a driver gets 403.
// Every change is in the organisation's audit log. Removing one is soft (removed_at): its refuels, logbook
// and plate stay in the organisation's history, and its company cards are blocked in the same transaction.
// Adding a removed plate again brings that vehicle back, with its history.

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

/** What the audit log keeps of a vehicle. */
function snapshot(row: VehicleRow) {
  return { license_plate: row.licensePlate, nickname: row.nickname, tank_liters: row.tankLiters };
}

/** The account's vehicle that has not been removed, locked for the change; 404 otherwise. */
async function lockVehicle(tx: Database, accountUserId: string, id: string): Promise<VehicleRow> {
  const [row] = await tx
    .select()
    .from(vehicleTable)
    .where(
      and(
        eq(vehicleTable.id, id),
        eq(vehicleTable.ownerUserId, accountUserId),
        isNull(vehicleTable.removedAt),
      ),
    )
    .for('update');
  if (!row) throw new AppError('vehicle_not_found');
  return row;
}

export function createFleetVehiclesService(app: FastifyInstance) {
  const { db } = app;
  const vehicles = vehiclesFor(app.config, db);

  /** A removed vehicle of the account with this plate, to bring back instead of adding it twice. */
  async function removedByPlate(accountUserId: string, rawPlate: string) {
    const [row] = await db
      .select({ id: vehicleTable.id })
      .from(vehicleTable)
      .where(
        and(
          eq(vehicleTable.ownerUserId, accountUserId),
          eq(vehicleTable.licensePlate, normalizePlate(rawPlate)),
          isNotNull(vehicleTable.removedAt),
        ),
      );
    return row;
  }

  return {
    async list(orgId: string, userId: string): Promise<FleetVehicle[]> {
      const { accountUserId } = await requireOrgRole(db, orgId, userId, 'read');
      return (await vehicles.rows(accountUserId)).filter((row) => !row.removedAt).map(toDto);
    },

    async create(
      orgId: string,
      userId: string,
      body: z.output<typeof CreateFleetVehicleBodySchema>,
    ): Promise<FleetVehicle> {
      const { accountUserId } = await requireOrgRole(db, orgId, userId, 'manage');
      const removed = await removedByPlate(accountUserId, body.license_plate);
      // RDW is asked outside the transaction; a new vehicle is then given its tank size and audited.
      const id =
        removed?.id ??
        (await vehicles.create(accountUserId, { plate: body.license_plate, nickname: body.nickname ?? null }))
          .id;
      const row = await inTransaction(db, async (tx) => {
        const [added] = await tx
          .update(vehicleTable)
          .set({
            removedAt: null,
            ...(removed ? { nickname: body.nickname?.trim() || null } : {}),
            ...(body.tank_liters !== undefined ? { tankLiters: body.tank_liters } : {}),
            updatedAt: app.now(),
          })
          .where(and(eq(vehicleTable.id, id), eq(vehicleTable.ownerUserId, accountUserId)))
          .returning();
        if (!added) throw new AppError('vehicle_not_found');
        await recordOrgAudit(tx, {
          orgId,
          actorUserId: userId,
          action: 'vehicle.add',
          entity: 'vehicle',
          entityId: added.id,
          after: { ...snapshot(added), ...(removed ? { brought_back: true } : {}) },
        });
        return added;
      });
      return toDto(row);
    },

    async update(
      orgId: string,
      userId: string,
      id: string,
      body: z.output<typeof UpdateFleetVehicleBodySchema>,
    ): Promise<FleetVehicle> {
      const { accountUserId } = await requireOrgRole(db, orgId, userId, 'manage');
      return inTransaction(db, async (tx) => {
        const current = await lockVehicle(tx, accountUserId, id);
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        if (body.tank_liters !== undefined && body.tank_liters !== current.tankLiters) {
          before.tank_liters = current.tankLiters;
          after.tank_liters = body.tank_liters;
        }
        if (body.nickname !== undefined && body.nickname !== current.nickname) {
          before.nickname = current.nickname;
          after.nickname = body.nickname;
        }
        if (Object.keys(after).length === 0) return toDto(current);
        const [row] = await tx
          .update(vehicleTable)
          .set({
            ...(after.tank_liters !== undefined ? { tankLiters: body.tank_liters } : {}),
            ...(after.nickname !== undefined ? { nickname: body.nickname } : {}),
            updatedAt: app.now(),
          })
          .where(eq(vehicleTable.id, id))
          .returning();
        await recordOrgAudit(tx, {
          orgId,
          actorUserId: userId,
          action: 'vehicle.update',
          entity: 'vehicle',
          entityId: id,
          before: { license_plate: current.licensePlate, ...before },
          after,
        });
        return toDto(row!);
      });
    },

    /** Marks the vehicle removed and blocks its company cards, at once and together; its refuels stay. */
    async remove(orgId: string, userId: string, id: string): Promise<void> {
      const { accountUserId } = await requireOrgRole(db, orgId, userId, 'manage');
      await inTransaction(db, async (tx) => {
        const current = await lockVehicle(tx, accountUserId, id);
        const now = app.now();
        await tx.update(vehicleTable).set({ removedAt: now, updatedAt: now }).where(eq(vehicleTable.id, id));
        const blocked = await tx
          .update(cards)
          .set({ status: 'blocked', blockedReason: 'vehicle_removed', isActive: false, updatedAt: now })
          .where(and(eq(cards.orgId, orgId), eq(cards.vehicleId, id), ne(cards.status, 'blocked')))
          .returning({ id: cards.id });
        await recordOrgAudit(tx, {
          orgId,
          actorUserId: userId,
          action: 'vehicle.remove',
          entity: 'vehicle',
          entityId: id,
          before: snapshot(current),
          after: { removed: true, cards_blocked: blocked.map((card) => card.id) },
        });
      });
    },
  };
}
