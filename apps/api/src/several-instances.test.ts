import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from './test/api-process.ts';
import { redisForTests } from './test/redis.ts';
import { createTestDatabase, type TestDatabase, testEngine } from './test/test-database.ts';

// Two real API processes on one PostgreSQL database: the per-IP limits and the per-address sign-in
// limits count across both, with the database as the shared store and with Redis.

const onPostgres = testEngine() === 'postgres';
const redisUrl = onPostgres ? await redisForTests() : undefined;

const limits = { RATE_LIMIT_AUTH_PER_IP: '5', RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '3', TRUST_PROXY: '1' };

function post(instance: ApiProcess, path: string, body: unknown, ip: string) {
  return fetch(`${instance.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

function sharedLimits(env: () => Record<string, string>) {
  let database: TestDatabase;
  let a: ApiProcess;
  let b: ApiProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([
      startApiProcess({ DATABASE_URL: database.url!, ...limits, ...env() }),
      startApiProcess({ DATABASE_URL: database.url!, ...limits, ...env() }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  it('counts the per-IP limit of a route across both instances', async () => {
    const ip = '10.13.0.1';
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const response = await post(i % 2 ? b : a, '/api/auth/forgot', { email: `x${i}@example.nl` }, ip);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    const sixth = await post(b, '/api/auth/forgot', { email: 'x6@example.nl' }, ip);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await sixth.json()).toMatchObject({ error: 'rate_limited' });
    // Another address is not held back by this one's count.
    expect((await post(a, '/api/auth/forgot', { email: 'y@example.nl' }, '10.13.0.2')).status).toBe(202);
  });

  it('stops failed logins for one address from one IP after the limit, counted on both instances', async () => {
    const ip = '10.13.0.3';
    const login = { email: `geraden.${randomUUID()}@example.nl`, password: 'fout-fout' };
    expect((await post(a, '/api/auth/login', login, ip)).status).toBe(401);
    expect((await post(b, '/api/auth/login', login, ip)).status).toBe(401);
    expect((await post(a, '/api/auth/login', login, ip)).status).toBe(401);
    // The fourth login request from this IP is within the per-IP limit of 5: the sign-in limiter refuses it.
    const refused = await post(b, '/api/auth/login', login, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
  });

  it('stops one instance cleanly on SIGTERM while the other goes on', async () => {
    expect(await a.stop('SIGTERM')).toBe(0);
    expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
  });
}

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database, limits in the database', () => {
  sharedLimits(() => ({}));
});

describe.skipIf(!redisUrl)('two instances on one PostgreSQL database, limits in Redis', () => {
  const prefix = `fuellinq-test-${randomUUID()}:`;
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    // Both processes counted in Redis, not in the database.
    expect(keys.length).toBeGreaterThan(0);
    await redis.quit();
  });
  sharedLimits(() => ({ REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix }));
});
