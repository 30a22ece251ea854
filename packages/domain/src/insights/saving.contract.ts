import { z } from 'zod';

// GET /api/insights/saving: what the card saved, one figure per month, computed once on the server
// (saving.ts, `monthSaving`) and shown the same on the overview's tile and chart and on Inzichten.

const month = z.string().regex(/^\d{4}-\d{2}$/);

/**
 * Measured: the month's Euro95 card refuels held against the CBS national average of their own day (what
 * those litres would have cost at that average, minus what was paid; negative when they cost more).
 */
export const MeasuredSavingSchema = z.object({
  month,
  kind: z.literal('measured'),
  basis: z.literal('national_average'),
  saved_cents: z.number().int(),
  /** The refuels compared, and all completed refuels of the month (the others have no CBS figure). */
  refuels: z.number().int(),
  refuels_total: z.number().int(),
  liters: z.number(),
  paid_cents: z.number().int(),
  reference_cents: z.number().int(),
});
export type MeasuredSaving = z.infer<typeof MeasuredSavingSchema>;

/**
 * Estimated (spec §9), only where nothing could be measured: 6 % of the month's invoice amounts, or 7 % of
 * its refuels when it has no invoice; `base_cents` is the amount the rate was taken of.
 */
export const EstimatedSavingSchema = z.object({
  month,
  kind: z.literal('estimate'),
  basis: z.enum(['invoices', 'refuels']),
  saved_cents: z.number().int(),
  rate: z.number(),
  base_cents: z.number().int(),
});
export type EstimatedSaving = z.infer<typeof EstimatedSavingSchema>;

export const MonthSavingSchema = z.discriminatedUnion('kind', [MeasuredSavingSchema, EstimatedSavingSchema]);
export type MonthSaving = z.infer<typeof MonthSavingSchema>;

export const SavingResponseSchema = z.object({
  /** The figure "per maand" (overview tile, Inzichten): `headlineSaving`'s month; null: nothing to show. */
  headline: MonthSavingSchema.nullable(),
  /** The dashboard's 12 months, oldest first; null where a month has neither refuels nor invoices. */
  per_month: z.array(z.object({ month, saving: MonthSavingSchema.nullable() })),
  /** Where the national average comes from, shown beside every measured figure. */
  source: z.object({ label: z.string(), source_url: z.string() }),
});
export type SavingResponse = z.infer<typeof SavingResponseSchema>;
