import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

// Notifications (issue 24 §6): the in-app list of each person, the delivery each manager chose per kind,
// and the marks that make an alert ("balance under its threshold", "budget at 80 %") fire once per crossing
// or period instead of on every refuel.

/** One message in a person's in-app list; `delivery` says how it is mailed (the summary job sets `summarised_at`). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** direct: mailed at once; daily: in the next daily summary mail; app: in the app only. */
    delivery: text('delivery', { enum: ['direct', 'daily', 'app'] })
      .notNull()
      .default('direct'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order of insertion: two notifications in the same clock tick (PGlite's clock has milliseconds) still list newest first. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When a daily summary mail took it (delivery 'daily' only). */
    summarisedAt: timestamp('summarised_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_daily_due_idx')
      .on(table.userId)
      .where(sql`${table.delivery} = 'daily' and ${table.summarisedAt} is null`),
    check('notifications_delivery_check', sql`${table.delivery} in ('direct', 'daily', 'app')`),
  ],
);

/** A manager's choice per kind in one organisation; no row means direct. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delivery: text('delivery', { enum: ['direct', 'daily', 'off'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.orgId, table.kind] }),
    check('notification_preferences_delivery_check', sql`${table.delivery} in ('direct', 'daily', 'off')`),
  ],
);

/**
 * An alert of an organisation that has fired and must not fire again: `budget_80:member:<id>:2026-11` once
 * per period, `balance_low` until the balance is above its threshold again (then the mark is removed).
 */
export const orgAlertMarks = pgTable(
  'org_alert_marks',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.key] })],
);
