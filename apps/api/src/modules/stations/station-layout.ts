import {
  haversineKmBetween,
  type LatLng,
  latitudeCos,
  type OpeningPeriod,
  OSM_ATTRIBUTION,
} from '@fuellinq/domain';
import { KM_MAX_BYTES, writeKm } from './json-bytes.ts';
import { NearestGrid } from './nearest-grid.ts';
import { toOfferSummary, toPublicStation } from './station-dto.ts';
import type { OfferRow, StationRow } from './stations.repository.ts';

/**
 * The grid orders by chord, which can differ from the domain's haversine in the last bits: a few more
 * candidates than asked, re-measured and re-sorted with `haversineKm`, give the database's exact answer.
 */
const NEAREST_SLACK = 8;
/** Candidates within the radius plus this (km), for the same reason. */
const RADIUS_SLACK_KM = 1e-6;
const LIST_END = Buffer.from(`],"attribution":${JSON.stringify(OSM_ATTRIBUTION)}}`);
const NULL = Buffer.from('null');
const COMMA = 0x2c;
const COMMA_BYTES = Buffer.from(',');
/** `tail` ends with these: the running offers go between the brackets. */
const OFFERS_END = ']}'.length;
/** `{"<field>":[` of the list answers, by field. */
const listStarts = new Map<string, Buffer>();

/** One active station as the feed shows it, with its answer serialised ahead of time around the distance. */
export interface SnapshotStation extends Omit<StationRow, 'distanceKm'> {
  /** Lower-cased text the search matches (the `search_text` column). */
  searchText: string;
  /** Its opening hours, by day and opening time (empty: none on record). */
  periods: OpeningPeriod[];
  /** The feed's JSON of this station up to `"distance_km":`, as UTF-8. */
  head: Buffer;
  /** Its JSON after the distance, without offers (ending `"offers":[]}`), as UTF-8. */
  tail: Buffer;
}

/**
 * A station's feed JSON around its distance, as UTF-8 bytes: a feed answer is these bytes copied one after
 * the other (see `writeList`), so no answer is built as a string that must be measured and encoded again.
 */
export function serialise(row: Omit<StationRow, 'distanceKm'>): { head: Buffer; tail: Buffer } {
  const json = JSON.stringify(toPublicStation({ ...row, distanceKm: null }, []));
  const distance = '"distance_km":null';
  const at = json.indexOf(distance);
  if (at < 0 || !json.endsWith('"offers":[]}')) throw new Error('unexpected station JSON layout');
  return {
    head: Buffer.from(json.slice(0, at + distance.length - 'null'.length)),
    tail: Buffer.from(json.slice(at + distance.length)),
  };
}

interface OfferEntry {
  row: OfferRow;
  from: number;
  until: number;
  /** Its JSON in the feed, as UTF-8. */
  json: Buffer;
}

/** The offers of every station, partner and brand; replaced whole when any changes. */
export interface Offers {
  /** Counts the replacements: an answer's bytes made from other offers are made again. */
  generation: number;
  byStation: Map<string, OfferEntry[]>;
  byPartner: Map<string, OfferEntry[]>;
  byBrand: Map<string, OfferEntry[]>;
}

let offerGenerations = 0;

export function buildOffers(rows: OfferRow[]): Offers {
  offerGenerations += 1;
  const offers: Offers = {
    generation: offerGenerations,
    byStation: new Map(),
    byPartner: new Map(),
    byBrand: new Map(),
  };
  const add = (map: Map<string, OfferEntry[]>, key: string, entry: OfferEntry) =>
    map.set(key, [...(map.get(key) ?? []), entry]);
  // `rows` come in the database's order (created_at, id): each list keeps it.
  for (const row of rows) {
    const entry: OfferEntry = {
      row,
      from: row.validFrom.getTime(),
      until: row.validUntil ? row.validUntil.getTime() : Number.POSITIVE_INFINITY,
      json: Buffer.from(JSON.stringify(toOfferSummary(row))),
    };
    if (row.stationId) add(offers.byStation, row.stationId, entry);
    else if (row.partnerId) add(offers.byPartner, row.partnerId, entry);
    else if (row.brandId) add(offers.byBrand, row.brandId, entry);
  }
  return offers;
}

