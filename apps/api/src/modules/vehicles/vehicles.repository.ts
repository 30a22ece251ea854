import { and, asc, eq } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { vehicles } from '../../db/schema/index.ts';
import { type AuditEntry, writeAudit } from '../../lib/audit.ts';

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

    /** The owner's vehicle when they have exactly one. */
    async onlyOne(ownerUserId: string): Promise<VehicleRow | undefined> {
      const rows = await db.select().from(vehicles).where(eq(vehicles.ownerUserId, ownerUserId)).limit(2);
      return rows.length === 1 ? rows[0] : undefined;
    },

    /** Adds the vehicle and its audit row (the new id filled in) in one transaction. */
    async insert(values: NewVehicleRow, audit: AuditEntry): Promise<VehicleRow> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx.insert(vehicles).values(values).returning();
        if (!row) throw new Error('insert into vehicles returned nothing');
        await writeAudit(tx, { ...audit, entityId: row.id });
        return row;
      });
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

    /**
     * Removes the vehicle and writes the audit row made from it, in one transaction, with what else must go
     * with it (`after`: the cards tied to it let go).
     */
    async remove(
      ownerUserId: string,
      id: string,
      audit: (removed: VehicleRow) => AuditEntry,
      after: (tx: Database, removed: VehicleRow) => Promise<void>,
    ): Promise<VehicleRow | undefined> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .delete(vehicles)
          .where(and(eq(vehicles.ownerUserId, ownerUserId), eq(vehicles.id, id)))
          .returning();
        if (row) {
          await writeAudit(tx, audit(row));
          await after(tx, row);
        }
        return row;
      });
    },
  };
}

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
