import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cards } from './cards.ts';
import { users } from './users.ts';

/**
 * A card whose wallet pass has been handed out (Apple, Google or the universal page). The pass's serial number
 * is the card id; `updated_at` is what the Apple web service reports as changed.
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    cardId: uuid('card_id')
      .primaryKey()
      .references(() => cards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Part of every pass page and download link; raising it revokes every link handed out before. */
    linkVersion: integer('link_version').notNull().default(1),
    /**
     * When the holder first took the pass: opened the universal pass page, downloaded the Apple pass or asked
     * for the Google Wallet link. Handing out the links is not enough (the onboarding checklist reads this).
     */
    addedAt: timestamp('added_at', { withTimezone: true }),
  },
  (table) => [index('wallet_passes_user_idx').on(table.userId)],
);

/**
 * A device registered for updates of one pass (Apple PassKit web service), with the push token it gave for
 * that pass. Keyed per device and pass: a caller holding one pass's token can only ever touch that pass's
 * registration, never the push token another pass registered for the same device.
 */
export const walletRegistrations = pgTable(
  'wallet_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    passTypeId: text('pass_type_id').notNull(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => walletPasses.cardId, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceLibraryId, table.passTypeId, table.cardId] }),
    index('wallet_registrations_card_idx').on(table.cardId),
  ],
);
