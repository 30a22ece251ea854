import { randomUUID } from 'node:crypto';
import {
  haversineKm,
  isAlwaysOpen,
  type LatLng,
  minutesToTime,
  OSM_ATTRIBUTION,
  roundKm,
} from '@fuellinq/domain';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { PriceJson } from '../../db/queries/stations.ts';
import { toOfferSummary, toPublicStation } from './station-dto.ts';
import type { OfferRow, StationRow, StationsRepository } from './stations.repository.ts';

/** The NOTIFY channel of migration 0014: what changed in the stations, prices, hours, offers or brands. */
export const STATION_FEED_CHANNEL = 'station_feed';

/** More than this many stations in one change (a bulk load) reloads everything. */
const BATCH_IDS = 500;

/**
 * geokdbush orders by its own haversine, which can differ from the domain's in the last bits: a few more
 * candidates than asked, re-measured and re-sorted with `haversineKm`, give the database's exact answer.
 */
const NEAREST_SLACK = 8;
/** Candidates within the radius plus this (km), for the same reason. */
const RADIUS_SLACK_KM = 1e-6;

/** How long a write waits for its own change to reach this instance's snapshot. */
const FENCE_TIMEOUT_MS = 2_000;
/** The longest a request waits for an update by id under way before it answers from what is there. */
const UPDATE_WAIT_MS = 1_000;
/** After a failed load or update (the database went away), try again after this long. */
const RETRY_MS = 1_000;
const COMMA = Buffer.from(',');
const STATION_END = Buffer.from(']}');
const LIST_END = Buffer.from(`],"attribution":${JSON.stringify(OSM_ATTRIBUTION)}}`);

/** A piece of a feed answer: bytes serialised ahead of time, or a number written as ASCII text. */
type JsonPiece = Buffer | string;

/** The pieces one after the other in one buffer (a string piece is ASCII: one byte per character). */
function joinPieces(pieces: JsonPiece[]): Buffer {
  let length = 0;
  for (const piece of pieces) length += piece.length;
  const joined = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') offset += joined.write(piece, offset, 'latin1');
    else {
      joined.set(piece, offset);
      offset += piece.length;
    }
  }
  return joined;
}

/** One active station as the feed shows it, with its answer serialised ahead of time around the distance. */
export interface SnapshotStation extends Omit<StationRow, 'distanceKm'> {
  /** Lower-cased text the search matches (the `search_text` column). */
  searchText: string;
  /** Open around the clock every day (the "24/7 open" perk). */
  alwaysOpen: boolean;
  /** The feed's JSON of this station up to `"distance_km":`, as UTF-8. */
  head: Buffer;
  /** Its JSON after the distance, up to and including `"offers":[`, as UTF-8. */
  tail: Buffer;
}

interface OfferEntry {
  row: OfferRow;
  from: number;
  until: number;
  /** Its JSON in the feed, as UTF-8. */
  json: Buffer;
}

/** The stations and the index over them; replaced whole when the set of stations or their positions change. */
interface Layout {
  stations: SnapshotStation[];
  position: Map<string, number>;
  index: KDBush;
  /** Positions in `stations`, in the database's `order by title` (its collation, not JavaScript's). */
  byTitle: number[];
}

interface Offers {
  byStation: Map<string, OfferEntry[]>;
  byPartner: Map<string, OfferEntry[]>;
  byBrand: Map<string, OfferEntry[]>;
}

export interface Nearby {
  station: SnapshotStation;
  km: number;
}

interface Pending {
  full: boolean;
  offers: boolean;
  /** Stations whose row, position or title changed: the index and the title order are rebuilt. */
  layout: Set<string>;
  /** Stations whose prices or opening hours changed: replaced in place. */
  inPlace: Set<string>;
}

const emptyPending = (): Pending => ({ full: false, offers: false, layout: new Set(), inPlace: new Set() });

/**
 * A station's feed JSON around its distance, as UTF-8 bytes: a feed answer is these bytes copied one after
 * the other (joinPieces), so no answer is built as a string that must be measured and encoded again for
 * the socket.
 */
