import { z } from 'zod';
import { FuelTypeSchema } from '../fuel/fuel.schema.ts';
import { checkPlate } from './license-plate.ts';
import { KvkNumberSchema, NicknameSchema } from './vehicle.contract.ts';
import { vehicleErrorMessages } from './vehicle-messages.ts';

// The vehicle screens' forms: what their fields hold (text, '' for "none") → what the API takes.

/** Spec §5: a typed plate, cleaned ('tt-601-d' → 'TT601D'); 'Kenteken ontbreekt' or not a Dutch plate. */
export const PlateLookupFormSchema = z.object({
  plate: z.string().transform((raw, context) => {
    const check = checkPlate(raw);
    if (!check.ok) {
      context.addIssue({ code: 'custom', message: vehicleErrorMessages[check.code] });
      return z.NEVER;
    }
    return check.plate;
  }),
});
export type PlateLookupFormValues = z.input<typeof PlateLookupFormSchema>;

/**
 * PATCH /api/vehicles/:id from a vehicle's settings: a blank nickname or KvK number is none (null), a blank
 * fuel leaves RDW's (undefined).
 */
export const VehicleSettingsFormSchema = z.object({
  nickname: NicknameSchema,
  fuel_primary: z.union([z.literal(''), FuelTypeSchema]).transform((fuel) => fuel || undefined),
  kvk_number: z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(KvkNumberSchema.nullable()),
});
export type VehicleSettingsFormValues = z.input<typeof VehicleSettingsFormSchema>;
