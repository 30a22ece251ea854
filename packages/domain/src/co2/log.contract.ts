import { z } from 'zod';
import { text } from '../common/text.ts';
import { pageResponseSchema, PageQuerySchema } from '../common/common.contract.ts';
import { LITERS_MAX, litersProblem, PRICE_PER_LITER_MAX } from './fuel-amounts.ts';
import { DATE_RANGE_MESSAGE, isDateInRange, isIsoDate } from './calendar-date.ts';
import { LIQUID_FUELS, type LiquidFuel } from './emission-factors.ts';
import { normalizeTripPurpose, TRIP_PURPOSES } from './trip-purpose.ts';
import { normalizeFuelType } from '../fuel/fuel-types.ts';
import { formatDate, formatDecimal } from '../format/nl-format.ts';
import { decimalTextSchema } from '../format/nl-number.schema.ts';
import { vehicleErrorMessages } from '../vehicles/vehicle-messages.ts';

export const IsoDateSchema = text()
  .trim()
  .refine(isIsoDate, { message: 'Gebruik een datum als JJJJ-MM-DD.', abort: true })
  .refine(isDateInRange, DATE_RANGE_MESSAGE);

export const NOT_A_NUMBER_MESSAGE = 'Vul een getal in, bijv. 45,2.';

/** The logbook's texts that say more than their error code's (errors/error-codes.ts). */
export const logMessages = {
  chooseFuel: 'Kies de brandstof van deze tankbeurt.',
  cardLogNotRemovable:
    'Een tankbeurt van je tankpas blijft in het logboek staan. Staat dezelfde tankbeurt er ook handmatig in? Koppel die eraan, dan telt hij één keer.',
  chooseCardLog: 'Kies een tankbeurt van je tankpas van hetzelfde voertuig.',
  onlyManualLinks: 'Alleen een handmatige tankbeurt kun je aan een tankbeurt van je tankpas koppelen.',
  /** A reading's refusal naming the reading it clashes with: "…: 12.345 km op 3 mei 2026." */
  odometerClash: (code: 'odometer_too_low' | 'odometer_too_high', km: number, on: Date | string) =>
    `${vehicleErrorMessages[code].slice(0, -1)}: ${formatDecimal(km, 0)} km op ${formatDate(on)}.`,
} as const;

/** A number, or a numeric string with a comma or dot decimal ('45,2'). */
const DecimalSchema = z.union([
  z.number(),
  decimalTextSchema(NOT_A_NUMBER_MESSAGE).pipe(z.number({ error: NOT_A_NUMBER_MESSAGE })),
]);

/** A reading's rule, on a number; the body takes a numeric string too. */
export const OdometerKmNumberSchema = z
  .number()
  .int('Vul hele kilometers in.')
  .min(0, 'De kilometerstand kan niet negatief zijn.')
  .max(9_999_999, 'Die kilometerstand is te hoog.');
const OdometerKmSchema = z.coerce.number().pipe(OdometerKmNumberSchema);

export const TripPurposeSchema = z.enum(TRIP_PURPOSES);
/** Accepts 'prive', 'woon werk' and the like, and yields the canonical purpose. */
export const TripPurposeInputSchema = text().transform((value, context) => {
  const purpose = normalizeTripPurpose(value);
  if (!purpose) {
    context.addIssue({ code: 'custom', message: `Kies uit: ${TRIP_PURPOSES.join(', ')}.` });
    return z.NEVER;
  }
  return purpose;
});

export const LiquidFuelSchema = z.enum(LIQUID_FUELS);
const LiquidFuelInputSchema = text().transform((value, context) => {
  const fuel = normalizeFuelType(value);
  if (!fuel || fuel === 'elektrisch') {
    context.addIssue({ code: 'custom', message: `Kies een brandstof uit: ${LIQUID_FUELS.join(', ')}.` });
    return z.NEVER;
  }
  return fuel as LiquidFuel;
});

const NoteSchema = text({ multiline: true })
  .trim()
  .max(200)
  .nullish()
  .transform((value) => (value ? value : null));

/** Where a fuel log came from: typed in the logbook, or a refuel completed with the FuelLinq card. */
export const FUEL_LOG_SOURCES = ['handmatig', 'kaart'] as const;
export const FuelLogSourceSchema = z.enum(FUEL_LOG_SOURCES);
export type FuelLogSource = z.infer<typeof FuelLogSourceSchema>;
export const fuelLogSourceLabels: Record<FuelLogSource, string> = {
  handmatig: 'Handmatig',
  kaart: 'Tankpas',
};

export const OdometerLogBodySchema = z.object({
  vehicle_id: z.uuid('Kies een voertuig.'),
  odometer_km: OdometerKmSchema,
  date: IsoDateSchema,
  purpose: TripPurposeInputSchema.optional(),
  note: NoteSchema,
});
export type OdometerLogBody = z.input<typeof OdometerLogBodySchema>;

