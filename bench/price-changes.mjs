// 500 price changes a minute on top of the station-feed load (issue 28): the public feed (radius 25 km, limit
// 50, every request a position of its own, as station-feed.mjs) at 50 connections, first alone and then while
// a writer changes one station's price every 120 ms through the real write path (/api/bench/price-change:
// recordObservedPrices, its history and audit rows, the event, the NOTIFY every feed listens to), each change a
// different station and fuel. The two take turns in slices (feed alone, feed with changes) so a change in the
// machine's load falls on both alike. On PGlite and PostgreSQL, with the seeded 3,865 stations (or
// BENCH_PRICES_STATIONS=100000). Goal: the feed's p99 under 30 ms with the changes running.
// Knobs: BENCH_PRICES_SECONDS (default 30: the time of each kind, in 5-second slices), BENCH_PRICES_ONLY=
// pglite|postgres, BENCH_PRICES_PER_MINUTE (default 500), BENCH_PRICES_PORT (default 3430).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres, load, startServer } from './lib/harness.mjs';
import { uniqueRequests } from './station-feed.mjs';

const SLICE_SECONDS = 5;

const feedRequests = uniqueRequests('/api/partner/public/stations');

const loadAverage = () => os.loadavg()[0].toFixed(1);
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Changes prices at `perMinute` until stopped; each change's time to answer is kept. */
function startWriter(url, perMinute) {
  const times = [];
  let failed = 0;
  let applied = 0;
  let stopped = false;
  const every = 60_000 / perMinute;
  const started = performance.now();
  const done = (async () => {
    for (let n = 0; !stopped; n += 1) {
      const due = started + n * every;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped) break;
      const at = performance.now();
      // Not awaited one by one: a slow answer must not lower the rate.
      void fetch(`${url}/api/bench/price-change`, { method: 'POST' })
        .then(async (response) => {
          if (!response.ok) failed += 1;
          else applied += (await response.json()).changed;
          times.push(performance.now() - at);
        })
        .catch(() => {
          failed += 1;
        });
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      const seconds = (performance.now() - started) / 1000;
      // The last answers.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const sorted = [...times].sort((a, b) => a - b);
      return {
        sent: times.length + failed,
        applied,
        failed,
        perMinute: Math.round(((times.length + failed) / seconds) * 60),
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
      };
    },
  };
}

/** Slices combined: req/s averaged, the median slice's p50, the worst slice's p99 (never flatters). */
function combine(slices) {
  const p50s = slices.map((s) => s.p50).sort((a, b) => a - b);
  return {
    rps: Math.round(slices.reduce((sum, s) => sum + s.rps, 0) / slices.length),
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...slices.map((s) => s.p99)),
    non2xx: slices.reduce((sum, s) => sum + s.non2xx, 0),
  };
}

export async function priceChanges({
  seconds = Number(process.env.BENCH_PRICES_SECONDS ?? 30),
  perMinute = Number(process.env.BENCH_PRICES_PER_MINUTE ?? 500),
  connections = 50,
} = {}) {
  const total = Number(process.env.BENCH_PRICES_STATIONS ?? 0);
  const only = process.env.BENCH_PRICES_ONLY;
  let port = Number(process.env.BENCH_PRICES_PORT ?? 3430);
  const results = [];
  for (const engine of ['pglite', 'postgres'].filter((e) => !only || e === only)) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-bench-prices-'));
    const env = {
      DATA_DIR: dataDir,
      RATE_LIMIT_DISABLED: '1',
      SEED_DEMO: '1',
      BENCH_STATIONS_TOTAL: String(total),
    };
    if (engine === 'postgres') env.DATABASE_URL = await freshPostgres(`fuellinq_bench_prices_${port}`);
    const server = await startServer('bench/bench-server.ts', env, { port: port++, timeoutMs: 900_000 });
    try {
      await load({ url: server.url, requests: feedRequests, seconds: 3, connections });
      const loadBefore = loadAverage();
      const alone = [];
      const withChanges = [];
      const writes = [];
      for (let slice = 0; slice < seconds / SLICE_SECONDS; slice += 1) {
        alone.push(
          await load({ url: server.url, requests: feedRequests, seconds: SLICE_SECONDS, connections }),
        );
        const writer = startWriter(server.url, perMinute);
        withChanges.push(
          await load({ url: server.url, requests: feedRequests, seconds: SLICE_SECONDS, connections }),
        );
        writes.push(await writer.stop());
      }
      const sorted = (key) => writes.map((w) => w[key]).sort((a, b) => a - b);
      results.push({
        engine,
        dataset: total ? `${total.toLocaleString('en')} stations` : '3,865 stations (seed)',
        alone: combine(alone),
        withChanges: combine(withChanges),
        changes: {
          sent: writes.reduce((sum, w) => sum + w.sent, 0),
          applied: writes.reduce((sum, w) => sum + w.applied, 0),
          failed: writes.reduce((sum, w) => sum + w.failed, 0),
          perMinute: sorted('perMinute')[Math.floor(writes.length / 2)],
          p50: sorted('p50')[Math.floor(writes.length / 2)],
          p99: Math.max(...writes.map((w) => w.p99)),
        },
        load: `${loadBefore} → ${loadAverage()}`,
      });
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}
