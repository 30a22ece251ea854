import { haversineKm, type LatLng, type OpeningPeriod } from '@fuellinq/domain';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { listJson, serialiseOffer, type StationJson } from './feed-answer.ts';
import type { OfferRow, StationRow } from './stations.repository.ts';

/**
 * geokdbush orders by its own haversine, which can differ from the domain's in the last bits: a few more
 * candidates than asked, measured again with `haversineKm` and sorted, give the database's exact answer.
 */
const NEAREST_SLACK = 8;
/** Candidates within the radius plus this (km), for the same reason. */
const RADIUS_SLACK_KM = 1e-6;

/** One active station as the feed shows it. */
export interface SnapshotStation extends Omit<StationRow, 'distanceKm'> {
  /** Lower-cased text the search matches (the `search_text` column). */
  searchText: string;
  /** Its opening hours, by day and opening time (empty: none on record). */
  periods: OpeningPeriod[];
  /** Its hours were invented by the demo seed: shown as demo, and never "Nu open" or "24/7 open". */
  hoursDemo: boolean;
  /** Its feed JSON, made when it was read. */
  json: StationJson;
}

export interface Nearby {
  station: SnapshotStation;
  km: number;
}

interface OfferEntry {
  row: OfferRow;
  from: number;
  until: number;
  /** Its JSON in the feed, as UTF-8. */
  json: Buffer;
}

/** The offers of every station, partner and brand, running or not; replaced whole when any changes. */
export interface Offers {
  byStation: Map<string, OfferEntry[]>;
  byPartner: Map<string, OfferEntry[]>;
  byBrand: Map<string, OfferEntry[]>;
}

export function buildOffers(rows: readonly OfferRow[]): Offers {
  const offers: Offers = { byStation: new Map(), byPartner: new Map(), byBrand: new Map() };
  const add = (map: Map<string, OfferEntry[]>, key: string, entry: OfferEntry) =>
    map.set(key, [...(map.get(key) ?? []), entry]);
  // `rows` come in the database's order (created_at, id): each list keeps it.
  for (const row of rows) {
    const entry: OfferEntry = {
      row,
      from: row.validFrom.getTime(),
      until: row.validUntil ? row.validUntil.getTime() : Number.POSITIVE_INFINITY,
      json: serialiseOffer(row),
    };
    if (row.stationId) add(offers.byStation, row.stationId, entry);
    else if (row.partnerId) add(offers.byPartner, row.partnerId, entry);
    else if (row.brandId) add(offers.byBrand, row.brandId, entry);
  }
  return offers;
}

/** The active stations with a k-d tree over their positions; never changed, only replaced. */
export interface StationSet {
  readonly stations: readonly SnapshotStation[];
  /** A station's place in `stations` (and in the index) by its id. */
  readonly position: ReadonlyMap<string, number>;
  /** kdbush over the positions (longitude, latitude); none without stations. */
  readonly index: KDBush | undefined;
  /** Places in `stations`, in the database's `order by title` (its collation, not JavaScript's). */
  readonly byTitle: readonly number[];
}

export function buildStationSet(
  stations: readonly SnapshotStation[],
  titleOrder: readonly string[],
): StationSet {
  const position = new Map(stations.map((station, i) => [station.id, i]));
  let index: KDBush | undefined;
  if (stations.length > 0) {
    index = new KDBush(stations.length);
    for (const station of stations) index.add(station.lng, station.lat);
    index.finish();
  }
  const byTitle = titleOrder.flatMap((id) => position.get(id) ?? []);
  return { stations, position, index, byTitle };
}

/** The set with these stations in place of their earlier versions (same position and title): the index stays. */
export function withReplaced(set: StationSet, changed: readonly SnapshotStation[]): StationSet {
  const stations = [...set.stations];
  for (const station of changed) {
    const at = set.position.get(station.id);
    if (at !== undefined) stations[at] = station;
  }
  return { ...set, stations };
}

/** One consistent look at the snapshot, for one request: the stations and the offers as they were then. */
export class StationSnapshotView {
  private readonly set: StationSet;
  private readonly offers: Offers;

  constructor(set: StationSet, offers: Offers) {
    this.set = set;
    this.offers = offers;
  }

  /** The active station with this id, if there is one. */
  byId(id: string): SnapshotStation | undefined {
    const at = this.set.position.get(id);
    return at === undefined ? undefined : this.set.stations[at];
  }

  /**
   * The `limit` nearest stations within `radiusKm` that pass `accept`, nearest first, with their exact
   * great-circle distance (the domain's `haversineKm`, as the database path computes it).
   */
  nearest(
    position: LatLng,
    radiusKm: number,
    limit: number,
    accept?: (station: SnapshotStation) => boolean,
  ): Nearby[] {
    const { stations, index } = this.set;
    if (!index) return [];
    const found = around(
      index,
      position.lng,
      position.lat,
      limit + NEAREST_SLACK,
      radiusKm + RADIUS_SLACK_KM,
      accept &&
        ((i) => {
          const station = stations[i];
          return station !== undefined && accept(station);
        }),
    );
    const nearby: Nearby[] = [];
    for (const i of found) {
      const station = stations[i];
      if (!station) continue;
      const km = haversineKm(position, station);
      if (km <= radiusKm) nearby.push({ station, km });
    }
    return nearby.sort((a, b) => a.km - b.km).slice(0, limit);
  }

  /** The first `limit` stations that pass `accept`, by title as the database orders them. */
  byTitle(limit: number, accept?: (station: SnapshotStation) => boolean): SnapshotStation[] {
    const result: SnapshotStation[] = [];
    for (const i of this.set.byTitle) {
      const station = this.set.stations[i];
      if (!station || (accept && !accept(station))) continue;
      result.push(station);
      if (result.length === limit) break;
    }
    return result;
  }

  /** The station's offers running at `at`: its own, then its partner's, then its brand's. */
  offersOf(station: SnapshotStation, at: number): OfferEntry[] {
    const { byStation, byPartner, byBrand } = this.offers;
    return [
      ...(byStation.get(station.id) ?? []),
      ...((station.partnerId && byPartner.get(station.partnerId)) || []),
      ...((station.brandId && byBrand.get(station.brandId)) || []),
    ].filter((entry) => entry.from <= at && at < entry.until);
  }

  /** A list answer of these stations (each at its distance, or null) with the offers running at `at`. */
  listJson(field: string, found: readonly { station: SnapshotStation; km: number | null }[], at: number) {
    return listJson(
      field,
      found.map(({ station, km }) => ({ json: station.json, km, offers: this.offersOf(station, at) })),
    );
  }
}

/** What the text search matches: every word (at most 6) somewhere in the station's search text. */
export function textMatcher(q: string | undefined): ((station: SnapshotStation) => boolean) | undefined {
  const words = q?.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6) ?? [];
  if (words.length === 0) return undefined;
  return (station) => words.every((word) => station.searchText.includes(word));
}
