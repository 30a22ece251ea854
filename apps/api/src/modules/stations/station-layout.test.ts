import { OSM_ATTRIBUTION } from '@fuellinq/domain';
import { describe, expect, it } from 'vitest';
import { toPublicStation } from './station-dto.ts';
import {
  buildLayout,
  buildOffers,
  jsonAt,
  replaceInLayout,
  type SnapshotStation,
  StationSnapshotView,
  serialise,
} from './station-layout.ts';
import type { OfferRow } from './stations.repository.ts';

/** A repeatable sequence of numbers in [0, 1). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const T0 = Date.parse('2026-11-25T08:00:00Z');
const BRAND_ID = '00000000-0000-4000-8000-0000000000b1';
const uuid = (kind: number, n: number) =>
  `00000000-0000-4000-8000-${kind.toString(16).padStart(4, '0')}${n.toString(16).padStart(8, '0')}`;

function stationAt(n: number, lat: number, lng: number, priceTenths: number): SnapshotStation {
  return {
    id: uuid(1, n),
    title: `Station ${n} met een wat langere naam`,
    brand: n % 2 ? 'Tango' : null,
    brandSlug: n % 2 ? 'tango' : null,
    brandId: n % 2 ? BRAND_ID : null,
    partnerId: null,
    city: 'Utrecht',
    street: 'Weg',
    houseNumber: String(n),
    postcode: null,
    lat,
    lng,
    fuels: ['euro95', 'diesel'],
    unmanned: false,
    motorway: false,
    prices: [
      {
        fuel_type: 'euro95',
        price_tenths: priceTenths,
        updated_at: new Date(T0).toISOString(),
        updated_by: null,
      },
    ],
    searchText: `station ${n}`,
    periods: [],
  };
}

function offer(n: number, fields: Partial<OfferRow>): OfferRow {
  return {
    id: uuid(2, n),
    partnerId: null,
    brandId: null,
    stationId: null,
    title: `Actie ${n}`,
    subtitle: 'Alleen vandaag, zolang de voorraad strekt',
    badge: 'Korting',
    imageUrl: null,
    priceCents: 100 + n,
    validFrom: new Date(T0),
    validUntil: null,
    endedAt: null,
    createdAt: new Date(T0),
    updatedAt: new Date(T0),
    ...fields,
  };
}

describe('the feed layout', () => {
  it('answers as each station serialises whole while offers start and end and stations change', () => {
    const random = sequence(7);
    const stations = Array.from({ length: 400 }, (_, n) =>
      stationAt(n, 52 + random() * 0.2, 5 + random() * 0.3, 1900 + n),
    );
    // Every fifth station has offers of its own, each running for a minute at a different time; the brand's
    // offer runs throughout. Each start and end makes that station's bytes again.
    const rows: OfferRow[] = [offer(0, { brandId: BRAND_ID })];
    stations.forEach((station, n) => {
      if (n % 5 !== 0) return;
      for (let k = 0; k < 3; k += 1) {
        const from = T0 + ((n + 20 * k) % 60) * 60_000;
        rows.push(
          offer(1 + 3 * n + k, {
            stationId: station.id,
            validFrom: new Date(from),
            validUntil: new Date(from + 60_000),
          }),
        );
      }
    });
    const offers = buildOffers(rows);
    const json = new Map(stations.map((station) => [station, serialise(station)]));
    const layout = buildLayout(stations, [], (station) => json.get(station)!);
    const firstStore = layout.store;
    const view = new StationSnapshotView(layout, offers);

    const running = (station: SnapshotStation, at: number) =>
      rows.filter(
        (row) =>
          (row.stationId === station.id || (row.brandId !== null && row.brandId === station.brandId)) &&
          row.validFrom.getTime() <= at &&
          (row.validUntil === null || at < row.validUntil.getTime()),
      );
    // Own offers first, then the brand's, as the database path lists them.
    const ordered = (station: SnapshotStation, at: number) => {
      const list = running(station, at);
      return [...list.filter((row) => row.stationId), ...list.filter((row) => !row.stationId)];
    };

    let changed = 0;
    for (let minute = 0; minute < 90; minute += 1) {
      const at = T0 + minute * 60_000 + 30_000;
      if (minute % 10 === 5) {
        // A price saved: the station's new bytes go after those in use; its index stays.
        const index = Math.floor(random() * stations.length);
        const before = layout.stations[index]!;
        const after = { ...before, prices: [{ ...before.prices[0]!, price_tenths: 2500 + minute }] };
        replaceInLayout(layout, index, after, serialise(after));
        changed += 1;
      }
      for (let question = 0; question < 5; question += 1) {
        const position = { lat: 52 + random() * 0.2, lng: 5 + random() * 0.3 };
        const nearby = view.nearest(position, 25, 60);
        const expected = JSON.stringify({
          stations: nearby.map(({ station, km }) =>
            toPublicStation({ ...station, distanceKm: km }, ordered(station, at)),
          ),
          attribution: OSM_ATTRIBUTION,
        });
        const answer = view.nearestJson('stations', { position, radiusKm: 25, limit: 60 }, undefined, at);
        expect(answer.toString()).toBe(expected);
      }
    }
    expect(changed).toBeGreaterThan(0);
    // The rests made again and the changed stations outgrew the room: the store moved, the answers held.
    expect(layout.store).not.toBe(firstStore);
    const index = layout.position.get(stations[3]!.id)!;
    expect(Buffer.from(jsonAt(layout, index).head).toString()).toBe(
      Buffer.from(serialise(layout.stations[index]!).head).toString(),
    );
  });
});
