import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { vehicles } from '../../db/schema/index.ts';

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;

/** Every query names the owner: another owner's vehicle is simply not found. */
export function createVehiclesRepository(db: Database) {
  return {
    list(ownerUserId: string): Promise<VehicleRow[]> {
      return db
        .select()
        .from(vehicles)
        .where(eq(vehicles.ownerUserId, ownerUserId))
        .orderBy(asc(vehicles.createdAt), asc(vehicles.licensePlate));
    },

    async find(ownerUserId: string, id: string): Promise<VehicleRow | undefined> {
      const [row] = await db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.ownerUserId, ownerUserId), eq(vehicles.id, id)))
        .limit(1);
      return row;
    },

    async findByPlate(ownerUserId: string, plate: string): Promise<VehicleRow | undefined> {
      const [row] = await db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.ownerUserId, ownerUserId), eq(vehicles.licensePlate, plate)))
        .limit(1);
      return row;
    },

    async insert(values: NewVehicleRow): Promise<VehicleRow> {
      const [row] = await db.insert(vehicles).values(values).returning();
      if (!row) throw new Error('insert into vehicles returned nothing');
      return row;
    },

    async update(
      ownerUserId: string,
      id: string,
      values: Partial<NewVehicleRow>,
    ): Promise<VehicleRow | undefined> {
      const [row] = await db
        .update(vehicles)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(vehicles.ownerUserId, ownerUserId), eq(vehicles.id, id)))
        .returning();
      return row;
    },

    async remove(ownerUserId: string, id: string): Promise<VehicleRow | undefined> {
      const [row] = await db
        .delete(vehicles)
        .where(and(eq(vehicles.ownerUserId, ownerUserId), eq(vehicles.id, id)))
        .returning();
      return row;
    },
  };
}

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
