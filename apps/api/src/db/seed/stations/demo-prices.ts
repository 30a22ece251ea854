// Demo prices, generated deterministically from a seed. Dutch pump prices have no open feed, so every
// station gets a price around the CBS national Euro95 average of the seed date, with a realistic spread:
// unmanned discount sites cheaper, motorway sites dearer. Diesel and LPG follow Euro95 by the ratios of the
// CBS monthly averages (March 2021: Euro95 1.730, diesel 1.392, LPG 0.739, as quoted by Autoweek).
import type { FuelType } from '@fuellinq/domain';
import type { SeedStation } from './osm-stations.ts';

export const DEMO_SEED = 'fuellinq-demo-2026';

/** How the history of each fuel follows the CBS Euro95 day-to-day movement. */
export const CBS_RATIO: Record<FuelType, number> = {
  euro95: 1,
  diesel: 1.392 / 1.73,
  lpg: 0.739 / 1.73,
  hvo: 1.392 / 1.73,
  adblue: 0,
  elektrisch: 0,
};

/** FNV-1a, 32 bits: a stable number for a string. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
export function randomFor(key: string, seed = DEMO_SEED): () => number {
  let state = hash32(`${seed}:${key}`);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, min: number, max: number) => min + random() * (max - min);
const clamp = (tenths: number) => Math.min(4000, Math.max(500, Math.round(tenths)));

/** The fuels a station plausibly sells. */
export function demoFuels(station: SeedStation, random: () => number): FuelType[] {
  if (station.kind === 'marina') return ['euro95', 'diesel'];
  if (station.kind === 'truck') return random() < 0.5 ? ['diesel', 'adblue', 'hvo'] : ['diesel', 'adblue'];
  const fuels: FuelType[] = ['euro95', 'diesel'];
  const manned = !station.unmanned;
  if (random() < (manned ? 0.28 : 0.06)) fuels.push('lpg');
  if (station.motorway || random() < (manned ? 0.4 : 0.15)) fuels.push('adblue');
  if (random() < (station.brandSlug === 'tinq' ? 0.3 : 0.07)) fuels.push('hvo');
  return fuels;
}

/**
 * Euro95 of one station, in tenths of a cent, around the national average: majors at or a little above it,
 * express and discount sites 3 to 17 cents below, independents around it, motorway sites 12 to 22 cents above.
 */
export function demoEuro95(station: SeedStation, nationalTenths: number, random: () => number): number {
  let offset: number;
  if (station.discount) offset = station.unmanned ? between(random, -170, -90) : between(random, -110, -30);
  else if (station.brandSlug) offset = between(random, -10, 60);
  else offset = between(random, -80, 30);
  if (station.motorway) offset += between(random, 120, 220);
  return clamp(nationalTenths + offset);
}

/** Current demo prices per fuel, in tenths of a cent. */
export function demoPrices(
  station: SeedStation,
  nationalTenths: number,
): { fuels: FuelType[]; prices: Partial<Record<FuelType, number>> } {
  const random = randomFor(station.key);
  const fuels = demoFuels(station, random);
  const euro95 = demoEuro95(station, nationalTenths, random);
  const diesel = clamp(euro95 * CBS_RATIO.diesel + between(random, -25, 25));
  const all: Partial<Record<FuelType, number>> = {
    euro95,
    diesel,
    lpg: clamp(euro95 * CBS_RATIO.lpg + between(random, -30, 30)),
    hvo: clamp(diesel + between(random, 120, 220)),
    adblue: clamp(between(random, 850, 1190) + (station.motorway ? 250 : 0)),
  };
  const prices: Partial<Record<FuelType, number>> = {};
  for (const fuel of fuels) prices[fuel] = all[fuel];
  return { fuels, prices };
}
