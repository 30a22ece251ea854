import { z } from 'zod';
import { text } from '../common/text.ts';
import { FUEL_TYPES, normalizeFuelType } from './fuel-types.ts';

export const FuelTypeSchema = z.enum(FUEL_TYPES);

/** Accepts the spec's fuel names and their aliases (e5, e10, b7, …) and yields the canonical one. */
export const FuelTypeInputSchema = text().transform((value, context) => {
  const fuel = normalizeFuelType(value);
  if (!fuel) {
    context.addIssue({ code: 'custom', message: `Onbekende brandstof. Kies uit: ${FUEL_TYPES.join(', ')}.` });
    return z.NEVER;
  }
  return fuel;
});
