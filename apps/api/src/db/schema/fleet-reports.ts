import {
  bigint,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

// The fleet reports' closed months, summed once (decision 032): a cache the database keeps true itself. Its
// triggers (migration 0039) forget an organisation's month when one of its company refuels of that month is
// written, all its vehicle and cost-centre months when a card moves to another vehicle or cost centre, and
// every organisation's month of a changed CBS day.

/** An organisation's closed month (YYYY-MM, Dutch time) kept summed for one grouping; its sums go with it. */
export const fleetReportMonths = pgTable(
  'fleet_report_months',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** driver, vehicle or cost_centre. */
    grouping: text('grouping', { enum: ['driver', 'vehicle', 'cost_centre'] }).notNull(),
    month: text('month').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.grouping, table.month] }),
    // A changed CBS day forgets its month for every organisation.
    index('fleet_report_months_month_idx').on(table.month),
  ],
);

/** One kept month's sums per group and fuel: the rows the report's aggregation answers for that month. */
export const fleetReportSums = pgTable(
  'fleet_report_sums',
  {
    orgId: uuid('org_id').notNull(),
    grouping: text('grouping', { enum: ['driver', 'vehicle', 'cost_centre'] }).notNull(),
    month: text('month').notNull(),
    /** The driver's, vehicle's or cost centre's id; null for the refuels without one. */
    key: uuid('key'),
    fuelType: text('fuel_type').notNull(),
    refuels: integer('refuels').notNull(),
    liters: doublePrecision('liters').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Euro95 litres on a day with a CBS figure, what they cost, and those litres × that day's figure. */
    comparedLiters: doublePrecision('compared_liters').notNull(),
    comparedPaidCents: bigint('compared_paid_cents', { mode: 'number' }).notNull(),
    nationalTenthsLiters: doublePrecision('national_tenths_liters').notNull(),
  },
  (table) => [
    index('fleet_report_sums_month_idx').on(table.orgId, table.grouping, table.month),
    foreignKey({
      name: 'fleet_report_sums_month_fk',
      columns: [table.orgId, table.grouping, table.month],
      foreignColumns: [fleetReportMonths.orgId, fleetReportMonths.grouping, fleetReportMonths.month],
    }).onDelete('cascade'),
  ],
);