/**
 * The stations, laid out for the feed; replaced whole when the set of stations or their positions change.
 * Everything is in the grid's order, cell by cell, so that the stations one answer needs lie close together
 * in memory, in a few typed arrays and one block of bytes: with 100,000 stations, fetching scattered objects
 * from memory cost more than the answer's own work (decision 021). A station changed in place keeps its
 * index (`replaceInLayout`).
 */
export interface Layout {
  stations: SnapshotStation[];
  /** A station's index by its id. */
  position: Map<string, number>;
  grid: NearestGrid;
  /** Each station's position and the cosine of its latitude, by index: distances are measured from these. */
  lat: Float64Array;
  lng: Float64Array;
  cosLat: Float64Array;
  /**
   * Each station's `head` and `tail`, by index: views of one block of memory holding them all in this
   * order (a station changed in place since has its own).
   */
  heads: Buffer[];
  tails: Buffer[];
  /**
   * Each station's JSON after its distance with the offers running (undefined: none run, its tail serves),
   * good from `restFrom` until `restUntil` (ms) for the offers of generation `restGeneration` (0: not made).
   */
  rests: (Buffer | undefined)[];
  restGeneration: Float64Array;
  restFrom: Float64Array;
  restUntil: Float64Array;
  /** Indices in `stations`, in the database's `order by title` (its collation, not JavaScript's). */
  byTitle: number[];
}

export function buildLayout(unordered: SnapshotStation[], titleOrder: string[]): Layout {
  const stations = NearestGrid.inCellOrder(unordered);
  const size = stations.length;
  const position = new Map<string, number>();
  const lat = new Float64Array(size);
  const lng = new Float64Array(size);
  const cosLat = new Float64Array(size);
  let bytes = 0;
  stations.forEach((station, i) => {
    position.set(station.id, i);
    lat[i] = station.lat;
    lng[i] = station.lng;
    cosLat[i] = latitudeCos(station.lat);
    bytes += station.head.length + station.tail.length;
  });
  // One block for every station's JSON, in order; the stations keep views of it (their own copies go).
  const block = Buffer.allocUnsafeSlow(bytes);
  let offset = 0;
  const copy = (bytes: Buffer) => {
    block.set(bytes, offset);
    offset += bytes.length;
    return block.subarray(offset - bytes.length, offset);
  };
  const heads: Buffer[] = [];
  const tails: Buffer[] = [];
  for (const station of stations) {
    station.head = copy(station.head);
    station.tail = copy(station.tail);
    heads.push(station.head);
    tails.push(station.tail);
  }
  const byTitle = titleOrder.flatMap((id) => {
    const at = position.get(id);
    return at === undefined ? [] : [at];
  });
  return {
    stations,
    position,
    grid: new NearestGrid(stations),
    lat,
    lng,
    cosLat,
    heads,
    tails,
    rests: new Array<Buffer | undefined>(size).fill(undefined),
    restGeneration: new Float64Array(size),
    restFrom: new Float64Array(size),
    restUntil: new Float64Array(size),
    byTitle,
  };
}

/** Puts a changed station at the index of its earlier version (same position and title). */
export function replaceInLayout(layout: Layout, index: number, station: SnapshotStation): void {
  layout.stations[index] = station;
  layout.heads[index] = station.head;
  layout.tails[index] = station.tail;
  layout.rests[index] = undefined;
  layout.restGeneration[index] = 0;
}

export interface Nearby {
  station: SnapshotStation;
  km: number;
}

/**
 * The last nearest-stations question's answer (indices and exact distances), read at once by its caller:
 * one request at a time runs JavaScript, so one pair of arrays serves all.
 */
let foundIndex = new Int32Array(64);
let foundKm = new Float64Array(64);

function foundRoom(size: number) {
  if (foundIndex.length >= size) return;
  foundIndex = new Int32Array(2 * size);
  foundKm = new Float64Array(2 * size);
}

