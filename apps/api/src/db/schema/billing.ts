import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// The subscription and the invoices (docs/decisions/013-subscription-and-invoices.md). Dates of periods are
// calendar dates (Dutch time); money is integer cents incl. btw unless a column says otherwise.

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled'] as const;

/**
 * One subscription per account, from its first card: a free month, then a paid month at a time. The period
 * runs from `period_start` up to (not including) `period_end`, the next renewal; `anchor_day` is the day of
 * the month it started on, so a short February does not shift the months after it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    startedOn: date('started_on').notNull(),
    anchorDay: integer('anchor_day').notNull(),
    trialEndsOn: date('trial_ends_on').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    priceCents: integer('price_cents').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The first failed charge of the period, while past_due: retries count from it. */
    failedOn: date('failed_on'),
    retries: integer('retries').notNull().default(0),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('trialing', 'active', 'past_due', 'cancelled')`,
    ),
    check('subscriptions_anchor_check', sql`${table.anchorDay} between 1 and 31`),
    check('subscriptions_period_check', sql`${table.periodEnd} > ${table.periodStart}`),
  ],
);

/**
 * The fee of one paid period: booked once per (user, period), paid from the balance (ledger kind
 * subscription_fee, this row's id as reference) — topped up first through the mandate when the balance
 * is short.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    /** How it was paid: straight from the balance, or the mandate's payment that topped it up. */
    via: text('via', { enum: ['balance', 'mandate'] }),
    paymentId: uuid('payment_id'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('subscription_charges_period_key').on(table.userId, table.periodStart),
    check('subscription_charges_amount_check', sql`${table.amountCents} > 0`),
    check('subscription_charges_status_check', sql`${table.status} in ('pending', 'paid', 'failed')`),
  ],
);

/** What happened to a subscription, for the portal's history (append-only). */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_events_user_idx').on(table.userId, table.createdAt)],
);

/** The customer's address for invoices (the legal "full address"); one row per account. */
export const billingProfiles = pgTable('billing_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  street: text('street').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last invoice number used per calendar year: taken and raised in the invoice's own transaction. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (table) => [check('invoice_counters_sequence_check', sql`${table.lastSequence} >= 0`)],
);

export type InvoiceParty = {
  name: string;
  address: string | null;
  kvk: string | null;
  vat_id: string | null;
  /** The supplier's bank account, when configured. */
  iban?: string | null;
  /** The supplier was the unconfigured example (a development start): the invoice says so. */
  example?: boolean;
  /** An organisation's invoice: the reference its bookkeeping routes it by (Peppol BT-10). */
  buyer_reference?: string | null;
};

/**
 * An invoice (one per account per calendar month) or a credit note (one per refund, referring to the
 * invoice it corrects). Totals are the sums of the lines. Supplier and customer are kept as they were on
 * the invoice date: an invoice never changes after the fact.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    document: text('document', { enum: ['factuur', 'overzicht', 'creditnota'] }).notNull(),
    status: text('status', { enum: ['open', 'paid', 'credited'] }).notNull(),
    invoiceDate: date('invoice_date').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    amountExclCents: integer('amount_excl_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    amountInclCents: integer('amount_incl_cents').notNull(),
    creditsInvoiceId: uuid('credits_invoice_id'),
    /** For a credit note: what it credits (`refund:<transaction id>`), once. */
    sourceReference: text('source_reference'),
    /**
     * A statement printed under the totals, outside the btw: on an erased account's last invoice, the
     * balance paid back to the bank account.
     */
    remark: text('remark'),
    supplier: jsonb('supplier').$type<InvoiceParty>().notNull(),
    customer: jsonb('customer').$type<InvoiceParty & { business: boolean }>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.number),
    uniqueIndex('invoices_year_sequence_key').on(table.year, table.sequence),
    uniqueIndex('invoices_user_period_key')
      .on(table.userId, table.periodStart)
      .where(sql`${table.kind} = 'invoice'`),
    uniqueIndex('invoices_source_reference_key').on(table.sourceReference),
    index('invoices_user_date_idx').on(table.userId, table.invoiceDate),
    check('invoices_kind_check', sql`${table.kind} in ('invoice', 'credit_note')`),
    check('invoices_status_check', sql`${table.status} in ('open', 'paid', 'credited')`),
    check(
      'invoices_totals_check',
      sql`${table.amountInclCents} = ${table.amountExclCents} + ${table.vatCents}`,
    ),
  ],
);

export const INVOICE_LINE_KINDS = ['subscription', 'refuel', 'card_fee', 'refund'] as const;

/** One line of an invoice: its btw is rounded on the line, and the invoice's totals add the lines. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: INVOICE_LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    supplyDate: date('supply_date').notNull(),
    station: text('station'),
    fuel: text('fuel'),
    liters: numeric('liters', { precision: 7, scale: 2, mode: 'number' }),
    unitPriceExclTenths: integer('unit_price_excl_tenths'),
    vatRate: integer('vat_rate').notNull(),
    amountExclCents: integer('amount_excl_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    amountInclCents: integer('amount_incl_cents').notNull(),
    /** What the line bills: the refuel, the subscription charge, the card fee's ledger entry. */
    reference: text('reference').notNull(),
    // An organisation's company refuel (issue 25 §1): the card, who drove (or the vehicle's plate) and the
    // cost centre, as they were when the invoice was made. Null on a private invoice's lines.
    cardLast4: text('card_last4'),
    driver: text('driver'),
    plate: text('plate'),
    costCentre: text('cost_centre'),
  },
  (table) => [
    uniqueIndex('invoice_lines_position_key').on(table.invoiceId, table.position),
    check(
      'invoice_lines_totals_check',
      sql`${table.amountInclCents} = ${table.amountExclCents} + ${table.vatCents}`,
    ),
  ],
);
