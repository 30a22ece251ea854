import { ORG_ROLES } from '@fuellinq/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Fleets (docs/decisions/024-organisations.md): an organisation, its members and their roles, its cost
// centres, and the audit of every change to them. The organisation's money lives on the same ledger as a
// person's: `account_user_id` is the organisation's own account row (users.account_type 'organisation'),
// which pays for its company cards, holds its prepaid balance and receives its invoices.

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kvkNumber: text('kvk_number').notNull(),
    vatId: text('vat_id'),
    invoiceAddress: text('invoice_address'),
    invoiceEmail: text('invoice_email'),
    /** The organisation's own account: its ledger, payments, company cards and invoices hang on it. */
    accountUserId: uuid('account_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Nu tanken asks for the kilometre reading before the pump is released. */
    requireOdometer: boolean('require_odometer').notNull().default(false),
    /** Managers are told when the available balance falls under this (null: never). */
    lowBalanceThresholdCents: integer('low_balance_threshold_cents'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('organisations_account_user_key').on(table.accountUserId),
    check('organisations_kvk_check', sql`${table.kvkNumber} ~ '^[0-9]{8}$'`),
    check('organisations_name_length_check', sql`char_length(${table.name}) between 1 and 120`),
  ],
);

/**
 * Who belongs to an organisation, and as what. A removed member keeps the row (`removed_at`), so their
 * refuels stay attributed in the organisation's history; an invitation accepted later sets it back.
 */
export const orgMembers = pgTable(
  'org_members',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ORG_ROLES }).notNull(),
    /** Optional monthly budget of this driver's company refuels. */
    monthlyBudgetCents: integer('monthly_budget_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.userId] }),
    index('org_members_user_idx').on(table.userId),
    check('org_members_role_check', sql`${table.role} in ('owner', 'manager', 'accountant', 'driver')`),
    check(
      'org_members_budget_check',
      sql`${table.monthlyBudgetCents} is null or ${table.monthlyBudgetCents} >= 0`,
    ),
  ],
);

/** Kostenplaatsen: a company card may belong to one; each may have a day and a month budget. */
export const costCentres = pgTable(
  'cost_centres',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The organisation's own code for it in its bookkeeping. */
    code: text('code'),
    maxPerDayCents: integer('max_per_day_cents'),
    maxPerMonthCents: integer('max_per_month_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cost_centres_org_name_key').on(table.orgId, sql`lower(${table.name})`),
    check(
      'cost_centres_budgets_check',
      sql`(${table.maxPerDayCents} is null or ${table.maxPerDayCents} > 0) and (${table.maxPerMonthCents} is null or ${table.maxPerMonthCents} > 0)`,
    ),
  ],
);

/**
 * Every change to members, cards, rules, budgets and balance settings: who, when, before and after.
 * `subject_user_id` is the person the change is about (a member, a card's driver): it is part of that
 * person's privacy export. Append-only.
 */
export const orgAuditLog = pgTable(
  'org_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('org_audit_log_org_created_idx').on(table.orgId, table.createdAt),
    index('org_audit_log_subject_idx').on(table.subjectUserId),
  ],
);
