import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { pricesJson } from '../../db/queries/stations.ts';
import { postedPriceOn } from '../../db/queries/prices.ts';
import { brands, fuelTransactions, type SpendingRow, stations, users } from '../../db/schema/index.ts';
import { spendingSince } from './spending-roll-up.ts';

export type FuelTransactionRow = typeof fuelTransactions.$inferSelect;
/** A refuel in one of these is open: it holds (or waits for) money, and its card can have no other. */
export const OPEN_STATUSES = ['awaiting_top_up', 'reserved', 'fuelling'] as const;
export type NewFuelTransactionRow = typeof fuelTransactions.$inferInsert;
/** A new refuel as a start inserts it: every column it sets, always (its insert is prepared). */
export type NewRefuel = Required<
  Pick<
    NewFuelTransactionRow,
    | 'id'
    | 'userId'
    | 'cardId'
    | 'cardLast4'
    | 'stationId'
    | 'vehicleId'
    | 'odometerKm'
    | 'fuelType'
    | 'status'
    | 'reservedCents'
    | 'startPriceTenths'
    | 'requestKey'
    | 'createdAt'
    | 'expiresAt'
    | 'orgId'
    | 'driverUserId'
  >
>;

/** The station as a refuel shows it. */
export interface StationSummary {
  id: string;
  title: string;
  brand: string | null;
  city: string | null;
}

export type TransactionWithStation = FuelTransactionRow & { station: StationSummary };

/** Completed refuels of one month, brand and fuel, summed (see the schema's SpendingRow). */
export type { SpendingRow };

const withStation = {
  row: fuelTransactions,
  station: { id: stations.id, title: stations.title, brand: brands.name, city: stations.city },
};

/**
 * Refuels of the caller; every read names the owner, every write takes the caller's transaction. Made on a
 * transaction (as a refuel start makes it), its reads run in that transaction too. What every start runs is
 * prepared by name, so PostgreSQL parses and plans it once per connection: such a statement names every
 * column on every call, as its text must not change with its values.
 */
export function createTransactionsRepository(db: Database) {
  async function findWithStation(
    where: SQL | undefined,
    preparedAs?: string,
  ): Promise<TransactionWithStation | undefined> {
    const query = db
      .select(withStation)
      .from(fuelTransactions)
      .innerJoin(stations, eq(stations.id, fuelTransactions.stationId))
      .leftJoin(brands, eq(brands.id, stations.brandId))
      .where(where)
      .limit(1);
    const [found] = await (preparedAs ? query.prepare(preparedAs).execute() : query);
    return found && { ...found.row, station: found.station };
  }

  return {
    /** The caller's refuel: paid from their account, or a company refuel they made (its driver). */
    findOwned: (userId: string, id: string) =>
      findWithStation(
        and(
          or(eq(fuelTransactions.userId, userId), eq(fuelTransactions.driverUserId, userId)),
          eq(fuelTransactions.id, id),
        ),
      ),

    findById: (id: string) => findWithStation(eq(fuelTransactions.id, id)),

    async findByRequestKey(userId: string, key: string): Promise<TransactionWithStation | undefined> {
      return findWithStation(and(eq(fuelTransactions.userId, userId), eq(fuelTransactions.requestKey, key)));
    },

    /** The refuel, locked until the transaction ends: its status changes one writer at a time. */
    async lock(
      tx: Database,
      id: string,
    ): Promise<(FuelTransactionRow & { accountType: 'consumer' | 'business' }) | undefined> {
      const [found] = await tx
        .select({ row: fuelTransactions, accountType: users.accountType })
        .from(fuelTransactions)
        .innerJoin(users, eq(users.id, fuelTransactions.userId))
        .where(eq(fuelTransactions.id, id))
        .for('update', { of: fuelTransactions });
      return found && { ...found.row, accountType: found.accountType };
    },

    /** The open refuel of a card, if it has one (fuel_transactions_open_card_key allows one at most). */
    findOpenOnCard: (userId: string, cardId: string) =>
      findWithStation(
        and(
          eq(fuelTransactions.userId, userId),
          eq(fuelTransactions.cardId, cardId),
          inArray(fuelTransactions.status, [...OPEN_STATUSES]),
        ),
        'refuel_open_on_card',
      ),

    /** The station a refuel starts at: whether it is active, what a refuel shows of it, its posted prices. */
    async startStation(stationId: string) {
      const [row] = await db
        .select({
          id: stations.id,
          title: stations.title,
          brand: brands.name,
          city: stations.city,
          active: stations.active,
          prices: pricesJson,
        })
        .from(stations)
        .leftJoin(brands, eq(brands.id, stations.brandId))
        .where(eq(stations.id, stationId))
        .limit(1)
        .prepare('refuel_start_station')
        .execute();
      return row;
    },

    /**
     * Inserts a refuel; undefined when it collides: the user already has one with this request key (a
     * concurrent retry), or its card already has an open one (a concurrent start).
     */
    async insert(tx: Database, values: NewRefuel): Promise<FuelTransactionRow | undefined> {
      const [row] = await tx
        .insert(fuelTransactions)
        .values(values)
        .onConflictDoNothing()
        .returning()
        .prepare('refuel_insert')
        .execute();
      return row;
    },

    /** A station's price of a fuel on a day (Dutch time) from its price history: the last day's on or before it. */
    historicPrice: (stationId: string, fuel: string, day: string) => postedPriceOn(db, stationId, fuel, day),

    async update(
      tx: Database,
      id: string,
      values: Partial<NewFuelTransactionRow>,
    ): Promise<FuelTransactionRow> {
      const [row] = await tx
        .update(fuelTransactions)
        .set(values)
        .where(eq(fuelTransactions.id, id))
        .returning();
      if (!row) throw new Error(`fuel transaction ${id} vanished`);
      return row;
    },

    /** The station of a refuel and who keeps it: what the pump's key is checked against. */
    async stationOf(id: string) {
      const [row] = await db
        .select({
          stationId: stations.id,
          partnerId: stations.partnerId,
          brandId: stations.brandId,
        })
        .from(fuelTransactions)
        .innerJoin(stations, eq(stations.id, fuelTransactions.stationId))
        .where(eq(fuelTransactions.id, id))
        .limit(1);
      return row;
    },

    /**
     * The caller's completed refuels from the first day of `fromMonth` (YYYY-MM, Dutch time) up to `until`,
     * summed per month, brand and fuel (spending-roll-up.ts).
     */
    spending: (userId: string, fromMonth: string, until: Date): Promise<SpendingRow[]> =>
      spendingSince(db, userId, fromMonth, until),
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
