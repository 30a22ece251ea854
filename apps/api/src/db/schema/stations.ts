import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// The stations come from OpenStreetMap (ODbL); FuelLinq's own data (prices, history, offers, favourites,
// partner profiles) lives in separate tables. The geo index on (lat, lng) and the search index are in the
// custom migration "stations_geo": drizzle-kit cannot express them.

/** Brands: the spec's recognised list plus the other real brands the station names carry. */
export const brands = pgTable('brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Colours of our own simple logo mark (no copied trademarks). */
  color: text('color').notNull(),
  textColor: text('text_color').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stations = pgTable(
  'stations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** The partner account that keeps this station's prices and offers; null for none. */
    partnerId: uuid('partner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    street: text('street'),
    houseNumber: text('house_number'),
    postcode: text('postcode'),
    city: text('city'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    fuels: text('fuels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    unmanned: boolean('unmanned').notNull().default(false),
    motorway: boolean('motorway').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** 'osm' for the seeded OpenStreetMap stations, 'partner' for stations a partner added. */
    source: text('source', { enum: ['osm', 'partner'] }).notNull(),
    /** Lower-cased title, brand, city, city aliases and postcode: what the text search matches. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stations_partner_id_idx').on(table.partnerId),
    index('stations_brand_id_idx').on(table.brandId),
    index('stations_source_idx').on(table.source),
    check('stations_source_check', sql`${table.source} in ('osm', 'partner')`),
    check('stations_lat_check', sql`${table.lat} between -90 and 90`),
    check('stations_lng_check', sql`${table.lng} between -180 and 180`),
  ],
);

/** Opening hours: one period per row, ISO weekday (1 = maandag), minutes from midnight (1440 = 24:00). */
export const stationOpeningHours = pgTable(
  'station_opening_hours',
  {
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    opensMinute: smallint('opens_minute').notNull(),
    closesMinute: smallint('closes_minute').notNull(),
    /** Invented by the demo seed, not given by a partner or the source data: shown as demo, never "Nu open". */
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.stationId, table.day, table.opensMinute] }),
    check('station_opening_hours_day_check', sql`${table.day} between 1 and 7`),
    check(
      'station_opening_hours_minutes_check',
      sql`${table.opensMinute} >= 0 and ${table.closesMinute} <= 1440 and ${table.closesMinute} > ${table.opensMinute}`,
    ),
  ],
);

/** Where a price comes from (decision 025): the partner, a completed refuel, a driver's report, or the demo seed. */
export const PRICE_SOURCES = ['station', 'tankbeurt', 'bestuurder', 'demo'] as const;
const priceSourceCheck = (column: unknown) =>
  sql`${column} in ('station', 'tankbeurt', 'bestuurder', 'demo')`;

/**
 * The current price per fuel, in tenths of a cent (2319 = € 2,319), with where it comes from and when it was
 * seen (updated_at: the refuel's or report's time, not the write's). Only modules/stations/observed-prices.ts
 * writes it outside the seed. A row written without a source is a generated demo price.
 */
export const stationPrices = pgTable(
  'station_prices',
  {
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    fuelType: text('fuel_type').notNull(),
    priceTenths: integer('price_tenths').notNull(),
    source: text('source', { enum: PRICE_SOURCES }).notNull().default('demo'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.stationId, table.fuelType] }),
    check('station_prices_range_check', sql`${table.priceTenths} between 500 and 4000`),
    check('station_prices_source_check', priceSourceCheck(table.source)),
  ],
);

/**
 * Price history, compactly: one row per station, fuel and day holding that day's last price. Every change
 * writes today's row; the audit log keeps each individual change.
 */
export const stationPriceHistory = pgTable(
  'station_price_history',
  {
    // No foreign keys: checking them doubled the time to seed 90 days for every station on PGlite, and
    // stations are deactivated, never deleted.
    stationId: uuid('station_id').notNull(),
    fuelType: text('fuel_type').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    priceTenths: integer('price_tenths').notNull(),
    /** The source of the day's last price, so the chart can mark each source. */
    source: text('source', { enum: PRICE_SOURCES }).notNull().default('demo'),
    updatedBy: uuid('updated_by'),
  },
  (table) => [
    primaryKey({ columns: [table.stationId, table.fuelType, table.day] }),
    check('station_price_history_source_check', priceSourceCheck(table.source)),
  ],
);

/** The CBS national average pump price per day (table 80416ned), with its real dates. Reference data. */
export const nationalAveragePrices = pgTable(
  'national_average_prices',
  {
    fuelType: text('fuel_type').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    priceTenths: integer('price_tenths').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fuelType, table.day] })],
);

/**
 * Offers: for one station (station_id), for all of a partner's stations (partner_id, no station), or for
 * every station of a brand (brand_id only). Active while started, not past valid_until and not ended.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id').references(() => users.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id').references(() => stations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    badge: text('badge'),
    imageUrl: text('image_url'),
    priceCents: integer('price_cents'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Invented by the demo seed, not a partner's: shown as demo and earns no extra points. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('offers_station_id_idx').on(table.stationId),
    index('offers_partner_id_idx').on(table.partnerId),
    index('offers_brand_id_idx').on(table.brandId),
    check(
      'offers_scope_check',
      sql`${table.stationId} is not null or ${table.partnerId} is not null or ${table.brandId} is not null`,
    ),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Offer images a partner uploaded; served by the app, type checked from the bytes. */
export const offerImages = pgTable(
  'offer_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('offer_images_partner_id_idx').on(table.partnerId)],
);

export const favoriteStations = pgTable(
  'favorite_stations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.stationId] }),
    index('favorite_stations_station_id_idx').on(table.stationId),
  ],
);

/** A partner's contact details and brand; company name and KvK live on the user (users.company_name, kvk_number). */
export const partnerProfiles = pgTable('partner_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The brands an admin has granted a partner. A partner may show only these on its stations and as its
 * default; without a grant a partner's station is "onafhankelijk" (no brand), so nobody can dress a station in
 * another company's name, logo and brand-wide offers.
 */
export const partnerBrands = pgTable(
  'partner_brands',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.brandId] })],
);
