import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cards } from './cards.ts';
import { organisations } from './organisations.ts';
import { stations } from './stations.ts';
import { users } from './users.ts';
import { vehicles } from './vehicles.ts';

// The prepaid balance, its payments and the refuels it pays for (docs/decisions/012-money.md). Money is
// integer cents; ledgers are append-only and every balance is a sum over them, never a stored counter.

export const LEDGER_KINDS = [
  'top_up',
  'reservation',
  'release',
  'capture',
  'refund',
  'reward_credit',
  'card_fee',
  'subscription_fee',
  'payout',
] as const;

/**
 * The balance ledger of a card holder. Each entry moves the balance (money held for the user) and/or the
 * available amount (balance minus open reservations): a reservation only lowers what is available, a
 * capture only lowers the balance (what it spends was reserved), a release gives back what was reserved
 * and not spent. `reference` (a payment, transaction, card or redemption id) is unique per kind, so a
 * replayed webhook or completion can never book twice.
 */
export const balanceLedger = pgTable(
  'balance_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    balanceDeltaCents: integer('balance_delta_cents').notNull(),
    availableDeltaCents: integer('available_delta_cents').notNull(),
    reference: text('reference').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('balance_ledger_kind_reference_key').on(table.kind, table.reference),
    // An account's entries by time, carrying the two deltas: its sums (read by every start, reservation and
    // charge, under the account's lock) come off the index alone, without visiting a heap page per entry. An
    // organisation's account gathers three entries per refuel of all its drivers (issue 24, bench/fleet-starts).
    index('balance_ledger_user_created_sums_idx').on(
      table.userId,
      table.createdAt,
      table.balanceDeltaCents,
      table.availableDeltaCents,
    ),
    check(
      'balance_ledger_kind_check',
      sql`${table.kind} in ('top_up', 'reservation', 'release', 'capture', 'refund', 'reward_credit', 'card_fee', 'subscription_fee', 'payout')`,
    ),
    // Each kind moves the sums its own way (see above); the database refuses anything else.
    check(
      'balance_ledger_deltas_check',
      sql`case ${table.kind}
        when 'top_up' then ${table.balanceDeltaCents} > 0 and ${table.availableDeltaCents} = ${table.balanceDeltaCents}
        when 'refund' then ${table.balanceDeltaCents} > 0 and ${table.availableDeltaCents} = ${table.balanceDeltaCents}
        when 'reward_credit' then ${table.balanceDeltaCents} > 0 and ${table.availableDeltaCents} = ${table.balanceDeltaCents}
        when 'card_fee' then ${table.balanceDeltaCents} < 0 and ${table.availableDeltaCents} = ${table.balanceDeltaCents}
        when 'subscription_fee' then ${table.balanceDeltaCents} < 0 and ${table.availableDeltaCents} = ${table.balanceDeltaCents}
        when 'payout' then ${table.balanceDeltaCents} < 0 and ${table.availableDeltaCents} = ${table.balanceDeltaCents}
        when 'reservation' then ${table.balanceDeltaCents} = 0 and ${table.availableDeltaCents} < 0
        when 'release' then ${table.balanceDeltaCents} = 0 and ${table.availableDeltaCents} >= 0
        when 'capture' then ${table.balanceDeltaCents} <= 0 and ${table.availableDeltaCents} = 0
        else false end`,
    ),
  ],
);

export const PAYMENT_PURPOSES = ['top_up', 'card_fee', 'mandate'] as const;
export const PAYMENT_STATUSES = ['open', 'paid', 'failed', 'canceled', 'expired'] as const;

/**
 * A payment at the provider (the sandbox or Mollie): a top-up, the fee of an extra card, or the first
 * payment that sets up a direct-debit mandate. The provider's id is unique: the webhook and the return page
 * find the same row, and the ledger credits it once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'mollie'] }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    sequenceType: text('sequence_type', { enum: ['oneoff', 'first', 'recurring'] })
      .notNull()
      .default('oneoff'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('open'),
    checkoutUrl: text('checkout_url'),
    mandateId: text('mandate_id'),
    /** The caller's Idempotency-Key: a retried request finds this payment instead of making another. */
    requestKey: text('request_key'),
    /** What happens once it is paid: the refuel to continue, the label of the card to issue. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_key').on(table.provider, table.providerPaymentId),
    uniqueIndex('payments_request_key').on(table.userId, table.requestKey),
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    check('payments_amount_check', sql`${table.amountCents} > 0`),
    check('payments_status_check', sql`${table.status} in ('open', 'paid', 'failed', 'canceled', 'expired')`),
  ],
);

/** A direct-debit mandate at the provider, for automatic top-ups without the user at hand. */
export const paymentMandates = pgTable(
  'payment_mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'mollie'] }).notNull(),
    providerMandateId: text('provider_mandate_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    status: text('status', { enum: ['valid', 'pending', 'invalid'] }).notNull(),
    method: text('method').notNull().default('directdebit'),
    ibanMasked: text('iban_masked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_mandates_provider_key').on(table.provider, table.providerMandateId),
    index('payment_mandates_user_idx').on(table.userId),
  ],
);

