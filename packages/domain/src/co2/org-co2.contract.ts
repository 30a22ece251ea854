import { z } from 'zod';
import { Co2MethodSchema, Co2ReportSchema, Co2ScopeSchema, ElectricityKindSchema } from './co2.contract.ts';

// Issue 25 §3: the CO2 report and the WPM export of a whole organisation, over a calendar year. The figures are
// the person's report's (decision 010) over the organisation's logbook: its card refuels and manual logs.

export const ORG_CO2_BY = ['vehicle', 'cost_centre'] as const;
export const OrgCo2BySchema = z.enum(ORG_CO2_BY, 'Kies per voertuig of per kostenplaats.');
export type OrgCo2By = z.infer<typeof OrgCo2BySchema>;

/** A calendar year; without one, the previous year (as the WPM export). */
export const OrgYearSchema = z.coerce
  .number('Kies een jaar.')
  .int('Kies een jaar.')
  .min(2000, 'Kies een jaar vanaf 2000.')
  .max(2100, 'Kies een jaar tot en met 2100.')
  .optional();

export const OrgWpmQuerySchema = z.object({ year: OrgYearSchema });

export const OrgCo2QuerySchema = z.object({
  year: OrgYearSchema,
  by: OrgCo2BySchema.default('vehicle'),
  method: Co2MethodSchema.default('fuel_factor'),
  scope: Co2ScopeSchema.default('wtw'),
  electricity: ElectricityKindSchema.default('gridmix'),
});
export type OrgCo2Query = z.input<typeof OrgCo2QuerySchema>;

/** One vehicle or cost centre: the sum of its vehicles' rows of the report. `key: null` = without one. */
export const OrgCo2GroupSchema = z.object({
  key: z.string().nullable(),
  label: z.string(),
  vehicles: z.number().int(),
  /** The report's vehicle rows summed here (`report.vehicles[].vehicle_id`). */
  vehicle_ids: z.array(z.string()),
  km: z.number(),
  liters: z.number(),
  kg_co2: z.number(),
});
export type OrgCo2Group = z.infer<typeof OrgCo2GroupSchema>;

export const OrgCo2ReportSchema = z.object({
  org: z.object({ id: z.string(), name: z.string(), kvk_number: z.string() }),
  year: z.number().int(),
  by: OrgCo2BySchema,
  groups: z.array(OrgCo2GroupSchema),
  /** The CO2 report (per vehicle, factors, series, notes) as a person's, over the organisation's logbook. */
  report: Co2ReportSchema,
});
export type OrgCo2Report = z.infer<typeof OrgCo2ReportSchema>;
