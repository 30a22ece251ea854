import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One attempt to link a bank account, through a provider (the sandbox bank, later iDEAL or PSD2). The newest
 * linked row is the user's account; only its masked IBAN is kept. The state a bank returns is single-use and
 * stored as SHA-256 only.
 */
export const bankLinks = pgTable(
  'bank_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    bankId: text('bank_id').notNull(),
    status: text('status', { enum: ['pending', 'linked', 'failed'] })
      .notNull()
      .default('pending'),
    stateHash: text('state_hash').notNull(),
    stateUsedAt: timestamp('state_used_at', { withTimezone: true }),
    /** The provider's own reference for the consent (payment id, requisition, session). */
    consentReference: text('consent_reference'),
    ibanMasked: text('iban_masked'),
    holderName: text('holder_name'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('bank_links_user_created_idx').on(table.userId, table.createdAt),
    // A second link request while one is pending reuses it: at most one pending attempt per user.
    uniqueIndex('bank_links_one_pending_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    check('bank_links_status_check', sql`${table.status} in ('pending', 'linked', 'failed')`),
  ],
);