export const UpdateOdometerLogBodySchema = z
  .object({
    odometer_km: OdometerKmSchema.optional(),
    date: IsoDateSchema.optional(),
    purpose: TripPurposeInputSchema.optional(),
    note: NoteSchema.optional(),
  })
  .strict();
export type UpdateOdometerLogBody = z.input<typeof UpdateOdometerLogBodySchema>;

// The amounts' ranges, on numbers (a form pipes its parsed text into these); the body takes text too.
export const LitersNumberSchema = z.number().refine((value) => !litersProblem(value), {
  message: `Vul een aantal liters in boven 0 en onder ${formatDecimal(LITERS_MAX, 0)}.`,
});
export const EurosNumberSchema = z.number().refine((value) => value > 0 && value <= 10_000, {
  message: 'Vul een bedrag in boven € 0 en tot € 10.000.',
});
export const PricePerLiterNumberSchema = z
  .number()
  .refine((value) => value > 0 && value <= PRICE_PER_LITER_MAX, {
    message: `Vul een prijs per liter in boven € 0 en tot € ${PRICE_PER_LITER_MAX}.`,
  });
const LitersSchema = DecimalSchema.pipe(LitersNumberSchema);
const EurosSchema = DecimalSchema.pipe(EurosNumberSchema);
const PricePerLiterSchema = DecimalSchema.pipe(PricePerLiterNumberSchema);

const fuelLogFields = {
  liters: LitersSchema.nullish(),
  total_eur: EurosSchema.nullish(),
  price_per_l: PricePerLiterSchema.nullish(),
  date: IsoDateSchema,
  /** A station of ours, when the user picked one. */
  station_id: z.uuid('Ongeldig station.').nullish(),
  odometer_km: OdometerKmSchema.nullish(),
  /** Defaults to the vehicle's fuel. */
  fuel_type: LiquidFuelInputSchema.optional(),
  purpose: TripPurposeInputSchema.optional(),
  note: NoteSchema,
};

export const FuelLogBodySchema = z.object({ vehicle_id: z.uuid('Kies een voertuig.'), ...fuelLogFields });
export type FuelLogBody = z.input<typeof FuelLogBodySchema>;

export const UpdateFuelLogBodySchema = z
  .object({ ...fuelLogFields, date: IsoDateSchema.optional() })
  .partial()
  .strict();
export type UpdateFuelLogBody = z.input<typeof UpdateFuelLogBodySchema>;

export const OdometerLogSchema = z.object({
  id: z.string(),
  vehicle_id: z.string(),
  odometer_km: z.number().int(),
  date: z.string(),
  purpose: TripPurposeSchema,
  note: z.string().nullable(),
  created_at: z.string(),
});
export type OdometerLog = z.infer<typeof OdometerLogSchema>;

export const FuelLogSchema = z.object({
  id: z.string(),
  vehicle_id: z.string(),
  liters: z.number(),
  /** Euros, and the same in cents. */
  total_eur: z.number(),
  total_cents: z.number().int(),
  /** Euros per litre (three decimals, as pumps show it). */
  price_per_l: z.number(),
  date: z.string(),
  station_id: z.string().nullable(),
  odometer_km: z.number().int().nullable(),
  fuel_type: LiquidFuelSchema,
  purpose: TripPurposeSchema,
  note: z.string().nullable(),
  /** 'kaart': written by a refuel with the card (`transaction_id`); its amounts cannot be edited. */
  source: FuelLogSourceSchema,
  transaction_id: z.string().nullable(),
  /**
   * A manual entry for a refuel the card logged too: the card's entry it is linked to. A linked entry does
   * not count again (its reading still does).
   */
  card_log_id: z.string().nullable(),
  created_at: z.string(),
});
export type FuelLog = z.infer<typeof FuelLogSchema>;

/** PUT /api/co2/fuel/{id}/link: this manual entry is the same refuel as the card's entry `card_log_id`. */
export const LinkFuelLogBodySchema = z.object({ card_log_id: z.uuid(logMessages.chooseCardLog) });
export type LinkFuelLogBody = z.input<typeof LinkFuelLogBodySchema>;

export const LogListQuerySchema = PageQuerySchema.extend({
  vehicle_id: z.uuid('Ongeldig voertuig.').optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  /** Fuel logs only: just the manual entries or just the card's. */
  source: FuelLogSourceSchema.optional(),
});
export type LogListQuery = z.input<typeof LogListQuerySchema>;

export const OdometerLogListSchema = pageResponseSchema(OdometerLogSchema);
export type OdometerLogList = z.infer<typeof OdometerLogListSchema>;
export const FuelLogListSchema = pageResponseSchema(FuelLogSchema);
export type FuelLogList = z.infer<typeof FuelLogListSchema>;
