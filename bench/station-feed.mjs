// The public station feed near Amsterdam (radius 25 km, limit 50) at 50 connections, over a spread of 1,000
// positions, next to a constant route of the same app answering a feed of the same size (the ceiling):
// on the seeded 3,865 stations and on 100,000 stations across NL, on PGlite and on PostgreSQL.
// Goals (PostgreSQL): at 3,865 stations ≥ 50% of the ceiling's throughput; at 100,000 a p99 under 50 ms.
// Rate limits are lifted (RATE_LIMIT_DISABLED=1). The feed's cache (STATION_CACHE_SECONDS, default 3) is on,
// as in production: it keeps candidate stations per grid cell of 0.01°, so positions of their own still hit
// it; for PostgreSQL it is also switched off, to show the geo index on its own.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres, load, startServer } from './lib/harness.mjs';

/** 1,000 positions within about 12 km of Amsterdam Centraal (as many as visitors: nearly every request is a position of its own), the same ones every run. */
export function positions(count = 1000) {
  let state = 42;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, () => ({
    lat: (52.37 + (random() - 0.5) * 0.22).toFixed(5),
    lng: (4.9 + (random() - 0.5) * 0.36).toFixed(5),
  }));
}

const requestsFor = (pathname) =>
  positions().map(({ lat, lng }) => ({
    method: 'GET',
    path: `${pathname}?lat=${lat}&lng=${lng}&radius_km=25&limit=50`,
  }));

const RUNS = [
  { engine: 'pglite', total: 0, cache: 3 },
  { engine: 'pglite', total: 100_000, cache: 3 },
  { engine: 'postgres', total: 0, cache: 3 },
  { engine: 'postgres', total: 100_000, cache: 3 },
  // The geo index on its own: every request queries the database.
  { engine: 'postgres', total: 0, cache: 0 },
  { engine: 'postgres', total: 100_000, cache: 0 },
];

export async function stationFeed({ seconds = 10, connections = 50 } = {}) {
  const results = [];
  let port = 3400;
  for (const { engine, total, cache } of RUNS) {
    const dataset = total ? '100,000 stations' : '3,865 stations (seed)';
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-bench-stations-'));
    const env = {
      DATA_DIR: dataDir,
      RATE_LIMIT_DISABLED: '1',
      SEED_DEMO: '1',
      BENCH_STATIONS_TOTAL: String(total),
      STATION_CACHE_SECONDS: String(cache),
    };
    if (engine === 'postgres')
      env.DATABASE_URL = await freshPostgres(`fuellinq_bench_stations_${total || 'seed'}`);
    const server = await startServer('bench/bench-server.ts', env, { port: port++ });
    try {
      const feed = requestsFor('/api/partner/public/stations');
      const constant = requestsFor('/api/bench/constant-stations');
      await load({ url: server.url, requests: feed, seconds: 3, connections });
      const ceiling = await load({ url: server.url, requests: constant, seconds, connections });
      const route = await load({ url: server.url, requests: feed, seconds, connections });
      results.push({
        engine,
        dataset,
        cache,
        ceiling,
        feed: route,
        ratio: Math.round((route.rps / ceiling.rps) * 100) / 100,
      });
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}
