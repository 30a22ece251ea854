import { isOpenAt, OSM_ATTRIBUTION, type StationDetail } from '@fuellinq/domain';
import { perksOf, toOfferSummary, toPrice, toPublicStation } from './station-dto.ts';
import { stationNotFound } from './station-not-found.ts';
import type { StationSnapshot } from './station-snapshot.ts';

/**
 * GET /api/stations/{id}: every price with its age, offers, opening hours. From the snapshot, as the feed:
 * no query, and a station page still answers while the database is away.
 */
export async function stationDetail(
  deps: { snapshot: StationSnapshot; now: () => Date },
  id: string,
): Promise<StationDetail> {
  const view = await deps.snapshot.current();
  const station = view.byId(id);
  if (!station) throw stationNotFound();
  const at = deps.now();
  const own = view.offersOf(station, at.getTime()).map((entry) => entry.row);
  const { periods, hoursDemo } = station;
  return {
    ...toPublicStation({ ...station, distanceKm: null }, own),
    prices: station.prices.map((price) => ({
      ...toPrice(price),
      age_minutes: Math.max(0, Math.floor((at.getTime() - new Date(price.updated_at).getTime()) / 60_000)),
    })),
    offers: own.map(toOfferSummary),
    opening_hours: periods,
    opening_hours_demo: hoursDemo,
    // Invented hours say nothing about now: no "Nu open" from them.
    open_now: hoursDemo ? null : isOpenAt(periods, at),
    perks: perksOf(station),
    unmanned: station.unmanned,
    motorway: station.motorway,
    attribution: OSM_ATTRIBUTION,
  };
}
