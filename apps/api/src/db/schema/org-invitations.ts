import { ORG_ROLES } from '@fuellinq/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/**
 * An invitation to join an organisation with a role, sent by e-mail as a one-time link (issue 24). Like a
 * password reset, only the SHA-256 of its token is stored. Valid 7 days, until used or revoked.
 */
export const orgInvitations = pgTable(
  'org_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lower-cased, as users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: ORG_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('org_invitations_token_key').on(table.tokenHash),
    index('org_invitations_org_idx').on(table.orgId, table.createdAt),
    check('org_invitations_role_check', sql`${table.role} in ('owner', 'manager', 'accountant', 'driver')`),
  ],
);
