import {
  type FuelType,
  OSM_ATTRIBUTION,
  type StationSearchItem,
  type StationSearchQuery,
  type StationSearchResponse,
  StationSearchResponseSchema,
  isPriceFresh,
  sortStations,
  tenthsToEur,
} from '@fuellinq/domain';
import type { PriceJson } from '../../db/queries/stations.ts';
import { checkedJson } from './checked-json.ts';
import type { PublicFeedDeps } from './public-feed.ts';
import { perksOf, toPublicStation } from './station-dto.ts';
import { hasPosition, stationsFor } from './station-query.ts';

/** How many stations the search weighs before it sorts: the nearest (or first) 500 that match. */
const SEARCH_CANDIDATES = 500;

/**
 * GET /api/stations/search: cheapest (by the chosen fuel), deals or closest, from the snapshot. An answer
 * without a position is the same for everyone and is cached.
 */
export function searchStations(deps: PublicFeedDeps, query: StationSearchQuery): Promise<Buffer> {
  if (hasPosition(query)) return searchJson(deps, query);
  const { q, fuel, sort, limit } = query;
  const key = `search:${JSON.stringify({ q: q?.trim().toLowerCase(), fuel, sort, limit })}`;
  return deps.cache.get(key, () => searchJson(deps, query));
}

async function searchJson(deps: PublicFeedDeps, query: StationSearchQuery): Promise<Buffer> {
  const view = await deps.snapshot.current();
  const at = deps.now().getTime();
  const fuel: FuelType = query.fuel ?? 'euro95';
  const list = stationsFor(view, query, SEARCH_CANDIDATES).map(({ station, km }) => ({
    station,
    km,
    offers: view.offersOf(station, at),
  }));
  const now = deps.now();
  const priceOf = (station: { prices: PriceJson[] }) => station.prices.find((p) => p.fuel_type === fuel);
  const sorted = sortStations(list, query.sort, ({ station, km, offers }) => ({
    title: station.title,
    price: tenthsOrNull(priceOf(station)?.price_tenths),
    priceFresh: isPriceFresh(originOf(priceOf(station)), now),
    distanceKm: km,
    offerCount: offers.length,
    offerValueCents: offers.reduce((sum, offer) => sum + (offer.row.priceCents ?? 0), 0),
  })).slice(0, query.limit);
  const items = sorted.map(({ station: row, km, offers }): StationSearchItem => {
    const station = toPublicStation(
      { ...row, distanceKm: km },
      offers.map((offer) => offer.row),
    );
    const price = station.prices.find((p) => p.fuel_type === fuel);
    return {
      id: station.id,
      brand: station.brand,
      city: station.city,
      price: price?.price_eur_l ?? null,
      distance_km: station.distance_km,
      perks: perksOf(row),
      offers: station.offers,
      logo: station.logo_url,
      title: station.title,
      postcode: station.postcode,
      street: station.street,
      house_number: station.house_number,
      lat: station.lat,
      lng: station.lng,
      fuel_type: fuel,
      price_source: price?.price_source ?? null,
      price_updated_at: price?.updated_at ?? null,
      observed_at: price?.observed_at ?? null,
    };
  });
  const body: StationSearchResponse = { items, attribution: OSM_ATTRIBUTION };
  return checkedJson(deps.checkResponses, StationSearchResponseSchema, Buffer.from(JSON.stringify(body)));
}

const originOf = (price: PriceJson | undefined) =>
  price && { kind: price.source, observedAt: price.updated_at };

function tenthsOrNull(tenths: number | undefined): number | null {
  return tenths === undefined ? null : tenthsToEur(tenths);
}
