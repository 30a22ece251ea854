import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { hourly } from '../lib/job-runner.ts';
import type { LimitStore } from '../lib/limit-store.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/**
 * What @fastify/rate-limit passes to a store's constructor and child(): its merged options, with the route
 * as `routeInfo` (its types say otherwise; the code is what counts).
 */
type StoreOptions = { routeInfo?: { method?: unknown; url?: unknown } };

/** @fastify/rate-limit's store interface over a shared LimitStore (the database store). */
function storeFor(limits: LimitStore): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    readonly #prefix: string;
    constructor(options: object = {}) {
      const route = (options as StoreOptions).routeInfo;
      this.#prefix = typeof route?.url === 'string' ? `ip:${String(route.method)}${route.url}:` : 'ip:';
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      limits.hit(this.#prefix + key, timeWindow).then(
        (window) => callback(null, { current: window.count, ttl: window.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    read(key: string, callback: Callback) {
      limits.peek(this.#prefix + key).then(
        (window) => callback(null, { current: window?.count ?? 0, ttl: window?.resetInMs ?? 0 }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(routeOptions: object) {
      return new SharedStore(routeOptions);
    }
  };
}

/**
 * Per-IP limits, off by default and switched on per route with `config.rateLimit`. The counters are shared
 * by every instance: @fastify/rate-limit's own Redis store with REDIS_URL, the `rate_limits` table on a
 * PostgreSQL server, this process's memory on PGlite (app.limits decides, lib/limit-store.ts). When the
 * store cannot answer, the request goes on unlimited rather than failing (a route that needs the database
 * answers 503 by itself). RATE_LIMIT_DISABLED=1 lifts every limit (load tests only).
 */
async function rateLimitPlugin(app: FastifyInstance) {
  const limits = app.limits;
  // Lifted limits cost nothing: the limited routes get no hook at all, so a load test measures the route.
  if (!app.config.RATE_LIMIT_DISABLED) {
    await app.register(rateLimit, {
      global: false,
      enableDraftSpec: false,
      skipOnError: true,
      ...(limits.kind === 'redis' && app.redis
        ? { redis: app.redis, nameSpace: `${app.config.REDIS_KEY_PREFIX}ip:` }
        : {}),
      ...(limits.kind === 'database' ? { store: storeFor(limits) } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', {
          headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
        }),
    });
  }
  if (limits.purge) {
    app.jobs.define('rate-limits.purge', {
      mode: 'lease',
      handler: async () => void (await limits.purge?.()),
    });
    app.jobs.schedule({ kind: 'rate-limits.purge', slotOf: hourly });
  }
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
