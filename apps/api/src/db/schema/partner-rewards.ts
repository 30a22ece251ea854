import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The rewards a partner offers at its stations (a reward's key from the domain's REWARDS, e.g.
 * 'wasbeurt'): only such a partner redeems that reward's codes, and only at its own stations.
 */
export const partnerRewards = pgTable(
  'partner_rewards',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardKey: text('reward_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.rewardKey] }),
    index('partner_rewards_reward_idx').on(table.rewardKey),
  ],
);
