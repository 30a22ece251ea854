import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { selectRows } from '../../lib/sql-rows.ts';

// The history's lines (GET /api/transactions and its CSV): the caller's refuels, and the top-ups, card fees
// and rewards of the balance ledger, as one union, newest first.

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

const LEDGER_HISTORY_KINDS = { top_up: 'top_up', card_fee: 'card_fee', reward: 'reward_credit' } as const;

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

/** One page of the history, newest first, and how many lines match the filter. */
export async function historyPage(
  db: Database,
  userId: string,
  filter: HistoryFilter,
  limit: number,
  offset: number,
) {
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
}