export const PAYOUT_STATUSES = ['pending', 'sent', 'paid'] as const;

/**
 * Money paid back out of the balance to the person's own bank account: what is left on the balance when an
 * account is erased, or a payment that was paid at the provider after it had been cancelled. Booked in the
 * ledger (kind `payout`, this row's id as reference) in the same transaction as the row, then sent by a job
 * (`payments.payout`): the sandbox records the transfer; Mollie refunds the person's own paid payments,
 * newest first, to the account each was paid from. `unpaid_cents` is what those refunds could not cover
 * (money that came from rewards, say): finance transfers it by hand.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null when payments were off: finance transfers it by hand. */
    provider: text('provider', { enum: ['sandbox', 'mollie'] }),
    reason: text('reason', { enum: ['account_erased', 'paid_after_cancel'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The account it goes to, masked as everywhere else. */
    ibanMasked: text('iban_masked'),
    /** For `paid_after_cancel`: the payment whose money goes back. */
    paymentId: uuid('payment_id'),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    /** The provider's references: the sandbox's transfer, or Mollie's refunds. */
    providerReferences: jsonb('provider_references').$type<string[]>().notNull().default([]),
    unpaidCents: integer('unpaid_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('payouts_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('payouts_payment_key').on(table.paymentId),
    check('payouts_amount_check', sql`${table.amountCents} > 0`),
    check('payouts_status_check', sql`${table.status} in ('pending', 'sent', 'paid')`),
    check(
      'payouts_unpaid_check',
      sql`${table.unpaidCents} >= 0 and ${table.unpaidCents} <= ${table.amountCents}`,
    ),
  ],
);

/** Automatic top-up: when the available amount falls under the threshold, top up the amount via the mandate. */
export const autoTopUps = pgTable(
  'auto_top_ups',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    thresholdCents: integer('threshold_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('auto_top_ups_amounts_check', sql`${table.thresholdCents} >= 0 and ${table.amountCents} > 0`),
  ],
);

/**
 * A write that moves money or points, by the caller's Idempotency-Key: the first answer is kept and a retry
 * with the same key gets it back without moving anything again. `request_hash` catches a key reused for
 * another request; a row without a status is one still in progress.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

export const TRANSACTION_STATUSES = [
  'awaiting_top_up',
  'reserved',
  'fuelling',
  'completed',
  'cancelled',
  'expired',
] as const;

/**
 * A refuel ("Nu tanken"): reserved on the balance at start, confirmed by the driver (the pump may run),
 * completed by the pump with what was really fuelled (captured; the rest released), or cancelled or
 * expired (all released). `completion` keeps the pump's body so a replay answers the same.
 */
export const fuelTransactions = pgTable(
  'fuel_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The receipt's number, counted up. */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id').references(() => cards.id, { onDelete: 'set null' }),
    cardLast4: text('card_last4').notNull(),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'restrict' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    fuelType: text('fuel_type', { enum: ['euro95', 'diesel', 'lpg', 'adblue', 'hvo'] }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    reservedCents: integer('reserved_cents').notNull(),
    amountCents: integer('amount_cents'),
    liters: numeric('liters', { precision: 7, scale: 2, mode: 'number' }),
    priceTenths: integer('price_tenths'),
    /**
     * The station's posted price per litre (tenths of a cent) for this fuel when the refuel started: a
     * completion must be at this price or at the price posted when it completes (null: none was posted).
     */
    startPriceTenths: integer('start_price_tenths'),
    /** A company refuel: the organisation whose account (`user_id`) pays, and the member who refuelled. */
    orgId: uuid('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    driverUserId: uuid('driver_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The odometer reading the driver gave at the start, for the logbook entry the completion writes. */
    odometerKm: integer('odometer_km'),
    points: integer('points'),
    completion: jsonb('completion').$type<Record<string, unknown>>(),
    /** The caller's Idempotency-Key of the start: a retried start finds this refuel instead of reserving again. */
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('fuel_transactions_user_created_idx').on(table.userId, table.createdAt),
    // A card's spending per day, week and month (the company card's rules); a driver's company refuels.
    index('fuel_transactions_card_created_idx').on(table.cardId, table.createdAt),
    index('fuel_transactions_driver_created_idx').on(table.driverUserId, table.createdAt),
    // The history's order (newest first by completion, else start): a page reads its lines off the index.
    index('fuel_transactions_user_at_idx').on(
      table.userId,
      sql`coalesce(${table.completedAt}, ${table.createdAt})`,
    ),
    // Spending per month (Inzichten, invoices): a user's completed refuels by when they completed.
    index('fuel_transactions_user_completed_idx')
      .on(table.userId, table.completedAt)
      .where(sql`${table.status} = 'completed'`),
    uniqueIndex('fuel_transactions_request_key').on(table.userId, table.requestKey),
    index('fuel_transactions_station_created_idx').on(table.stationId, table.createdAt),
    index('fuel_transactions_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('awaiting_top_up', 'reserved', 'fuelling')`),
    // One open refuel per card: a second start answers the open one, even when both race.
    uniqueIndex('fuel_transactions_open_card_key')
      .on(table.cardId)
      .where(sql`${table.status} in ('awaiting_top_up', 'reserved', 'fuelling')`),
    check('fuel_transactions_reserved_check', sql`${table.reservedCents} > 0`),
    check(
      'fuel_transactions_amount_check',
      sql`${table.amountCents} is null or (${table.amountCents} > 0 and ${table.amountCents} <= ${table.reservedCents})`,
    ),
    check(
      'fuel_transactions_status_check',
      sql`${table.status} in ('awaiting_top_up', 'reserved', 'fuelling', 'completed', 'cancelled', 'expired')`,
    ),
  ],
);

/**
 * One calendar month (Dutch time) of a user's completed refuels, summed per brand and fuel, with the posted
 * and CBS prices of their days: what Inzichten shows per month.
 */
export interface SpendingRow extends Record<string, unknown> {
  month: string;
  brand: string | null;
  fuel_type: string;
  refuels: number;
  amount_cents: number;
  liters: number;
  points: number;
  posted_refuels: number;
  posted_cents: number;
  posted_paid_cents: number;
  national_refuels: number;
  national_tenths_liters: number;
  national_liters: number;
  national_paid_cents: number;
}

/** A SpendingRow's fields after its month, in the order a packed row holds them. */
export const PACKED_SPENDING_FIELDS = [
  'brand',
  'fuel_type',
  'refuels',
  'amount_cents',
  'liters',
  'points',
  'posted_refuels',
  'posted_cents',
  'posted_paid_cents',
  'national_refuels',
  'national_tenths_liters',
  'national_liters',
  'national_paid_cents',
] as const satisfies readonly (keyof SpendingRow)[];

export type PackedSpendingRow = (string | number | null)[];

/**
 * The spending of a closed period, summed once (decision 019): a closed month (YYYY-MM) or a closed day of
 * the current month (YYYY-MM-DD). Inzichten reads these rows and sums only yesterday and today. A cache the
 * database keeps true itself: its triggers delete a user's periods whenever one of their completed refuels
 * is written, and the periods a late posted or CBS price or a station's new brand changes.
 */
export const refuelSpendingPeriods = pgTable(
  'refuel_spending_periods',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** YYYY-MM or YYYY-MM-DD, Dutch time. */
    period: text('period').notNull(),
    /**
     * The period's SpendingRows without their month (the period's first seven characters), each packed as an
     * array in PACKED_SPENDING_FIELDS order. Plain `json`: stored and sent as written, a quarter of the
     * size of the objects and without jsonb's conversion on every read.
     */
    rows: json('rows').$type<PackedSpendingRow[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.period] }),
    // The price triggers drop every period from a changed price's month on.
    index('refuel_spending_periods_period_idx').on(table.period),
  ],
);

/** Loyalty points, append-only: earned per refuel, spent on rewards; `reference` unique per kind. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['earn', 'redeem'] }).notNull(),
    points: integer('points').notNull(),
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('points_ledger_kind_reference_key').on(table.kind, table.reference),
    index('points_ledger_user_created_idx').on(table.userId, table.createdAt),
    check(
      'points_ledger_sign_check',
      sql`(${table.kind} = 'earn' and ${table.points} > 0) or (${table.kind} = 'redeem' and ${table.points} < 0)`,
    ),
  ],
);

/**
 * A reward redeemed with points: balance credit, or a voucher to show at a partner station. A voucher is
 * used once: `used_at` is set by a conditional update (only while it is null), so of two redemptions at
 * the same moment exactly one succeeds.
 */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardKey: text('reward_key').notNull(),
    points: integer('points').notNull(),
    voucherCode: text('voucher_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a partner's station took the voucher; null while it can still be used. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedStationId: uuid('used_station_id').references(() => stations.id, { onDelete: 'set null' }),
    usedByPartnerId: uuid('used_by_partner_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('reward_redemptions_user_idx').on(table.userId, table.createdAt),
    // The counter finds a voucher by its code; one code is one voucher.
    uniqueIndex('reward_redemptions_voucher_code_key').on(table.voucherCode),
    check('reward_redemptions_used_check', sql`${table.usedAt} is null or ${table.voucherCode} is not null`),
  ],
);

/**
 * A partner's API key for its pumps: only its SHA-256 is kept; the key is shown once. The first characters
 * (`prefix`) name it in the portal.
 */
export const pumpApiKeys = pgTable(
  'pump_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('pump_api_keys_hash_key').on(table.keyHash),
    index('pump_api_keys_partner_idx').on(table.partnerId),
  ],
);
