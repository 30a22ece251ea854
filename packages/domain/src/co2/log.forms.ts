import { z } from 'zod';
import { decimalTextSchema, wholeNumberTextSchema } from '../format/nl-number.schema.ts';
import {
  EurosNumberSchema,
  IsoDateSchema,
  LiquidFuelSchema,
  LitersNumberSchema,
  NOT_A_NUMBER_MESSAGE,
  OdometerKmNumberSchema,
  PricePerLiterNumberSchema,
  TripPurposeSchema,
} from './log.contract.ts';

// The logbook's forms: their fields hold text as typed ('45,2', '120.850'); each schema reads that text
// with the Dutch number parser and then applies the API's own field schema, so the browser refuses what the
// API would refuse, with the same message. The output is the request body without its vehicle_id.

const WHOLE_KM_MESSAGE = 'Vul hele kilometers in.';

const DateFieldSchema = z.string().trim().min(1, 'Kies een datum.').pipe(IsoDateSchema);

/** POST /api/co2/odometer from the "Kilometerstand loggen" form. */
export const OdometerLogFormSchema = z.object({
  odometer_km: wholeNumberTextSchema(WHOLE_KM_MESSAGE)
    .refine((value) => value !== null, 'Vul de kilometerstand in.')
    .pipe(OdometerKmNumberSchema),
  date: DateFieldSchema,
  purpose: TripPurposeSchema,
});
export type OdometerLogFormValues = z.input<typeof OdometerLogFormSchema>;

const amount = (schema: z.ZodType<number, number>) =>
  decimalTextSchema(NOT_A_NUMBER_MESSAGE).pipe(schema.nullable());

/**
 * POST /api/co2/fuel from the "Tankbeurt loggen" form: two of the three amounts (a blank one is null, the
 * server works it out), a blank fuel means the vehicle's own.
 */
export const FuelLogFormSchema = z.object({
  liters: amount(LitersNumberSchema),
  total_eur: amount(EurosNumberSchema),
  price_per_l: amount(PricePerLiterNumberSchema),
  date: DateFieldSchema,
  odometer_km: wholeNumberTextSchema(WHOLE_KM_MESSAGE).pipe(OdometerKmNumberSchema.nullable()),
  fuel_type: z.union([z.literal(''), LiquidFuelSchema]).transform((fuel) => fuel || undefined),
  purpose: TripPurposeSchema,
});
export type FuelLogFormValues = z.input<typeof FuelLogFormSchema>;
