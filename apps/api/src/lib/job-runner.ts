import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../db/database.ts';
import { jobs } from '../db/schema/index.ts';

// One job runner for all background work (reservation expiry, automatic top-ups, renewals, invoices,
// retention), on the database of the app: PGlite and PostgreSQL alike (docs/decisions/012-money.md).
//
// A due job is claimed with FOR UPDATE SKIP LOCKED, so two runners never take the same job. By default the
// handler runs inside the claiming transaction (in a savepoint) and the job is marked done in that same
// transaction: its database effects and its "done" commit together, so a crash at any point leaves the job
// pending with nothing of it written, and it runs again, once. A handler that talks to the outside world
// (a payment provider) runs with a lease instead: claimed and committed first, run, then marked done; a
// runner that dies mid-way leaves the lease to run out and another takes the job over, so such handlers
// must be idempotent (they pass an idempotency key to the provider, and the ledger books a reference once).

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  /**
   * The claiming transaction (mode 'transaction') or the plain database (mode 'lease'). A transaction-mode
   * handler must write through this one only: anything else waits for the claiming transaction (on PGlite's
   * single connection it would wait forever) and is not undone with it.
   */
  db: Database;
  job: JobRow;
  now: Date;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface JobDefinition {
  handler: JobHandler;
  mode?: 'transaction' | 'lease';
  maxAttempts?: number;
  /** The wait before retry n (1-based); default 2^n seconds, at most an hour. */
  backoffMs?: (attempt: number) => number;
}

export interface EnqueueOptions {
  /** Not before this moment (default now). */
  runAt?: Date;
  /** At most one job per key, ever: a second enqueue with the same key does nothing. */
  key?: string;
  maxAttempts?: number;
  /** Enqueue inside a transaction of the caller, so the job exists only if the change it follows commits. */
  db?: Database;
}

export interface Schedule {
  kind: string;
  /** The slot a moment falls in ('2026-11-23T21' for hourly), or null when nothing is due. */
  slotOf: (now: Date) => string | null;
  payload?: Record<string, unknown>;
}

export interface JobRunnerOptions {
  db: Database;
  /** Names this runner in `locked_by`; a fresh id by default. */
  id?: string;
  now?: () => Date;
  pollMs?: number;
  leaseMs?: number;
  /**
   * Jobs run side by side by this runner (default 1). Each claims its own job (SKIP LOCKED) on a connection of
   * its own, so a backlog drains as fast as the pool allows; on PGlite's one connection keep 1.
   */
  concurrency?: number;
  onError?: (error: unknown, job: JobRow) => void;
}

const defaultBackoff = (attempt: number) => Math.min(3_600_000, 1000 * 2 ** attempt);

