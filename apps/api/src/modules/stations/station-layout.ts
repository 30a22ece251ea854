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

/** One active station as the feed shows it. */
export interface SnapshotStation extends Omit<StationRow, 'distanceKm'> {
  /** Lower-cased text the search matches (the `search_text` column). */
  searchText: string;
  /** Its opening hours, by day and opening time (empty: none on record). */
  periods: OpeningPeriod[];
}

/** A station's feed JSON around its distance, as UTF-8 (see `serialise`). */
export interface StationJson {
  /** Its JSON up to `"distance_km":`. */
  head: Uint8Array;
  /** Its JSON after the distance, without offers (ending `"offers":[]}`). */
  tail: Uint8Array;
}

/**
 * A station's feed JSON around its distance, as UTF-8 bytes: a feed answer is these bytes copied one after
 * the other (see `writeList`), so no answer is built as a string that must be measured and encoded again.
 */
export function serialise(row: Omit<StationRow, 'distanceKm'>): StationJson {
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
 * Where a station's JSON lies in `Layout.store` and which offers it shows: eight numbers per station in
 * `Layout.records`, one cache line, so that writing an answer reads one line per station and then its bytes
 * (decision 021: reading a `Buffer` object per station, scattered over the heap, cost more than copying).
 */
const HEAD = 0;
/** Where the distance goes: the end of the head, the start of the tail. */
const KM = 1;
/** The end of its tail without offers (`…"offers":[]}`). */
const TAIL_END = 2;
/** Its JSON after the distance with the offers running at the time below: the tail itself when none run. */
const REST = 3;
const REST_END = 4;
/** The offers' generation the rest was made from (0: not made). */
const GENERATION = 5;
/** The rest holds from this time until the next (ms). */
const FROM = 6;
const UNTIL = 7;
const RECORD = 8;

/**
 * Room the store keeps beyond the bytes in use, for rests and changed stations: this share of them, at
 * least `MIN_ROOM`.
 */
const ROOM_SHARE = 1 / 8;
const MIN_ROOM = 64 * 1024;

/**
 * The stations, laid out for the feed; replaced whole when the set of stations or their positions change.
 * Everything is in the grid's order, cell by cell, so that the stations one answer needs lie close together
 * in memory: in a few typed arrays and one store of bytes. With 100,000 stations, fetching scattered objects
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
  /** Every station's bytes in index order, then rests and changed stations as they come (see `records`). */
  store: Uint8Array;
  /** How much of `store` is taken: beyond it, room. */
  used: number;
  /** `RECORD` numbers per station, by index (see `HEAD`). */
  records: Float64Array;
  /** Indices in `stations`, in the database's `order by title` (its collation, not JavaScript's). */
  byTitle: number[];
}

/** A store for `used` bytes with room beyond them. */
function storeFor(used: number): Uint8Array {
  return new Uint8Array(used + Math.max(MIN_ROOM, Math.ceil(used * ROOM_SHARE)));
}

/**
 * Moves every station's bytes in use into a new store, in index order, with room for `needed` more: bytes
 * of rests made again and of changed stations' earlier versions are left behind.
 */
function compact(layout: Layout, needed: number): void {
  const { records, store: old } = layout;
  const size = layout.stations.length;
  let used = 0;
  for (let i = 0; i < size; i += 1) {
    const r = i * RECORD;
    used += records[r + TAIL_END]! - records[r + HEAD]!;
    if (records[r + REST] !== records[r + KM]) used += records[r + REST_END]! - records[r + REST]!;
  }
  const store = storeFor(used + needed);
  let offset = 0;
  const move = (from: number, to: number) => {
    store.set(old.subarray(from, to), offset);
    offset += to - from;
    return offset - (to - from);
  };
  for (let i = 0; i < size; i += 1) {
    const r = i * RECORD;
    const ownRest = records[r + REST] !== records[r + KM];
    const head = records[r + HEAD]!;
    const shift = move(head, records[r + TAIL_END]!) - head;
    records[r + HEAD] = head + shift;
    records[r + KM] = records[r + KM]! + shift;
    records[r + TAIL_END] = records[r + TAIL_END]! + shift;
    if (ownRest) {
      const rest = move(records[r + REST]!, records[r + REST_END]!);
      records[r + REST_END] = rest + records[r + REST_END]! - records[r + REST]!;
      records[r + REST] = rest;
    } else {
      records[r + REST] = records[r + KM]!;
      records[r + REST_END] = records[r + TAIL_END]!;
    }
  }
  layout.store = store;
  layout.used = offset;
}

/** Takes `length` bytes of the store's room (moving the store first if too little is left); returns where. */
function take(layout: Layout, length: number): number {
  if (layout.used + length > layout.store.length) compact(layout, length);
  layout.used += length;
  return layout.used - length;
}

/** Puts a station's bytes at the end of the store and points its record at them, without offers. */
function place(layout: Layout, index: number, { head, tail }: StationJson): void {
  const at = take(layout, head.length + tail.length);
  layout.store.set(head, at);
  layout.store.set(tail, at + head.length);
  const r = index * RECORD;
  layout.records[r + HEAD] = at;
  layout.records[r + KM] = at + head.length;
  layout.records[r + TAIL_END] = at + head.length + tail.length;
  layout.records[r + REST] = at + head.length;
  layout.records[r + REST_END] = at + head.length + tail.length;
  layout.records[r + GENERATION] = 0;
}

