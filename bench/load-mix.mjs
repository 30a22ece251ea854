#!/usr/bin/env node
// A realistic mix for 60 s at 200 connections against two API processes on one PostgreSQL database (issue 13,
// section 4): 70 % station feed and search, each at a random position of its own within ~15 km of Amsterdam;
// 10 % station pages; 10 % signed-in dashboard calls (what the /app screens ask: /me, cards, balance,
// transactions, loyalty); 5 % logins; 5 % refuels (a start, then the driver's confirmation; the pump simulator
// completes it four seconds later through the job runner, in whichever instance claims the job). 100
// connections go to each instance (no proxy). Records throughput, p50/p99 per route, errors and each process's
// memory (RSS) after start, after a warm-up of the same mix (60 s, not counted) and at the end. The processes are apps/api/src/main.ts as in
// production; rate limits stay on, shared in the database (every request comes from an address of its own
// through X-Forwarded-For with TRUST_PROXY=1, as behind a proxy).
//
// BENCH_LOAD_DATABASE_URL: the server (default the throwaway cluster of bench/faults.mjs,
// postgres://postgres@127.0.0.1:5499/postgres); BENCH_LOAD_PORT (3330) the first port.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { insertCardHolders, holderToken, startApiInstance } from './lib/card-holders.mjs';
import { freshPostgres } from './lib/harness.mjs';

