import { z } from 'zod';
import { text } from '../common/text.ts';
import { isKvkNumber } from '../co2/wpm.ts';
import { FuelTypeInputSchema, FuelTypeSchema } from '../fuel/fuel.schema.ts';

/** What the registry (RDW) says about a vehicle, as we keep and show it. Dates are YYYY-MM-DD. */
export const VehicleFactsSchema = z.object({
  /** Cleaned: upper case, no dashes ('TT601D'). */
  license_plate: z.string(),
  /** As printed on the plate ('TT-601-D'). */
  license_plate_display: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  /** The spec's fuel option of the first fuel (euro95, diesel, lpg, elektrisch, …); null for others (CNG, hydrogen). */
  fuel_primary: FuelTypeSchema.nullable(),
  /** RDW's fuel descriptions in order: ['Benzine', 'Elektriciteit'] for a hybrid. */
  fuels: z.array(z.string()),
  /** Tailpipe CO2 in g/km on the cycle in `co2_cycle` (WLTP preferred, NEDC for older cars). */
  wltp_g_per_km: z.number().nullable(),
  co2_cycle: z.enum(['WLTP', 'NEDC']).nullable(),
  /** WLTP electric consumption, Wh/km, and electric range, km. */
  electric_wh_per_km: z.number().nullable(),
  electric_range_km: z.number().nullable(),
  hybrid_class: z.string().nullable(),
  /** RDW's voertuigsoort: Personenauto, Bedrijfsauto, Bromfiets, Motorfiets, … */
  vehicle_kind: z.string().nullable(),
  european_category: z.string().nullable(),
  first_registration_date: z.string().nullable(),
  apk_expiry_date: z.string().nullable(),
  /** Euro class ('EURO 6 AP'). */
  emission_class: z.string().nullable(),
  /** Energy label A–G (zuinigheidsclassificatie, formerly zuinigheidslabel). */
  energy_label: z.string().nullable(),
  color: z.string().nullable(),
  /** True when RDW reports an open recall; null when it says nothing. */
  open_recall: z.boolean().nullable(),
});
export type VehicleFacts = z.infer<typeof VehicleFactsSchema>;

/** GET /api/rdw/lookup: the spec's `{ id, license_plate, make, model, fuel_primary, wltp_g_per_km }` and more. */
export const RdwLookupResponseSchema = VehicleFactsSchema.extend({
  /** The registry's key: the cleaned plate. */
  id: z.string(),
  /** The caller's saved vehicle with this plate, if any. */
  vehicle_id: z.string().nullable(),
  /** 'rdw' fresh from the registry, 'cache' from our copy (at most 30 days old, older when RDW is down). */
  source: z.enum(['rdw', 'cache']),
  fetched_at: z.string(),
  stale: z.boolean(),
});
export type RdwLookupResponse = z.infer<typeof RdwLookupResponseSchema>;

export const RdwLookupQuerySchema = z.object({ plate: text().max(40).optional() });

export const VehicleSchema = VehicleFactsSchema.extend({
  id: z.string(),
  nickname: z.string().nullable(),
  /** The KvK number the vehicle's kilometres are reported under (WPM); null means the account's own. */
  kvk_number: z.string().nullable(),
  rdw_fetched_at: z.string(),
  created_at: z.string(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

/** A vehicle as a choice reads: "11-ZKZ-3 · Skoda Citigo" or "TT-601-D · Bestelbus". */
export function vehicleChoiceLabel(
  vehicle: Pick<Vehicle, 'license_plate_display' | 'nickname' | 'make' | 'model'>,
) {
  const name = vehicle.nickname ?? [vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return name ? `${vehicle.license_plate_display} · ${name}` : vehicle.license_plate_display;
}

export const VehicleListResponseSchema = z.object({ items: z.array(VehicleSchema) });
export type VehicleListResponse = z.infer<typeof VehicleListResponseSchema>;

export const NICKNAME_MAX = 60;

export const CreateVehicleBodySchema = z.object({
  plate: text().max(40),
  nickname: text().trim().max(NICKNAME_MAX).nullish(),
});
export type CreateVehicleBody = z.input<typeof CreateVehicleBodySchema>;

/** A nickname as typed: trimmed; blank is none. */
export const NicknameSchema = text()
  .trim()
  .max(NICKNAME_MAX)
  .nullable()
  .transform((value) => (value ? value : null));

/** The KvK number a vehicle's kilometres are reported under (WPM): eight digits. */
export const KvkNumberSchema = text().trim().refine(isKvkNumber, 'Een KvK-nummer heeft 8 cijfers.');

export const UpdateVehicleBodySchema = z
  .object({
    nickname: NicknameSchema.optional(),
    /** Overrides RDW's fuel, e.g. a diesel that tanks HVO100. */
    fuel_primary: FuelTypeInputSchema.nullable().optional(),
    kvk_number: KvkNumberSchema.nullable().optional(),
    /** Fetch the registry's data again now. */
    refresh_rdw: z.boolean().optional(),
  })
  .strict();
export type UpdateVehicleBody = z.input<typeof UpdateVehicleBodySchema>;
