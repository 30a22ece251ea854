import { z } from 'zod';
import { FuelTypeSchema } from '../fuel/fuel.schema.ts';
import { IsoDateSchema } from './log.contract.ts';
import { CO2_METHODS, CO2_SCOPES } from './co2-methods.ts';
import { ELECTRICITY_KINDS } from './emission-factors.ts';

export const Co2MethodSchema = z.enum(CO2_METHODS);
export const Co2ScopeSchema = z.enum(CO2_SCOPES);
export const ElectricityKindSchema = z.enum(ELECTRICITY_KINDS);

/** GET /api/co2/report and /summary (and their CSV and PDF): without from and to, the previous month. */
export const Co2ReportQuerySchema = z.object({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  vehicle_id: z.uuid('Ongeldig voertuig.').optional(),
  /** Default fuel_factor: litres × the list's factor, falling back per vehicle when it has no litres. */
  method: Co2MethodSchema.default('fuel_factor'),
  scope: Co2ScopeSchema.default('wtw'),
  electricity: ElectricityKindSchema.default('gridmix'),
});
export type Co2ReportQuery = z.input<typeof Co2ReportQuerySchema>;

export const FactorUsedSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** kg CO2e per unit, for the report's scope (for the WLTP method: the WTW/TTW ratio). */
  value: z.number(),
  unit: z.string(),
  scope: Co2ScopeSchema,
  list_year: z.number().int(),
  source: z.string(),
});
export type FactorUsed = z.infer<typeof FactorUsedSchema>;

export const Co2VehicleRowSchema = z.object({
  vehicle_id: z.string(),
  license_plate: z.string(),
  license_plate_display: z.string(),
  nickname: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  fuel_primary: FuelTypeSchema.nullable(),
  method_used: z.enum([...CO2_METHODS, 'km_factor']),
  km: z.number(),
  liters: z.number(),
  kwh: z.number().nullable(),
  kg_co2: z.number(),
  avg_g_per_km: z.number().nullable(),
  /** The vehicle's RDW g/km and its cycle. */
  wltp_g_per_km: z.number().nullable(),
  co2_cycle: z.enum(['WLTP', 'NEDC']).nullable(),
  /** The report's factors this vehicle used, as `<list_year>:<key>`. */
  factor_refs: z.array(z.string()),
  notes: z.array(z.string()),
});
export type Co2VehicleRow = z.infer<typeof Co2VehicleRowSchema>;

const SeriesPointSchema = z.object({ date: z.string() });

export const Co2ReportSchema = z.object({
  method: Co2MethodSchema,
  scope: Co2ScopeSchema,
  electricity: ElectricityKindSchema,
  period: z.object({ from: z.string(), to: z.string() }),
  km_total: z.number(),
  liters_total: z.number(),
  kg_co2_total: z.number(),
  avg_g_per_km: z.number().nullable(),
  /** Per day for periods up to 62 days, else per month; `date` is the first day of the bucket. */
  bucket: z.enum(['day', 'month']),
  series: z.object({
    odometer: z.array(SeriesPointSchema.extend({ km: z.number() })),
    fuel: z.array(SeriesPointSchema.extend({ liters: z.number(), total_eur: z.number() })),
    co2: z.array(SeriesPointSchema.extend({ kg_co2: z.number() })),
  }),
  vehicles: z.array(Co2VehicleRowSchema),
  factors: z.array(FactorUsedSchema),
  /** The factor lists used, their source, and a note when a year had no list of its own. */
  factor_list: z.object({
    lists: z.array(z.object({ year: z.number().int(), name: z.string() })),
    source: z.string(),
    notes: z.array(z.string()),
  }),
  notes: z.array(z.string()),
  generated_at: z.string(),
});
export type Co2Report = z.infer<typeof Co2ReportSchema>;

export const Co2PreviewQuerySchema = z.object({
  scope: Co2ScopeSchema.default('wtw'),
  electricity: ElectricityKindSchema.default('gridmix'),
});

export const Co2PreviewSchema = z.object({
  km_total: z.number(),
  liters_total: z.number(),
  scope: Co2ScopeSchema,
  list_year: z.number().int(),
  list_name: z.string(),
  source: z.string(),
  /** Set when the current year has no list of its own and the nearest one was used. */
  note: z.string().nullable(),
  methods: z.object({
    fuel_factor: z.object({
      kg_co2_total: z.number(),
      fuel_type_used: z.literal('euro95'),
      kg_per_liter: z.number(),
      factor_name: z.string(),
    }),
    wltp: z.object({ kg_co2_total: z.number(), g_per_km: z.number(), basis: z.string() }),
    electric: z.object({
      kg_co2_total: z.number(),
      kg_per_km: z.number(),
      factor_name: z.string(),
      electricity: ElectricityKindSchema,
    }),
  }),
});
export type Co2Preview = z.infer<typeof Co2PreviewSchema>;

export const WpmQuerySchema = z.object({
  year: z.coerce.number().int().min(2000, 'Kies een jaar vanaf 2000.').max(2100).optional(),
});

export const WpmReportSchema = z.object({
  year: z.number().int(),
  company_name: z.string().nullable(),
  rows: z.array(
    z.object({
      kvk_number: z.string(),
      mode: z.string(),
      fuel: z.string(),
      km_zakelijk: z.number(),
      km_woon_werk: z.number(),
      vehicles: z.number().int(),
    }),
  ),
  totals: z.object({ km_zakelijk: z.number(), km_woon_werk: z.number() }),
  /** Kilometres marked privé: not reported, shown for completeness. */
  km_prive: z.number(),
  /** What could not be placed on the form, and why. */
  unclassified: z.array(
    z.object({
      vehicle_id: z.string(),
      license_plate_display: z.string(),
      /** A fuel log's date; null for a whole vehicle. */
      date: z.string().nullable(),
      km_zakelijk: z.number().nullable(),
      km_woon_werk: z.number().nullable(),
      liters: z.number().nullable(),
      reason: z.string(),
    }),
  ),
  /** Fuel logs without a reading beyond those listed. */
  unclassified_more: z.number().int(),
  notes: z.array(z.string()),
  generated_at: z.string(),
});
export type WpmReport = z.infer<typeof WpmReportSchema>;
