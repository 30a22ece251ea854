// Test support for the feed's own tests: stations as the snapshot keeps them, without a database.
import { serialiseStation } from '../feed-answer.ts';
import {
  buildOffers,
  buildStationSet,
  type SnapshotStation,
  type StationSet,
  StationSnapshotView,
} from '../station-index.ts';
import type { OfferRow } from '../stations.repository.ts';

/** A repeatable sequence of numbers in [0, 1). */
export function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** A station's id with a number of its own in it (`idNumber` reads it back). */
export const stationId = (n: number) => `00000000-0000-4000-8000-0001${n.toString(16).padStart(8, '0')}`;
export const idNumber = (id: string) => Number.parseInt(id.slice(-8), 16);

/** Station `n` at a position, with its feed JSON serialised as the snapshot does; `fields` change it. */
export function snapshotStation(
  n: number,
  position: { lat: number; lng: number },
  fields: Partial<Omit<SnapshotStation, 'json'>> = {},
): SnapshotStation {
  const row = {
    id: stationId(n),
    title: `Station ${n}`,
    brand: null,
    brandSlug: null,
    brandId: null,
    partnerId: null,
    city: null,
    street: null,
    houseNumber: null,
    postcode: null,
    fuels: ['euro95'],
    unmanned: false,
    motorway: false,
    prices: [],
    searchText: `station ${n}`,
    periods: [],
    hoursDemo: false,
    ...position,
    ...fields,
  };
  const { searchText: _text, periods: _periods, hoursDemo: _demo, ...feedRow } = row;
  return { ...row, json: serialiseStation(feedRow) };
}

/** A request's view of these stations (or of this set) and these offers. */
export function viewOf(stations: SnapshotStation[] | StationSet, offers: OfferRow[] = []) {
  const set = Array.isArray(stations) ? buildStationSet(stations, []) : stations;
  return new StationSnapshotView(set, buildOffers(offers));
}
