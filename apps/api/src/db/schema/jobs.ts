import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Background work, kept in the database so it survives a restart and runs once however many API instances
 * run: a runner claims due jobs with FOR UPDATE SKIP LOCKED and holds them with a lease (`locked_until`); a
 * runner that died leaves its lease to run out and another takes the job over. `key` makes enqueueing
 * idempotent: a scheduled run ('retention:2026-11-23T21') or a per-thing job ('expire:<tx>') is added once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_key_unique').on(table.key),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} in ('pending', 'running')`),
    check('jobs_status_check', sql`${table.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);
