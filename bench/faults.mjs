#!/usr/bin/env node
// Fault drill (issue 13, section 3): two API processes (apps/api/src/main.ts, as in production, job runner
// on) on a throwaway PostgreSQL cluster, under load from 40 workers: reads (station search, GET /me) and
// writes (refuel starts with an Idempotency-Key, each on a user of its own). Mid-run PostgreSQL is restarted
// (`pg_ctlcluster <cluster> restart`); later one API process is killed with SIGKILL. Reported: 5xx other
// than 503 (goal 0), 503s while the database was down, client time-outs (10 s), time from PostgreSQL
// accepting connections again until both instances are ready (goal < 5 s), and whether every write
// acknowledged with 2xx is in the database with its reservation on the ledger and its expiry job (no
// acknowledged write lost, no stuck reservation), and what the killed process left in the jobs table.
//
// Never point this at a server other work depends on: it restarts it. Set up once (as root):
//   pg_createcluster 15 faults --port 5499 && pg_ctlcluster 15 faults start
//   (trust for 127.0.0.1 in /etc/postgresql/15/faults/pg_hba.conf, then pg_ctlcluster 15 faults reload)
// FAULTS_PG_CLUSTER ("15 faults") names the cluster, FAULTS_DATABASE_URL its server
// (postgres://postgres@127.0.0.1:5499/postgres), BENCH_FAULTS_PORT (3320) the first API port.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { insertCardHolders, holderToken, startApiInstance } from './lib/card-holders.mjs';
import { freshPostgres } from './lib/harness.mjs';

