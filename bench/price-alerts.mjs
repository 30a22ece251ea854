// Price alerts (issue 28 §4): one station's price change evaluated against 100,000 active alerts, on
// PostgreSQL and on PGlite. The country's real stations are seeded (OpenStreetMap, with demo prices); 10,000
// drivers get 10 alerts each, half for a station (any of the seeded ones) and half for an area (a centre near a
// real station, a radius mostly of a few km and up to 50 km), for diesel or Euro95, with a maximum between
// € 1,700 and € 2,100 and a mix of push, e-mail and the app. Each measured change is the evaluation job's whole
// work in one transaction and its commit (apps/api/src/modules/price-alerts: re-arm, find and mark the
// crossings, tell each driver within the limits, enqueue the pushes and mails): first for 25 stations in the
// five largest cities and 25 at random, the first price each alert sees there (unmeasured: it fires every alert
// whose maximum the price is under), then a drop of 3 cents and the rise back, each measured. Goal: under 1 s.
import os from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inTransaction, openDatabase } from '../apps/api/src/db/database.ts';
import { seedStations } from '../apps/api/src/db/seed/stations/seed-stations.ts';
import { selectRows } from '../apps/api/src/lib/sql-rows.ts';
import { evaluateChanges } from '../apps/api/src/modules/price-alerts/price-alerts.service.ts';
import { freshPostgres } from './lib/harness.mjs';

const DRIVERS = 10_000;
const ALERTS_PER_DRIVER = 10;
const CITIES = [
  [52.373, 4.892], // Amsterdam
  [51.922, 4.479], // Rotterdam
  [52.08, 4.31], // Den Haag
  [52.09, 5.12], // Utrecht
  [51.441, 5.478], // Eindhoven
];

async function generate(db) {
  const started = performance.now();
  await db.execute(sql`select setseed(0.28)`);
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name)
    select format('alarm%s@example.nl', n), 'x', 'Bench', format('Bestuurder %s', n)
      from generate_series(1, ${DRIVERS}) as n`);
  await db.execute(sql`
    with s as (select id, lat, lng, row_number() over (order by id) - 1 as i, count(*) over () as total
                 from stations where active),
    a as (
      select u.id as user_id, k, u.n,
             floor(random() * (select count(*) from s))::int as pick,
             random() as r_radius, random() as r_max, random() as r_lat, random() as r_lng
        from (select id, row_number() over (order by email) as n from users where email like 'alarm%') u
        cross join generate_series(1, ${ALERTS_PER_DRIVER}) as k)
    insert into price_alerts (user_id, station_id, lat, lng, radius_km, fuel_type, max_price_tenths, channels,
                              unsubscribe_token)
    select a.user_id,
           case when a.k % 2 = 0 then s.id end,
           case when a.k % 2 = 1 then s.lat + (a.r_lat - 0.5) * 0.04 end,
           case when a.k % 2 = 1 then s.lng + (a.r_lng - 0.5) * 0.06 end,
           case when a.k % 2 = 1 then
             case when a.r_radius < 0.7 then 2 + round(a.r_radius / 0.7 * 8)
                  when a.r_radius < 0.95 then 10 + round((a.r_radius - 0.7) / 0.25 * 15)
                  else 25 + round((a.r_radius - 0.95) / 0.05 * 25) end
           end,
           case when (a.n + a.k) % 3 = 0 then 'euro95' else 'diesel' end,
           1700 + floor(a.r_max * 400)::int,
           case (a.n + a.k) % 4 when 0 then array['push', 'app'] when 1 then array['email']
                                when 2 then array['app'] else array['push', 'email', 'app'] end,
           md5(a.user_id::text || a.k::text)
      from a join s on s.i = a.pick`);
  await db.execute(sql`analyze price_alerts, users, stations`);
  return Math.round(performance.now() - started);
}

async function sampleStations(db) {
  const near = [];
  for (const [lat, lng] of CITIES) {
    const rows = await selectRows(
      db,
      sql`select id from stations where active
           order by ll_to_earth(lat, lng) <-> ll_to_earth(${lat}::float8, ${lng}::float8) limit 5`,
    );
    near.push(...rows.map((row) => row.id));
  }
  const random = await selectRows(
    db,
    sql`select id from stations where active and not (id::text = any(string_to_array(${near.join(',')}, ','))) order by md5(id::text) limit 25`,
  );
  return [...near, ...random.map((row) => row.id)];
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round1 = (value) => Math.round(value * 10) / 10;

async function measure(kind) {
  let dataDir;
  let url;
  if (kind === 'postgres') url = await freshPostgres('fuellinq_bench_price_alerts');
  else dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-bench-alerts-'));
  const handle = await openDatabase(
    kind === 'postgres' ? { kind, url, poolSize: 4 } : { kind, dataDir: path.join(dataDir, 'pglite') },
  );
  try {
    await handle.migrate();
    const { db } = handle;
    const seed = performance.now();
    await seedStations(handle);
    const seedMs = Math.round(performance.now() - seed);
    const generateMs = await generate(db);
    const [counts] = await selectRows(
      db,
      sql`select count(*)::int as alerts, count(*) filter (where station_id is null)::int as area,
                 (select count(*)::int from stations where active) as stations from price_alerts where not paused`,
    );
    const now = new Date('2026-11-27T08:00:00Z');
    const evaluate = async (stationId, priceTenths) => {
      const started = performance.now();
      const told = await inTransaction(db, (tx) =>
        evaluateChanges(tx, [{ station_id: stationId, fuel_type: 'diesel', price_tenths: priceTenths }], now),
      );
      return { ms: performance.now() - started, told };
    };
    const stationIds = await sampleStations(db);
    const first = [];
    const changes = [];
    for (const stationId of stationIds) {
      first.push(await evaluate(stationId, 1879));
      changes.push(await evaluate(stationId, 1849));
      changes.push(await evaluate(stationId, 1879));
    }
    const times = changes.map((change) => change.ms);
    const firstTimes = first.map((change) => change.ms);
    return {
      engine: kind,
      data: { ...counts, seedMs, generateMs },
      changes: changes.length,
      p50: round1(percentile(times, 50)),
      p99: round1(percentile(times, 99)),
      max: round1(Math.max(...times)),
      toldMax: Math.max(...changes.map((change) => change.told)),
      toldTotal: changes.reduce((sum, change) => sum + change.told, 0),
      first: {
        p50: round1(percentile(firstTimes, 50)),
        max: round1(Math.max(...firstTimes)),
        toldMax: Math.max(...first.map((change) => change.told)),
      },
      load: os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(', '),
    };
  } finally {
    await handle.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

export async function priceAlerts() {
  const engines = (process.env.BENCH_ALERT_ENGINES ?? 'postgres,pglite').split(',');
  const results = [];
  for (const engine of engines) results.push(await measure(engine));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await priceAlerts(), null, 2));
}
