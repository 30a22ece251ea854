import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PRICE_SOURCES, stations } from './stations.ts';
import { users } from './users.ts';

/**
 * A driver's price report (issue 28 §2, decision 025): every report is kept, rejected ones too, so the hourly
 * cap counts them and an admin sees them. A report that publishes keeps the price it replaced (price, source,
 * time), so taking it back can restore exactly that. A driver's trust is derived from their contradicted
 * reports, never stored as a counter.
 */
export const priceReports = pgTable(
  'price_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    fuelType: text('fuel_type').notNull(),
    priceTenths: integer('price_tenths').notNull(),
    status: text('status', { enum: ['published', 'pending', 'rejected', 'withdrawn'] }).notNull(),
    /** Why it was rejected. */
    reason: text('reason', { enum: ['implausible', 'account_too_new', 'no_reference'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it became the station's price: also the price's observed time. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The other driver's report that confirmed it (both publish together). */
    pairedWith: uuid('paired_with'),
    previousPriceTenths: integer('previous_price_tenths'),
    previousSource: text('previous_source', { enum: PRICE_SOURCES }),
    previousObservedAt: timestamp('previous_observed_at', { withTimezone: true }),
    /** Points it earned (0: none, or earned already in the window). */
    points: integer('points').notNull().default(0),
    /** A refuel or partner price within the hour said otherwise: it lowers the driver's trust. */
    contradictedAt: timestamp('contradicted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The hourly cap and the driver's trust read a driver's reports by time.
    index('price_reports_user_created_idx').on(table.userId, table.createdAt),
    // A second report finds the first; a refuel or partner price finds what it contradicts.
    index('price_reports_station_fuel_created_idx').on(table.stationId, table.fuelType, table.createdAt),
    // The admin list, newest first.
    index('price_reports_created_idx').on(table.createdAt),
    check(
      'price_reports_status_check',
      sql`${table.status} in ('published', 'pending', 'rejected', 'withdrawn')`,
    ),
    check('price_reports_price_check', sql`${table.priceTenths} between 500 and 4000`),
  ],
);
