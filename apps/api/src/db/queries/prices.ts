// SQL about posted prices that more than one module reads: a station's price of a fuel as it stood on a
// day (its price history keeps each day's last price), and the CBS national average of a day.
import { type SQL, sql } from 'drizzle-orm';

/**
 * The station's posted price (tenths of a cent) of a fuel on a day: that day's history row, or the latest
 * before it (a price holds until it changes); null when the station had none yet.
 */
export function postedPriceOn(stationId: SQL, fuelType: SQL, day: SQL): SQL<number | null> {
  return sql<number | null>`(select h.price_tenths from station_price_history h
    where h.station_id = ${stationId} and h.fuel_type = ${fuelType} and h.day <= ${day}
    order by h.day desc limit 1)`;
}

/** The CBS national average (tenths of a cent) of a fuel on exactly that day; null when CBS has none. */
export function nationalPriceOn(fuelType: SQL, day: SQL): SQL<number | null> {
  return sql<number | null>`(select n.price_tenths from national_average_prices n
    where n.fuel_type = ${fuelType} and n.day = ${day})`;
}
