import {
  addDays,
  type Brand,
  CBS_SOURCE_LABEL,
  type FuelType,
  isOpenAt,
  OSM_ATTRIBUTION,
  type PriceHistoryResponse,
  type PublicStationsQuery,
  haversineKm,
  isoDateIn,
  type LatLng,
  type PublicStation,
  type PublicStationsResponse,
  PublicStationsResponseSchema,
  roundKm,
  type StationDetail,
  type StationSearchItem,
  type StationSearchQuery,
  type StationSearchResponse,
  StationSearchResponseSchema,
  sortStations,
  tenthsToCents,
  tenthsToEur,
} from '@fuellinq/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineEvent } from '../../lib/events.ts';
import { groupBy } from '../../lib/group-by.ts';
import { isoTime } from '../../lib/sql-rows.ts';
import type { BrandMark } from './brand-logo.ts';
import type { ResponseCache } from './response-cache.ts';
import {
  brandLogoUrl,
  offersByStation,
  perksOf,
  toOfferSummary,
  toPeriods,
  toPrice,
  toPublicStation,
} from './station-dto.ts';
import {
  createStationsRepository,
  type FeedParams,
  listStationPages,
  type StationsRepository,
} from './stations.repository.ts';

/** How many stations the search weighs before it sorts: the nearest (or first) 500 that match. */
const SEARCH_CANDIDATES = 500;

/**
 * The feed's cache works per grid cell of 0.01° (about 1.1 by 0.7 km), not per position: every visitor
 * sends a position of their own, so a cache keyed on exact coordinates would almost never be hit.
 */
const FEED_CELL_DEG = 0.01;

/** The stations that can be among the nearest for any position in a cell, mapped once, without distances. */
export type FeedCell = PublicStation[] | 'too-many';

export const CBS_TABLE_URL = 'https://opendata.cbs.nl/statline/#/CBS/nl/dataset/80416ned/table';

export const stationNotFound = () => new AppError(404, 'not_found', 'Dit tankstation bestaat niet (meer).');

/**
 * A station, a price or an offer changed (by a partner or an admin): the cached public answers are stale.
 * Emitted by the modules that change them; this module empties its caches.
 */
export const stationsChanged = defineEvent('stations.changed');

/** The text a station is found by: modules that write stations store it with them. */
export { stationSearchText } from './station-search-text.ts';

export interface StationsServiceDeps {
  repository: StationsRepository;
  /**
   * Public answers (feed and search) as serialised JSON, dropped whenever a station, price or offer changes
   * here: a cached answer costs no database query and no serialisation.
   */
  cache: ResponseCache<string>;
  /** Candidate stations per grid cell for the feed with a position; emptied with `cache`. */
  cells: ResponseCache<FeedCell>;
  /** Check each answer against its response schema before caching it (development and tests). */
  checkResponses?: boolean;
  now?: () => Date;
}

function feedParams(query: {
  q?: string | undefined;
  fuel?: FuelType | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radius_km: number;
}): Omit<FeedParams, 'limit'> {
  return {
    q: query.q?.trim().toLowerCase() || undefined,
    fuel: query.fuel,
    position:
      query.lat !== undefined && query.lng !== undefined
        ? { lat: query.lat, lng: query.lng, radiusKm: query.radius_km }
        : undefined,
  };
}

