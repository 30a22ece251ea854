import {
  addDays,
  CBS_SOURCE_LABEL,
  type FuelType,
  isoDateIn,
  type PriceHistoryResponse,
  tenthsToCents,
  tenthsToEur,
} from '@fuellinq/domain';
import { stationNotFound } from './station-not-found.ts';
import type { StationsRepository } from './stations.repository.ts';

export const CBS_TABLE_URL = 'https://opendata.cbs.nl/statline/#/CBS/nl/dataset/80416ned/table';

/** GET /api/stations/{id}/prices/history: one price per Dutch day, and the CBS average beside it. */
export async function priceHistory(
  deps: { repository: StationsRepository; now: () => Date },
  query: { id: string; fuel: FuelType; days: number },
): Promise<PriceHistoryResponse> {
  const { repository } = deps;
  const { id, fuel, days } = query;
  const row = await repository.station(id);
  if (!row?.active) throw stationNotFound();
  const fromDay = addDays(isoDateIn(deps.now()), 1 - days);
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
      source: point.source,
    })),
    national_average: national && nationalAverageOf(national),
  };
}

/** The CBS national average Euro95 as the API shows it: its figures with their real dates and source. */
export function nationalAverageOf(rows: { day: string; priceTenths: number }[]) {
  return {
    fuel_type: 'euro95' as const,
    source: 'CBS' as const,
    label: CBS_SOURCE_LABEL,
    source_url: CBS_TABLE_URL,
    points: rows.map((row) => ({ date: row.day, price_eur_l: tenthsToEur(row.priceTenths) })),
    through: rows.at(-1)?.day ?? null,
  };
}