/** A station's bytes as the layout keeps them: views of its store, good until the store moves. */
export function jsonAt(layout: Layout, index: number): StationJson {
  const r = index * RECORD;
  const { store, records } = layout;
  return {
    head: store.subarray(records[r + HEAD], records[r + KM]),
    tail: store.subarray(records[r + KM], records[r + TAIL_END]),
  };
}

/** Lays out the stations, each with its bytes (`jsonOf`, read once: the layout keeps its own copy). */
export function buildLayout(
  unordered: SnapshotStation[],
  titleOrder: string[],
  jsonOf: (station: SnapshotStation) => StationJson,
): Layout {
  const stations = NearestGrid.inCellOrder(unordered);
  const size = stations.length;
  const position = new Map<string, number>();
  const lat = new Float64Array(size);
  const lng = new Float64Array(size);
  const cosLat = new Float64Array(size);
  const json = stations.map(jsonOf);
  let bytes = 0;
  stations.forEach((station, i) => {
    position.set(station.id, i);
    lat[i] = station.lat;
    lng[i] = station.lng;
    cosLat[i] = latitudeCos(station.lat);
    bytes += json[i]!.head.length + json[i]!.tail.length;
  });
  const byTitle = titleOrder.flatMap((id) => {
    const at = position.get(id);
    return at === undefined ? [] : [at];
  });
  const layout: Layout = {
    stations,
    position,
    grid: new NearestGrid(stations),
    lat,
    lng,
    cosLat,
    store: storeFor(bytes),
    used: 0,
    records: new Float64Array(size * RECORD),
    byTitle,
  };
  json.forEach((bytes, i) => place(layout, i, bytes));
  return layout;
}

/** Puts a changed station at the index of its earlier version (same position and title). */
export function replaceInLayout(
  layout: Layout,
  index: number,
  station: SnapshotStation,
  json: StationJson,
): void {
  layout.stations[index] = station;
  place(layout, index, json);
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
    const layout = this.layout;
    let start = listStarts.get(field);
    if (!start) listStarts.set(field, (start = Buffer.from(`{"${field}":[`)));
    const { records } = layout;
    let length = start.length + LIST_END.length;
    for (let i = 0; i < count; i += 1) {
      const r = foundIndex[i]! * RECORD;
      // Makes the rest first if it is not current: that may move the store, so offsets are read after.
      this.restOf(r, at);
      const headLength = records[r + KM]! - records[r + HEAD]!;
      length += headLength + KM_MAX_BYTES + records[r + REST_END]! - records[r + REST]! + 1;
    }
    const out = allocate(length);
    out.set(start, 0);
    let offset = start.length;
    // The store as it is after the rests were made.
    const { buffer, byteOffset } = layout.store;
    for (let i = 0; i < count; i += 1) {
      const r = foundIndex[i]! * RECORD;
      const km = foundKm[i]!;
      if (i) out[offset++] = COMMA;
      // A view made here costs less than keeping one per station (they lay scattered over the heap) and
      // than `Buffer#copy`, measured in the server.
      const head = records[r + HEAD]!;
      const headLength = records[r + KM]! - head;
      out.set(new Uint8Array(buffer, byteOffset + head, headLength), offset);
      offset += headLength;
      if (Number.isNaN(km)) {
        out.set(NULL, offset);
        offset += NULL.length;
      } else offset = writeKm(out, offset, km);
      const rest = records[r + REST]!;
      const restLength = records[r + REST_END]! - rest;
      out.set(new Uint8Array(buffer, byteOffset + rest, restLength), offset);
      offset += restLength;
    }
    out.set(LIST_END, offset);
    return out.subarray(0, offset + LIST_END.length);
  }

  /**
   * Makes the station's JSON after its distance with the offers running at `at`, unless it is current (`r`:
   * where its record starts). Kept until an offer of the station starts or ends, or the offers change: the
   * same bytes serve every answer meanwhile.
   */
  private restOf(r: number, at: number): void {
    const { records } = this.layout;
    if (
      records[r + GENERATION] !== this.offers.generation ||
      at < records[r + FROM]! ||
      at >= records[r + UNTIL]!
    )
      this.makeRest(r / RECORD, at);
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
    const r = index * RECORD;
    if (running.length === 0) {
      layout.records[r + REST] = layout.records[r + KM]!;
      layout.records[r + REST_END] = layout.records[r + TAIL_END]!;
    } else {
      // The tail with the offers between its brackets, after the bytes in use.
      const offers = Buffer.concat(running.flatMap((json, i) => (i ? [COMMA_BYTES, json] : [json])));
      const tailLength = layout.records[r + TAIL_END]! - layout.records[r + KM]!;
      const rest = take(layout, tailLength + offers.length);
      const { store, records } = layout;
      store.copyWithin(rest, records[r + KM]!, records[r + TAIL_END]! - OFFERS_END);
      store.set(offers, rest + tailLength - OFFERS_END);
      store.copyWithin(
        rest + tailLength - OFFERS_END + offers.length,
        records[r + TAIL_END]! - OFFERS_END,
        records[r + TAIL_END],
      );
      records[r + REST] = rest;
      records[r + REST_END] = rest + tailLength + offers.length;
    }
    layout.records[r + GENERATION] = this.offers.generation;
    layout.records[r + FROM] = from;
    layout.records[r + UNTIL] = until;
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