const CLUSTER = (process.env.FAULTS_PG_CLUSTER ?? '15 faults').split(/\s+/);
const SERVER_URL = process.env.FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5499/postgres';
const FIRST_PORT = Number(process.env.BENCH_FAULTS_PORT ?? 3320);
const WORKERS = 40;
const USERS = 20_000;
const STATIONS = 200;
const BALANCE_CENTS = 100_000;
const CLIENT_TIMEOUT_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const token = (i) => holderToken('bench-faults', i);
const stationId = (n) => `fa0175a0-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Users with a session, an active card and € 1,000; stations selling Euro95. */
async function prepare(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const cardIds = await insertCardHolders(client, {
      prefix: 'bench-faults',
      users: USERS,
      balanceCents: BALANCE_CENTS,
    });
    await client.query(
      `insert into stations (id, title, city, lat, lng, fuels, source, search_text)
         select ('fa0175a0-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'Drill Tankstation ' || n, 'Amsterdam',
                52.30 + (n % 20) * 0.01, 4.80 + (n / 20) * 0.01, '{euro95}', 'osm', 'drill tankstation amsterdam'
           from generate_series(1, $1::int) as n`,
      [STATIONS],
    );
    await client.query(
      `insert into station_prices (station_id, fuel_type, price_tenths)
         select id, 'euro95', 2099 from stations where title like 'Drill Tankstation %'`,
    );
    await client.query('commit');
    return cardIds;
  } finally {
    await client.end();
  }
}

const startInstance = (url, port, extra = {}) =>
  startApiInstance(url, port, { PUMP_SIMULATOR: '0', RATE_LIMIT_DISABLED: '1', ...extra });

function pgReady() {
  try {
    execFileSync('pg_isready', ['-q', '-d', SERVER_URL]);
    return true;
  } catch {
    return false;
  }
}

/** The load: WORKERS loops, half on each instance; counts every answer and keeps the acknowledged writes. */
function startLoad(instances, cardIds) {
  const stats = {
    requests: 0,
    ok: 0,
    status503: 0,
    other5xx: 0,
    other4xx: 0,
    timeouts: 0,
    refused: 0,
    acknowledged: [],
    fiveHundreds: [],
  };
  let nextUser = 0;
  let running = true;
  const position = () => ({
    lat: (52.3676 + (Math.random() - 0.5) * 0.25).toFixed(5),
    lng: (4.9041 + (Math.random() - 0.5) * 0.4).toFixed(5),
  });
  async function one(instance, kind) {
    let request;
    let user;
    if (kind === 'search') {
      const { lat, lng } = position();
      request = { path: `/api/stations/search?lat=${lat}&lng=${lng}&sort=closest&limit=20` };
    } else if (kind === 'me') {
      request = {
        path: '/me',
        headers: { authorization: `Bearer ${token(1 + Math.floor(Math.random() * USERS))}` },
      };
    } else {
      user = nextUser++ % USERS;
      request = {
        path: '/api/transactions/start',
        method: 'POST',
        headers: {
          authorization: `Bearer ${token(user + 1)}`,
          'content-type': 'application/json',
          'idempotency-key': `faults-${user}-${Math.floor(nextUser / USERS)}`,
        },
        body: JSON.stringify({
          cardId: cardIds[user],
          stationId: stationId((user % STATIONS) + 1),
          max_amount_cents: 2_000,
        }),
      };
    }
    stats.requests += 1;
    try {
      const response = await fetch(`${instance.base}${request.path}`, {
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.status < 300) {
        stats.ok += 1;
        if (kind === 'write') stats.acknowledged.push(JSON.parse(text).transaction.id);
      } else if (response.status === 503) stats.status503 += 1;
      else if (response.status >= 500) {
        stats.other5xx += 1;
        if (stats.fiveHundreds.length < 5)
          stats.fiveHundreds.push(`${response.status} ${request.path} ${text.slice(0, 200)}`);
      } else stats.other4xx += 1;
    } catch (error) {
      if (error?.name === 'TimeoutError') stats.timeouts += 1;
      else stats.refused += 1;
    }
  }
  const workers = Array.from({ length: WORKERS }, async (_, w) => {
    const instance = instances[w % instances.length];
    while (running) {
      const roll = Math.random();
      await one(instance, roll < 0.6 ? 'search' : roll < 0.8 ? 'me' : 'write');
      // An instance that was killed is gone for its workers: they pause instead of spinning on refusals.
      if (instance.child.exitCode !== null || instance.child.signalCode !== null) await sleep(50);
    }
  });
  return {
    stats,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

async function audit(url, acknowledged) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `with ack as (select unnest($1::uuid[]) as id)
       select count(*)::int as acknowledged,
              count(*) filter (where t.id is null)::int as missing,
              count(*) filter (where t.id is not null and not exists (
                select 1 from balance_ledger l where l.reference = ack.id::text and l.kind = 'reservation'))::int
                as without_reservation,
              count(*) filter (where t.status in ('reserved', 'awaiting_top_up') and not exists (
                select 1 from jobs j where j.kind = 'transactions.expire' and j.payload->>'transactionId' = ack.id::text
                  and j.status = 'pending'))::int as reserved_without_expiry
         from ack left join fuel_transactions t on t.id = ack.id`,
      [acknowledged],
    );
    const [ledger] = (
      await client.query(
        `select count(*) filter (where available < 0)::int as overdrawn
           from (select user_id, sum(available_delta_cents) as available from balance_ledger group by user_id) s`,
      )
    ).rows;
    const [jobsLeft] = (
      await client.query(
        `select count(*) filter (where status = 'running')::int as running,
                count(*) filter (where status = 'running' and locked_until < now())::int as running_past_lease
           from jobs`,
      )
    ).rows;
    return {
      ...rows[0],
      ...ledger,
      jobs_running: jobsLeft.running,
      jobs_past_lease: jobsLeft.running_past_lease,
    };
  } finally {
    await client.end();
  }
}

export async function faults({ loadSeconds = 30 } = {}) {
  const url = await freshPostgres('fuellinq_faults', SERVER_URL);
  // The first instance migrates; the users and stations are made in SQL; then the second starts.
  const a = await startInstance(url, FIRST_PORT);
  const cardIds = await prepare(url);
  const b = await startInstance(url, FIRST_PORT + 1);
  const instances = [a, b];
  const result = {};
  try {
    // Part 1: PostgreSQL restarts under load.
    const load = startLoad(instances, cardIds);
    await sleep(5_000);
    const before503 = load.stats.status503;
    const restartStarted = performance.now();
    execFileSync('pg_ctlcluster', [...CLUSTER, 'restart', '-m', 'fast']);
    while (!pgReady()) await sleep(20);
    const backAt = performance.now();
    // Recovery: both instances ready and a database route answering 200 on each.
    let recoveredAt = null;
    while (performance.now() - backAt < 30_000) {
      const oks = await Promise.all(
        instances.map((i) =>
          fetch(`${i.base}/me`, { headers: { authorization: `Bearer ${token(1)}` } }).then(
            (r) => r.status === 200,
            () => false,
          ),
        ),
      );
      if (oks.every(Boolean)) {
        recoveredAt = performance.now();
        break;
      }
      await sleep(25);
    }
    await sleep(Math.max(0, loadSeconds * 1000 - (performance.now() - restartStarted)));
    await load.stop();
    result.restart = {
      restartMs: Math.round(backAt - restartStarted),
      recoverMs: recoveredAt === null ? null : Math.round(recoveredAt - backAt),
      requests: load.stats.requests,
      ok: load.stats.ok,
      status503: load.stats.status503 - before503,
      other5xx: load.stats.other5xx,
      other4xx: load.stats.other4xx,
      timeouts: load.stats.timeouts,
      refused: load.stats.refused,
      samples5xx: load.stats.fiveHundreds,
      ...(await audit(url, load.stats.acknowledged)),
    };

    // Part 2: one instance killed with SIGKILL under load.
    const load2 = startLoad(instances, cardIds);
    await sleep(5_000);
    await b.stop('SIGKILL');
    await sleep(10_000);
    await load2.stop();
    // The expiry jobs and what the survivor's runner finds: give it two polls.
    await sleep(2_500);
    result.kill = {
      requests: load2.stats.requests,
      ok: load2.stats.ok,
      status503: load2.stats.status503,
      other5xx: load2.stats.other5xx,
      timeouts: load2.stats.timeouts,
      refusedAtKilled: load2.stats.refused,
      samples5xx: load2.stats.fiveHundreds,
      ...(await audit(url, load2.stats.acknowledged)),
    };
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await faults();
  console.log(JSON.stringify(result, null, 2));
}
