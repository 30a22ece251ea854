import { describe, expect, it } from 'vitest';
import { FuelTypeInputSchema } from './fuel.schema.ts';
import { isFuelType, normalizeFuelType } from './fuel-types.ts';

describe('fuel types', () => {
  it.each([
    ['E10', 'euro95'],
    ['e5', 'euro95'],
    ['Euro95', 'euro95'],
    ['B7', 'diesel'],
    ['HVO100', 'hvo'],
    ['Elektriciteit', 'elektrisch'],
    ['Ad-Blue', 'adblue'],
  ])('reads %s as %s', (input, fuel) => {
    expect(normalizeFuelType(input)).toBe(fuel);
  });

  it('knows what is not a fuel', () => {
    expect(normalizeFuelType('kerosine')).toBeUndefined();
    expect(isFuelType('e10')).toBe(false);
    expect(isFuelType('euro95')).toBe(true);
    expect(FuelTypeInputSchema.safeParse('kerosine').error?.issues[0]?.message).toMatch(
      /^Onbekende brandstof/,
    );
  });
});
