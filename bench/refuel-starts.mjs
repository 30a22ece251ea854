// Refuel starts (POST /api/transactions/start) on PostgreSQL at 50 connections, each start on a user of its
// own, with an Idempotency-Key as the web app sends one: the reservation on the prepaid balance is the hot
// write of Nu tanken. The users (a session, an active card and € 100 booked as a paid top-up) are made in
// SQL beforehand; afterwards the ledger is summed per user to show nothing was overdrawn and every start
// reserved exactly once. Goal: p99 < 50 ms and zero overdraw. Rate limits are lifted (RATE_LIMIT_DISABLED=1).
// Beside each run: the CPU time a start cost the server, PostgreSQL and the load generator (cpuCost below),
// and, where pg_stat_statements is loaded, the statements a start ran.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import {
  holderToken,
  insertCardHolders,
  insertRefuelStations,
  refuelStationId,
} from './lib/card-holders.mjs';
import { freshPostgres, load, startServer } from './lib/harness.mjs';

const BALANCE_CENTS = 10_000;
/** Refuels spread over this many stations, as drivers spread over the country's. */
const STATIONS = 500;
const STATION_ID_PREFIX = '5e7a11a0-0000-4000-8000-';
const stationId = (n) => refuelStationId(STATION_ID_PREFIX, n);

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
    await insertRefuelStations(client, {
      idPrefix: STATION_ID_PREFIX,
      title: 'Bench Tankstation',
      count: STATIONS,
      fuels: ['euro95'],
      priceTenths: 2199,
    });
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

/** Linux's clock ticks per second, in which /proc reports CPU time. */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The CPU time (user and system, ms) a process has used so far, from /proc; null when it cannot be read. */
async function cpuMsOf(pid) {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL's processes as the bench sees them: the client backends of the bench's database (the server's
 * pool; this connection left out) and the cluster's background processes (WAL writer, checkpointer, …,
 * which serve every database of the cluster: on a quiet machine, the bench).
 */
async function postgresProcesses(client) {
  const { rows } = await client.query(
    `select pid, backend_type = 'client backend' as client
       from pg_stat_activity
      where (datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid())
         or backend_type <> 'client backend'`,
  );
  return rows;
}

/** Whether pg_stat_statements is loaded on the server (shared_preload_libraries), made usable in this database. */
async function statementStats(client) {
  const { rows } = await client.query(`select current_setting('shared_preload_libraries') as libraries`);
  if (!/\bpg_stat_statements\b/.test(rows[0].libraries)) return false;
  await client.query('create extension if not exists pg_stat_statements');
  return true;
}

/**
 * What a run costs in CPU: of the server process and the load generator (this process) from their own
 * counters, of PostgreSQL from /proc of its processes (so only for a server on this machine), and, with
 * pg_stat_statements, the statements this database ran and the time it spent planning and executing them.
 * `finish(starts)` answers per start, in ms (µs precision).
 */
async function cpuCost(url, serverPid) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const withStatements = await statementStats(client);
  if (withStatements) await client.query('select pg_stat_statements_reset()');
  const processes = await postgresProcesses(client);
  const before = new Map();
  for (const { pid } of processes) before.set(pid, await cpuMsOf(pid));
  const server = await cpuMsOf(serverPid);
  const loadGenerator = process.cpuUsage();
  return async function finish(starts) {
    try {
      const perStart = (ms) => (ms === null ? null : Math.round((1000 * ms) / starts) / 1000);
      const serverMs = (await cpuMsOf(serverPid)) - server;
      const used = process.cpuUsage(loadGenerator);
      let backends = 0;
      let background = 0;
      let readable = true;
      const now = await postgresProcesses(client);
      for (const { pid, client: isBackend } of now) {
        const after = await cpuMsOf(pid);
        if (after === null) readable = false;
        // A backend that started during the run counts from its start.
        const spent = after === null ? 0 : after - (before.get(pid) ?? 0);
        if (isBackend) backends += spent;
        else background += spent;
      }
      const gone = [...before.keys()].filter((pid) => !now.some((row) => row.pid === pid)).length;
      let statements = null;
      if (withStatements) {
        const { rows } = await client.query(
          `select coalesce(sum(calls), 0)::float8 as calls,
                  coalesce(sum(total_plan_time + total_exec_time), 0)::float8 as ms
             from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
              and query not like '%pg_stat_statements%'`,
        );
        statements = {
          perStart: Math.round((100 * rows[0].calls) / starts) / 100,
          planAndExecuteMsPerStart: perStart(rows[0].ms),
        };
      }
      return {
        serverMsPerStart: perStart(serverMs),
        postgresBackendsMsPerStart: readable ? perStart(backends) : null,
        postgresBackgroundMsPerStart: readable ? perStart(background) : null,
        loadGeneratorMsPerStart: perStart((used.user + used.system) / 1000),
        // Backends that ended during the run: their CPU time is not counted (the pool keeps them; 0 expected).
        postgresProcessesGone: gone,
        statements,
      };
    } finally {
      await client.end();
    }
  };
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
    /** A run of starts with what it cost in CPU; only successful starts share the cost. */
    const measuredRun = async (count, conns) => {
      const finish = await cpuCost(url, server.child.pid);
      const result = await starts(count, conns);
      const cpu = await finish(Math.max(1, count - result.non2xx));
      console.log(`refuel-starts, ${conns} connection(s): CPU per start ${JSON.stringify(cpu)}`);
      return { connections: conns, starts: count, ...result, cpu };
    };
    await starts(warmup, connections);
    const loaded = await measuredRun(measured, connections);
    // One connection: what a start costs when it does not queue behind 49 others.
    const single = await measuredRun(alone, 1);
    return {
      runs: [loaded, single],
      warmup,
      ledger: await audit(url),
    };
  } finally {
    await server.stop();
  }
}
