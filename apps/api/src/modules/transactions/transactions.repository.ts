import { and, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  brands,
  fuelTransactions,
  type SpendingRow,
  stationPriceHistory,
  stations,
  users,
} from '../../db/schema/index.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { spendingSince } from './spending-roll-up.ts';

export type FuelTransactionRow = typeof fuelTransactions.$inferSelect;
/** A refuel in one of these is open: it holds (or waits for) money, and its card can have no other. */
export const OPEN_STATUSES = ['awaiting_top_up', 'reserved', 'fuelling'] as const;
export type NewFuelTransactionRow = typeof fuelTransactions.$inferInsert;

/** The station as a refuel shows it. */
export interface StationSummary {
  id: string;
  title: string;
  brand: string | null;
  city: string | null;
}

export type TransactionWithStation = FuelTransactionRow & { station: StationSummary };

export interface HistoryFilter {
  from?: string | undefined;
  to?: string | undefined;
  cardId?: string | undefined;
  stationId?: string | undefined;
  status?: string | undefined;
  kind?: 'refuel' | 'top_up' | 'card_fee' | 'reward' | undefined;
}

/** One line of the history: a refuel, or a top-up, card fee or reward from the balance ledger. */
export interface HistoryRow extends Record<string, unknown> {
  id: string;
  kind: 'refuel' | 'top_up' | 'card_fee' | 'reward';
  at: string | Date;
  status: string;
  amount_cents: number;
  description: string | null;
  station_title: string | null;
  brand: string | null;
  city: string | null;
  station_id: string | null;
  fuel_type: string | null;
  liters: number | null;
  price_tenths: number | null;
  points: number | null;
}

/** Completed refuels of one month, brand and fuel, summed (see the schema's SpendingRow). */
export type { SpendingRow };

const withStation = {
  row: fuelTransactions,
  station: { id: stations.id, title: stations.title, brand: brands.name, city: stations.city },
};

const LEDGER_HISTORY_KINDS = { top_up: 'top_up', card_fee: 'card_fee', reward: 'reward_credit' } as const;

/** Refuels of the caller; every read names the owner, every write takes the caller's transaction. */
export function createTransactionsRepository(db: Database) {
  async function findWithStation(where: SQL | undefined): Promise<TransactionWithStation | undefined> {
    const [found] = await db
      .select(withStation)
      .from(fuelTransactions)
      .innerJoin(stations, eq(stations.id, fuelTransactions.stationId))
      .leftJoin(brands, eq(brands.id, stations.brandId))
      .where(where)
      .limit(1);
    return found && { ...found.row, station: found.station };
  }

  /**
   * The history's lines as one union; `counting` leaves out the station and brand (a refuel always has its
   * station), so counting the lines reads only the user's own rows.
   */
  function historyItems(userId: string, filter: HistoryFilter, counting = false): SQL | null {
    const at = sql`coalesce(t.completed_at, t.created_at)`;
    const day = (column: SQL) => sql`(${column} at time zone 'Europe/Amsterdam')::date`;
    const period = (column: SQL) =>
      sql.join(
        [
          ...(filter.from ? [sql`and ${day(column)} >= ${filter.from}::date`] : []),
          ...(filter.to ? [sql`and ${day(column)} <= ${filter.to}::date`] : []),
        ],
        sql` `,
      );
    const refuelsOnly = Boolean(filter.cardId || filter.stationId || filter.status);
    // `at` is what fuel_transactions_user_at_idx holds: the page's newest lines come straight off the index.
    const refuelColumns = sql`t.id::text as id, 'refuel' as kind, ${at} as at, t.status,
               case when t.status = 'completed' then -t.amount_cents
                    when t.status in ('reserved', 'fuelling') then -t.reserved_cents else 0 end as amount_cents,
               null::text as description, s.title as station_title, b.name as brand, s.city,
               t.station_id::text as station_id, t.fuel_type, t.liters::float8 as liters, t.price_tenths, t.points`;
    const parts: SQL[] = [];
    if (!filter.kind || filter.kind === 'refuel') {
      parts.push(sql`
        select ${counting ? sql`1 as line` : refuelColumns}
          from fuel_transactions t
          ${counting ? sql`` : sql`join stations s on s.id = t.station_id left join brands b on b.id = s.brand_id`}
         where t.user_id = ${userId} ${period(at)}
           ${filter.cardId ? sql`and t.card_id = ${filter.cardId}` : sql``}
           ${filter.stationId ? sql`and t.station_id = ${filter.stationId}` : sql``}
           ${filter.status ? sql`and t.status = ${filter.status}` : sql``}`);
    }
    if (!refuelsOnly && filter.kind !== 'refuel') {
      const kinds = filter.kind ? [LEDGER_HISTORY_KINDS[filter.kind]] : Object.values(LEDGER_HISTORY_KINDS);
      const ledgerColumns = sql`l.id::text as id,
               case l.kind when 'reward_credit' then 'reward' else l.kind end as kind,
               l.created_at as at, 'completed' as status, l.balance_delta_cents as amount_cents, l.description,
               null as station_title, null as brand, null as city, null as station_id, null as fuel_type,
               null as liters, null as price_tenths, null as points`;
      parts.push(sql`
        select ${counting ? sql`1 as line` : ledgerColumns}
          from balance_ledger l
         where l.user_id = ${userId} ${period(sql`l.created_at`)}
           and l.kind in (${sql.join(
             kinds.map((kind) => sql`${kind}`),
             sql`, `,
           )})`);
    }
    return parts.length ? sql.join(parts, sql` union all `) : null;
  }

  return {
    findOwned: (userId: string, id: string) =>
      findWithStation(and(eq(fuelTransactions.userId, userId), eq(fuelTransactions.id, id))),

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
      ),

    /**
     * Inserts a refuel; undefined when it collides: the user already has one with this request key (a
     * concurrent retry), or its card already has an open one (a concurrent start).
     */
    async insert(tx: Database, values: NewFuelTransactionRow): Promise<FuelTransactionRow | undefined> {
      const [row] = await tx.insert(fuelTransactions).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** A station's price of a fuel on a day (Dutch time) from its price history: the last day's on or before it. */
    async historicPrice(stationId: string, fuel: string, day: string): Promise<number | undefined> {
      const [row] = await db
        .select({ priceTenths: stationPriceHistory.priceTenths })
        .from(stationPriceHistory)
        .where(
          and(
            eq(stationPriceHistory.stationId, stationId),
            eq(stationPriceHistory.fuelType, fuel),
            lte(stationPriceHistory.day, day),
          ),
        )
        .orderBy(desc(stationPriceHistory.day))
        .limit(1);
      return row?.priceTenths;
    },

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

    /** One page of the history, newest first, and how many lines match the filter. */
    async history(userId: string, filter: HistoryFilter, limit: number, offset: number) {
      const items = historyItems(userId, filter);
      if (!items) return { rows: [], total: 0 };
      const [rows, counted] = await Promise.all([
        selectRows<HistoryRow>(
          db,
          sql`select * from (${items}) as items order by at desc, id desc limit ${limit} offset ${offset}`,
        ),
        selectRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from (${historyItems(userId, filter, true)}) as items`,
        ),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
