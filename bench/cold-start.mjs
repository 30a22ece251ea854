// Cold start: process start to a healthy /api/health on PGlite with an existing data folder. Goal: under 2 s.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { root, waitForHealth } from './lib/harness.mjs';

// BENCH_COLD_START_PORT: a port of your own when several people benchmark on one machine.
export async function coldStart({ runs = 5, port = Number(process.env.BENCH_COLD_START_PORT ?? 3301) } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-bench-cold-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  const start = async () => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'apps/api/src/main.ts')], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, 60_000, child);
    const ms = performance.now() - started;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    return ms;
  };
  const first = await start(); // creates the data folder, migrates and seeds
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await start());
  await rm(dataDir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  return {
    firstStartMs: Math.round(first),
    medianMs: Math.round(times[Math.floor(times.length / 2)]),
    maxMs: Math.round(times.at(-1)),
    runs,
  };
}
