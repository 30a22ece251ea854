import {
  addDays,
  type Brand,
  CBS_SOURCE_LABEL,
  type FuelType,
  isOpenAt,
  OSM_ATTRIBUTION,
  type PriceHistoryResponse,
  type PublicStationsQuery,
  isoDateIn,
  PublicStationsResponseSchema,
  type StationDetail,
  type StationSearchItem,
  type StationSearchQuery,
  type StationSearchResponse,
  StationSearchResponseSchema,
  sortStations,
  tenthsToCents,
  tenthsToEur,
} from '@fuellinq/domain';
import { endpointPath } from '@fuellinq/domain/api/endpoint';
import type { PageData } from '@fuellinq/domain/common/page-data';
import { documentTitle } from '@fuellinq/domain/common/public-pages';
import { stationEndpoints } from '@fuellinq/domain/api/endpoints';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineEvent } from '../../lib/events.ts';
import { isoTime, perDatabase } from '../../lib/sql-rows.ts';
import type { BrandMark } from './brand-logo.ts';
import type { ResponseCache } from './response-cache.ts';
import { brandLogoUrl, perksOf, toOfferSummary, toPrice, toPublicStation } from './station-dto.ts';
import { type Nearby, type SnapshotStation, type StationSnapshotView, textMatcher } from './station-index.ts';
import type { StationSnapshot } from './station-snapshot.ts';
import {
  createStationsRepository,
  listStationPages,
  type StationsRepository,
} from './stations.repository.ts';

/** How many stations the search weighs before it sorts: the nearest (or first) 500 that match. */
const SEARCH_CANDIDATES = 500;

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
  /** Every active station in memory with a geo index: the feed and the search answer from it. */
  snapshot: StationSnapshot;
  /**
   * Answers that do not depend on a position (text searches, the list without a position) as serialised
   * JSON; emptied whenever the snapshot changes.
   */
  cache: ResponseCache<Buffer>;
  /** Check each answer against its response schema (development and tests). */
  checkResponses?: boolean;
  now?: () => Date;
}

interface FeedFilter {
  q?: string | undefined;
  fuel?: FuelType | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radius_km: number;
}

/** What a station must pass for a query: its fuel and every word of the text. */
function acceptFor(query: FeedFilter): ((station: SnapshotStation) => boolean) | undefined {
  const text = textMatcher(query.q?.trim());
  const { fuel } = query;
  if (!fuel) return text;
  return (station) => station.fuels.includes(fuel) && (!text || text(station));
}

/** The stations a query asks for from the snapshot: nearest first with a position, else by title. */
function candidates(view: StationSnapshotView, query: FeedFilter, limit: number): Nearby[] {
  const accept = acceptFor(query);
  if (query.lat !== undefined && query.lng !== undefined)
    return view.nearest({ lat: query.lat, lng: query.lng }, query.radius_km, limit, accept);
  return view.byTitle(limit, accept).map((station) => ({ station, km: Number.NaN }));
}

const hasPosition = (query: FeedFilter) => query.lat !== undefined && query.lng !== undefined;

