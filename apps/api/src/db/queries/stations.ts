// SQL about the stations tables that more than one module's repository reads (the public feed, the
// partner portal, the offers): what a station's prices and text match mean is written once, here.
import type { PriceSourceKind } from '@fuellinq/domain';
import { and, asc, inArray, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/sql-rows.ts';
import type { Database } from '../database.ts';
import { stationOpeningHours, stations } from '../schema/index.ts';

export interface PriceJson {
  fuel_type: string;
  price_tenths: number;
  updated_at: string;
  updated_by: string | null;
  /** Where the price comes from (decision 025). */
  source: PriceSourceKind;
}

/** The station's current prices as one JSON array, in the same row. */
export const pricesJson = sql<PriceJson[]>`(select coalesce(json_agg(json_build_object(
    'fuel_type', p.fuel_type, 'price_tenths', p.price_tenths, 'updated_at', p.updated_at, 'updated_by', p.updated_by,
    'source', p.source
  ) order by p.fuel_type), '[]'::json) from station_prices p where p.station_id = ${stations.id})`;

/** Every word of the query must occur in the station's search text (title, brand, city, postcode, street). */
export function textMatch(q: string): SQL | undefined {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
  return and(...words.map((word) => sql`${stations.searchText} like ${containsPattern(word)}`));
}

/** The opening hours of these stations, per day and opening time. */
export async function openingHoursOf(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(stationOpeningHours)
    .where(inArray(stationOpeningHours.stationId, ids))
    .orderBy(asc(stationOpeningHours.day), asc(stationOpeningHours.opensMinute));
}

export type OpeningHoursRow = typeof stationOpeningHours.$inferSelect;
