import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { stations } from './stations.ts';
import { users } from './users.ts';

// Price alerts (issue 28 §4): a driver's "tell me when diesel at this station, or in this area, is at most
// € 1,80", checked from each price change itself. docs/decisions/027-price-alerts.md.

/** earthdistance measures in the units of earth() (6,378,168 m); a radius in km becomes that many of its metres. */
export const EARTH_UNITS_PER_KM = (1000 * 6_378_168) / 6_371_000;

/** An area alert's box: the expression of its GiST index, and of the query that must match it. */
export const areaBox = (lat: unknown, lng: unknown, radiusKm: unknown) =>
  sql`earth_box(ll_to_earth(${lat}, ${lng}), ${radiusKm} * ${sql.raw(String(EARTH_UNITS_PER_KM))}::float8)`;

/** One alert: a station, or an area (centre + radius); a fuel, a maximum price and the channels it is told by. */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A station alert; null for an area alert. */
    stationId: uuid('station_id').references(() => stations.id, { onDelete: 'cascade' }),
    /** An area alert's centre and radius; null for a station alert. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    radiusKm: doublePrecision('radius_km'),
    fuelType: text('fuel_type').notNull(),
    /** Tenths of a cent, as station_prices (1800 = € 1,800). */
    maxPriceTenths: integer('max_price_tenths').notNull(),
    /** A subset of push, email, app; never empty. */
    channels: text('channels').array().notNull(),
    paused: boolean('paused').notNull().default(false),
    /** The secret of the one-click unsubscribe link in its e-mails (pauses this alert without a session). */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('price_alerts_user_idx').on(table.userId, table.createdAt),
    // A change at a station finds its station alerts by station and fuel.
    index('price_alerts_station_idx')
      .on(table.stationId, table.fuelType)
      .where(sql`not ${table.paused} and ${table.stationId} is not null`),
    // ... and its area alerts by each one's own box (earth_box of the centre and the radius, in the earth()
    // units earthdistance uses): a GiST scan for the boxes that hold the station, then the exact distance.
    index('price_alerts_area_box_idx')
      .using('gist', areaBox(table.lat, table.lng, table.radiusKm))
      .where(sql`not ${table.paused} and ${table.stationId} is null`),
    check(
      'price_alerts_target_check',
      sql`(${table.stationId} is not null and ${table.lat} is null and ${table.lng} is null and ${table.radiusKm} is null) or (${table.stationId} is null and ${table.lat} is not null and ${table.lng} is not null and ${table.radiusKm} is not null)`,
    ),
    check('price_alerts_radius_check', sql`${table.radiusKm} is null or ${table.radiusKm} between 1 and 50`),
    check('price_alerts_price_check', sql`${table.maxPriceTenths} between 500 and 4000`),
    check(
      'price_alerts_channels_check',
      sql`cardinality(${table.channels}) > 0 and ${table.channels} <@ array['push', 'email', 'app']::text[]`,
    ),
  ],
);

/**
 * Whether an alert's price at a station is at or under its maximum ("below"): a change that takes it there
 * from above (or the first one seen after the alert was made) fires the alert once; one above clears `below`
 * again, so the next crossing fires anew. One row per alert and station (an area alert covers many).
 */
export const priceAlertStates = pgTable(
  'price_alert_states',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => priceAlerts.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id').notNull(),
    below: boolean('below').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.stationId] }),
    index('price_alert_states_station_idx').on(table.stationId),
  ],
);

/**
 * Each time an alert fired, and how it was told: what the limits count (pushes a day, their spacing, the
 * quiet window per station and fuel). `held` is true when the limits kept it to the in-app list.
 */
export const priceAlertDeliveries = pgTable(
  'price_alert_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id').references(() => priceAlerts.id, { onDelete: 'set null' }),
    stationId: uuid('station_id').notNull(),
    fuelType: text('fuel_type').notNull(),
    priceTenths: integer('price_tenths').notNull(),
    /** A push was sent for it (counts against the pushes a day and their spacing). */
    pushed: boolean('pushed').notNull(),
    /** It went out beyond the app (push or e-mail): starts the station and fuel's quiet window. */
    interrupted: boolean('interrupted').notNull(),
    held: boolean('held').notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('price_alert_deliveries_user_idx').on(table.userId, table.firedAt),
    index('price_alert_deliveries_user_station_idx').on(
      table.userId,
      table.stationId,
      table.fuelType,
      table.firedAt,
    ),
  ],
);
