import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, startApiProcess } from '../test/api-process.ts';
import { createTestDatabase, openSecondHandle, testEngine } from '../test/test-database.ts';
import { DEMO_PASSWORD, demoUsers } from './seed/demo-users.ts';
import { underStartLock } from './start-lock.ts';

// Several instances started at the same moment on one database: migrations and seeds run in one of them at
// a time (an advisory lock on PostgreSQL; PGlite is one process, so there the work simply runs).

const onPostgres = testEngine() === 'postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('underStartLock', () => {
  it('runs the start work of two instances one after the other, never at once', async () => {
    const first = await createTestDatabase();
    const second = await openSecondHandle(first);
    const spans: { at: number; end: number }[] = [];
    const work = async () => {
      const at = performance.now();
      await sleep(300);
      spans.push({ at, end: performance.now() });
      return spans.length;
    };
    try {
      const done = await Promise.all([underStartLock(first, work), underStartLock(second, work)]);
      expect(done.sort()).toEqual([1, 2]);
      const [a, b] = spans as [(typeof spans)[0], (typeof spans)[0]];
      // On PGlite the two calls share one process and one handle: nothing to lock against.
      if (onPostgres) expect(b.at).toBeGreaterThanOrEqual(a.end);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('lets the next instance in when the work failed', async () => {
    const database = await createTestDatabase();
    try {
      await expect(underStartLock(database, () => Promise.reject(new Error('seed broke')))).rejects.toThrow(
        'seed broke',
      );
      expect(await underStartLock(database, () => Promise.resolve('ran'))).toBe('ran');
    } finally {
      await database.close();
    }
  });
});

/** A database with nothing in it, not even the migrations: a fresh deployment's. */
async function emptyDatabase() {
  const serverUrl = inject('postgresUrl')!;
  const name = `fuellinq_empty_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

describe.skipIf(!onPostgres)('two instances started at once on one empty PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
  let instances: ApiProcess[] = [];
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  it(
    'both come up: one migrates and seeds the demo, the other waits and finds it done',
    { timeout: 300_000 },
    async () => {
      database = await emptyDatabase();
      const env = { DATABASE_URL: database.url, SEED_DEMO: '1', LOG_LEVEL: 'info' };
      const started = await Promise.allSettled([
        startApiProcess(env, { readyTimeoutMs: 240_000 }),
        startApiProcess(env, { readyTimeoutMs: 240_000 }),
      ]);
      instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      for (const result of started) {
        if (result.status === 'rejected') throw result.reason;
      }
      // They did start together: one of them waited for the other's migrations and seed.
      expect(
        instances.filter((instance) =>
          instance.output().includes('another instance is migrating or seeding'),
        ),
      ).toHaveLength(1);
      expect(instances.map((instance) => instance.output()).join('\n')).not.toMatch(
        /duplicate key|unique constraint/,
      );

      // Seeded once: every demo account exists once and signs in on both instances.
      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      try {
        const users = await check.query<{ email: string; n: number }>(
          'select email, count(*)::int as n from users where email = any($1) group by email',
          [demoUsers.map((user) => user.email)],
        );
        expect(users.rows).toHaveLength(demoUsers.length);
        expect(users.rows.every((row) => row.n === 1)).toBe(true);
        const vehicles = await check.query<{ n: number; plates: number }>(
          'select count(*)::int as n, count(distinct (owner_user_id, license_plate))::int as plates from vehicles',
        );
        expect(vehicles.rows[0]!.n).toBeGreaterThan(0);
        expect(vehicles.rows[0]!.n).toBe(vehicles.rows[0]!.plates);
      } finally {
        await check.end();
      }
      for (const instance of instances) {
        const login = await fetch(`${instance.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: demoUsers[0].email, password: DEMO_PASSWORD }),
        });
        expect(login.status, instance.output()).toBe(200);
        expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200);
      }
    },
  );
});
