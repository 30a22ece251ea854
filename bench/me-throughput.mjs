// GET /me (one session lookup) against a constant route of the same app, in the same run, on PGlite and on
// PostgreSQL. Goal: /me at ≥ 30% of the ceiling's throughput on PostgreSQL. Rate limits are lifted
// (RATE_LIMIT_DISABLED=1) so the load measures the route, not 429s.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres, load, login, startServer } from './lib/harness.mjs';

export async function meThroughput({ seconds = 10, connections = 50 } = {}) {
  const results = {};
  for (const engine of ['pglite', 'postgres']) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-bench-me-'));
    const env = { DATA_DIR: dataDir, RATE_LIMIT_DISABLED: '1', SEED_DEMO: '1' };
    if (engine === 'postgres') env.DATABASE_URL = await freshPostgres('fuellinq_bench_me');
    const server = await startServer('bench/bench-server.ts', env, { port: 3302 });
    try {
      const token = await login(server.url, 'consument@fuellinq.nl');
      const headers = { authorization: `Bearer ${token}` };
      // Warm-up, then the ceiling and the route back to back.
      await load({ url: `${server.url}/me`, headers, seconds: 2, connections });
      const ceiling = await load({
        url: `${server.url}/api/bench/constant-me`,
        headers,
        seconds,
        connections,
      });
      const me = await load({ url: `${server.url}/me`, headers, seconds, connections });
      results[engine] = { ceiling, me, ratio: Math.round((me.rps / ceiling.rps) * 100) / 100 };
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}
