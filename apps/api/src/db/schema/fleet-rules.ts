import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cards } from './cards.ts';
import { fuelTransactions } from './money.ts';
import { organisations } from './organisations.ts';
import { stations } from './stations.ts';
import { users } from './users.ts';

// Fleets, the rules at the pump (issue 24 §3–4): the refuels a rule declined, the flags a completed company
// refuel got for the manager's review (with every decision on them kept), and a driver's requests for more
// room (a one-off raise of the rule that declined them).

/** A company refuel a rule or budget declined: written after the start's transaction rolled back. */
export const refuelDeclines = pgTable(
  'refuel_declines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id').references(() => cards.id, { onDelete: 'set null' }),
    driverUserId: uuid('driver_user_id').references(() => users.id, { onDelete: 'set null' }),
    stationId: uuid('station_id').references(() => stations.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    fuelType: text('fuel_type'),
    /** The rule or budget that declined (a key of the rules, or cost_centre_day|cost_centre_month|member_month). */
    rule: text('rule').notNull(),
    /** The Dutch reason the driver saw. */
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refuel_declines_org_created_idx').on(table.orgId, table.createdAt),
    index('refuel_declines_card_created_idx').on(table.cardId, table.createdAt),
  ],
);

export const REFUEL_FLAG_KINDS = [
  'fuel_mismatch',
  'over_tank',
  'quick_repeat',
  'odometer_backwards',
  'rule',
] as const;
export const REFUEL_FLAG_STATUSES = ['open', 'ok', 'query'] as const;

/** Something about a completed company refuel the manager should look at; `status` is the latest decision. */
export const refuelFlags = pgTable(
  'refuel_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => fuelTransactions.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id').references(() => cards.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: REFUEL_FLAG_KINDS }).notNull(),
    /** What was seen, in Dutch, and its figures (the rule, the litres, the readings). */
    details: jsonb('details').$type<{ message: string } & Record<string, unknown>>().notNull(),
    status: text('status', { enum: REFUEL_FLAG_STATUSES }).notNull().default('open'),
    note: text('note'),
    decidedByUserId: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refuel_flags_org_status_idx').on(table.orgId, table.status, table.createdAt),
    index('refuel_flags_transaction_idx').on(table.transactionId),
    check('refuel_flags_status_check', sql`${table.status} in ('open', 'ok', 'query')`),
  ],
);

/** Every decision on a flag, kept: the flag's `status` and `note` are only the latest. Append-only. */
export const refuelFlagDecisions = pgTable(
  'refuel_flag_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flagId: uuid('flag_id')
      .notNull()
      .references(() => refuelFlags.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['ok', 'query'] }).notNull(),
    note: text('note'),
    decidedByUserId: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refuel_flag_decisions_flag_idx').on(table.flagId, table.createdAt)],
);

export const ROOM_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;

/**
 * A driver's request for more room: once approved, `amount_cents` is added to the limit of `rule` for the
 * card from the approval until `valid_until` (the end of that rule's period: today, this week, this month).
 */
export const roomRequests = pgTable(
  'room_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    driverUserId: uuid('driver_user_id').references(() => users.id, { onDelete: 'set null' }),
    rule: text('rule').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ROOM_REQUEST_STATUSES }).notNull().default('pending'),
    decidedByUserId: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('room_requests_org_created_idx').on(table.orgId, table.createdAt),
    index('room_requests_card_status_idx').on(table.cardId, table.status),
    check('room_requests_status_check', sql`${table.status} in ('pending', 'approved', 'declined')`),
    check('room_requests_amount_check', sql`${table.amountCents} > 0`),
  ],
);
