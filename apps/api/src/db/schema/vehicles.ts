import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { fuelTransactions } from './money.ts';
import { stations } from './stations.ts';
import { users } from './users.ts';

/** The raw RDW answers a vehicle or cache row was built from (every value a string, as RDW sends it). */
export interface RdwRaw {
  vehicle: Record<string, string>[];
  fuel: Record<string, string>[];
}

/** A user's vehicle, with the registry's facts as they were when it was added or refreshed. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Cleaned: upper case, no dashes. */
    licensePlate: text('license_plate').notNull(),
    nickname: text('nickname'),
    make: text('make'),
    model: text('model'),
    fuelPrimary: text('fuel_primary'),
    fuels: text('fuels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    co2GPerKm: numeric('co2_g_per_km', { precision: 7, scale: 1, mode: 'number' }),
    co2Cycle: text('co2_cycle', { enum: ['WLTP', 'NEDC'] }),
    electricWhPerKm: numeric('electric_wh_per_km', { precision: 7, scale: 1, mode: 'number' }),
    electricRangeKm: integer('electric_range_km'),
    hybridClass: text('hybrid_class'),
    vehicleKind: text('vehicle_kind'),
    europeanCategory: text('european_category'),
    firstRegistrationDate: date('first_registration_date', { mode: 'string' }),
    apkExpiryDate: date('apk_expiry_date', { mode: 'string' }),
    emissionClass: text('emission_class'),
    energyLabel: text('energy_label'),
    color: text('color'),
    openRecall: boolean('open_recall'),
    /** WPM: the KvK number the kilometres are reported under; null means the account's own. */
    kvkNumber: text('kvk_number'),
    /** What the tank holds, set by a fleet manager: a refuel of more litres is flagged. */
    tankLiters: integer('tank_liters'),
    /**
     * An organisation's vehicle its manager removed (issue 24): the row stays so its refuels, logbook and
     * plate stay in the organisation's history; every read of the organisation's vehicles leaves it out.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    rdwSnapshot: jsonb('rdw_snapshot').$type<RdwRaw>().notNull(),
    rdwFetchedAt: timestamp('rdw_fetched_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vehicles_owner_plate_key').on(table.ownerUserId, table.licensePlate),
    check('vehicles_co2_cycle_check', sql`${table.co2Cycle} in ('WLTP', 'NEDC')`),
  ],
);

const purposeCheck = (column: unknown) => sql`${column} in ('zakelijk', 'woon-werk', 'privé')`;

/** The vehicle and owner a row belongs to (the owner repeated so reports scan one index per owner). */
const ownership = () => ({
  vehicleId: uuid('vehicle_id')
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

const logOwnership = () => ({ id: uuid('id').primaryKey().defaultRandom(), ...ownership() });

/** When, what for, a note, and the row's own timestamps. */
const logDetails = () => ({
  loggedOn: date('logged_on', { mode: 'string' }).notNull(),
  purpose: text('purpose', { enum: ['zakelijk', 'woon-werk', 'privé'] }).notNull(),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Odometer readings. owner_user_id repeats the vehicle's owner so reports scan one index per owner. */
export const odometerLogs = pgTable(
  'odometer_logs',
  {
    ...logOwnership(),
    odometerKm: integer('odometer_km').notNull(),
    ...logDetails(),
  },
  (table) => [
    index('odometer_logs_vehicle_date_idx').on(table.vehicleId, table.loggedOn),
    index('odometer_logs_owner_date_idx').on(table.ownerUserId, table.loggedOn),
    check('odometer_logs_km_check', sql`${table.odometerKm} >= 0`),
    check('odometer_logs_purpose_check', purposeCheck(table.purpose)),
  ],
);

/**
 * Fuel logs: litres to two decimals, the total in cents and the price per litre in tenths of a cent.
 * station_id names the station of the refuel when the driver picked one; removing a station keeps the log.
 * source 'kaart': written by a refuel completed with the card (transaction_id, one entry per refuel), whose
 * amounts are not edited by hand; 'handmatig': typed in the logbook. A manual entry for a refuel the card
 * logged too is linked to that entry (card_log_id) and then counts once, as the card's (decision 010).
 */
export const fuelLogs = pgTable(
  'fuel_logs',
  {
    ...logOwnership(),
    liters: numeric('liters', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    totalCents: integer('total_cents').notNull(),
    priceTenths: integer('price_tenths').notNull(),
    stationId: uuid('station_id').references(() => stations.id, { onDelete: 'set null' }),
    odometerKm: integer('odometer_km'),
    fuelType: text('fuel_type', { enum: ['euro95', 'diesel', 'lpg', 'adblue', 'hvo'] }).notNull(),
    source: text('source', { enum: ['handmatig', 'kaart'] })
      .notNull()
      .default('handmatig'),
    transactionId: uuid('transaction_id').references(() => fuelTransactions.id, { onDelete: 'set null' }),
    cardLogId: uuid('card_log_id').references((): AnyPgColumn => fuelLogs.id, { onDelete: 'set null' }),
    ...logDetails(),
  },
  (table) => [
    index('fuel_logs_vehicle_date_idx').on(table.vehicleId, table.loggedOn),
    uniqueIndex('fuel_logs_transaction_key').on(table.transactionId),
    uniqueIndex('fuel_logs_card_log_key').on(table.cardLogId),
    check('fuel_logs_source_check', sql`${table.source} in ('handmatig', 'kaart')`),
    check('fuel_logs_card_log_check', sql`${table.cardLogId} is null or ${table.source} = 'handmatig'`),
    index('fuel_logs_owner_date_idx').on(table.ownerUserId, table.loggedOn),
    // The WPM export lists business refuels without a reading: few rows, found without a scan.
    index('fuel_logs_without_reading_idx')
      .on(table.ownerUserId, table.loggedOn)
      .where(sql`${table.odometerKm} is null and ${table.purpose} <> 'privé'`),
    check('fuel_logs_liters_check', sql`${table.liters} > 0 and ${table.liters} < 1000`),
    check('fuel_logs_amounts_check', sql`${table.totalCents} > 0 and ${table.priceTenths} > 0`),
    check('fuel_logs_km_check', sql`${table.odometerKm} >= 0`),
    check(
      'fuel_logs_fuel_type_check',
      sql`${table.fuelType} in ('euro95', 'diesel', 'lpg', 'adblue', 'hvo')`,
    ),
    check('fuel_logs_purpose_check', purposeCheck(table.purpose)),
  ],
);

const litres = (name: string) =>
  numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);
const kilometres = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Each vehicle's usage per calendar month, kept up to date by every log write (vehicle-logs/usage-rollup.ts),
 * so a fleet's year is read from 12 rows per vehicle instead of every log. low/high: the lowest and highest
 * reading of the month; litres per fuel and money from its fuel logs; km_<purpose>: the kilometres between
 * consecutive readings, counted in the month and for the purpose of the later reading; loose_fuel_logs:
 * business and commuting refuels without a reading.
 */
export const vehicleUsageMonths = pgTable(
  'vehicle_usage_months',
  {
    ...ownership(),
    month: date('month', { mode: 'string' }).notNull(),
    lowKm: integer('low_km'),
    highKm: integer('high_km'),
    litersEuro95: litres('liters_euro95'),
    litersDiesel: litres('liters_diesel'),
    litersLpg: litres('liters_lpg'),
    litersAdblue: litres('liters_adblue'),
    litersHvo: litres('liters_hvo'),
    cents: kilometres('cents'),
    kmZakelijk: kilometres('km_zakelijk'),
    kmWoonWerk: kilometres('km_woon_werk'),
    kmPrive: kilometres('km_prive'),
    looseFuelLogs: integer('loose_fuel_logs').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.vehicleId, table.month] }),
    index('vehicle_usage_months_owner_month_idx').on(table.ownerUserId, table.month),
  ],
);

/** RDW answers per plate, kept 30 days and served beyond that only while RDW cannot be reached. */
export const rdwCache = pgTable('rdw_cache', {
  licensePlate: text('license_plate').primaryKey(),
  raw: jsonb('raw').$type<RdwRaw>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});
