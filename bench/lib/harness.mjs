import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts a server entry (TypeScript, run by Node 24's type stripping) and waits for /api/health. */
export async function startServer(entry, env, { port, timeoutMs = 120_000 }) {
  // A server left running on the port (another bench, a crashed run) would answer the health check in place
  // of this one, and the bench would measure an older build.
  const stale = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
  if (stale) throw new Error(`port ${port} is taken by a server that answers ${stale.status}: stop it first`);
  const child = spawn(process.execPath, [path.join(root, entry)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Benchmarks log in as the demo accounts, also on a PostgreSQL server (where production needs its own
      // secrets and seeds no demo accounts unless asked).
      SEED_DEMO: '1',
      CARD_HASH_KEY: 'benchmark-card-hash-key-not-a-secret-0000',
      WALLET_LINK_SECRET: 'benchmark-wallet-link-secret-not-a-secret-0000',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, timeoutMs, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The production server as the page benches load it (lighthouse.mjs, first-load.mjs, devtools-overhead.mjs):
 * as `npm run start:production` runs it, with the demo data, on an embedded database kept in bench/.tmp
 * between runs (a first start seeds 3,865 stations with 90 days of prices: minutes on a busy machine). No map
 * tile server is reachable from the bench machine, so maps draw their markers without tiles.
 */
export async function startPageServer(port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3302)) {
  const dataDir = process.env.BENCH_LIGHTHOUSE_DATA_DIR ?? path.join(root, 'bench/.tmp/lighthouse-data');
  await mkdir(dataDir, { recursive: true });
  return startServer(
    'apps/api/src/main.ts',
    { DATA_DIR: dataDir, MAP_TILE_URL: 'off', PUMP_SIMULATOR: '0', HOST: '127.0.0.1' },
    { port, timeoutMs: 600_000 },
  );
}

export async function waitForHealth(url, timeoutMs, child) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no healthy ${url} after ${timeoutMs} ms`);
}

/**
 * autocannon at the given connections for `seconds` (or for `amount` requests in all); `requests` rotates
 * through several request shapes. `onResponse(statusCode, ms)`, when given, hears every answer with its time.
 */
export function load({ url, connections = 50, seconds = 10, amount, headers = {}, requests, onResponse }) {
  return new Promise((resolve, reject) => {
    const options = { url, connections, duration: seconds, headers, requests, pipelining: 1 };
    const instance = autocannon(amount ? { ...options, amount } : options, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
    if (onResponse) instance.on('response', (_client, statusCode, _bytes, ms) => onResponse(statusCode, ms));
  });
}

/** A fresh database on the local PostgreSQL server for a benchmark run. */
export async function freshPostgres(
  name,
  base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function login(baseUrl, email, password = 'demo1234') {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (await response.json()).token;
}
