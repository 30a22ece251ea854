import { formatEuro, formatKm } from '@fuellinq/domain/format/nl-format';

export { formatLitre } from '../../../lib/amounts.ts';

/** Spec §2: the distance in km with one decimal. */
export function formatDistance(km: number): string {
  return formatKm(km);
}

/** An offer's price; nothing to pay reads as "Gratis". */
export function formatOfferPrice(cents: number): string {
  return cents === 0 ? 'Gratis' : formatEuro(cents);
}