export function createJobRunner(options: JobRunnerOptions) {
  const { db, now = () => new Date(), pollMs = 1000, leaseMs = 5 * 60_000, concurrency = 1 } = options;
  const id = options.id ?? `runner-${randomUUID().slice(0, 8)}`;
  const definitions = new Map<string, JobDefinition>();
  const schedules: Schedule[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function enqueue(kind: string, payload: Record<string, unknown> = {}, opts: EnqueueOptions = {}) {
    const [row] = await (opts.db ?? db)
      .insert(jobs)
      .values({
        kind,
        payload,
        key: opts.key ?? null,
        runAt: opts.runAt ?? now(),
        maxAttempts: opts.maxAttempts ?? definitions.get(kind)?.maxAttempts ?? 5,
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id })
      // Every column is always set, so the statement is the same each time: prepared by name, planned once
      // per connection (a refuel start enqueues its expiry inside its one transaction).
      .prepare('jobs_enqueue')
      .execute();
    return row?.id ?? null;
  }

  /** The next due job, locked for this transaction: pending and due, or running with its lease run out. */
  async function claimOne(tx: Database, at: Date): Promise<JobRow | undefined> {
    const kinds = [...definitions.keys()];
    if (kinds.length === 0) return undefined;
    const [row] = await tx
      .select()
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          sql`((${jobs.status} = 'pending' and ${jobs.runAt} <= ${at}) or (${jobs.status} = 'running' and ${jobs.lockedUntil} < ${at}))`,
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  }

  function failure(definition: JobDefinition | undefined, job: JobRow, error: unknown, at: Date) {
    const attempts = job.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    const lastError = message.slice(0, 2000);
    if (attempts >= job.maxAttempts) {
      return {
        status: 'failed' as const,
        attempts,
        lastError,
        finishedAt: at,
        lockedBy: null,
        lockedUntil: null,
      };
    }
    const wait = (definition?.backoffMs ?? defaultBackoff)(attempts);
    return {
      status: 'pending' as const,
      attempts,
      lastError,
      runAt: new Date(at.getTime() + wait),
      lockedBy: null,
      lockedUntil: null,
    };
  }

  /** Runs one due job, if there is one; true when it did. */
  async function runOne(): Promise<boolean> {
    const at = now();
    // Claim, and for 'transaction' jobs run and finish, in one transaction.
    const leased = await inTransaction(db, async (tx) => {
      const job = await claimOne(tx, at);
      if (!job) return { ran: false as const };
      const definition = definitions.get(job.kind);
      if (definition?.mode === 'lease') {
        await tx
          .update(jobs)
          .set({ status: 'running', lockedBy: id, lockedUntil: new Date(at.getTime() + leaseMs) })
          .where(eq(jobs.id, job.id));
        return { ran: true as const, lease: job };
      }
      try {
        // A savepoint: a failing handler's writes go, the job's bookkeeping stays.
        await tx.transaction(async (inner) => {
          await definition!.handler(job.payload, { db: inner, job, now: at });
        });
        await tx
          .update(jobs)
          .set({
            status: 'done',
            attempts: job.attempts + 1,
            finishedAt: at,
            lockedBy: null,
            lockedUntil: null,
          })
          .where(eq(jobs.id, job.id));
      } catch (error) {
        options.onError?.(error, job);
        await tx
          .update(jobs)
          .set(failure(definition, job, error, at))
          .where(eq(jobs.id, job.id));
      }
      return { ran: true as const };
    });
    if (!leased.ran) return false;
    if (leased.lease) {
      const job = leased.lease;
      const definition = definitions.get(job.kind)!;
      let update: Partial<JobRow>;
      try {
        await definition.handler(job.payload, { db, job, now: at });
        update = {
          status: 'done',
          attempts: job.attempts + 1,
          finishedAt: now(),
          lockedBy: null,
          lockedUntil: null,
        };
      } catch (error) {
        options.onError?.(error, job);
        update = failure(definition, job, error, now());
      }
      // Only while the lease is still ours: a runner that took the job over owns it now.
      await db
        .update(jobs)
        .set(update)
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, id)));
    }
    return true;
  }

  /**
   * Adds the due runs of every schedule (each slot once, across instances), then runs due jobs, `concurrency`
   * at a time, until none is left or `limit` have run.
   */
  async function runDue(limit = 100): Promise<number> {
    const at = now();
    for (const schedule of schedules) {
      const slot = schedule.slotOf(at);
      if (slot) await enqueue(schedule.kind, schedule.payload ?? {}, { key: `${schedule.kind}:${slot}` });
    }
    let count = 0;
    const worker = async () => {
      while (count < limit && (await runOne())) count += 1;
    };
    // Every worker finishes its job in hand before the round ends, also when another one failed.
    const rounds = await Promise.allSettled(Array.from({ length: concurrency }, worker));
    const failed = rounds.find((round) => round.status === 'rejected');
    if (failed) throw failed.reason;
    return count;
  }

  const POLL_BATCH = 100;

  function loop() {
    if (stopped) return;
    let backlog = false;
    running = runDue(POLL_BATCH)
      .then((count) => (backlog = count >= POLL_BATCH))
      .catch((error: unknown) => options.onError?.(error, { kind: 'runner' } as JobRow))
      .finally(() => {
        running = undefined;
        // A full batch means more are due: go on at once rather than a poll later.
        if (!stopped) timer = setTimeout(loop, backlog ? 0 : pollMs);
      });
  }

  return {
    id,
    /** Declares how a kind of job runs. */
    define(kind: string, definition: JobDefinition) {
      definitions.set(kind, definition);
    },
    /** A recurring job: each slot `slotOf` names is enqueued once, by whichever runner sees it first. */
    schedule(schedule: Schedule) {
      schedules.push(schedule);
    },
    enqueue,
    runDue,
    /** Polls for due jobs every `pollMs` until stopped. */
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    /** Stops taking jobs and waits for the one in hand. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

/** Hourly slots in UTC: '2026-11-23T21'. */
export const hourly = (now: Date) => now.toISOString().slice(0, 13);
