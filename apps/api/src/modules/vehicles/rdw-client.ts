import type { RdwRaw } from '../../db/schema/index.ts';
import { CircuitOpenError, createCircuitBreaker } from '../../lib/circuit-breaker.ts';

/** RDW's open-data datasets: registered vehicles, and their fuels and emissions (one row per fuel). */
export const RDW_DATASETS = { vehicle: 'm9d7-ebf2', fuel: '8ys7-d773' } as const;

export interface RdwClientOptions {
  baseUrl: string;
  appToken?: string | undefined;
  /** Per request; a time-out is not retried (the caller falls back to the cache at once). */
  timeoutMs: number;
  /** Extra attempts after a 429, a 5xx or a dropped connection. */
  retries: number;
  /** The first back-off; it doubles each attempt (and a Retry-After up to 4× this is honoured). */
  retryDelayMs: number;
  fetch?: typeof fetch;
  /** Lookups failing in a row that open the circuit breaker (default 5). */
  breakerFailures?: number;
  /** How long the breaker stays open: lookups fail at once, without asking RDW (default 30 s). */
  breakerCooldownMs?: number;
  now?: () => number;
}

/** RDW could not answer: time-out, connection error, or 429/5xx after every retry. */
export class RdwUnavailableError extends Error {
  override name = 'RdwUnavailableError';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isRows(value: unknown): value is Record<string, string>[] {
  return Array.isArray(value) && value.every((row) => row !== null && typeof row === 'object');
}

/**
 * The registry client: both datasets of a plate in parallel, the X-App-Token header when configured,
 * a time-out per request and retries with exponential back-off on 429 and 5xx.
 */
export function createRdwClient(options: RdwClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  // While RDW is down every lookup would hold its request for the time-out and the retries: after a few
  // failures in a row the breaker answers at once (the service falls back to the cache or a 503).
  const breaker = createCircuitBreaker({
    failureThreshold: options.breakerFailures ?? 5,
    cooldownMs: options.breakerCooldownMs ?? 30_000,
    ...(options.now ? { now: options.now } : {}),
  });

  async function attempt(url: string): Promise<{ rows?: Record<string, string>[]; retryAfterMs?: number }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.appToken) headers['x-app-token'] = options.appToken;
    let response: Response;
    try {
      response = await doFetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new RdwUnavailableError(`RDW answered not within ${options.timeoutMs} ms`, { cause: error });
      return { retryAfterMs: 0 };
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      const retryAfter = Number(response.headers.get('retry-after'));
      return { retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 0 };
    }
    if (!response.ok) throw new RdwUnavailableError(`RDW answered ${response.status}`);
    if (!(response.headers.get('content-type') ?? '').includes('json'))
      throw new RdwUnavailableError('RDW answered something other than JSON');
    const body: unknown = await response.json().catch(() => undefined);
    if (!isRows(body)) throw new RdwUnavailableError('RDW answered something other than a list of rows');
    return { rows: body };
  }

  async function rows(dataset: string, plate: string): Promise<Record<string, string>[]> {
    const url = `${base}/resource/${dataset}.json?kenteken=${encodeURIComponent(plate)}`;
    for (let attemptNo = 0; ; attemptNo++) {
      const result = await attempt(url);
      if (result.rows) return result.rows;
      if (attemptNo >= options.retries) throw new RdwUnavailableError(`RDW kept failing for ${dataset}`);
      const backoff = options.retryDelayMs * 2 ** attemptNo;
      await sleep(Math.max(backoff, Math.min(result.retryAfterMs ?? 0, options.retryDelayMs * 4)));
    }
  }

  return {
    /** The raw rows of both datasets, or null when RDW knows no such plate (it answers `[]`). */
    async fetchPlate(plate: string): Promise<RdwRaw | null> {
      try {
        return await breaker.run(
          async () => {
            const [vehicle, fuel] = await Promise.all([
              rows(RDW_DATASETS.vehicle, plate),
              rows(RDW_DATASETS.fuel, plate),
            ]);
            return vehicle.length === 0 ? null : { vehicle, fuel };
          },
          (error) => error instanceof RdwUnavailableError,
        );
      } catch (error) {
        if (error instanceof CircuitOpenError)
          throw new RdwUnavailableError('RDW failed too often: not asked for a while', { cause: error });
        throw error;
      }
    },
    /** 'closed' (asking RDW), 'open' (failing at once) or 'half-open' (the next lookup is a trial). */
    breakerState: () => breaker.state(),
  };
}

export type RdwClient = ReturnType<typeof createRdwClient>;
