import type { FuelType } from '@fuellinq/domain';
import { type SnapshotStation, type StationSnapshotView, textMatcher } from './station-index.ts';

/** What the feed and the search ask of the snapshot. */
export interface StationQuery {
  q?: string | undefined;
  fuel?: FuelType | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radius_km: number;
}

export const hasPosition = (query: StationQuery) => query.lat !== undefined && query.lng !== undefined;

/** What a station must pass for a query: its fuel and every word of the text. */
export function acceptFor(query: StationQuery): ((station: SnapshotStation) => boolean) | undefined {
  const text = textMatcher(query.q?.trim());
  const { fuel } = query;
  if (!fuel) return text;
  return (station) => station.fuels.includes(fuel) && (!text || text(station));
}

/** The stations a query asks for: the nearest first with a position (km), else by title (km null). */
export function stationsFor(
  view: StationSnapshotView,
  query: StationQuery,
  limit: number,
): { station: SnapshotStation; km: number | null }[] {
  const accept = acceptFor(query);
  if (query.lat !== undefined && query.lng !== undefined)
    return view.nearest({ lat: query.lat, lng: query.lng }, query.radius_km, limit, accept);
  return view.byTitle(limit, accept).map((station) => ({ station, km: null }));
}