export function createStationsService({
  repository,
  snapshot,
  cache,
  checkResponses = false,
  now = () => new Date(),
}: StationsServiceDeps) {
  const check = <T>(schema: z.ZodType<T>, json: Buffer) => checkedJson(checkResponses, schema, json);

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

  /** The feed's JSON, joined from each station's JSON serialised when it changed. */
  async function feedJson(query: PublicStationsQuery): Promise<Buffer> {
    const view = await snapshot.current();
    const found = candidates(view, query, query.limit).map(({ station, km }) => ({
      station,
      km: Number.isNaN(km) ? null : km,
    }));
    return check(PublicStationsResponseSchema, view.listJson('stations', found, now().getTime()));
  }

  async function searchJson(query: StationSearchQuery): Promise<Buffer> {
    const view = await snapshot.current();
    const at = now().getTime();
    const fuel: FuelType = query.fuel ?? 'euro95';
    const list = candidates(view, query, SEARCH_CANDIDATES).map(({ station, km }) => ({
      station,
      km: Number.isNaN(km) ? null : km,
      offers: view.offersOf(station, at),
    }));
    const sorted = sortStations(list, query.sort, ({ station, km, offers }) => ({
      title: station.title,
      price: tenthsOrNull(station.prices.find((p) => p.fuel_type === fuel)?.price_tenths),
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
        price_source: price?.source ?? null,
        price_updated_at: price?.updated_at ?? null,
      };
    });
    const body: StationSearchResponse = { items, attribution: OSM_ATTRIBUTION };
    return check(StationSearchResponseSchema, Buffer.from(JSON.stringify(body)));
  }

  return {
    /**
     * GET /api/partner/public/stations: the spec's public feed, nearest first when a position is given.
     * Answered from the snapshot; an answer without a position is the same for everyone and is cached.
     */
    publicFeed(query: PublicStationsQuery): Promise<Buffer> {
      if (hasPosition(query)) return feedJson(query);
      const key = `feed:${JSON.stringify({ q: query.q?.trim().toLowerCase(), f: query.fuel, l: query.limit })}`;
      return cache.get(key, () => feedJson(query));
    },

    /** GET /api/stations/search: cheapest (by the chosen fuel), deals or closest. */
    search(query: StationSearchQuery): Promise<Buffer> {
      if (hasPosition(query)) return searchJson(query);
      const { q, fuel, sort, limit } = query;
      const key = `search:${JSON.stringify({ q: q?.trim().toLowerCase(), fuel, sort, limit })}`;
      return cache.get(key, () => searchJson(query));
    },

    /**
     * GET /api/stations/{id}: every price with its age, offers, opening hours. From the snapshot, as the
     * feed: no query, and a station page still answers while the database is away.
     */
    async detail(id: string): Promise<StationDetail> {
      const view = await snapshot.current();
      const station = view.byId(id);
      if (!station) throw stationNotFound();
      const at = now();
      const own = view.offersOf(station, at.getTime()).map((entry) => entry.row);
      const { periods } = station;
      return {
        ...toPublicStation({ ...station, distanceKm: null }, own),
        prices: station.prices.map((price) => ({
          ...toPrice(price),
          age_minutes: Math.max(
            0,
            Math.floor((at.getTime() - new Date(price.updated_at).getTime()) / 60_000),
          ),
        })),
        offers: own.map(toOfferSummary),
        opening_hours: periods,
        open_now: isOpenAt(periods, at),
        perks: perksOf(station),
        unmanned: station.unmanned,
        motorway: station.motorway,
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
 * An answer serialised by its service (UTF-8 JSON), checked against its schema when `check` is on (tests):
 * sent as bytes, it passes fastify's serialiser by.
 */
export function checkedJson<T>(check: boolean, schema: z.ZodType<T>, json: Buffer): Buffer {
  if (check) schema.parse(JSON.parse(json.toString('utf8')));
  return json;
}

/** The repository prepares the feed's statement when made: once per database handle for the helpers below. */
const stationsRepositoryOf = perDatabase(createStationsRepository);

/**
 * What other modules may read of one station: its prices and partner (a refuel starts and completes there),
 * and whether an offer of its own, its partner's or its brand's runs now (a refuel there earns double points).
 */
export function stationLookup(db: Database) {
  const repository = stationsRepositoryOf(db);
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
  return nationalAverageOf(await stationsRepositoryOf(db).nationalAverage('euro95', days));
}

const STATION_PAGE = /^\/station\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * A station page (/station/{id}) is rendered by the server from the station's own answer, so its name,
 * address and prices are on screen before the page's script has arrived (the page's largest paint), and its
 * document title is the station's name for a crawler too.
 */
export function stationServerPage(
  path: string,
): { answers: string[]; titleOf: (answers: PageData['answers']) => string } | undefined {
  const id = STATION_PAGE.exec(path)?.[1];
  if (!id) return undefined;
  const detail = endpointPath(stationEndpoints.detail, { id });
  return {
    answers: [detail],
    titleOf: (answers) => documentTitle((answers[detail] as StationDetail | undefined)?.title),
  };
}
