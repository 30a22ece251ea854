import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { redisForTests } from '../test/redis.ts';
import { FixedWindowLimiter } from './fixed-window-limiter.ts';
import {
  createDatabaseLimitStore,
  createMemoryLimitStore,
  createRedisLimitStore,
  type LimitStore,
} from './limit-store.ts';
import { selectRows } from './sql-rows.ts';

describe('FixedWindowLimiter in memory', () => {
  it('allows max events per window and says when the window ends', async () => {
    let now = 0;
    const store = createMemoryLimitStore(() => now);
    const limiter = new FixedWindowLimiter({ store, name: 't', max: 2, windowMs: 60_000 });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    now = 15_000;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.check('a')).allowed).toBe(false);
    expect((await limiter.check('b')).allowed).toBe(true);
    now = 60_000;
    expect((await limiter.check('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('forgets a key on reset, and keeps limiters of other names apart', async () => {
    const store = createMemoryLimitStore();
    const limiter = new FixedWindowLimiter({ store, name: 'een', max: 1, windowMs: 1000 });
    const other = new FixedWindowLimiter({ store, name: 'twee', max: 1, windowMs: 1000 });
    await limiter.hit('a');
    expect((await limiter.check('a')).allowed).toBe(false);
    expect((await other.check('a')).allowed).toBe(true);
    await limiter.reset('a');
    expect((await limiter.check('a')).allowed).toBe(true);
  });
});

/** What every shared store must do, on one store instance per "process". */
function sharedStoreContract(open: () => { a: LimitStore; b: LimitStore }) {
  it('counts the hits of two instances in one window, and a reset on one clears it for both', async () => {
    const { a, b } = open();
    const key = `k-${randomUUID()}`;
    expect((await a.hit(key, 60_000)).count).toBe(1);
    expect((await b.hit(key, 60_000)).count).toBe(2);
    const third = await a.hit(key, 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(50_000);
    expect(third.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await b.peek(key))?.count).toBe(3);
    await b.reset(key);
    expect(await a.peek(key)).toBeUndefined();
  });

  it('gives 50 simultaneous hits from two instances the counts 1 to 50, each once', async () => {
    const { a, b } = open();
    const key = `k-${randomUUID()}`;
    const counts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).hit(key, 60_000).then((w) => w.count)),
    );
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('starts a new window once the old one ended', async () => {
    const { a, b } = open();
    const key = `k-${randomUUID()}`;
    await a.hit(key, 50);
    await b.hit(key, 50);
    await expect.poll(() => a.peek(key), { interval: 20 }).toBeUndefined();
    expect((await b.hit(key, 60_000)).count).toBe(1);
  });
}

describe('the database store (the engine of the suite)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  sharedStoreContract(() => ({
    a: createDatabaseLimitStore(database.db),
    b: createDatabaseLimitStore(database.db),
  }));

  it('keeps no address in the table, and purges windows that ended', async () => {
    const store = createDatabaseLimitStore(database.db);
    await store.hit('login-pair:iemand@example.nl\n10.0.0.1', 1);
    const keys = await selectRows<{ key: string }>(database.db, sql`select key from rate_limits`);
    expect(keys.map((row) => row.key).join()).not.toMatch(/example|10\.0/);
    await database.db.execute(sql`update rate_limits set reset_at = now() - interval '2 minutes'`);
    expect(await store.purge!()).toBeGreaterThan(0);
    expect(await selectRows(database.db, sql`select key from rate_limits`)).toEqual([]);
  });
});

const redisUrl = await redisForTests();

describe.skipIf(!redisUrl)('the Redis store', () => {
  const clients: Redis[] = [];
  const prefix = `fuellinq-test-${randomUUID()}:`;
  afterAll(async () => {
    const [first] = clients;
    if (first) {
      const keys = await first.keys(`${prefix}*`);
      if (keys.length > 0) await first.del(...keys);
    }
    await Promise.all(clients.map((client) => client.quit()));
  });
  const client = () => {
    const redis = new Redis(redisUrl!);
    clients.push(redis);
    return redis;
  };

  sharedStoreContract(() => ({
    a: createRedisLimitStore(client(), prefix),
    b: createRedisLimitStore(client(), prefix),
  }));

  it('answers 503 unavailable when Redis cannot be reached, rather than letting a login through', async () => {
    const gone = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      connectTimeout: 200,
      retryStrategy: () => null,
    });
    gone.on('error', () => {});
    await expect(createRedisLimitStore(gone, prefix).hit('x', 1000)).rejects.toMatchObject({
      statusCode: 503,
      code: 'unavailable',
    });
    gone.disconnect();
  });
});