/** One consistent look at the snapshot, for one request. */
export class StationSnapshotView {
  private readonly layout: Layout;
  private readonly offers: Offers;

  constructor(layout: Layout, offers: Offers) {
    this.layout = layout;
    this.offers = offers;
  }

  /** Whether this is a look at these. */
  shows(layout: Layout, offers: Offers): boolean {
    return this.layout === layout && this.offers === offers;
  }

  get size(): number {
    return this.layout.stations.length;
  }

  /** The active station with this id, if there is one. */
  byId(id: string): SnapshotStation | undefined {
    const at = this.layout.position.get(id);
    return at === undefined ? undefined : this.layout.stations[at];
  }

  /**
   * A list answer as UTF-8, `{"<field>":[…],"attribution":…}`: each station's JSON at its distance (null
   * without one), with the offers running at `at`, copied into one buffer from `allocate`.
   */
  listJson(
    field: string,
    found: { station: SnapshotStation; km: number | null }[],
    at: number,
    allocate?: (length: number) => Buffer,
  ): Buffer {
    foundRoom(found.length);
    found.forEach(({ station, km }, i) => {
      const index = this.layout.position.get(station.id);
      if (index === undefined) throw new Error('station not in this snapshot');
      foundIndex[i] = index;
      foundKm[i] = km ?? Number.NaN;
    });
    return this.writeList(field, found.length, at, allocate);
  }

  /**
   * `listJson` of the `limit` nearest stations within `radiusKm` that pass `accept`: the feed with a
   * position, without an object made per station.
   */
  nearestJson(
    field: string,
    query: { position: LatLng; radiusKm: number; limit: number },
    accept: ((station: SnapshotStation) => boolean) | undefined,
    at: number,
    allocate?: (length: number) => Buffer,
  ): Buffer {
    const count = this.findNearest(query.position, query.radiusKm, query.limit, accept);
    return this.writeList(field, count, at, allocate);
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
    const count = this.findNearest(position, radiusKm, limit, accept);
    const nearby: Nearby[] = [];
    for (let i = 0; i < count; i += 1)
      nearby.push({ station: this.layout.stations[foundIndex[i]!]!, km: foundKm[i]! });
    return nearby;
  }

  /** `nearest` into `foundIndex` and `foundKm`; returns how many. */
  private findNearest(
    position: LatLng,
    radiusKm: number,
    limit: number,
    accept: ((station: SnapshotStation) => boolean) | undefined,
  ): number {
    const { stations, grid, lat, lng, cosLat } = this.layout;
    const positionCos = latitudeCos(position.lat);
    const candidates = grid.nearest(
      position,
      radiusKm + RADIUS_SLACK_KM,
      limit + NEAREST_SLACK,
      accept && ((i) => accept(stations[i]!)),
    );
    const found = NearestGrid.found;
    foundRoom(candidates);
    let count = 0;
    for (let c = 0; c < candidates; c += 1) {
      const index = found[c]!;
      const km = haversineKmBetween(
        position.lat,
        position.lng,
        positionCos,
        lat[index]!,
        lng[index]!,
        cosLat[index]!,
      );
      if (km > radiusKm) continue;
      // Insertion by the exact distance: the grid's order is already this but for the last bits.
      let at = count;
      while (at > 0 && foundKm[at - 1]! > km) {
        foundKm[at] = foundKm[at - 1]!;
        foundIndex[at] = foundIndex[at - 1]!;
        at -= 1;
      }
      foundKm[at] = km;
      foundIndex[at] = index;
      count += 1;
    }
    return Math.min(count, limit);
  }

