import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { jobs } from '../db/schema/index.ts';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/test-database.ts';
import { createJobRunner, hourly } from './job-runner.ts';
import { selectRows } from './sql-rows.ts';

// The job runner on the real engine of the suite (PGlite, or the PostgreSQL server with a pool of five):
// jobs run once however many runners compete, failed ones retry and then stop, a runner that dies
// mid-job loses nothing, and scheduled work is added once per slot.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table job_effects (job text primary key, runner text not null)`);
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
  await database.db.execute(sql`delete from job_effects`);
});

/** A clock the test moves by hand. */
function clock(start = '2026-11-23T10:00:00Z') {
  let at = new Date(start);
  return {
    now: () => at,
    advance: (ms: number) => {
      at = new Date(at.getTime() + ms);
    },
  };
}

const effects = () =>
  selectRows<{ job: string; runner: string }>(
    database.db,
    sql`select job, runner from job_effects order by job`,
  );

/** A job whose effect is a row: run twice, it would break the primary key. */
function recordingRunner(id: string, time = clock(), db = database.db) {
  const runner = createJobRunner({ db, id, now: time.now });
  runner.define('record', {
    handler: async (payload, { db }) => {
      await db.execute(sql`insert into job_effects (job, runner) values (${String(payload.name)}, ${id})`);
    },
  });
  return runner;
}

