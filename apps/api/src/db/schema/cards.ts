import { CARD_STATUSES } from '@fuellinq/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { costCentres, organisations } from './organisations.ts';
import { users } from './users.ts';
import { vehicles } from './vehicles.ts';

/**
 * Prepaid fuel cards. The full card number is never stored: only its last four digits and a keyed hash
 * (HMAC-SHA256 with CARD_HASH_KEY) that keeps numbers unique. `token` is the opaque value in the pass's
 * barcode. Exactly one card per user is the active one, guaranteed by a partial unique index.
 *
 * A company card (`org_id` set) belongs to the organisation's own account (`user_id` is that account, which
 * pays) and is issued to a driver (`driver_user_id`) or to a vehicle (`vehicle_id`), never both. Its rules
 * are its profile's (`rule_profile_id`) with the card's own overrides (`rules`) on top. States: `active`,
 * `paused` (a manager's), `on_demand` (usable while `unlocked_until` lies ahead) and `blocked` (final;
 * `blocked_reason` says why, a replacement points back with `replaces_card_id`).
 */
/** Company cards share rule profiles; a card's own `rules` override its profile's, rule by rule. */
export const ruleProfiles = pgTable(
  'rule_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('rule_profiles_org_name_key').on(table.orgId, sql`lower(${table.name})`)],
);

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
    status: text('status', { enum: CARD_STATUSES }).notNull().default('active'),
    isActive: boolean('is_active').notNull().default(false),
    plate: text('plate'),
    orgId: uuid('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    driverUserId: uuid('driver_user_id').references(() => users.id, { onDelete: 'set null' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    costCentreId: uuid('cost_centre_id').references(() => costCentres.id, { onDelete: 'set null' }),
    ruleProfileId: uuid('rule_profile_id').references(() => ruleProfiles.id, { onDelete: 'set null' }),
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
    /** An `on_demand` card can be used until then (the driver switched it on for 30 minutes). */
    unlockedUntil: timestamp('unlocked_until', { withTimezone: true }),
    blockedReason: text('blocked_reason', {
      enum: ['lost', 'stolen', 'member_removed', 'vehicle_removed', 'replaced'],
    }),
    replacesCardId: uuid('replaces_card_id'),
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
    check(
      'cards_status_check',
      sql`${table.status} in ('active', 'blocked', 'paused', 'pending', 'on_demand')`,
    ),
    index('cards_org_idx').on(table.orgId),
    index('cards_driver_idx').on(table.driverUserId),
    // A company card goes to a driver or a vehicle, not both; a private card to neither.
    check(
      'cards_company_holder_check',
      sql`case when ${table.orgId} is null then ${table.driverUserId} is null and ${table.vehicleId} is null
        else not (${table.driverUserId} is not null and ${table.vehicleId} is not null) end`,
    ),
    check('cards_pan_last4_check', sql`${table.panLast4} ~ '^[0-9]{4}$'`),
    check('cards_label_length_check', sql`char_length(${table.label}) <= 40`),
  ],
);
