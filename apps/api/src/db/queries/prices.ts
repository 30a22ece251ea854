// SQL about posted prices that more than one module reads: a station's price of a fuel as it stood on a
// day (its price history keeps each day's last price), and the CBS national average of a day. Both are
// joins, so a query over many refuels looks each price up once per row.
import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { stationPriceHistory } from '../schema/index.ts';

/**
 * `left join lateral … as <alias>`: the station's posted price (`<alias>.price_tenths`, tenths of a cent) of
 * a fuel on a day — that day's history row, or the latest before it (a price holds until it changes); null
 * when the station had none yet.
 */
export function joinPostedPriceOn(alias: string, stationId: SQL, fuelType: SQL, day: SQL): SQL {
  return sql`left join lateral (select h.price_tenths from station_price_history h
    where h.station_id = ${stationId} and h.fuel_type = ${fuelType} and h.day <= ${day}
    order by h.day desc limit 1) as ${sql.identifier(alias)} on true`;
}

/**
 * `left join … as <alias>`: the CBS national average (`<alias>.price_tenths`) of a fuel on exactly that day,
 * when `applies` holds (CBS publishes a daily series for Euro95 only); null when CBS has none.
 */
export function joinNationalPriceOn(alias: string, fuelType: SQL, day: SQL, applies: SQL): SQL {
  const table = sql.identifier(alias);
  return sql`left join national_average_prices as ${table}
    on ${applies} and ${table}.fuel_type = ${fuelType} and ${table}.day = ${day}`;
}

/** A station's posted price of a fuel on a day (Dutch time): that day's last, or the latest before it. */
export async function postedPriceOn(
  db: Database,
  stationId: string,
  fuel: string,
  day: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ priceTenths: stationPriceHistory.priceTenths })
    .from(stationPriceHistory)
    .where(
      and(
        eq(stationPriceHistory.stationId, stationId),
        eq(stationPriceHistory.fuelType, fuel),
        lte(stationPriceHistory.day, day),
      ),
    )
    .orderBy(desc(stationPriceHistory.day))
    .limit(1);
  return row?.priceTenths;
}
