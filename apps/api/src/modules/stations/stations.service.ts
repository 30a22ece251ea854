import type { Brand, FuelType, PublicStationsQuery, StationSearchQuery } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { defineEvent } from '../../lib/events.ts';
import { isoTime, perDatabase } from '../../lib/sql-rows.ts';
import type { BrandMark } from './brand-logo.ts';
import { nationalAverageOf, priceHistory } from './price-history.ts';
import { publicFeed } from './public-feed.ts';
import type { ResponseCache } from './response-cache.ts';
import { stationDetail } from './station-detail.ts';
import { brandLogoUrl } from './station-dto.ts';
import { searchStations } from './station-search.ts';
import type { StationSnapshot } from './station-snapshot.ts';
import {
  createStationsRepository,
  listStationPages,
  type StationsRepository,
} from './stations.repository.ts';

// The stations module's public face: the service its routes call, and what other modules may read. Each use
// case is a file of its own beside this one (public-feed.ts, station-search.ts, station-detail.ts,
// price-history.ts, station-server-page.ts).

export { stationNotFound } from './station-not-found.ts';
export { stationServerPage } from './station-server-page.ts';
/** The text a station is found by: modules that write stations store it with them. */
export { stationSearchText } from './station-search-text.ts';
/** The CBS table the national average comes from, linked wherever it is shown. */
export { CBS_TABLE_URL } from './price-history.ts';
/** The one write path of station prices and the event every change emits (decision 025). */
export {
  OBSERVABLE_PRICE_TENTHS,
  type PriceObservation,
  recordObservedPrices,
  restoreStationPrice,
} from './observed-prices.ts';
export { type StationPriceChange, type StationPriceSource, stationPricesChanged } from './price-changes.ts';

/**
 * A station, a price or an offer changed (by a partner or an admin): the cached public answers are stale.
 * Emitted by the modules that change them; this module empties its caches.
 */
export const stationsChanged = defineEvent('stations.changed');

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

export function createStationsService({
  repository,
  snapshot,
  cache,
  checkResponses = false,
  now = () => new Date(),
}: StationsServiceDeps) {
  const feed = { snapshot, cache, checkResponses, now };

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

  return {
    publicFeed: (query: PublicStationsQuery) => publicFeed(feed, query),
    search: (query: StationSearchQuery) => searchStations(feed, query),
    detail: (id: string) => stationDetail({ snapshot, now }, id),
    history: (id: string, fuel: FuelType, days: number) =>
      priceHistory({ repository, now }, { id, fuel, days }),

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

export type StationsService = ReturnType<typeof createStationsService>;

/**
 * The page of every active station (`/station/{id}`) with when it last changed: what other modules may read,
 * e.g. the sitemap.
 */
export async function stationPages(db: Database): Promise<{ path: string; lastModified: string }[]> {
  const rows = await listStationPages(db);
  return rows.map((row) => ({ path: `/station/${row.id}`, lastModified: isoTime(row.updatedAt) }));
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
      // A demo offer (made up by the seed) is no offer of the station's: it earns nothing extra.
      return (await repository.activeOffersFor([station], at)).some((offer) => !offer.isDemo);
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
