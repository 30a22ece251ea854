// Spec §9 fuel options: euro95 (e5, petrol E5/E10), diesel (b7), lpg, adblue, hvo, elektrisch. No zod here,
// so the web app's first chunk can use the labels.

export const FUEL_TYPES = ['euro95', 'diesel', 'lpg', 'adblue', 'hvo', 'elektrisch'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** How each fuel is written for a person. */
export const fuelLabels: Record<FuelType, string> = {
  euro95: 'Euro95',
  diesel: 'Diesel',
  lpg: 'LPG',
  adblue: 'AdBlue',
  hvo: 'HVO100',
  elektrisch: 'Elektrisch',
};

const ALIASES: Record<string, FuelType> = {
  euro95: 'euro95',
  e5: 'euro95',
  e10: 'euro95',
  benzine: 'euro95',
  petrol: 'euro95',
  diesel: 'diesel',
  b7: 'diesel',
  lpg: 'lpg',
  autogas: 'lpg',
  adblue: 'adblue',
  hvo: 'hvo',
  hvo100: 'hvo',
  elektrisch: 'elektrisch',
  elektriciteit: 'elektrisch',
  electric: 'elektrisch',
};

export function isFuelType(value: unknown): value is FuelType {
  return typeof value === 'string' && (FUEL_TYPES as readonly string[]).includes(value);
}

/** Reads the spec's names and their aliases ("E10", "B7", "Benzine"), case-insensitively; undefined if unknown. */
export function normalizeFuelType(value: string): FuelType | undefined {
  return ALIASES[
    value
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, '')
  ];
}
