import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Prepaid fuel cards. The full card number is never stored: only its last four digits and a keyed hash
 * (HMAC-SHA256 with CARD_HASH_KEY) that keeps numbers unique. `token` is the opaque value in the pass's
 * barcode. Exactly one card per user is the active one, guaranteed by a partial unique index.
 */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    panLast4: text('pan_last4').notNull(),
    panHash: text('pan_hash').notNull(),
    token: text('token').notNull(),
    status: text('status', { enum: ['active', 'blocked', 'paused', 'pending'] })
      .notNull()
      .default('active'),
    isActive: boolean('is_active').notNull().default(false),
    plate: text('plate'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped whenever what the wallet pass shows changes, so passes can be updated. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cards_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('cards_pan_hash_key').on(table.panHash),
    uniqueIndex('cards_token_key').on(table.token),
    uniqueIndex('cards_one_active_per_user')
      .on(table.userId)
      .where(sql`${table.isActive}`),
    check('cards_status_check', sql`${table.status} in ('active', 'blocked', 'paused', 'pending')`),
    check('cards_pan_last4_check', sql`${table.panLast4} ~ '^[0-9]{4}$'`),
    check('cards_label_length_check', sql`char_length(${table.label}) <= 40`),
  ],
);
