import { z } from 'zod';
import { IsoDateSchema } from '../co2/log.contract.ts';

// Fleet reports (issue 25 §3): the organisation's completed company refuels of a period summed per driver,
// vehicle or cost centre — refuels, litres, money, CO2 (the CO2 module's per-litre factors) and per month,
// with the average price paid against the CBS national average of the same days.

export const FLEET_REPORT_BY = ['driver', 'vehicle', 'cost_centre'] as const;
export type FleetReportBy = (typeof FLEET_REPORT_BY)[number];

/** The Dutch names of the groupings: "per bestuurder", … */
export const fleetReportByLabels: Record<FleetReportBy, string> = {
  driver: 'Bestuurder',
  vehicle: 'Voertuig',
  cost_centre: 'Kostenplaats',
};

/** Longest period one report covers, in days (two years, as the CO2 report). */
export const FLEET_REPORT_MAX_DAYS = 731;

export const FleetReportQuerySchema = z.object({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  by: z.enum(FLEET_REPORT_BY, { error: 'Kies per bestuurder, voertuig of kostenplaats.' }).default('driver'),
});
export type FleetReportQuery = z.input<typeof FleetReportQuerySchema>;

/** Sums of a set of completed company refuels. */
const FleetReportSumsSchema = z.object({
  refuels: z.number().int(),
  liters: z.number(),
  amount_cents: z.number().int(),
  /** Well-to-wheel, by the official per-litre factors of the refuel's year. */
  co2_kg: z.number(),
});

/**
 * The price paid against the CBS national average of the same day. CBS publishes a daily series for Euro95
 * only, so only Euro95 refuels on a day with a CBS figure are compared.
 */
const NationalComparisonSchema = z.object({
  compared_liters: z.number(),
  /** What the compared refuels cost. */
  paid_cents: z.number().int(),
  /** What the same litres would have cost at the CBS average of their days. */
  national_cents: z.number().int(),
  /** national − paid: positive is saved, negative is overpaid. */
  saved_cents: z.number().int(),
  /** Average price per litre paid and the CBS average, in cents with one decimal; null without litres. */
  paid_per_liter_cents: z.number().nullable(),
  national_per_liter_cents: z.number().nullable(),
});

export const FleetReportMonthSchema = FleetReportSumsSchema.extend({ month: z.string() });

export const FleetReportRowSchema = FleetReportSumsSchema.extend({
  /** The driver's, vehicle's or cost centre's id; null for refuels without one. */
  key: z.string().nullable(),
  label: z.string(),
  national: NationalComparisonSchema,
  /** Per calendar month (YYYY-MM) of the period that has refuels. */
  months: z.array(FleetReportMonthSchema),
});
export type FleetReportRow = z.infer<typeof FleetReportRowSchema>;

export const FleetReportSchema = z.object({
  by: z.enum(FLEET_REPORT_BY),
  from: z.string(),
  to: z.string(),
  /** Every month of the period, in order (the chart's axis). */
  months: z.array(z.string()),
  rows: z.array(FleetReportRowSchema),
  totals: FleetReportSumsSchema.extend({
    national: NationalComparisonSchema,
    months: z.array(FleetReportMonthSchema),
  }),
});
export type FleetReport = z.infer<typeof FleetReportSchema>;