export function createStationsService({
  repository,
  cache,
  cells,
  checkResponses = false,
  now = () => new Date(),
}: StationsServiceDeps) {
  const serialize = <T>(schema: z.ZodType<T>, value: T): string =>
    JSON.stringify(checkResponses ? schema.parse(value) : value);

  // Brands are reference data: read once a minute at most, for the logo route and the brand list.
  let brandList: { at: number; rows: Promise<Awaited<ReturnType<StationsRepository['brands']>>> } | undefined;
  function brandRows() {
    if (!brandList || Date.now() - brandList.at > 60_000) {
      const rows = repository.brands();
      brandList = { at: Date.now(), rows };
      rows.catch(() => (brandList = undefined));
    }
    return brandList.rows;
  }

  async function loadStations(params: FeedParams) {
    const rows = await repository.feed(params);
    const offers = offersByStation(rows, await repository.activeOffersFor(rows, now()));
    return rows.map((row) => ({ row, offers: offers.get(row.id) ?? [] }));
  }

  /**
   * Every station that can be among the `limit` nearest within the radius of ANY position in the cell of
   * `position`. With C the cell's centre and h its half-diagonal (every position P of the cell lies within h
   * of C): read the `limit` nearest to C within r + h; if that many exist, the last lies at D from C, so P has
   * `limit` stations within D + h and each of its nearest lies within D + 2h of C. Reading everything within
   * min(r + h, D + 2h) of C therefore holds the answer for every P of the cell.
   */
  function feedCell(params: FeedParams & { position: LatLng & { radiusKm: number } }): Promise<FeedCell> {
    const { position, limit } = params;
    const centre = {
      lat: (Math.floor(position.lat / FEED_CELL_DEG) + 0.5) * FEED_CELL_DEG,
      lng: (Math.floor(position.lng / FEED_CELL_DEG) + 0.5) * FEED_CELL_DEG,
    };
    const reach = haversineKm(centre, {
      lat: centre.lat + FEED_CELL_DEG / 2,
      lng: centre.lng + FEED_CELL_DEG / 2,
    });
    const key = JSON.stringify({ q: params.q, fuel: params.fuel, r: position.radiusKm, limit, centre });
    return cells.get(key, async () => {
      const around = { ...params, position: { ...centre, radiusKm: position.radiusKm + reach } };
      let rows = await repository.feed(around);
      if (rows.length === limit) {
        const furthest = Number(rows.at(-1)?.distanceKm ?? 0);
        const radiusKm = Math.min(position.radiusKm + reach, furthest + 2 * reach);
        rows = await repository.feed({
          ...around,
          limit: SEARCH_CANDIDATES,
          position: { ...centre, radiusKm },
        });
        // Too crowded to hold: such a cell is answered per position.
        if (rows.length === SEARCH_CANDIDATES) return 'too-many';
      }
      const offers = offersByStation(rows, await repository.activeOffersFor(rows, now()));
      return rows.map((row) => toPublicStation({ ...row, distanceKm: null }, offers.get(row.id) ?? []));
    });
  }

  /** The feed for one position from its cell's candidates: exact distances, nearest first, within the radius. */
  function nearestOf(candidates: PublicStation[], position: LatLng & { radiusKm: number }, limit: number) {
    return candidates
      .map((station) => ({ station, km: haversineKm(position, station) }))
      .filter(({ km }) => km <= position.radiusKm)
      .sort((a, b) => a.km - b.km)
      .slice(0, limit)
      .map(({ station, km }) => ({ ...station, distance_km: roundKm(km) }));
  }

  return {
    /** GET /api/partner/public/stations: the spec's public feed, nearest first when a position is given. */
    async publicFeed(query: PublicStationsQuery): Promise<string> {
      const params = { ...feedParams(query), limit: query.limit };
      const { position } = params;
      // Without a cache, each request asks the database for exactly its own position.
      if (position && cells.enabled) {
        const cell = await feedCell({ ...params, position });
        if (cell !== 'too-many') {
          const body: PublicStationsResponse = {
            stations: nearestOf(cell, position, params.limit),
            attribution: OSM_ATTRIBUTION,
          };
          return serialize(PublicStationsResponseSchema, body);
        }
      }
      return cache.get(`feed:${JSON.stringify(params)}`, async () => {
        const list = await loadStations(params);
        const body: PublicStationsResponse = {
          stations: list.map(({ row, offers }) => toPublicStation(row, offers)),
          attribution: OSM_ATTRIBUTION,
        };
        return serialize(PublicStationsResponseSchema, body);
      });
    },

    /** GET /api/stations/search: cheapest (by the chosen fuel), deals or closest. */
    search(query: StationSearchQuery): Promise<string> {
      const params = { ...feedParams(query), limit: SEARCH_CANDIDATES };
      const fuel: FuelType = query.fuel ?? 'euro95';
      const key = `search:${JSON.stringify({ ...params, sort: query.sort, fuel, limit: query.limit })}`;
      return cache.get(key, async () => {
        const list = await loadStations(params);
        const sorted = sortStations(list, query.sort, ({ row, offers }) => ({
          title: row.title,
          price: tenthsOrNull(row.prices.find((p) => p.fuel_type === fuel)?.price_tenths),
          distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
          offerCount: offers.length,
          offerValueCents: offers.reduce((sum, offer) => sum + (offer.priceCents ?? 0), 0),
        })).slice(0, query.limit);
        const hours = groupBy(
          await repository.openingHours(sorted.map(({ row }) => row.id)),
          (h) => h.stationId,
        );
        const items = sorted.map(({ row, offers }): StationSearchItem => {
          const station = toPublicStation(row, offers);
          const price = station.prices.find((p) => p.fuel_type === fuel);
          return {
            id: station.id,
            brand: station.brand,
            city: station.city,
            price: price?.price_eur_l ?? null,
            distance_km: station.distance_km,
            perks: perksOf({ ...row, periods: toPeriods(hours.get(row.id) ?? []) }),
            offers: station.offers,
            logo: station.logo_url,
            title: station.title,
            postcode: station.postcode,
            street: station.street,
            house_number: station.house_number,
            lat: station.lat,
            lng: station.lng,
            fuel_type: fuel,
            price_source: price?.source ?? null,
            price_updated_at: price?.updated_at ?? null,
          };
        });
        const body: StationSearchResponse = { items, attribution: OSM_ATTRIBUTION };
        return serialize(StationSearchResponseSchema, body);
      });
    },

    /** GET /api/stations/{id}: every price with its age, offers, opening hours. */
    async detail(id: string): Promise<StationDetail> {
      const row = await repository.station(id);
      if (!row?.active) throw stationNotFound();
      const at = now();
      const [offers, hours] = await Promise.all([
        repository.activeOffersFor([row], at),
        repository.openingHours([row.id]),
      ]);
      const periods = toPeriods(hours);
      const own = offersByStation([row], offers).get(row.id) ?? [];
      return {
        ...toPublicStation({ ...row, distanceKm: null }, own),
        prices: row.prices.map((price) => ({
          ...toPrice(price),
          age_minutes: Math.max(
            0,
            Math.floor((at.getTime() - new Date(price.updated_at).getTime()) / 60_000),
          ),
        })),
        offers: own.map(toOfferSummary),
        opening_hours: periods,
        open_now: isOpenAt(periods, at),
        perks: perksOf({ ...row, periods }),
        unmanned: row.unmanned,
        motorway: row.motorway,
        attribution: OSM_ATTRIBUTION,
      };
    },

    /** GET /api/stations/{id}/prices/history: one price per Dutch day, and the CBS average beside it. */
    async history(id: string, fuel: FuelType, days: number): Promise<PriceHistoryResponse> {
      const row = await repository.station(id);
      if (!row?.active) throw stationNotFound();
      const fromDay = addDays(isoDateIn(now()), 1 - days);
      const [points, national] = await Promise.all([
        repository.history(id, fuel, fromDay),
        fuel === 'euro95' ? repository.nationalAverage('euro95', days) : Promise.resolve(null),
      ]);
      return {
        station_id: id,
        fuel_type: fuel,
        days,
        points: points.map((point) => ({
          date: point.day,
          price_eur_l: tenthsToEur(point.priceTenths),
          price_cents: tenthsToCents(point.priceTenths),
        })),
        national_average: national && nationalAverageOf(national),
      };
    },

    /** The CBS national average Euro95, its last `days` figures with their real dates. */
    async nationalAverage(days: number) {
      return nationalAverageOf(await repository.nationalAverage('euro95', days));
    },

    async brands(): Promise<Brand[]> {
      const rows = await brandRows();
      return rows.map((row) => ({ slug: row.slug, name: row.name, logo_url: brandLogoUrl(row.slug) }));
    },

    /** The colours of a brand's logo mark; undefined for an unknown brand. */
    async brandMark(slug: string): Promise<BrandMark | undefined> {
      return (await brandRows()).find((row) => row.slug === slug);
    },
  };
}

