import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A real API process (apps/api/src/main.ts) on a port of its own, for tests and benchmarks that need
// several instances on one database: shared limits, a killed process, a graceful shutdown.

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote so far (stdout and stderr), for a failing test's message. */
  output(): string;
  /** Sends a signal and waits for the exit; answers the exit code (null after a kill). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the API with `env` on top of a quiet test configuration and waits until /api/ready answers 200.
 * Secrets are fixed, so every instance of a test shares them as a real deployment must.
 */
export async function startApiProcess(
  env: Record<string, string>,
  options: { port?: number; readyTimeoutMs?: number } = {},
): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-proc-'));
  const child = spawn(process.execPath, [mainFile], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      PUMP_SIMULATOR: '0',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      CARD_HASH_KEY: 'test-card-hash-key-of-at-least-32-characters',
      WALLET_LINK_SECRET: 'test-wallet-link-secret-of-at-least-32-chars',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API process did not become ready:\n${output}`);
    }
    await sleep(100);
  }

  return {
    url,
    port,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