function serialise(row: Omit<StationRow, 'distanceKm'>): { head: Buffer; tail: Buffer } {
  const json = JSON.stringify(toPublicStation({ ...row, distanceKm: null }, []));
  const distance = '"distance_km":null';
  const at = json.indexOf(distance);
  if (at < 0 || !json.endsWith('"offers":[]}')) throw new Error('unexpected station JSON layout');
  return {
    head: Buffer.from(json.slice(0, at + distance.length - 'null'.length)),
    tail: Buffer.from(json.slice(at + distance.length, json.length - ']}'.length)),
  };
}

function buildLayout(stations: SnapshotStation[], titleOrder: string[]): Layout {
  const index = new KDBush(Math.max(1, stations.length));
  const position = new Map<string, number>();
  stations.forEach((station, i) => {
    index.add(station.lng, station.lat);
    position.set(station.id, i);
  });
  // An empty index still needs one point to finish; it is never a station (no position maps to it).
  if (stations.length === 0) index.add(0, 90);
  index.finish();
  const byTitle = titleOrder.flatMap((id) => {
    const at = position.get(id);
    return at === undefined ? [] : [at];
  });
  return { stations, position, index, byTitle };
}

function buildOffers(rows: OfferRow[]): Offers {
  const offers: Offers = { byStation: new Map(), byPartner: new Map(), byBrand: new Map() };
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

export interface StationSnapshotOptions {
  repository: StationsRepository;
  /** Sends a notification on the feed's channel (a fence: see `settle`). */
  notify: (payload: string) => Promise<void>;
  /** Called whenever what the feed shows changed: response caches are emptied here. */
  onChange?: () => void;
  onError?: (error: unknown, what: string) => void;
  now?: () => Date;
}

/**
 * Every active station with its prices, opening hours and current offers in memory, with a geo index
 * (kdbush + geokdbush): the feed and the search answer from it without a database query. It is kept fresh by
 * the database's notifications on `station_feed` (migration 0014), which every instance listens to: a
 * change is read again by id and replaced in place; a reconnection reloads everything, as notifications sent
 * meanwhile are lost. See docs/decisions/016-station-snapshot.md.
 */
export class StationSnapshot {
  private layout: Layout | undefined;
  private offers: Offers = buildOffers([]);
  private pending = emptyPending();
  private draining: Promise<void> | undefined;
  /** A full reload is running: requests keep the current snapshot meanwhile instead of waiting. */
  private reloading = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly instance = randomUUID();
  private fenceCount = 0;
  private readonly fences = new Map<string, () => void>();
  /** Whether notifications arrive (set by the listener); without them a fence has nothing to wait for. */
  listening = false;

  private readonly options: StationSnapshotOptions;

  constructor(options: StationSnapshotOptions) {
    this.options = options;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** The snapshot, after any change already announced has been applied (a full reload is not waited for). */
  async current(): Promise<StationSnapshotView> {
    if (!this.layout) {
      // The first load may be under way already (it starts when the listener connects).
      if (!this.draining) this.pending.full = true;
      await this.drain();
    } else if (this.draining && !this.reloading) {
      // An update by id takes milliseconds; should the database hang, answer from what we have after a while.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.draining,
        new Promise<void>((resolve) => (timer = setTimeout(resolve, UPDATE_WAIT_MS))),
      ]);
      clearTimeout(timer);
    }
    if (!this.layout) throw new Error('station snapshot not loaded');
    return new StationSnapshotView(this.layout, this.offers);
  }

  /** The listener connected (again): anything may have changed meanwhile. */
  connected(): void {
    this.listening = true;
    this.pending.full = true;
    void this.drain();
  }

  disconnected(): void {
    this.listening = false;
    for (const resolve of this.fences.values()) resolve();
    this.fences.clear();
  }

  /** A notification on `station_feed`. */
  notified(payload: string): void {
    if (payload.startsWith('f:')) {
      const resolve = this.fences.get(payload);
      // Every change committed before the fence was notified before it: resolved when they are applied.
      if (resolve) void this.drain().then(resolve);
      return;
    }
    if (payload === '*') this.pending.full = true;
    else if (payload === 'o') this.pending.offers = true;
    else if (payload.startsWith('s:') || payload.startsWith('p:')) {
      const target = payload.startsWith('s:') ? this.pending.layout : this.pending.inPlace;
      for (const id of payload.slice(2).split(',')) if (id) target.add(id);
    } else return;
    void this.drain();
  }

  /**
   * Waits until every change committed before this call is in the snapshot: sends a notification of its
   * own and waits for it to come back (notifications arrive in commit order). A write calls this before it
   * answers, so its author reads the change at once.
   */
  async settle(): Promise<void> {
    if (this.closed) return;
    // Not loaded yet: the first load reads everything committed so far; the fence then catches the rest.
    if (!this.layout) await this.current().catch(() => {});
    if (!this.listening) return;
    this.fenceCount += 1;
    const fence = `f:${this.instance}:${this.fenceCount}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      this.fences.set(fence, resolve);
      timer = setTimeout(resolve, FENCE_TIMEOUT_MS);
    });
    try {
      await this.options.notify(fence);
      await arrived;
    } finally {
      clearTimeout(timer);
      this.fences.delete(fence);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.disconnected();
    await this.draining;
  }

  private drain(): Promise<void> {
    this.draining ??= this.drainLoop().finally(() => (this.draining = undefined));
    return this.draining;
  }

  private hasPending(): boolean {
    const p = this.pending;
    return p.full || p.offers || p.layout.size > 0 || p.inPlace.size > 0;
  }

  private async drainLoop(): Promise<void> {
    while (this.hasPending() && !this.closed) {
      const work = this.pending;
      this.pending = emptyPending();
      try {
        if (work.full || !this.layout || work.layout.size + work.inPlace.size > BATCH_IDS) {
          await this.reloadNow();
        } else {
          if (work.offers)
            this.offers = buildOffers(await this.options.repository.snapshotOffers(this.now()));
          if (work.layout.size > 0 || work.inPlace.size > 0) await this.reloadStations(work);
          this.options.onChange?.();
        }
      } catch (error) {
        // The database went away: keep answering from what we have and try again (a reconnection of the
        // listener reloads everything anyway).
        this.options.onError?.(error, 'station snapshot update');
        this.pending.full = true;
        clearTimeout(this.retryTimer);
        // Without a listener, its reconnection reloads everything; with one, try again in a moment.
        if (!this.closed && this.listening) this.retryTimer = setTimeout(() => void this.drain(), RETRY_MS);
        return;
      }
    }
  }

  /** Reads every active station, its prices, hours and the offers, and swaps the snapshot in one go. */
  private async reloadNow(): Promise<void> {
    this.reloading = true;
    try {
      const { repository } = this.options;
      const [rows, titleOrder, offers] = await Promise.all([
        this.loadStations(),
        repository.snapshotTitleOrder(),
        repository.snapshotOffers(this.now()),
      ]);
      this.layout = buildLayout(rows, titleOrder);
      this.offers = buildOffers(offers);
      this.options.onChange?.();
    } finally {
      this.reloading = false;
    }
  }

  private async loadStations(ids?: string[]): Promise<SnapshotStation[]> {
    const { repository } = this.options;
    const [rows, prices, hours] = await Promise.all([
      repository.snapshotStations(ids),
      repository.snapshotPrices(ids),
      repository.snapshotHours(ids),
    ]);
    const pricesOf = new Map<string, PriceJson[]>();
    for (const price of prices) {
      const list = pricesOf.get(price.stationId) ?? [];
      list.push({
        fuel_type: price.fuelType,
        price_tenths: price.priceTenths,
        updated_at: new Date(price.updatedAt).toISOString(),
        updated_by: price.updatedBy,
      });
      pricesOf.set(price.stationId, list);
    }
    const hoursOf = new Map<string, { day: number; opens: string; closes: string }[]>();
    for (const h of hours) {
      const list = hoursOf.get(h.stationId) ?? [];
      list.push({ day: h.day, opens: minutesToTime(h.opensMinute), closes: minutesToTime(h.closesMinute) });
      hoursOf.set(h.stationId, list);
    }
    return rows.map(({ searchText, ...row }) => {
      const station = { ...row, prices: pricesOf.get(row.id) ?? [] };
      const periods = hoursOf.get(row.id) ?? [];
      return {
        ...station,
        searchText,
        alwaysOpen: periods.length > 0 && isAlwaysOpen(periods),
        ...serialise(station),
      };
    });
  }

  /** Reads the changed stations again; rebuilds the index when stations came, went, moved or were renamed. */
  private async reloadStations(work: Pending): Promise<void> {
    const layout = this.layout!;
    const ids = [...new Set([...work.layout, ...work.inPlace])];
    const fresh = new Map((await this.loadStations(ids)).map((station) => [station.id, station]));
    const rebuild = [...work.layout].some((id) => {
      const before = layout.position.get(id);
      const after = fresh.get(id);
      if (before === undefined || !after) return before !== undefined || after !== undefined;
      const old = layout.stations[before]!;
      return old.lat !== after.lat || old.lng !== after.lng || old.title !== after.title;
    });
    // A station that is gone or inactive while only its prices changed still leaves the snapshot.
    const vanished = ids.some((id) => layout.position.has(id) && !fresh.has(id));
    if (rebuild || vanished) {
      const changed = new Set(ids);
      const stations = layout.stations.filter((station) => !changed.has(station.id) || fresh.has(station.id));
      const known = new Set(stations.map((station) => station.id));
      const next = [
        ...stations.map((station) => fresh.get(station.id) ?? station),
        ...[...fresh.values()].filter((station) => !known.has(station.id)),
      ];
      this.layout = buildLayout(next, await this.options.repository.snapshotTitleOrder());
      return;
    }
    for (const [id, station] of fresh) {
      const at = layout.position.get(id);
      if (at !== undefined) layout.stations[at] = station;
    }
  }
}

/** One consistent look at the snapshot, for one request. */
export class StationSnapshotView {
  private readonly layout: Layout;
  private readonly offers: Offers;

  constructor(layout: Layout, offers: Offers) {
    this.layout = layout;
    this.offers = offers;
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
   * without one), with the offers running at `at`.
   */
  listJson(field: string, found: { station: SnapshotStation; km: number | null }[], at: number): Buffer {
    const parts: JsonPiece[] = [`{"${field}":[`];
    for (let i = 0; i < found.length; i += 1) {
      const { station, km } = found[i]!;
      if (i) parts.push(COMMA);
      this.stationJson(parts, station, km, at);
    }
    parts.push(LIST_END);
    return joinPieces(parts);
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
    const { stations, index } = this.layout;
    if (stations.length === 0) return [];
    const found = around(
      index,
      position.lng,
      position.lat,
      limit + NEAREST_SLACK,
      radiusKm + RADIUS_SLACK_KM,
      (i) => i < stations.length && (!accept || accept(stations[i]!)),
    );
    const nearby: Nearby[] = [];
    for (const i of found) {
      const station = stations[i]!;
      const km = haversineKm(position, station);
      if (km <= radiusKm) nearby.push({ station, km });
    }
    return nearby.sort((a, b) => a.km - b.km).slice(0, limit);
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

  /** The station's offers running at `at`: its own, then its partner's, then its brand's. */
  offersOf(station: SnapshotStation, at: number): OfferEntry[] {
    const { byStation, byPartner, byBrand } = this.offers;
    const result: OfferEntry[] = [];
    const take = (list: OfferEntry[] | undefined) => {
      if (list) for (const entry of list) if (entry.from <= at && at < entry.until) result.push(entry);
    };
    take(byStation.get(station.id));
    if (station.partnerId) take(byPartner.get(station.partnerId));
    if (station.brandId) take(byBrand.get(station.brandId));
    return result;
  }

  /**
   * Appends to `out` the station's feed JSON at a distance (null without a position), with the offers
   * running at `at`.
   */
  stationJson(out: JsonPiece[], station: SnapshotStation, km: number | null, at: number): void {
    const offers = this.offersOf(station, at);
    out.push(station.head, km === null ? 'null' : String(roundKm(km)), station.tail);
    for (let i = 0; i < offers.length; i += 1) {
      if (i) out.push(COMMA);
      out.push(offers[i]!.json);
    }
    out.push(STATION_END);
  }
}

/** What the text search matches: every word (at most 6) somewhere in the station's search text. */
export function textMatcher(q: string | undefined): ((station: SnapshotStation) => boolean) | undefined {
  const words = q?.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6) ?? [];
  if (words.length === 0) return undefined;
  return (station) => words.every((word) => station.searchText.includes(word));
}