describe('the job runner', () => {
  it('runs a due job once and leaves a later one for later', async () => {
    const time = clock();
    const runner = recordingRunner('a', time);
    await runner.enqueue('record', { name: 'nu' });
    await runner.enqueue('record', { name: 'straks' }, { runAt: new Date(time.now().getTime() + 60_000) });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect((await effects()).map((row) => row.job)).toEqual(['nu']);
    time.advance(60_000);
    expect(await runner.runDue()).toBe(1);
    expect((await effects()).map((row) => row.job)).toEqual(['nu', 'straks']);
    const statuses = await database.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs);
    expect(statuses).toEqual([
      { status: 'done', attempts: 1 },
      { status: 'done', attempts: 1 },
    ]);
  });

  it('adds a job with a key once, however often it is enqueued', async () => {
    const runner = recordingRunner('a');
    const first = await runner.enqueue('record', { name: 'eens' }, { key: 'record:eens' });
    const again = await runner.enqueue('record', { name: 'eens' }, { key: 'record:eens' });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    await runner.runDue();
    expect(await effects()).toHaveLength(1);
  });

  it('rolls back what a failing job wrote, retries it with a growing wait, then gives up', async () => {
    const time = clock();
    const runner = createJobRunner({ db: database.db, id: 'a', now: time.now });
    let calls = 0;
    runner.define('flaky', {
      maxAttempts: 3,
      handler: async (_payload, { db }) => {
        calls += 1;
        await db.execute(sql`insert into job_effects (job, runner) values (${`poging-${calls}`}, 'a')`);
        throw new Error(`mislukt ${calls}`);
      },
    });
    await runner.enqueue('flaky');
    expect(await runner.runDue()).toBe(1);
    // Retry 1 waits 2 s.
    expect(await runner.runDue()).toBe(0);
    time.advance(2_000);
    expect(await runner.runDue()).toBe(1);
    time.advance(4_000);
    expect(await runner.runDue()).toBe(1);
    time.advance(60_000);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(3);
    expect(await effects()).toEqual([]);
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'mislukt 3' });
  });

  it('runs each of 60 jobs exactly once while three runners compete for them', async () => {
    const runners = ['a', 'b', 'c'].map((id) => recordingRunner(id));
    for (let i = 0; i < 60; i++)
      await runners[0]!.enqueue('record', { name: `job-${String(i).padStart(2, '0')}` });
    const done = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(done.reduce((sum, n) => sum + n, 0)).toBe(60);
    const rows = await effects();
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((row) => row.job)).size).toBe(60);
    const [left] = await database.db
      .select({ n: count() })
      .from(jobs)
      .where(sql`${jobs.status} <> 'done'`);
    expect(left?.n).toBe(0);
  });

  it('picks up a job after a restart, and one whose runner died while it held the lease', async () => {
    const time = clock();
    // A runner that is gone: it claimed a lease job and never finished it.
    const dead = createJobRunner({ db: database.db, id: 'weg', now: time.now, leaseMs: 60_000 });
    dead.define('external', { mode: 'lease', handler: () => new Promise(() => {}) });
    await dead.enqueue('external', { name: 'lease' });
    void dead.runDue();
    await expect
      .poll(async () => (await database.db.select({ status: jobs.status }).from(jobs))[0]?.status)
      .toBe('running');

    // A new process: its runner finds the job again once the lease has run out, and runs it once.
    const fresh = createJobRunner({ db: database.db, id: 'nieuw', now: time.now });
    let runs = 0;
    fresh.define('external', {
      mode: 'lease',
      handler: () => {
        runs += 1;
        return Promise.resolve();
      },
    });
    expect(await fresh.runDue()).toBe(0);
    time.advance(61_000);
    expect(await fresh.runDue()).toBe(1);
    expect(await fresh.runDue()).toBe(0);
    expect(runs).toBe(1);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, 'external'));
    expect(job).toMatchObject({ status: 'done', lockedBy: null });
  });

  it('adds a scheduled run once per slot, whichever runner sees the slot first', async () => {
    const time = clock('2026-11-23T10:59:00Z');
    const runners = ['a', 'b'].map((id) => {
      const runner = recordingRunner(id, time);
      runner.schedule({ kind: 'record', slotOf: hourly, payload: { name: 'uur' } });
      return runner;
    });
    await Promise.all(runners.map((runner) => runner.runDue()));
    await Promise.all(runners.map((runner) => runner.runDue()));
    expect((await database.db.select({ key: jobs.key }).from(jobs)).map((row) => row.key)).toEqual([
      'record:2026-11-23T10',
    ]);
    expect(await effects()).toHaveLength(1);
  });

  // A runner with a backlog on a PostgreSQL server runs its jobs side by side, each on its own connection,
  // and still each exactly once while a second such runner competes.
  it.skipIf(testEngine() !== 'postgres')(
    'runs jobs side by side with concurrency, each once, and drains more than one poll’s batch',
    async () => {
      let inFlight = 0;
      let most = 0;
      const runners = ['side-1', 'side-2'].map((id) => {
        const runner = createJobRunner({ db: database.db, id, concurrency: 3, pollMs: 60_000 });
        runner.define('record', {
          handler: async (payload, { db }) => {
            inFlight += 1;
            most = Math.max(most, inFlight);
            try {
              await db.execute(sql`select pg_sleep(0.02)`);
              await db.execute(
                sql`insert into job_effects (job, runner) values (${String(payload.name)}, ${id})`,
              );
            } finally {
              inFlight -= 1;
            }
          },
        });
        return runner;
      });
      // More than a batch of 100 for each runner: with a poll a minute away, only going on at once drains them.
      for (let i = 0; i < 250; i++)
        await runners[0]!.enqueue('record', { name: `job-${String(i).padStart(3, '0')}` });
      for (const runner of runners) runner.start();
      await expect.poll(async () => (await effects()).length, { timeout: 20_000, interval: 50 }).toBe(250);
      await Promise.all(runners.map((runner) => runner.stop()));
      expect(most).toBeGreaterThan(2);
      expect(new Set((await effects()).map((row) => row.job)).size).toBe(250);
    },
  );

  // Two API processes: each has a pool of its own connections to the server. Both poll with their real
  // loop; transaction jobs and lease jobs (which write outside the claiming transaction) alike run once.
  it.skipIf(testEngine() !== 'postgres')(
    'runs each job once when two processes with pools of their own poll the same server',
    async () => {
      const other = await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 5 });
      try {
        const runners = [
          recordingRunner('proces-1', clock(), database.db),
          recordingRunner('proces-2', clock(), other.db),
        ];
        for (const [index, runner] of runners.entries()) {
          const db = index === 0 ? database.db : other.db;
          runner.define('external', {
            mode: 'lease',
            handler: async (payload) => {
              await db.execute(
                sql`insert into job_effects (job, runner) values (${String(payload.name)}, ${runner.id})`,
              );
            },
          });
        }
        for (let i = 0; i < 80; i++) {
          const kind = i % 2 ? 'record' : 'external';
          await runners[0]!.enqueue(kind, { name: `job-${String(i).padStart(2, '0')}` });
        }
        for (const runner of runners) runner.start();
        await expect
          .poll(
            async () =>
              (
                await database.db
                  .select({ n: count() })
                  .from(jobs)
                  .where(sql`${jobs.status} <> 'done'`)
              )[0]?.n,
            { timeout: 20_000, interval: 50 },
          )
          .toBe(0);
        await Promise.all(runners.map((runner) => runner.stop()));
        const rows = await effects();
        expect(rows).toHaveLength(80);
        expect(new Set(rows.map((row) => row.job)).size).toBe(80);
        // Both processes took part (each polls every second, so neither can take them all at once).
        expect(new Set(rows.map((row) => row.runner))).toEqual(new Set(['proces-1', 'proces-2']));
      } finally {
        await other.close();
      }
    },
  );
});
