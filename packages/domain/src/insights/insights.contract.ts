import { z } from 'zod';

// Inzichten (GET /api/insights): what the caller's completed refuels cost, per month and per brand, the
// price paid against the CBS national average, litres and cost per km from the vehicle logbooks. What the
// card saved is GET /api/insights/saving (saving.contract.ts). Money in cents, prices in euro per litre.

/** Spec §9: the dashboard shows 12 months; a fleet may look back two years. */
export const INSIGHTS_MONTHS_DEFAULT = 12;
export const INSIGHTS_MONTHS_MAX = 24;

export const InsightsQuerySchema = z.object({
  months: z.coerce
    .number({ error: `Kies 1 tot ${INSIGHTS_MONTHS_MAX} maanden.` })
    .int(`Kies 1 tot ${INSIGHTS_MONTHS_MAX} maanden.`)
    .min(1, `Kies 1 tot ${INSIGHTS_MONTHS_MAX} maanden.`)
    .max(INSIGHTS_MONTHS_MAX, `Kies 1 tot ${INSIGHTS_MONTHS_MAX} maanden.`)
    .default(INSIGHTS_MONTHS_DEFAULT),
});
export type InsightsQuery = z.input<typeof InsightsQuerySchema>;

const spending = {
  refuels: z.number().int(),
  amount_cents: z.number().int(),
  liters: z.number(),
  /** Litre-weighted: the amount over the litres; null without litres. */
  avg_price_per_l: z.number().nullable(),
};

/** One calendar month (Dutch time), `YYYY-MM`; every month of the period is listed, empty ones as zero. */
export const InsightsMonthSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), ...spending });
export type InsightsMonth = z.infer<typeof InsightsMonthSchema>;

/** One brand (null: an independent station), most money first. */
export const InsightsBrandSchema = z.object({ brand: z.string().nullable(), ...spending });
export type InsightsBrand = z.infer<typeof InsightsBrandSchema>;

/**
 * Euro95 paid against the CBS national average. The CBS series ends earlier than ours: when it has figures
 * on the days of the refuels, those days are compared (`same_days`); otherwise its latest 30 published
 * days are shown beside the price paid, with their dates, and `same_days` is false.
 */
export const InsightsNationalSchema = z.object({
  fuel_type: z.literal('euro95'),
  label: z.string(),
  source_url: z.string(),
  /** The litre-weighted Euro95 price paid in the period; null without Euro95 refuels. */
  paid_eur_l: z.number().nullable(),
  paid_liters: z.number(),
  /** The CBS average over the days compared; null when CBS has no figures at all. */
  national_eur_l: z.number().nullable(),
  national_from: z.string().nullable(),
  national_to: z.string().nullable(),
  same_days: z.boolean(),
  /** paid − national (negative: cheaper than the country); null when either is missing. */
  difference_eur_l: z.number().nullable(),
});
export type InsightsNational = z.infer<typeof InsightsNationalSchema>;

/** Kilometres (between odometer readings) and fuel money from a vehicle's logbook over the period. */
export const InsightsVehicleKmSchema = z.object({
  vehicle_id: z.string(),
  license_plate: z.string(),
  km: z.number().int(),
  amount_cents: z.number().int(),
  cents_per_km: z.number().nullable(),
});
export type InsightsVehicleKm = z.infer<typeof InsightsVehicleKmSchema>;

export const InsightsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.number().int(),
  totals: z.object({ ...spending, points: z.number().int() }),
  per_month: z.array(InsightsMonthSchema),
  per_brand: z.array(InsightsBrandSchema),
  national_average: InsightsNationalSchema,
  cost_per_km: z.object({
    vehicles: z.array(InsightsVehicleKmSchema),
    km: z.number().int(),
    amount_cents: z.number().int(),
    cents_per_km: z.number().nullable(),
  }),
});
export type InsightsResponse = z.infer<typeof InsightsResponseSchema>;