function tenthsOrNull(tenths: number | undefined): number | null {
  return tenths === undefined ? null : tenthsToEur(tenths);
}

function nationalAverageOf(rows: { day: string; priceTenths: number }[]) {
  return {
    fuel_type: 'euro95' as const,
    source: 'CBS' as const,
    label: CBS_SOURCE_LABEL,
    source_url: CBS_TABLE_URL,
    points: rows.map((row) => ({ date: row.day, price_eur_l: tenthsToEur(row.priceTenths) })),
  };
}

export type StationsService = ReturnType<typeof createStationsService>;

/**
 * The page of every active station (`/station/{id}`) with when it last changed: what other modules may read,
 * e.g. the sitemap.
 */
export async function stationPages(db: Database): Promise<{ path: string; lastModified: string }[]> {
  const rows = await listStationPages(db);
  return rows.map((row) => ({ path: `/station/${row.id}`, lastModified: isoTime(row.updatedAt) }));
}

/**
 * What other modules may read of one station: its prices and partner (a refuel starts and completes there),
 * and whether an offer of its own, its partner's or its brand's runs now (a refuel there earns double points).
 */
export function stationLookup(db: Database) {
  const repository = createStationsRepository(db);
  return {
    station: (id: string) => repository.station(id),
    async offerRunsAt(
      station: { id: string; partnerId: string | null; brandId: string | null },
      at: Date,
    ): Promise<boolean> {
      return (await repository.activeOffersFor([station], at)).length > 0;
    },
  };
}

export type StationLookup = ReturnType<typeof stationLookup>;

/**
 * What other modules may read of the CBS national average (the insights): its last `days` published Euro95
 * figures, with their real dates and source, as `GET /api/prices/national-average` serves them.
 */
export async function latestNationalAverage(db: Database, days: number) {
  return nationalAverageOf(await createStationsRepository(db).nationalAverage('euro95', days));
}
