// The CO2 report and the WPM export of a large fleet on PostgreSQL: 1,000 vehicles with 1,000,000 fuel logs
// and 365,000 odometer readings over 2025, generated in SQL with generate_series in a database of our own.
// Each figure is 20 sequential requests after 2 warm-ups, over HTTP against the app as `npm start` runs it
// (rate limits lifted). Goals: the fleet's year (report and WPM export) under 500 ms at p50 and p99;
// one vehicle's month under 20 ms.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { refreshUsageMonths } from '../apps/api/src/modules/vehicle-logs/usage-rollup.ts';
import { freshPostgres, login, startServer } from './lib/harness.mjs';

const VEHICLES = 1_000;
const FUEL_LOGS_PER_VEHICLE = 1_000;
const YEAR = 2025;

/** The fleet, in SQL: odometer readings are a straight line in time, so fuel and odometer logs agree. */
async function generateFleet(url, ownerEmail) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const {
      rows: [owner],
    } = await client.query(
      `update users set account_type = 'business', company_name = 'Benchmark Vloot B.V.', kvk_number = '87654321'
        where email = $1 returning id`,
      [ownerEmail],
    );
    await client.query(
      `insert into vehicles (owner_user_id, license_plate, make, model, fuel_primary, fuels, co2_g_per_km, co2_cycle,
                             vehicle_kind, european_category, rdw_snapshot, rdw_fetched_at)
       select $1, format('GB%sB', lpad(n::text, 3, '0')), 'VOLKSWAGEN', 'CADDY',
              case when n % 4 = 0 then 'euro95' else 'diesel' end,
              case when n % 4 = 0 then array['Benzine'] else array['Diesel'] end,
              120 + n % 80, 'WLTP', 'Personenauto', 'M1', '{"vehicle":[],"fuel":[]}'::jsonb, now()
         from generate_series(0, $2 - 1) as n`,
      [owner.id, VEHICLES],
    );
    // t = days since 1 January; odometer = 10.000 + 110 km per day.
    await client.query(
      `insert into fuel_logs (vehicle_id, owner_user_id, liters, total_cents, price_tenths, logged_on, odometer_km,
                              fuel_type, purpose)
       select v.id, v.owner_user_id, 30 + k % 30, round((30 + k % 30) * (1800 + k % 200) / 10.0)::int, 1800 + k % 200,
              make_date($3, 1, 1) + (k * 365 / $2), 10000 + (k * 365 * 110 / $2), v.fuel_primary,
              case when k % 10 < 6 then 'zakelijk' when k % 10 < 8 then 'woon-werk' else 'privé' end
         from vehicles v cross join generate_series(0, $2 - 1) as k
        where v.owner_user_id = $1`,
      [owner.id, FUEL_LOGS_PER_VEHICLE, YEAR],
    );
    await client.query(
      `insert into odometer_logs (vehicle_id, owner_user_id, odometer_km, logged_on, purpose)
       select v.id, v.owner_user_id, 10000 + d * 110 + 55, make_date($2, 1, 1) + d,
              case when d % 7 < 5 then 'zakelijk' else 'privé' end
         from vehicles v cross join generate_series(0, 364) as d
        where v.owner_user_id = $1`,
      [owner.id, YEAR],
    );
    const logsMs = Math.round(performance.now() - started);
    // Bulk loads bypass the API, so the monthly usage is computed once for the whole fleet, as the seed does.
    const rollupStarted = performance.now();
    await refreshUsageMonths(drizzle({ client }), { ownerUserId: owner.id }, `${YEAR}-01-01`);
    const rollupMs = Math.round(performance.now() - rollupStarted);
    await client.query('analyze vehicles, fuel_logs, odometer_logs, vehicle_usage_months');
    const {
      rows: [counts],
    } = await client.query(
      `select (select count(*) from vehicles)::int as vehicles, (select count(*) from fuel_logs)::int as fuel_logs,
              (select count(*) from odometer_logs)::int as odometer_logs,
              (select id from vehicles where owner_user_id = $1 order by license_plate limit 1) as first_vehicle`,
      [owner.id],
    );
    return { ...counts, generateMs: logsMs, rollupMs };
  } finally {
    await client.end();
  }
}

/** 20 sequential requests after 2 warm-ups: p50 and p99 (with 20 samples, the slowest) in ms. */
export async function time(url, token, runs = 20, init = () => ({})) {
  const headers = { authorization: `Bearer ${token}` };
  const once = async () => {
    const started = performance.now();
    const { body: payload, method = 'GET' } = init();
    const response = await fetch(url, {
      method,
      headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  await once();
  await once();
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await once());
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const pick = (q) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10;
  return { p50: pick(0.5), p99: pick(0.99), runs, kb: Math.round(samples[0].bytes / 1024) };
}

export async function co2Report({ port = 3600 } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-bench-co2-'));
  const url = await freshPostgres('fuellinq_bench_vehicles_report');
  const server = await startServer(
    'bench/bench-server.ts',
    { DATA_DIR: dataDir, DATABASE_URL: url, RATE_LIMIT_DISABLED: '1', SEED_DEMO: '0' },
    { port },
  );
  try {
    const email = 'vloot@bench.example.nl';
    const register = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench1234' }),
    });
    if (!register.ok) throw new Error(`register failed: ${register.status}`);
    const data = await generateFleet(url, email);
    const token = await login(server.url, email, 'bench1234');
    const year = `from=${YEAR}-01-01&to=${YEAR}-12-31`;
    return {
      data,
      fleetYear: await time(`${server.url}/api/co2/report?${year}`, token),
      fleetYearTtw: await time(`${server.url}/api/co2/report?${year}&method=wltp&scope=ttw`, token),
      wpm: await time(`${server.url}/api/co2/wpm?year=${YEAR}`, token),
      vehicleMonth: await time(
        `${server.url}/api/co2/report?from=${YEAR}-03-01&to=${YEAR}-03-31&vehicle_id=${data.first_vehicle}`,
        token,
      ),
      // A reading on a vehicle with 1,365 logs that year: validation, insert and its month's usage refreshed.
      logWrite: await (() => {
        let km = 60_000;
        return time(`${server.url}/api/co2/odometer`, token, 20, () => ({
          method: 'POST',
          body: { vehicle_id: data.first_vehicle, odometer_km: (km += 10), date: `${YEAR}-12-31` },
        }));
      })(),
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    // The fleet takes a few hundred MB on the shared server: drop it again.
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    await admin.query('drop database if exists "fuellinq_bench_vehicles_report" with (force)');
    await admin.end();
  }
}
