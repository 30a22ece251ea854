// Refuel starts (POST /api/transactions/start) on PostgreSQL at 50 connections, each start on a user of its
// own, with an Idempotency-Key as the web app sends one: the reservation on the prepaid balance is the hot
// write of Nu tanken. The users (a session, an active card and € 100 booked as a paid top-up) are made in
// SQL beforehand; afterwards the ledger is summed per user to show nothing was overdrawn and every start
// reserved exactly once. Goal: p99 < 50 ms and zero overdraw. Rate limits are lifted (RATE_LIMIT_DISABLED=1).
import pg from 'pg';
import { insertCardHolders, holderToken } from './lib/card-holders.mjs';
import { freshPostgres, load, startServer } from './lib/harness.mjs';

const BALANCE_CENTS = 10_000;
/** Refuels spread over this many stations, as drivers spread over the country's. */
const STATIONS = 500;
const stationId = (n) => `5e7a11a0-0000-4000-8000-${String(n).padStart(12, '0')}`;

const token = (i) => holderToken('bench-refuel', i);

/** N users, each with a session, an active card and € 100 on the balance; stations selling Euro95. */
async function prepare(url, users) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const cardIds = await insertCardHolders(client, {
      prefix: 'bench-refuel',
      users,
      balanceCents: BALANCE_CENTS,
    });
    await client.query(
      `insert into stations (id, title, city, lat, lng, fuels, source, search_text)
         select ('5e7a11a0-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'Bench Tankstation ' || n, 'Utrecht',
                52.09, 5.12, '{euro95}', 'osm', 'bench tankstation utrecht'
           from generate_series(1, $1::int) as n`,
      [STATIONS],
    );
    await client.query(
      `insert into station_prices (station_id, fuel_type, price_tenths)
         select id, 'euro95', 2199 from stations where title like 'Bench Tankstation %'`,
    );
    await client.query('commit');
    return cardIds;
  } finally {
    await client.end();
  }
}

/** Per user: what the ledger holds and what the refuels say they reserved. */
async function audit(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      with per_user as (
        select u.id,
               coalesce(sum(l.balance_delta_cents), 0)::int as balance,
               coalesce(sum(l.available_delta_cents), 0)::int as available,
               count(*) filter (where l.kind = 'reservation')::int as reservations
          from users u left join balance_ledger l on l.user_id = u.id
         where u.email like 'bench-%'
         group by u.id
      ), refuels as (
        select user_id, count(*)::int as n, coalesce(sum(reserved_cents), 0)::int as reserved
          from fuel_transactions where status = 'reserved' group by user_id
      )
      select count(*)::int as users,
             count(*) filter (where p.available < 0)::int as overdrawn,
             count(*) filter (where p.balance <> ${BALANCE_CENTS})::int as balance_changed,
             count(*) filter (where p.available <> ${BALANCE_CENTS} - coalesce(r.reserved, 0))::int as mismatched,
             count(*) filter (where p.reservations > 1 or coalesce(r.n, 0) > 1)::int as reserved_twice,
             coalesce(sum(r.n), 0)::int as refuels
        from per_user p left join refuels r on r.user_id = p.id`);
    return rows[0];
  } finally {
    await client.end();
  }
}

export async function refuelStarts({
  connections = 50,
  warmup = 2_000,
  measured = 20_000,
  alone = 1_000,
} = {}) {
  const url = await freshPostgres('fuellinq_bench_refuel_starts');
  const server = await startServer(
    'bench/bench-server.ts',
    { DATABASE_URL: url, RATE_LIMIT_DISABLED: '1', SEED_DEMO: '0', PUMP_SIMULATOR: '0' },
    { port: Number(process.env.BENCH_REFUEL_PORT ?? 3310) },
  );
  try {
    const cardIds = await prepare(url, warmup + measured + alone);
    let next = 0;
    /** Each request takes the next user: its token, its card, a key of its own. */
    const starts = (count, conns) =>
      load({
        url: server.url,
        connections: conns,
        amount: count,
        requests: [
          {
            method: 'POST',
            path: '/api/transactions/start',
            setupRequest: (request) => {
              const i = next++;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'content-type': 'application/json',
                  authorization: `Bearer ${token(i + 1)}`,
                  'idempotency-key': `bench-refuel-start-${i + 1}`,
                },
                body: JSON.stringify({ cardId: cardIds[i], stationId: stationId((i % STATIONS) + 1) }),
              };
            },
          },
        ],
      });
    await starts(warmup, connections);
    const loaded = await starts(measured, connections);
    // One connection: what a start costs when it does not queue behind 49 others.
    const single = await starts(alone, 1);
    return {
      runs: [
        { connections, starts: measured, ...loaded },
        { connections: 1, starts: alone, ...single },
      ],
      warmup,
      ledger: await audit(url),
    };
  } finally {
    await server.stop();
  }
}
