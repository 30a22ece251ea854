import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Web Push (issue 28 §4, docs/decisions/026-web-push.md): one row per browser or installed app that said yes
// to notifications. The endpoint is the push service's address for that one device: personal data, kept only
// while it works (a 404 or 410 from the push service removes it) and erased with the account.

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this device; a browser that subscribes again under another user moves it. */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url): the message is encrypted to them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Failed sends in a row (not 404/410, which remove the row); a success sets it back to 0. */
    failures: integer('failures').notNull().default(0),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId),
    check('push_subscriptions_failures_check', sql`${table.failures} >= 0`),
  ],
);
