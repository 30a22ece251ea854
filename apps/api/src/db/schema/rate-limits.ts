import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows shared by the API instances of one PostgreSQL server (lib/limit-store.ts), when no
 * Redis is configured: one row per hashed key, its count and when its window ends. Unlogged (migration
 * 0013): counters need no crash safety, and skipping the WAL keeps every hit cheap. Old windows are
 * purged hourly.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_idx').on(table.resetAt)],
);
