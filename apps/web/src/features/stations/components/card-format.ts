import { formatEuro, formatKm, formatPricePerLitre } from '@fuellinq/domain/format/nl-format';
import { eurToTenths } from '@fuellinq/domain/stations/station-rules';

/** A pump price per litre with a comma decimal, as stations show it: "€ 2,319". */
export function formatLitre(eur: number): string {
  return formatPricePerLitre(eurToTenths(eur));
}

/** Spec §2: the distance in km with one decimal. */
export function formatDistance(km: number): string {
  return formatKm(km);
}

/** An offer's price; nothing to pay reads as "Gratis". */
export function formatOfferPrice(cents: number): string {
  return cents === 0 ? 'Gratis' : formatEuro(cents);
}
