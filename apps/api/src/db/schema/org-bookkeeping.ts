import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

// The organisation's own ledger accounts for the journal export (issue 25 §2): which grootboekrekening its
// bookkeeping books the fuel on and which the fees. Cost-centre codes live on `cost_centres.code`. No row,
// or a null column: that cell of the journal stays empty and the bookkeeping asks for it on import.

export const orgBookkeeping = pgTable('org_bookkeeping', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  /** Grootboekrekening of the company refuels (and of their refunds). */
  fuelAccount: text('fuel_account'),
  /** Grootboekrekening of the subscription and card fees. */
  feesAccount: text('fees_account'),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
