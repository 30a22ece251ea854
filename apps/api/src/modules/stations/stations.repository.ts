import { EARTH_RADIUS_KM, type FuelType, haversineKm } from '@fuellinq/domain';
import { and, arrayContains, asc, desc, eq, gt, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { activeOffer } from '../../db/queries/offers.ts';
import { pricesJson, textMatch } from '../../db/queries/stations.ts';
import {
  brands,
  nationalAveragePrices,
  offers,
  stationOpeningHours,
  stationPriceHistory,
  stationPrices,
  stations,
} from '../../db/schema/index.ts';

/** earthdistance's earth() radius in metres: earth_box() takes distances in its units. */
const EARTH_EXTENSION_RADIUS_M = 6_378_168;

export interface FeedParams {
  q?: string | undefined;
  fuel?: FuelType | undefined;
  position?: { lat: number; lng: number; radiusKm: number } | undefined;
  limit: number;
}

/** What a station is, as the API shows it (without its prices). */
const stationFields = {
  id: stations.id,
  title: stations.title,
  brand: brands.name,
  brandSlug: brands.slug,
  brandId: stations.brandId,
  partnerId: stations.partnerId,
  city: stations.city,
  street: stations.street,
  houseNumber: stations.houseNumber,
  postcode: stations.postcode,
  lat: stations.lat,
  lng: stations.lng,
  fuels: stations.fuels,
  unmanned: stations.unmanned,
  motorway: stations.motorway,
};

const snapshotColumns = { ...stationFields, searchText: stations.searchText };

const stationColumns = { ...stationFields, prices: pricesJson };

export type OfferRow = typeof offers.$inferSelect;

const earthOf = sql`ll_to_earth(${stations.lat}, ${stations.lng})`;
const earthAt = (lat: unknown, lng: unknown) => sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;

/** Every active station's id and when its page last changed (the station or one of its prices). */
export async function listStationPages(db: Database): Promise<{ id: string; updatedAt: Date | string }[]> {
  return db
    .select({
      id: stations.id,
      updatedAt: sql<Date | string>`greatest(${stations.updatedAt}, max(${stationPrices.updatedAt}))`,
    })
    .from(stations)
    .leftJoin(stationPrices, eq(stationPrices.stationId, stations.id))
    .where(eq(stations.active, true))
    .groupBy(stations.id)
    .orderBy(asc(stations.id));
}

export function createStationsRepository(db: Database) {
  // The landing page's query (a position, no text, no fuel) runs most: prepared once, so the database plans
  // it once per connection instead of on every request.
  const nearPrepared = db
    .select(stationColumns)
    .from(stations)
    .leftJoin(brands, eq(brands.id, stations.brandId))
    .where(
      and(
        sql`${stations.active}`,
        sql`earth_box(${earthAt(sql.placeholder('lat'), sql.placeholder('lng'))}, ${sql.placeholder('box')}::float8) @> ${earthOf}`,
      ),
    )
    .orderBy(sql`${earthOf} <-> ${earthAt(sql.placeholder('lat'), sql.placeholder('lng'))}`)
    .limit(sql.placeholder('limit'))
    .prepare('stations_feed_near');

  return {
    // The snapshot's reads (station-snapshot.ts): everything, or the stations of one change.

    /** Active stations (all, or these), without prices. */
    async snapshotStations(ids?: string[]) {
      if (ids?.length === 0) return [];
      return db
        .select(snapshotColumns)
        .from(stations)
        .leftJoin(brands, eq(brands.id, stations.brandId))
        .where(and(eq(stations.active, true), ids ? inArray(stations.id, ids) : undefined));
    },

    /** Current prices (of all stations, or of these), per station by fuel as the feed lists them. */
    async snapshotPrices(ids?: string[]) {
      if (ids?.length === 0) return [];
      return db
        .select({
          stationId: stationPrices.stationId,
          fuelType: stationPrices.fuelType,
          priceTenths: stationPrices.priceTenths,
          updatedAt: stationPrices.updatedAt,
          updatedBy: stationPrices.updatedBy,
          source: stationPrices.source,
        })
        .from(stationPrices)
        .where(ids ? inArray(stationPrices.stationId, ids) : undefined)
        .orderBy(asc(stationPrices.stationId), asc(stationPrices.fuelType));
    },

    /** Opening hours (of all stations, or of these). */
    async snapshotHours(ids?: string[]) {
      if (ids?.length === 0) return [];
      return db
        .select({
          stationId: stationOpeningHours.stationId,
          day: stationOpeningHours.day,
          opensMinute: stationOpeningHours.opensMinute,
          closesMinute: stationOpeningHours.closesMinute,
          isDemo: stationOpeningHours.isDemo,
        })
        .from(stationOpeningHours)
        .where(ids ? inArray(stationOpeningHours.stationId, ids) : undefined)
        .orderBy(asc(stationOpeningHours.day), asc(stationOpeningHours.opensMinute));
    },

    /** The ids of the active stations in the database's title order (its collation decides). */
    async snapshotTitleOrder(): Promise<string[]> {
      const rows = await db
        .select({ id: stations.id })
        .from(stations)
        .where(eq(stations.active, true))
        .orderBy(asc(stations.title), asc(stations.id));
      return rows.map((row) => row.id);
    },

    /** Offers running now or later (not ended, not expired), oldest first, as the feed lists them. */
    async snapshotOffers(now: Date): Promise<OfferRow[]> {
      return db
        .select()
        .from(offers)
        .where(and(isNull(offers.endedAt), or(isNull(offers.validUntil), gt(offers.validUntil, now))))
        .orderBy(asc(offers.createdAt), asc(offers.id));
    },

    /**
     * The public feed's question asked of the database: the answer the snapshot must equal (tested in
     * station-snapshot.test.ts). With a position: the GiST index on ll_to_earth(lat, lng) returns stations in
     * great-circle order (its 3-D chord distance orders exactly like the arc) and earth_box() bounds the scan
     * to the radius. The exact distance (haversine, 6371 km) is computed here for the rows found, and drops
     * the box's corners: as the order is exact, the stations inside the radius come first, so the nearest
     * `limit` stations within it are all among the `limit` rows read.
     */
    async feed(params: FeedParams) {
      const conditions: (SQL | undefined)[] = [sql`${stations.active}`];
      if (params.q) conditions.push(textMatch(params.q));
      if (params.fuel) conditions.push(arrayContains(stations.fuels, [params.fuel]));
      const { position } = params;
      const box = position ? (position.radiusKm / EARTH_RADIUS_KM) * EARTH_EXTENSION_RADIUS_M : 0;
      if (position)
        conditions.push(sql`earth_box(${earthAt(position.lat, position.lng)}, ${box}::float8) @> ${earthOf}`);
      const rows =
        position && !params.q && !params.fuel
          ? await nearPrepared.execute({ lat: position.lat, lng: position.lng, box, limit: params.limit })
          : await db
              .select(stationColumns)
              .from(stations)
              .leftJoin(brands, eq(brands.id, stations.brandId))
              .where(and(...conditions))
              .orderBy(
                ...(position
                  ? [sql`${earthOf} <-> ${earthAt(position.lat, position.lng)}`]
                  : [asc(stations.title), asc(stations.id)]),
              )
              .limit(params.limit);
      if (!position) return rows.map((row) => ({ ...row, distanceKm: null as number | null }));
      return rows
        .map((row) => ({ ...row, distanceKm: haversineKm(position, row) }))
        .filter((row) => row.distanceKm <= position.radiusKm);
    },

    async station(id: string) {
      const [row] = await db
        .select({ ...stationColumns, active: stations.active })
        .from(stations)
        .leftJoin(brands, eq(brands.id, stations.brandId))
        .where(eq(stations.id, id))
        .limit(1);
      return row;
    },

    /**
     * Active offers for a set of stations: their own, their partner's (for all its stations) and their
     * brand's (for every station of the brand).
     */
    async activeOffersFor(
      list: { id: string; partnerId: string | null; brandId: string | null }[],
      now: Date,
    ): Promise<OfferRow[]> {
      if (list.length === 0) return [];
      const ids = list.map((s) => s.id);
      const partners = [...new Set(list.flatMap((s) => (s.partnerId ? [s.partnerId] : [])))];
      const brandIds = [...new Set(list.flatMap((s) => (s.brandId ? [s.brandId] : [])))];
      const scopes = [inArray(offers.stationId, ids)];
      if (partners.length) scopes.push(and(isNull(offers.stationId), inArray(offers.partnerId, partners))!);
      if (brandIds.length)
        scopes.push(
          and(isNull(offers.stationId), isNull(offers.partnerId), inArray(offers.brandId, brandIds))!,
        );
      return db
        .select()
        .from(offers)
        .where(and(activeOffer(now), or(...scopes)))
        .orderBy(asc(offers.createdAt), asc(offers.id));
    },

    /** One price per day, the day's last, from `fromDay` on. */
    async history(stationId: string, fuel: FuelType, fromDay: string) {
      return db
        .select({
          day: stationPriceHistory.day,
          priceTenths: stationPriceHistory.priceTenths,
          source: stationPriceHistory.source,
        })
        .from(stationPriceHistory)
        .where(
          and(
            eq(stationPriceHistory.stationId, stationId),
            eq(stationPriceHistory.fuelType, fuel),
            gte(stationPriceHistory.day, fromDay),
          ),
        )
        .orderBy(asc(stationPriceHistory.day));
    },

    /** The last `days` figures of the CBS series, with their real dates, oldest first. */
    async nationalAverage(fuel: FuelType, days: number) {
      const rows = await db
        .select({ day: nationalAveragePrices.day, priceTenths: nationalAveragePrices.priceTenths })
        .from(nationalAveragePrices)
        .where(eq(nationalAveragePrices.fuelType, fuel))
        .orderBy(desc(nationalAveragePrices.day))
        .limit(days);
      return rows.reverse();
    },

    async brands() {
      return db
        .select({ slug: brands.slug, name: brands.name, color: brands.color, textColor: brands.textColor })
        .from(brands)
        .orderBy(asc(brands.name));
    },
  };
}

export type StationsRepository = ReturnType<typeof createStationsRepository>;
export type StationRow = Awaited<ReturnType<StationsRepository['feed']>>[number];
