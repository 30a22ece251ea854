// Feed and search answers in the API's own shapes (see the domain contract), for the web tests.
import type { PublicStation, StationSearchItem } from '@fuellinq/domain/stations/station.contract';

const attribution = {
  text: '© OpenStreetMap contributors',
  url: 'https://www.openstreetmap.org/copyright',
  licence: 'ODbL-1.0',
};

export function feedStation(
  overrides: Partial<PublicStation> & { id: string; title: string },
): PublicStation {
  return {
    brand: 'Shell',
    city: 'Amsterdam',
    street: 'Dam',
    house_number: '1',
    postcode: '1012JS',
    lat: 52.3731,
    lng: 4.8926,
    distance_km: 1.26,
    logo_url: '/api/brands/shell/logo.svg',
    fuels: ['euro95', 'diesel'],
    prices: [
      {
        fuel_type: 'euro95',
        price_eur_l: 2.319,
        price_cents: 231.9,
        updated_at: '2026-11-21T08:00:00.000Z',
        source: 'demo',
        price_source: 'demo',
        observed_at: '2026-11-21T08:00:00.000Z',
      },
      {
        fuel_type: 'diesel',
        price_eur_l: 1.869,
        price_cents: 186.9,
        updated_at: '2026-11-21T08:00:00.000Z',
        source: 'demo',
        price_source: 'demo',
        observed_at: '2026-11-21T08:00:00.000Z',
      },
    ],
    offers: [],
    ...overrides,
  };
}

export function offer(id: string, title: string, price_cents: number | null = 199, demo = false) {
  return {
    id,
    title,
    badge: null,
    image_url: `/api/offers/art/koffie.svg`,
    subtitle: null,
    price_cents,
    demo,
  };
}

export const feedResponse = (stations: PublicStation[]) => ({ status: 200, body: { stations, attribution } });

export const searchResponse = (items: StationSearchItem[]) => ({ status: 200, body: { items, attribution } });

export function searchItem(
  station: PublicStation,
  price: number,
  source: Partial<Pick<StationSearchItem, 'observed_at'>> &
    Pick<StationSearchItem, 'price_source' | 'price_updated_at'> = {
    price_source: 'demo',
    price_updated_at: '2026-11-21T08:00:00.000Z',
  },
): StationSearchItem {
  return {
    id: station.id,
    brand: station.brand,
    city: station.city,
    price,
    distance_km: station.distance_km,
    perks: [],
    offers: station.offers,
    logo: station.logo_url,
    title: station.title,
    postcode: station.postcode,
    street: station.street,
    house_number: station.house_number,
    lat: station.lat,
    lng: station.lng,
    fuel_type: 'euro95',
    observed_at: source.price_updated_at,
    ...source,
  };
}

export const configResponse = { status: 200, body: { map_tile_url: 'off' } };