  /** The list answer of the first `count` stations in `foundIndex`, at `foundKm` (NaN: null). */
  private writeList(
    field: string,
    count: number,
    at: number,
    allocate: (length: number) => Buffer = (length) => Buffer.allocUnsafe(length),
  ): Buffer {
    const { heads } = this.layout;
    let start = listStarts.get(field);
    if (!start) listStarts.set(field, (start = Buffer.from(`{"${field}":[`)));
    let length = start.length + LIST_END.length;
    for (let i = 0; i < count; i += 1) {
      const index = foundIndex[i]!;
      length += heads[index]!.length + KM_MAX_BYTES + this.restOf(index, at).length + 1;
    }
    const out = allocate(length);
    out.set(start, 0);
    let offset = start.length;
    for (let i = 0; i < count; i += 1) {
      const index = foundIndex[i]!;
      const km = foundKm[i]!;
      if (i) out[offset++] = COMMA;
      const head = heads[index]!;
      out.set(head, offset);
      offset += head.length;
      if (Number.isNaN(km)) {
        out.set(NULL, offset);
        offset += NULL.length;
      } else offset = writeKm(out, offset, km);
      const rest = this.restOf(index, at);
      out.set(rest, offset);
      offset += rest.length;
    }
    out.set(LIST_END, offset);
    return out.subarray(0, offset + LIST_END.length);
  }

  /**
   * The station's JSON after its distance with the offers running at `at`. Kept until an offer of the
   * station starts or ends, or the offers change: the same bytes serve every answer meanwhile.
   */
  private restOf(index: number, at: number): Buffer {
    const layout = this.layout;
    if (
      layout.restGeneration[index] !== this.offers.generation ||
      at < layout.restFrom[index]! ||
      at >= layout.restUntil[index]!
    )
      this.makeRest(index, at);
    return layout.rests[index] ?? layout.tails[index]!;
  }

  private makeRest(index: number, at: number): void {
    const layout = this.layout;
    let from = Number.NEGATIVE_INFINITY;
    let until = Number.POSITIVE_INFINITY;
    const running: Buffer[] = [];
    for (const entry of this.offerEntries(layout.stations[index]!)) {
      if (at < entry.from) until = Math.min(until, entry.from);
      else if (at >= entry.until) from = Math.max(from, entry.until);
      else {
        running.push(entry.json);
        from = Math.max(from, entry.from);
        until = Math.min(until, entry.until);
      }
    }
    let rest: Buffer | undefined;
    if (running.length > 0) {
      const tail = layout.tails[index]!;
      const offers = running.flatMap((json, i) => (i ? [COMMA_BYTES, json] : [json]));
      rest = Buffer.concat([tail.subarray(0, -OFFERS_END), ...offers, tail.subarray(-OFFERS_END)]);
    }
    layout.rests[index] = rest;
    layout.restGeneration[index] = this.offers.generation;
    layout.restFrom[index] = from;
    layout.restUntil[index] = until;
  }

  /** The first `limit` stations that pass `accept`, by title as the database orders them. */
  byTitle(limit: number, accept?: (station: SnapshotStation) => boolean): SnapshotStation[] {
    const { stations, byTitle } = this.layout;
    const result: SnapshotStation[] = [];
    for (const i of byTitle) {
      const station = stations[i]!;
      if (accept && !accept(station)) continue;
      result.push(station);
      if (result.length === limit) break;
    }
    return result;
  }

  /** Every offer of the station, running or not: its own, then its partner's, then its brand's. */
  private offerEntries(station: SnapshotStation): OfferEntry[] {
    const { byStation, byPartner, byBrand } = this.offers;
    return [
      ...(byStation.get(station.id) ?? []),
      ...((station.partnerId && byPartner.get(station.partnerId)) || []),
      ...((station.brandId && byBrand.get(station.brandId)) || []),
    ];
  }

  /** The station's offers running at `at`: its own, then its partner's, then its brand's. */
  offersOf(station: SnapshotStation, at: number): OfferEntry[] {
    return this.offerEntries(station).filter((entry) => entry.from <= at && at < entry.until);
  }
}

/** What the text search matches: every word (at most 6) somewhere in the station's search text. */
export function textMatcher(q: string | undefined): ((station: SnapshotStation) => boolean) | undefined {
  const words = q?.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6) ?? [];
  if (words.length === 0) return undefined;
  return (station) => words.every((word) => station.searchText.includes(word));
}
