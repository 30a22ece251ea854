import type { StationCardModel } from '@fuellinq/domain/stations/station-card';
import { DEFAULT_MAP_CENTER } from '@fuellinq/domain/stations/station-rules';

/**
 * Spec §4: when the feed fails or the location is refused or unknown, the list shows this one demo station
 * with a note. It has no id, so it has no page of its own.
 */
export const DEMO_STATION: StationCardModel = {
  id: null,
  brand: 'FuelLinq',
  title: 'Demo-station Amsterdam Centrum',
  city: 'Amsterdam',
  postcode: '1012JS',
  street: 'Dam',
  houseNumber: '1',
  lat: DEFAULT_MAP_CENTER.lat,
  lng: DEFAULT_MAP_CENTER.lng,
  distanceKm: null,
  logoUrl: null,
  fuels: ['euro95', 'diesel'],
  euro95: 2.199,
  euro95Source: { kind: 'demo', observedAt: null },
  priceOrigins: { euro95: { kind: 'demo', observedAt: null }, diesel: { kind: 'demo', observedAt: null } },
  prices: { euro95: 2.199, diesel: 1.799 },
  offers: [],
  perks: ['Demo'],
};
