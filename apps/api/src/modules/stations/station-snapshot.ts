import { randomUUID } from 'node:crypto';
import { minutesToTime, type OpeningPeriod } from '@fuellinq/domain';
import type { PriceJson } from '../../db/queries/stations.ts';
import { serialiseStation } from './feed-answer.ts';
import {
  buildOffers,
  buildStationSet,
  type Offers,
  type SnapshotStation,
  type StationSet,
  StationSnapshotView,
  withReplaced,
} from './station-index.ts';
import type { StationsRepository } from './stations.repository.ts';

/** The NOTIFY channel of migration 0014: what changed in the stations, prices, hours, offers or brands. */
export const STATION_FEED_CHANNEL = 'station_feed';

/** More than this many stations in one change (a bulk load) reloads everything. */
const BATCH_IDS = 500;

/** Most stations have no opening hours on record: they share one empty list. */
const NO_PERIODS: OpeningPeriod[] = Object.freeze([]) as unknown as OpeningPeriod[];

/** How long a write waits for its own change to reach this instance's snapshot. */
const FENCE_TIMEOUT_MS = 2_000;
/** The longest a request waits for an update by id under way before it answers from what is there. */
const UPDATE_WAIT_MS = 1_000;
/** After a failed load or update (the database went away), try again after this long. */
const RETRY_MS = 1_000;

interface Pending {
  full: boolean;
  offers: boolean;
  /** Stations whose row, position or title changed: the index and the title order are rebuilt. */
  rebuild: Set<string>;
  /** Stations whose prices or opening hours changed: replaced in place. */
  inPlace: Set<string>;
}

const emptyPending = (): Pending => ({ full: false, offers: false, rebuild: new Set(), inPlace: new Set() });

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
 * Every active station with its prices, opening hours, offers and feed JSON in memory, with a k-d tree
 * over their positions (station-index.ts): the feed and the search answer from it without a database query.
 * It is kept fresh by the database's notifications on `station_feed` (migration 0014), which every instance
 * listens to: a change is read again by id and swapped in; a reconnection reloads everything, as
 * notifications sent meanwhile are lost. A request's view is never changed afterwards: every change makes a
 * new set. See docs/decisions/016-station-snapshot.md and 021-feed-memory-layout.md.
 */
export class StationSnapshot {
  private stations: StationSet | undefined;
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
    if (!this.stations) {
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
    if (!this.stations) throw new Error('station snapshot not loaded');
    return new StationSnapshotView(this.stations, this.offers);
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
      const target = payload.startsWith('s:') ? this.pending.rebuild : this.pending.inPlace;
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
    if (!this.stations) await this.current().catch(() => {});
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
    return p.full || p.offers || p.rebuild.size > 0 || p.inPlace.size > 0;
  }

  private async drainLoop(): Promise<void> {
    while (this.hasPending() && !this.closed) {
      const work = this.pending;
      this.pending = emptyPending();
      const stations = this.stations;
      try {
        if (work.full || !stations || work.rebuild.size + work.inPlace.size > BATCH_IDS) {
          await this.reloadNow();
        } else {
          if (work.offers)
            this.offers = buildOffers(await this.options.repository.snapshotOffers(this.now()));
          if (work.rebuild.size > 0 || work.inPlace.size > 0) await this.reloadStations(stations, work);
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
      const [stations, titleOrder, offers] = await Promise.all([
        this.loadStations(),
        repository.snapshotTitleOrder(),
        repository.snapshotOffers(this.now()),
      ]);
      this.stations = buildStationSet(stations, titleOrder);
      this.offers = buildOffers(offers);
      this.options.onChange?.();
    } finally {
      this.reloading = false;
    }
  }

  /** The stations (all, or these), each with its feed JSON. */
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
        source: price.source,
      });
      pricesOf.set(price.stationId, list);
    }
    // In the database's order (day, opening time), as the station page lists them.
    const hoursOf = new Map<string, OpeningPeriod[]>();
    const demoHours = new Set<string>();
    for (const h of hours) {
      if (h.isDemo) demoHours.add(h.stationId);
      const list = hoursOf.get(h.stationId) ?? [];
      list.push({ day: h.day, opens: minutesToTime(h.opensMinute), closes: minutesToTime(h.closesMinute) });
      hoursOf.set(h.stationId, list);
    }
    return rows.map(({ searchText, ...row }) => {
      const station = { ...row, prices: pricesOf.get(row.id) ?? [] };
      const periods = hoursOf.get(row.id) ?? NO_PERIODS;
      return {
        ...station,
        searchText,
        periods,
        hoursDemo: demoHours.has(row.id),
        json: serialiseStation(station),
      };
    });
  }

  /** Reads the changed stations again; rebuilds the index when stations came, went, moved or were renamed. */
  private async reloadStations(set: StationSet, work: Pending): Promise<void> {
    const ids = [...new Set([...work.rebuild, ...work.inPlace])];
    const fresh = new Map((await this.loadStations(ids)).map((station) => [station.id, station]));
    const known = (id: string) => {
      const at = set.position.get(id);
      return at === undefined ? undefined : set.stations[at];
    };
    const rebuild = [...work.rebuild].some((id) => {
      const before = known(id);
      const after = fresh.get(id);
      if (!before || !after) return before !== after;
      return before.lat !== after.lat || before.lng !== after.lng || before.title !== after.title;
    });
    // A station that is gone or inactive while only its prices changed still leaves the snapshot.
    const vanished = ids.some((id) => set.position.has(id) && !fresh.has(id));
    if (rebuild || vanished) {
      const changed = new Set(ids);
      const kept = set.stations.filter((station) => !changed.has(station.id) || fresh.has(station.id));
      const keptIds = new Set(kept.map((station) => station.id));
      const next = [
        ...kept.map((station) => fresh.get(station.id) ?? station),
        ...[...fresh.values()].filter((station) => !keptIds.has(station.id)),
      ];
      this.stations = buildStationSet(next, await this.options.repository.snapshotTitleOrder());
    } else {
      this.stations = withReplaced(set, [...fresh.values()]);
    }
  }
}
