import {
  type FuelType,
  isAlwaysOpen,
  minutesToTime,
  type OfferSummary,
  type OpeningPeriod,
  type PublicStation,
  roundKm,
  type StationPrice,
  tenthsToCents,
  tenthsToEur,
} from '@fuellinq/domain';
import type { OpeningHoursRow, PriceJson } from '../../db/queries/stations.ts';
import { isoTime } from '../../lib/sql-rows.ts';
import { INDEPENDENT_SLUG } from './brand-logo.ts';
import type { OfferRow, StationRow } from './stations.repository.ts';

// A station as the API shows it: the public feed's, the station page's and the partner portal's shapes.

export function brandLogoUrl(slug: string | null | undefined): string {
  return `/api/brands/${slug ?? INDEPENDENT_SLUG}/logo.svg`;
}

/** A price with its source and the time it was seen, under both the spec's names and issue 28's. */
export function toPrice(row: PriceJson): StationPrice {
  const observedAt = isoTime(row.updated_at);
  return {
    fuel_type: row.fuel_type as FuelType,
    price_eur_l: tenthsToEur(row.price_tenths),
    price_cents: tenthsToCents(row.price_tenths),
    updated_at: observedAt,
    source: row.source,
    price_source: row.source,
    observed_at: observedAt,
  };
}

export function toOfferSummary(row: OfferRow): OfferSummary {
  return {
    id: row.id,
    title: row.title,
    badge: row.badge,
    image_url: row.imageUrl,
    subtitle: row.subtitle,
    price_cents: row.priceCents,
    demo: row.isDemo,
  };
}

/** Offers per station: its own first, then its partner's, then its brand's. */
export function offersByStation(
  list: { id: string; partnerId: string | null; brandId: string | null }[],
  rows: OfferRow[],
): Map<string, OfferRow[]> {
  const result = new Map<string, OfferRow[]>();
  for (const station of list) {
    const own = rows.filter((o) => o.stationId === station.id);
    const partner = station.partnerId
      ? rows.filter((o) => !o.stationId && o.partnerId === station.partnerId)
      : [];
    const brand = station.brandId
      ? rows.filter((o) => !o.stationId && !o.partnerId && o.brandId === station.brandId)
      : [];
    result.set(station.id, [...own, ...partner, ...brand]);
  }
  return result;
}

export function toPublicStation(row: StationRow, offers: OfferRow[]): PublicStation {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    city: row.city,
    street: row.street,
    house_number: row.houseNumber,
    postcode: row.postcode,
    lat: row.lat,
    lng: row.lng,
    distance_km: row.distanceKm === null ? null : roundKm(Number(row.distanceKm)),
    logo_url: brandLogoUrl(row.brandSlug),
    fuels: row.fuels as FuelType[],
    prices: row.prices.map(toPrice),
    offers: offers.map(toOfferSummary),
  };
}

export function toPeriods(
  rows: Pick<OpeningHoursRow, 'day' | 'opensMinute' | 'closesMinute'>[],
): OpeningPeriod[] {
  return rows.map((row) => ({
    day: row.day,
    opens: minutesToTime(row.opensMinute),
    closes: minutesToTime(row.closesMinute),
  }));
}

/** Short facts a card shows beside the price (spec §3 "perks"). */
export function perksOf(station: {
  unmanned: boolean;
  motorway: boolean;
  fuels: string[];
  periods: OpeningPeriod[];
  hoursDemo: boolean;
}): string[] {
  const perks: string[] = [];
  // Only hours a partner gave: invented ones claim nothing.
  if (!station.hoursDemo && station.periods.length > 0 && isAlwaysOpen(station.periods))
    perks.push('24/7 open');
  if (station.unmanned) perks.push('Onbemand');
  if (station.motorway) perks.push('Snelweg');
  if (station.fuels.includes('lpg')) perks.push('LPG');
  if (station.fuels.includes('adblue')) perks.push('AdBlue');
  if (station.fuels.includes('hvo')) perks.push('HVO100');
  return perks;
}
