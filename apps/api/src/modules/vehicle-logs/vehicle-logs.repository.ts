import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { fuelLogs, odometerLogs, stations, vehicles } from '../../db/schema/index.ts';
import { selectRows } from '../../lib/sql-rows.ts';

export type OdometerLogRow = typeof odometerLogs.$inferSelect;
export type FuelLogRow = typeof fuelLogs.$inferSelect;

export interface ListFilter {
  vehicleId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Fuel logs only: the manual entries or the card's. */
  source?: FuelLogRow['source'] | undefined;
  page: number;
  perPage: number;
}

/** A reading that bounds a new one: the highest before its date, or the lowest after it. */
export interface Neighbour {
  odometerKm: number;
  loggedOn: string;
}

/** Every query names the owner; a log of another owner's vehicle is not found. */
/** A vehicle's kilometres (between odometer readings) and fuel money over a period. */
export interface UsageTotalRow extends Record<string, unknown> {
  vehicle_id: string;
  license_plate: string;
  km: number;
  cents: number;
}

export function createVehicleLogsRepository(db: Database) {
  function filters(table: typeof odometerLogs | typeof fuelLogs, owner: string, filter: ListFilter): SQL[] {
    return [
      eq(table.ownerUserId, owner),
      ...(filter.vehicleId ? [eq(table.vehicleId, filter.vehicleId)] : []),
      ...(filter.from ? [gte(table.loggedOn, filter.from)] : []),
      ...(filter.to ? [lte(table.loggedOn, filter.to)] : []),
    ];
  }

  return {
    /** Whether a station id names a station we know (a log may name a station that has since closed). */
    async stationExists(tx: Database, stationId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: stations.id })
        .from(stations)
        .where(eq(stations.id, stationId))
        .limit(1);
      return Boolean(row);
    },

    /** Runs `work` in a transaction holding the owner's vehicle row, so two logs of one vehicle queue up. */
    async withLockedVehicle<T>(
      owner: string,
      vehicleId: string,
      work: (tx: Database, vehicle: typeof vehicles.$inferSelect) => Promise<T>,
    ): Promise<T | undefined> {
      return inTransaction(db, async (tx) => {
        const [vehicle] = await tx
          .select()
          .from(vehicles)
          .where(and(eq(vehicles.ownerUserId, owner), eq(vehicles.id, vehicleId)))
          .for('update');
        return vehicle ? work(tx, vehicle) : undefined;
      });
    },

    async vehicleExists(owner: string, vehicleId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.ownerUserId, owner), eq(vehicles.id, vehicleId)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * The readings around a date, from odometer logs and fuel logs alike, leaving out the log being edited:
     * the highest before the date and the lowest after it.
     */
    async neighbours(tx: Database, vehicleId: string, date: string, exclude?: string) {
      const points = sql`(
        select id, odometer_km, logged_on from odometer_logs where vehicle_id = ${vehicleId}
        union all
        select id, odometer_km, logged_on from fuel_logs where vehicle_id = ${vehicleId} and odometer_km is not null
      ) as points`;
      const notExcluded = exclude ? sql`and id <> ${exclude}` : sql``;
      const read = async (condition: SQL, order: SQL) => {
        const [row] = await selectRows<{ odometer_km: number; logged_on: string }>(
          tx,
          sql`select odometer_km, logged_on::text as logged_on from ${points} where ${condition} ${notExcluded} order by ${order} limit 1`,
        );
        return row ? { odometerKm: Number(row.odometer_km), loggedOn: String(row.logged_on) } : undefined;
      };
      return {
        before: await read(sql`logged_on < ${date}`, sql`odometer_km desc`),
        after: await read(sql`logged_on > ${date}`, sql`odometer_km asc`),
      };
    },

    async insertOdometer(tx: Database, values: typeof odometerLogs.$inferInsert): Promise<OdometerLogRow> {
      const [row] = await tx.insert(odometerLogs).values(values).returning();
      if (!row) throw new Error('insert into odometer_logs returned nothing');
      return row;
    },

    async insertFuel(tx: Database, values: typeof fuelLogs.$inferInsert): Promise<FuelLogRow> {
      const [row] = await tx.insert(fuelLogs).values(values).returning();
      if (!row) throw new Error('insert into fuel_logs returned nothing');
      return row;
    },

    async findOdometer(owner: string, id: string): Promise<OdometerLogRow | undefined> {
      const [row] = await db
        .select()
        .from(odometerLogs)
        .where(and(eq(odometerLogs.ownerUserId, owner), eq(odometerLogs.id, id)))
        .limit(1);
      return row;
    },

    async findFuel(owner: string, id: string): Promise<FuelLogRow | undefined> {
      const [row] = await db
        .select()
        .from(fuelLogs)
        .where(and(eq(fuelLogs.ownerUserId, owner), eq(fuelLogs.id, id)))
        .limit(1);
      return row;
    },

    /** The card's entry of a refuel, whoever's it is (the refuel's own modules ask). */
    async findByTransaction(tx: Database, transactionId: string): Promise<FuelLogRow | undefined> {
      const [row] = await tx
        .select()
        .from(fuelLogs)
        .where(eq(fuelLogs.transactionId, transactionId))
        .limit(1);
      return row;
    },

    /** The manual entry linked to a card's entry, if any. */
    async linkedTo(tx: Database, cardLogId: string): Promise<FuelLogRow | undefined> {
      const [row] = await tx.select().from(fuelLogs).where(eq(fuelLogs.cardLogId, cardLogId)).limit(1);
      return row;
    },

    async updateOdometer(tx: Database, id: string, values: Partial<typeof odometerLogs.$inferInsert>) {
      const [row] = await tx
        .update(odometerLogs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(odometerLogs.id, id))
        .returning();
      return row;
    },

    async updateFuel(tx: Database, id: string, values: Partial<typeof fuelLogs.$inferInsert>) {
      const [row] = await tx
        .update(fuelLogs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(fuelLogs.id, id))
        .returning();
      return row;
    },

    async removeOdometer(tx: Database, owner: string, id: string): Promise<boolean> {
      const rows = await tx
        .delete(odometerLogs)
        .where(and(eq(odometerLogs.ownerUserId, owner), eq(odometerLogs.id, id)))
        .returning({ id: odometerLogs.id });
      return rows.length > 0;
    },

    async removeFuel(tx: Database, owner: string, id: string): Promise<boolean> {
      const rows = await tx
        .delete(fuelLogs)
        .where(and(eq(fuelLogs.ownerUserId, owner), eq(fuelLogs.id, id)))
        .returning({ id: fuelLogs.id });
      return rows.length > 0;
    },

    async listOdometer(owner: string, filter: ListFilter) {
      const where = and(...filters(odometerLogs, owner, filter));
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(odometerLogs)
          .where(where)
          .orderBy(desc(odometerLogs.loggedOn), desc(odometerLogs.odometerKm), desc(odometerLogs.createdAt))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ value: count() }).from(odometerLogs).where(where),
      ]);
      return { items, total: total?.value ?? 0 };
    },

    async listFuel(owner: string, filter: ListFilter) {
      const where = and(
        ...filters(fuelLogs, owner, filter),
        ...(filter.source ? [eq(fuelLogs.source, filter.source)] : []),
      );
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(fuelLogs)
          .where(where)
          .orderBy(desc(fuelLogs.loggedOn), desc(fuelLogs.createdAt))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ value: count() }).from(fuelLogs).where(where),
      ]);
      return { items, total: total?.value ?? 0 };
    },

    /**
     * Per vehicle of the owner that has kilometres since `fromMonth` (YYYY-MM): the kilometres between its
     * readings and the money of its fuel logs over those months (from the monthly usage rows).
     */
    usageTotals(owner: string, fromMonth: string): Promise<UsageTotalRow[]> {
      return selectRows<UsageTotalRow>(
        db,
        sql`select v.id as vehicle_id, v.license_plate,
                   sum(u.km_zakelijk + u.km_woon_werk + u.km_prive)::int as km, sum(u.cents)::int as cents
              from vehicle_usage_months u
              join vehicles v on v.id = u.vehicle_id and v.owner_user_id = ${owner}
             where u.owner_user_id = ${owner} and u.month >= ${`${fromMonth}-01`}::date
             group by v.id, v.license_plate
            having sum(u.km_zakelijk + u.km_woon_werk + u.km_prive) > 0
             order by v.license_plate`,
      );
    },
  };
}

export type VehicleLogsRepository = ReturnType<typeof createVehicleLogsRepository>;