const SERVER_URL = process.env.BENCH_LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5499/postgres';
const FIRST_PORT = Number(process.env.BENCH_LOAD_PORT ?? 3330);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
// The same mix first, not counted: V8 sizes its heap to the load in the first 40–50 s (post-GC heap flat
// after that), so memory growth is measured from the end of the warm-up.
const WARM_UP_SECONDS = Number(process.env.BENCH_LOAD_WARM_UP_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const USERS = 20_000;
const STATIONS = 1_000;
const PASSWORD = 'laadtest-2026';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const token = (i) => holderToken('bench-mix', i);
const stationId = (n) => `3a1e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
};

/** Users (session, active card, € 1,000), stations within ~15 km of Amsterdam with a Euro95 and diesel price. */
async function prepare(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const cardIds = await insertCardHolders(client, {
      prefix: 'bench-mix',
      users: USERS,
      balanceCents: 100_000,
    });
    await client.query(
      `insert into stations (id, title, city, lat, lng, fuels, source, search_text)
         select ('3a1e0000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'Mix Tankstation ' || n, 'Amsterdam',
                52.3676 + (random() - 0.5) * 0.27, 4.9041 + (random() - 0.5) * 0.44, '{euro95,diesel}', 'osm',
                'mix tankstation amsterdam'
           from generate_series(1, $1::int) as n`,
      [STATIONS],
    );
    await client.query(
      `insert into station_prices (station_id, fuel_type, price_tenths)
         select id, f, 1900 + (random() * 300)::int from stations, unnest(array['euro95', 'diesel']) as f
          where title like 'Mix Tankstation %'`,
    );
    await client.query('commit');
    return cardIds;
  } finally {
    await client.end();
  }
}

const startInstance = (url, port) => startApiInstance(url, port, { PUMP_SIMULATOR: '1', TRUST_PROXY: '1' });

const position = () =>
  `lat=${(52.3676 + (Math.random() - 0.5) * 0.27).toFixed(6)}&lng=${(4.9041 + (Math.random() - 0.5) * 0.44).toFixed(6)}`;
const randomIp = () =>
  `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 254 + 1) | 0}`;

/** One connection's cycle of 40 requests: 28 feed/search, 4 station pages, 4 dashboard, 2 logins, 1 start + 1 confirm. */
function cycle(loginEmail, cardIds, latencies, counter) {
  const timed = (route, build) => ({
    setupRequest: (request, context) => {
      const next = build(request, context);
      if (route) context.route = route;
      context.started = performance.now();
      return { ...next, headers: { ...next.headers, 'x-forwarded-for': randomIp() } };
    },
    onResponse: (status, body, context) => {
      const bucket = (latencies[context.route] ??= { times: [], statuses: {} });
      bucket.times.push(performance.now() - context.started);
      bucket.statuses[status] = (bucket.statuses[status] ?? 0) + 1;
      if (context.route === 'POST /api/transactions/start' && status < 300) {
        context.refuel = JSON.parse(body).transaction.id;
      }
    },
  });
  const signedIn = (request, context) => {
    context.user ??= 1 + ((Math.random() * USERS) | 0);
    return { ...request, headers: { ...request.headers, authorization: `Bearer ${token(context.user)}` } };
  };
  const feed = timed('GET /api/partner/public/stations', (r) => ({
    ...r,
    method: 'GET',
    path: `/api/partner/public/stations?${position()}&radius_km=10&limit=50`,
  }));
  const search = timed('GET /api/stations/search', (r) => ({
    ...r,
    method: 'GET',
    path: `/api/stations/search?${position()}&sort=${Math.random() < 0.5 ? 'closest' : 'cheapest'}`,
  }));
  const page = timed('GET /api/stations/{id}', (r) => ({
    ...r,
    method: 'GET',
    path: `/api/stations/${stationId(1 + ((Math.random() * STATIONS) | 0))}`,
  }));
  const dashboardPaths = ['/me', '/api/cards', '/api/balance', '/api/transactions', '/api/loyalty'];
  const dashboard = timed(null, (r, context) => {
    const p = dashboardPaths[(context.dashboard = ((context.dashboard ?? -1) + 1) % dashboardPaths.length)];
    context.route = `GET ${p}`;
    return signedIn({ ...r, method: 'GET', path: p }, context);
  });
  const login = timed('POST /api/auth/login', (r) => ({
    ...r,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: loginEmail, password: PASSWORD }),
  }));
  const start = timed('POST /api/transactions/start', (r, context) => {
    // Every refuel on a user of its own: a user has one open refuel at a time.
    const user = 1 + (counter.next++ % USERS);
    context.refuelUser = user;
    context.refuel = undefined;
    return {
      ...r,
      method: 'POST',
      path: '/api/transactions/start',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token(user)}`,
        'idempotency-key': `mix-start-${user}-${counter.next}`,
      },
      body: JSON.stringify({
        cardId: cardIds[user - 1],
        stationId: stationId(1 + (user % STATIONS)),
        max_amount_cents: 3000,
      }),
    };
  });
  const confirm = timed('POST /api/transactions/{id}/confirm', (r, context) => ({
    ...r,
    method: 'POST',
    path: `/api/transactions/${context.refuel ?? '00000000-0000-4000-8000-000000000000'}/confirm`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token(context.refuelUser ?? 1)}`,
      'idempotency-key': `mix-confirm-${context.refuel}`,
    },
    body: '{}',
  }));
  const steps = [];
  for (let i = 0; i < 40; i++) {
    if (i === 5) steps.push(start);
    else if (i === 25) steps.push(confirm);
    else if (i === 10 || i === 30) steps.push(login);
    else if (i % 10 === 7) steps.push(page);
    else if (i % 10 === 3) steps.push(dashboard);
    else steps.push(steps.length % 2 ? feed : search);
  }
  // 28 feed/search, 4 pages, 4 dashboard, 2 logins, start and confirm.
  return steps;
}

function run(url, connections, requests, seconds = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: seconds, requests, pipelining: 1, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function loadMix() {
  const url = await freshPostgres('fuellinq_load_mix', SERVER_URL);
  const a = await startInstance(url, FIRST_PORT);
  const cardIds = await prepare(url);
  const b = await startInstance(url, FIRST_PORT + 1);
  const loginEmail = 'laadtest@example.nl';
  const registered = await fetch(`${a.base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: loginEmail, password: PASSWORD }),
  });
  if (!registered.ok) throw new Error(`register failed: ${registered.status}`);
  const instances = [a, b];
  const memory = instances.map((i) => ({ start: rssMb(i.child.pid) }));
  const latencies = {};
  const counter = { next: 0 };
  try {
    if (WARM_UP_SECONDS > 0) {
      await Promise.all(
        instances.map((i) =>
          run(i.base, CONNECTIONS / 2, cycle(loginEmail, cardIds, {}, counter), WARM_UP_SECONDS),
        ),
      );
    }
    instances.forEach((i, n) => (memory[n].afterWarmUp = rssMb(i.child.pid)));
    const results = await Promise.all(
      instances.map((i) => run(i.base, CONNECTIONS / 2, cycle(loginEmail, cardIds, latencies, counter))),
    );
    instances.forEach((i, n) => (memory[n].end = rssMb(i.child.pid)));
    const routes = Object.entries(latencies)
      .map(([route, { times, statuses }]) => {
        const sorted = times.sort((x, y) => x - y);
        return {
          route,
          requests: sorted.length,
          p50: Math.round(percentile(sorted, 50)),
          p99: Math.round(percentile(sorted, 99)),
          statuses,
        };
      })
      .sort((x, y) => y.requests - x.requests);
    // Give the pump simulator its four seconds, then count what is still open.
    await sleep(8_000);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(
      `select status, count(*)::int as n from fuel_transactions group by status order by status`,
    );
    const [jobsLeft] = (
      await client.query(`select count(*) filter (where status = 'running')::int as running,
        count(*) filter (where status = 'failed')::int as failed from jobs`)
    ).rows;
    await client.end();
    return {
      warmUpSeconds: WARM_UP_SECONDS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      total: results.reduce((sum, r) => sum + r.requests.total, 0),
      rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
      routes,
      memory,
      refuels: Object.fromEntries(rows.map((row) => [row.status, row.n])),
      jobs: jobsLeft,
    };
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await loadMix(), null, 2));
}
