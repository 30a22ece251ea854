// The public station feed (radius 25 km, limit 50) at 50 connections, every request a position of its own:
// continuous random coordinates within 15 km of Amsterdam, drawn per request (autocannon's setupRequest), so
// no two requests ask the same question and no cache can answer one from another. Next to it the ceiling:
// a constant route of the same app sending the same bytes (a feed captured once, kept as serialised JSON),
// asked with the same random query strings. On the seeded 3,865 stations and on 100,000 (the seed plus
// stations generated in the benchmark's own database), on PGlite and on PostgreSQL. Goal (issue 27): p99 under
// 30 ms and at least 0.3 of the ceiling on both engines. Also recorded: the server's memory (RSS, heap) after
// the load, the snapshot's full load time, and the machine's load average (other work shares its 2 cores).
// The two routes alternate in 2-second slices (see combine()). Rate limits are lifted (RATE_LIMIT_DISABLED=1).
// BENCH_FEED_RUNS (default 1) repeats every measurement; BENCH_FEED_ONLY=postgres (or pglite) runs one engine;
// BENCH_FEED_STATIONS=seed (or 100000) one data set; BENCH_FEED_SECONDS (default 10) is each route's time
// per run, in 2-second slices (a smoke test: BENCH_FEED_SECONDS=2).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres, load, startServer } from './lib/harness.mjs';

const AMSTERDAM = { lat: 52.3731, lng: 4.8926 };

/** A uniformly random position within `km` of Amsterdam (the Dam), full precision: never repeated. */
export function randomPositionNear(km = 15, centre = AMSTERDAM) {
  const distance = km * Math.sqrt(Math.random());
  const bearing = 2 * Math.PI * Math.random();
  const lat = centre.lat + (distance * Math.cos(bearing)) / 111.32;
  const lng = centre.lng + (distance * Math.sin(bearing)) / (111.32 * Math.cos((lat * Math.PI) / 180));
  return { lat, lng };
}

/**
 * The old benchmark's 1,000 fixed positions within about 12 km of Amsterdam Centraal. Rotating through them
 * repeats each position many times within a few seconds: they measure a cache, not the feed.
 */
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

/** One request shape whose position is drawn afresh for every request. */
export const uniqueRequests = (pathname) => [
  {
    method: 'GET',
    setupRequest: (request) => {
      const { lat, lng } = randomPositionNear(15);
      return { ...request, path: `${pathname}?lat=${lat}&lng=${lng}&radius_km=25&limit=50` };
    },
  },
];

const RUNS = [
  { engine: 'pglite', total: 0 },
  { engine: 'pglite', total: 100_000 },
  { engine: 'postgres', total: 0 },
  { engine: 'postgres', total: 100_000 },
];

/** The server's memory (MiB): resident and peak from Linux's /proc, the V8 heap in use from the server. */
async function memoryOf(server) {
  const status = await readFile(`/proc/${server.child.pid}/status`, 'utf8').catch(() => '');
  const kib = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const { heapUsedMiB } = await (await fetch(`${server.url}/api/bench/memory`)).json();
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024), heapUsedMiB };
}

const loadAverage = () => os.loadavg()[0].toFixed(1);

const SLICE_SECONDS = 2;

/**
 * One figure from several slices: requests per second averaged, the median of the slices' p50 and the worst
 * of their p99 (percentiles of slices cannot be merged exactly; the worst never flatters), and the server's
 * CPU time per request over all of them.
 */
function combine(slices) {
  const sum = (key) => slices.reduce((total, slice) => total + slice[key], 0);
  const p50s = slices.map((slice) => slice.p50).sort((a, b) => a - b);
  return {
    rps: Math.round(sum('rps') / slices.length),
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...slices.map((slice) => slice.p99)),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    cpuMicros: Math.round((1000 * sum('cpuMs')) / sum('requests')),
  };
}

/** The CPU time (user and system, ms) the process has used so far, from Linux's /proc. */
async function cpuMsOf(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** One slice of load, with the server's CPU time spent on it. */
async function measureSlice(server, requests, connections) {
  const before = await cpuMsOf(server.child.pid);
  const result = await load({ url: server.url, requests, seconds: SLICE_SECONDS, connections });
  const cpuMs = (await cpuMsOf(server.child.pid)) - before;
  return { ...result, cpuMs, requests: result.rps * SLICE_SECONDS };
}

export async function stationFeed({
  seconds = Number(process.env.BENCH_FEED_SECONDS ?? 10),
  connections = 50,
} = {}) {
  const repeat = Number(process.env.BENCH_FEED_RUNS ?? 1);
  const results = [];
  let port = Number(process.env.BENCH_FEED_PORT ?? 3400);
  const only = process.env.BENCH_FEED_ONLY;
  const stations = process.env.BENCH_FEED_STATIONS;
  const wanted = (run) =>
    (!only || run.engine === only) &&
    (!stations || (stations === 'seed' ? run.total === 0 : run.total === Number(stations)));
  for (const { engine, total } of RUNS.filter(wanted)) {
    const dataset = total ? '100,000 stations' : '3,865 stations (seed)';
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-bench-stations-'));
    const env = {
      DATA_DIR: dataDir,
      RATE_LIMIT_DISABLED: '1',
      SEED_DEMO: '1',
      BENCH_STATIONS_TOTAL: String(total),
    };
    if (engine === 'postgres')
      env.DATABASE_URL = await freshPostgres(`fuellinq_bench_stations_${total || 'seed'}_${port}`);
    // A first start seeds (and may generate 100,000 stations): slow on a busy machine.
    const server = await startServer('bench/bench-server.ts', env, { port: port++, timeoutMs: 900_000 });
    try {
      const snapshot = JSON.parse(await readFile(path.join(dataDir, 'bench-snapshot.json'), 'utf8'));
      const feed = uniqueRequests('/api/partner/public/stations');
      const constant = uniqueRequests('/api/bench/constant-stations');
      await load({ url: server.url, requests: feed, seconds: 3, connections });
      await load({ url: server.url, requests: constant, seconds: 2, connections });
      for (let run = 1; run <= repeat; run += 1) {
        const loadBefore = loadAverage();
        // The two routes take turns in slices of 2 s, so a change in the machine's load (other work shares its
        // cores) falls on both alike.
        const ceilingSlices = [];
        const feedSlices = [];
        for (let slice = 0; slice < seconds / SLICE_SECONDS; slice += 1) {
          ceilingSlices.push(await measureSlice(server, constant, connections));
          feedSlices.push(await measureSlice(server, feed, connections));
        }
        const ceiling = combine(ceilingSlices);
        const route = combine(feedSlices);
        results.push({
          engine,
          dataset,
          run,
          ceiling,
          feed: route,
          ratio: Math.round((route.rps / ceiling.rps) * 100) / 100,
          load: `${loadBefore} → ${loadAverage()}`,
          memory: await memoryOf(server),
          snapshot,
        });
      }
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}
