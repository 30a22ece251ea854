import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis as RedisClient, type Redis } from 'ioredis';
import type { Database } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { selectRows } from './sql-rows.ts';

// Rate-limit counters, shared by every API instance (docs/decisions/017-several-instances.md): one
// interface, three stores. Redis when REDIS_URL is set; otherwise the database when it is a PostgreSQL
// server (several instances may share it); process memory only on PGlite, which one process owns.
// Every store counts in fixed windows: the first hit of a key opens a window of `windowMs`, later hits
// count in it until it ends.

export interface WindowCount {
  /** Events counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

export interface LimitStore {
  readonly kind: 'memory' | 'database' | 'redis';
  /** Counts one event for `key` and answers the window's count so far. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window of `key` without counting, or undefined when none is open. */
  peek(key: string): Promise<WindowCount | undefined>;
  reset(key: string): Promise<void>;
  /** Windows that ended long ago; the database store's rows would otherwise stay. */
  purge?(): Promise<number>;
}

/** Keys leave the process hashed: no e-mail address or IP address sits in Redis or a table. */
export function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

/** Counters in this process's memory: PGlite (one process) and unit tests. */
export function createMemoryLimitStore(now: () => number = Date.now): LimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const sweep = () => {
    const at = now();
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  };
  return {
    kind: 'memory',
    hit(key, windowMs) {
      let window = current(key);
      if (!window) {
        window = { count: 0, resetAt: now() + windowMs };
        windows.set(key, window);
        if (windows.size > 10_000) sweep();
      }
      window.count += 1;
      return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now() });
    },
    peek(key) {
      const window = current(key);
      return Promise.resolve(window && { count: window.count, resetInMs: window.resetAt - now() });
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}

type CountRow = { count: number; reset_in_ms: number };

/**
 * Counters in the `rate_limits` table of a PostgreSQL server: one atomic upsert per hit, on the server's
 * clock (instances' clocks may differ). Hits on one key that arrive while its upsert is on the way are
 * added together in the next one (one statement in flight per key and process), so a flood from one
 * address costs one round trip at a time, and every caller still gets its exact count.
 */
export function createDatabaseLimitStore(db: Database): LimitStore {
  const queues = new Map<
    string,
    { windowMs: number; waiting: Array<{ resolve: (c: WindowCount) => void; reject: (e: unknown) => void }> }
  >();

  async function add(key: string, amount: number, windowMs: number): Promise<CountRow> {
    const [row] = await selectRows<CountRow>(
      db,
      sql`insert into rate_limits as r (key, count, reset_at)
          values (${key}, ${amount}, clock_timestamp() + ${windowMs} * interval '1 millisecond')
          on conflict (key) do update set
            count = case when r.reset_at <= clock_timestamp() then excluded.count else r.count + excluded.count end,
            reset_at = case when r.reset_at <= clock_timestamp() then excluded.reset_at else r.reset_at end
          returning count::int as count,
            greatest(0, extract(epoch from (reset_at - clock_timestamp())) * 1000)::float8 as reset_in_ms`,
    );
    return row!;
  }

  async function flush(key: string) {
    const queue = queues.get(key);
    if (!queue || queue.waiting.length === 0) {
      queues.delete(key);
      return;
    }
    const batch = queue.waiting;
    queue.waiting = [];
    try {
      const row = await add(key, batch.length, queue.windowMs);
      const first = row.count - batch.length;
      batch.forEach((waiter, index) =>
        waiter.resolve({ count: first + index + 1, resetInMs: Math.round(row.reset_in_ms) }),
      );
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
    await flush(key);
  }

  return {
    kind: 'database',
    hit(key, windowMs) {
      const stored = storedKey(key);
      return new Promise((resolve, reject) => {
        const queue = queues.get(stored);
        if (queue) {
          queue.waiting.push({ resolve, reject });
          return;
        }
        queues.set(stored, { windowMs, waiting: [{ resolve, reject }] });
        void flush(stored);
      });
    },
    async peek(key) {
      const [row] = await selectRows<CountRow>(
        db,
        sql`select count::int as count,
              (extract(epoch from (reset_at - clock_timestamp())) * 1000)::float8 as reset_in_ms
            from rate_limits where key = ${storedKey(key)} and reset_at > clock_timestamp()`,
      );
      return row && { count: row.count, resetInMs: Math.round(row.reset_in_ms) };
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${storedKey(key)}`);
    },
    async purge() {
      const rows = await selectRows<{ key: string }>(
        db,
        sql`delete from rate_limits where reset_at < clock_timestamp() - interval '1 minute' returning key`,
      );
      return rows.length;
    },
  };
}

/** Redis could not answer: the caller gets 503, never an unlimited login. */
function redisUnavailable(error: unknown): never {
  const unavailable = new AppError('unavailable', { headers: { 'retry-after': '5' } });
  unavailable.cause = error;
  throw unavailable;
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Counters in Redis: INCR and PEXPIRE in one script, so a window opens exactly once. */
export function createRedisLimitStore(redis: Redis, prefix: string): LimitStore {
  const name = (key: string) => `${prefix}limit:${storedKey(key)}`;
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, name(key), String(windowMs))) as [
          number,
          number,
        ];
        return { count, resetInMs: ttl };
      } catch (error) {
        return redisUnavailable(error);
      }
    },
    async peek(key) {
      try {
        const [[, count], [, ttl]] = (await redis.multi().get(name(key)).pttl(name(key)).exec()) as [
          [unknown, string | null],
          [unknown, number],
        ];
        return count === null || ttl < 0 ? undefined : { count: Number(count), resetInMs: ttl };
      } catch (error) {
        return redisUnavailable(error);
      }
    },
    async reset(key) {
      try {
        await redis.del(name(key));
      } catch (error) {
        redisUnavailable(error);
      }
    },
  };
}

/**
 * The store for this app: Redis when REDIS_URL is set, else the database on a PostgreSQL server, else
 * memory (PGlite: one process). `redis` is the client when one was made (the per-IP limits use it too).
 */
export function chooseLimitStore(options: {
  redisUrl?: string | undefined;
  redisKeyPrefix: string;
  database: { kind: 'pglite' | 'postgres'; db: Database };
}): { store: LimitStore; redis?: Redis } {
  if (options.redisUrl) {
    // Never wait long for Redis: a command that cannot be sent within a second fails (and the request
    // goes on without the per-IP limit, or a login answers 503), and reconnecting goes on in the background.
    const redis = new RedisClient(options.redisUrl, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 1_000,
      lazyConnect: false,
    });
    redis.on('error', () => {});
    return { store: createRedisLimitStore(redis, options.redisKeyPrefix), redis };
  }
  if (options.database.kind === 'postgres') return { store: createDatabaseLimitStore(options.database.db) };
  return { store: createMemoryLimitStore() };
}
