import { EARTH_RADIUS_KM, type FuelType } from '@fuellinq/domain';
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  brands,
  nationalAveragePrices,
  offers,
  stationOpeningHours,
  stationPriceHistory,
  stations,
} from '../../db/schema/index.ts';

/** earthdistance's earth() radius in metres: earth_box() takes distances in its units. */
const EARTH_EXTENSION_RADIUS_M = 6_378_168;

export interface PriceJson {
  fuel_type: string;
  price_tenths: number;
  updated_at: string;
  updated_by: string | null;
}

export interface FeedParams {
  q?: string | undefined;
  fuel?: FuelType | undefined;
  position?: { lat: number; lng: number; radiusKm: number } | undefined;
  limit: number;
}

/** Great-circle distance in km with the spec's earth radius (6371 km), in SQL. */
function distanceKm(lat: number, lng: number) {
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${stations.lat} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${stations.lat}))
      * power(sin(radians(${stations.lng} - ${lng}::float8) / 2), 2)))))`;
}

/** Every word of the query must occur in the station's search text (title, brand, city, postcode). */
function textMatch(q: string): SQL | undefined {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
  const escape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(...words.map((word) => sql`${stations.searchText} like ${`%${escape(word)}%`}`));
}

const pricesJson = sql<PriceJson[]>`(select coalesce(json_agg(json_build_object(
    'fuel_type', p.fuel_type, 'price_tenths', p.price_tenths, 'updated_at', p.updated_at, 'updated_by', p.updated_by
  ) order by p.fuel_type), '[]'::json) from station_prices p where p.station_id = ${stations.id})`;

const stationColumns = {
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
  prices: pricesJson,
};

/** Offers that run now: started, not past their end date, not ended by hand. */
export function activeOffer(now: Date) {
  return and(
    isNull(offers.endedAt),
    lte(offers.validFrom, now),
    or(isNull(offers.validUntil), gt(offers.validUntil, now)),
  );
}

export type OfferRow = typeof offers.$inferSelect;

export function createStationsRepository(db: Database) {
  return {
    /**
     * The public feed's query. With a position: the GiST index on ll_to_earth(lat, lng) returns stations in
     * great-circle order (its 3-D chord distance orders exactly like the arc), earth_box() bounds the scan to
     * the radius, and the exact distance filters the box's corners.
     */
    async feed(params: FeedParams) {
      const conditions: (SQL | undefined)[] = [eq(stations.active, true)];
      if (params.q) conditions.push(textMatch(params.q));
      if (params.fuel) conditions.push(arrayContains(stations.fuels, [params.fuel]));
      const { position } = params;
      if (position) {
        const boxMetres = (position.radiusKm / EARTH_RADIUS_KM) * EARTH_EXTENSION_RADIUS_M;
        conditions.push(
          sql`earth_box(ll_to_earth(${position.lat}::float8, ${position.lng}::float8), ${boxMetres}::float8) @> ll_to_earth(${stations.lat}, ${stations.lng})`,
          sql`${distanceKm(position.lat, position.lng)} <= ${position.radiusKm}::float8`,
        );
      }
      const query = db
        .select({
          ...stationColumns,
          distanceKm: position ? distanceKm(position.lat, position.lng) : sql<null>`null`,
        })
        .from(stations)
        .leftJoin(brands, eq(brands.id, stations.brandId))
        .where(and(...conditions))
        .orderBy(
          position
            ? sql`ll_to_earth(${stations.lat}, ${stations.lng}) <-> ll_to_earth(${position.lat}::float8, ${position.lng}::float8)`
            : asc(stations.title),
        )
        .limit(params.limit);
      return query;
    },

    /** Active stations by id, in the feed's shape (no distance). */
    async stationsByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ ...stationColumns, distanceKm: sql<null>`null` })
        .from(stations)
        .leftJoin(brands, eq(brands.id, stations.brandId))
        .where(and(eq(stations.active, true), inArray(stations.id, ids)));
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

    async openingHours(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(stationOpeningHours)
        .where(inArray(stationOpeningHours.stationId, ids))
        .orderBy(asc(stationOpeningHours.day), asc(stationOpeningHours.opensMinute));
    },

    /** One price per day, the day's last, from `fromDay` on. */
    async history(stationId: string, fuel: FuelType, fromDay: string) {
      return db
        .select({ day: stationPriceHistory.day, priceTenths: stationPriceHistory.priceTenths })
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
