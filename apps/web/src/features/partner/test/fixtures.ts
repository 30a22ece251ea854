import type { PartnerOffer, PartnerStation } from '@fuellinq/domain/stations/partner.contract';
import { OSM_ATTRIBUTION } from '@fuellinq/domain/stations/station-rules';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

export function partnerStation(
  overrides: Partial<PartnerStation> & { id: string; title: string },
): PartnerStation {
  return {
    brand: 'Tinq',
    brand_slug: 'tinq',
    logo_url: '/api/brands/tinq/logo.svg',
    street: 'Vulcanusweg',
    house_number: '2',
    postcode: '2624AV',
    city: 'Delft',
    lat: 52.0,
    lng: 4.38,
    fuels: ['euro95', 'diesel'],
    opening_hours: [],
    unmanned: true,
    motorway: false,
    active: true,
    prices: [
      {
        fuel_type: 'diesel',
        price_eur_l: 1.799,
        price_cents: 179.9,
        updated_at: hoursAgo(3),
        source: 'demo',
        price_source: 'demo',
        observed_at: hoursAgo(3),
      },
      {
        fuel_type: 'euro95',
        price_eur_l: 2.199,
        price_cents: 219.9,
        updated_at: hoursAgo(3),
        source: 'demo',
        price_source: 'demo',
        observed_at: hoursAgo(3),
      },
    ],
    updated_at: hoursAgo(24),
    ...overrides,
  };
}

/** A page of a partner list; station lists (and single stations) carry the OpenStreetMap attribution. */
export const page = <T>(items: T[], total = items.length, pageNumber = 1) => ({
  status: 200,
  body: { items, total, page: pageNumber, per_page: 20, attribution: OSM_ATTRIBUTION },
});

/** One station as the API answers it: with the attribution of its OpenStreetMap data. */
export const stationAnswer = (station: PartnerStation) => ({ ...station, attribution: OSM_ATTRIBUTION });

export function partnerOffer(overrides: Partial<PartnerOffer> & { id: string; title: string }): PartnerOffer {
  return {
    subtitle: null,
    badge: null,
    image_url: null,
    price_cents: 199,
    valid_from: '2026-11-01T09:00:00.000Z',
    valid_until: null,
    ended_at: null,
    status: 'active',
    station_id: null,
    station_title: null,
    demo: false,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}
