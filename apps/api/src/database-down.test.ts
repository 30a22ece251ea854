import { messageFor } from '@fuellinq/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { freePort } from './test/api-process.ts';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from './test/test-app.ts';
import { createTestDatabase, type TestDatabase, testEngine } from './test/test-database.ts';

// While the database cannot be reached, a route that needs it answers 503 unavailable with the Dutch
// text (never a 500, never a hanging request), health and readiness say so, and once the database is back
// the same app answers 200 again without a restart.

const unavailable = { error: 'unavailable', message: messageFor('unavailable') };

describe('an app whose PostgreSQL server is not there', () => {
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${port}/nergens`,
      connectTimeoutMs: 500,
    });
    t = await createTestApp({}, { database });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 unavailable on routes that need the database, and health and readiness say it is down', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'iemand@example.nl', password: 'geheim123' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject(unavailable);
    expect(login.headers['retry-after']).toBe('5');
    const me = await injectAs(t.app, 'een-token', { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(503);
    expect(me.json()).toMatchObject(unavailable);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: { ok: false, latency_ms: null } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', ...unavailable });
    // The process itself is fine: a liveness probe must not restart it for the database's sake.
    expect((await t.app.inject({ method: 'GET', url: '/api/live' })).statusCode).toBe(200);
  });
});

describe.skipIf(testEngine() !== 'postgres')('an app whose database goes away and comes back', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    t = await createTestApp(
      {},
      { database: await openDatabase({ kind: 'postgres', url: url.toString(), connectTimeoutMs: 500 }) },
    );
    ({ token } = await registerUser(t.app));
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await database.close();
  });

  const me = () => injectAs(t.app, token, { method: 'GET', url: '/api/me' });

  it('answers 503 while the server is down or hangs, and 200 again once it is back, without a restart', async () => {
    expect((await me()).statusCode).toBe(200);

    // Down: the open connections break and new ones are refused.
    proxy.down();
    for (let i = 0; i < 3; i++) {
      const response = await me();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject(unavailable);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email: 'nieuw@example.nl', password: 'geheim123' },
        })
      ).statusCode,
    ).toBe(503);

    // A connection that breaks while a transaction holds it (between two statements) fails that
    // transaction, and nothing else: the process goes on.
    proxy.up();
    await expect.poll(async () => (await me()).statusCode, { timeout: 5_000, interval: 100 }).toBe(200);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.down();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      }),
    ).rejects.toThrow();
    expect((await me()).statusCode).toBe(503);

    // Hanging: a connection is accepted but never answered; the connection time-out turns it into a 503.
    proxy.stall();
    const stalled = await me();
    expect(stalled.statusCode).toBe(503);
    expect(stalled.json()).toMatchObject(unavailable);

    // Back: the pool opens fresh connections by itself.
    proxy.up();
    await expect.poll(async () => (await me()).statusCode, { timeout: 5_000, interval: 100 }).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      status: 'ok',
      database: { ok: true },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
