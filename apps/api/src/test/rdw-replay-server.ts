// A local stand-in for opendata.rdw.nl that answers with the real recorded responses in
// modules/vehicles/recorded/ (`<PLATE>.<dataset>.json`), and `[]` where nothing was recorded, as RDW does.
// Tests script failures per plate (429, 500, a hang past the client's time-out). Run directly it listens
// for the end-to-end journeys: node apps/api/src/test/rdw-replay-server.ts [port]
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordedDir } from '../modules/vehicles/recorded-dir.ts';

export { recordedDir };

export type ReplayFailure = 429 | 500 | 503 | 'hang';

export interface ReplayRequest {
  dataset: string;
  plate: string;
  headers: IncomingHttpHeaders;
}

export interface RdwReplayServer {
  url: string;
  requests: ReplayRequest[];
  /** The next `times` requests for this plate (either dataset) fail this way. */
  fail(plate: string, failure: ReplayFailure, times?: number): void;
  /** Forgets scripted failures and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export async function startRdwReplay(port = 0, host = '127.0.0.1'): Promise<RdwReplayServer> {
  const requests: ReplayRequest[] = [];
  const failures = new Map<string, ReplayFailure[]>();
  const hanging = new Set<() => void>();

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://replay');
    const match = /^\/resource\/([a-z0-9]{4}-[a-z0-9]{4})\.json$/.exec(url.pathname);
    const plate = url.searchParams.get('kenteken') ?? '';
    if (!match || !/^[A-Z0-9]{1,8}$/.test(plate)) {
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bad request"}');
      return;
    }
    const dataset = match[1] ?? '';
    requests.push({ dataset, plate, headers: request.headers });

    const failure = failures.get(plate)?.shift();
    if (failure === 'hang') {
      // Holds the request until the client gives up (or the server closes).
      await new Promise<void>((resolve) => {
        hanging.add(resolve);
        request.on('close', () => resolve());
      });
      response.destroy();
      return;
    }
    if (failure) {
      response
        .writeHead(failure, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ error: true, message: failure === 429 ? 'Too Many Requests' : 'Server Error' }),
        );
      return;
    }
    const body = await readFile(new URL(`${plate}.${dataset}.json`, recordedDir), 'utf8').catch(() => '[]\n');
    response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(body);
  }
  const server = createServer((request, response) => void answer(request, response));

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    requests,
    fail(plate, failure, times = 1) {
      const queue = failures.get(plate) ?? [];
      queue.push(...Array.from({ length: times }, () => failure));
      failures.set(plate, queue);
    },
    reset() {
      failures.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of hanging) release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.RDW_REPLAY_PORT ?? 3150);
  const replay = await startRdwReplay(port);
  console.warn(`RDW replay on ${replay.url}`);
  const stop = () => void replay.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
