import { formatDecimal, formatEuro, formatPricePerLitre } from '@fuellinq/domain/format/nl-format';
import { eurToTenths } from '@fuellinq/domain/stations/station-rules';

// How every screen writes litres, prices per litre, money moved and points (Dutch: "45,20 l", "€ 1,979").

/** A pump price per litre with a comma decimal, as stations show it: 2.319 → "€ 2,319". */
export function formatLitre(eur: number): string {
  return formatPricePerLitre(eurToTenths(eur));
}

/** Litres with two decimals: "45,20 l". */
export const formatLiters = (liters: number) => `${formatDecimal(liters, 2)} l`;

/** What moved on the balance, with its sign: "+€ 25,00" for money in, "-€ 62,41" for money out. */
export const formatSignedEuro = (cents: number) => (cents > 0 ? `+${formatEuro(cents)}` : formatEuro(cents));

/** "1 punt", "1.250 punten". */
export const formatPoints = (points: number) =>
  `${formatDecimal(points, 0)} ${Math.abs(points) === 1 ? 'punt' : 'punten'}`;
