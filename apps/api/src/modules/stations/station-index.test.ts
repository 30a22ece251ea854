import { haversineKm, type LatLng } from '@fuellinq/domain';
import { describe, expect, it } from 'vitest';
import { buildStationSet, type SnapshotStation, withReplaced } from './station-index.ts';
import { idNumber, sequence, snapshotStation, viewOf } from './test/snapshot-stations.ts';

/** A station at each point, and a view of them. */
function stationsAt(points: LatLng[]) {
  const stations = points.map((point, n) => snapshotStation(n, point));
  return { stations, view: viewOf(stations) };
}

/**
 * The index's answer equals measuring every station: the same stations, nearest first, at the same
 * distance to the bit. Stations at the same distance may come in either order, so the check is by
 * distance, and the set beyond a tie at the end is the same.
 */
function expectSameAnswer(
  { stations, view }: ReturnType<typeof stationsAt>,
  position: LatLng,
  radiusKm: number,
  limit: number,
  accept?: (station: SnapshotStation) => boolean,
) {
  const got = view.nearest(position, radiusKm, limit, accept);
  const want = stations
    .filter((station) => !accept || accept(station))
    .map((station) => ({ station, km: haversineKm(position, station) }))
    .filter(({ km }) => km <= radiusKm)
    .sort((a, b) => a.km - b.km)
    .slice(0, limit);
  expect(got.map(({ km }) => km)).toEqual(want.map(({ km }) => km));
  expect(new Set(got.map(({ station }) => station.id))).toEqual(
    new Set(want.map(({ station }) => station.id)),
  );
}

describe('the nearest stations from the k-d tree', () => {
  const random = sequence(21);
  // Like the Netherlands: a country-wide scatter, dense towns, stations on the same spot, one far away.
  const points: LatLng[] = [
    ...Array.from({ length: 1500 }, () => ({ lat: 50.75 + random() * 2.8, lng: 3.4 + random() * 3.8 })),
    ...Array.from({ length: 1500 }, () => ({
      lat: 52.37 + (random() - 0.5) * 0.1,
      lng: 4.9 + (random() - 0.5) * 0.16,
    })),
    { lat: 52.1, lng: 5.1 },
    { lat: 52.1, lng: 5.1 },
    { lat: 52.1, lng: 5.1 },
    { lat: 12.15, lng: -68.27 },
  ];
  const country = stationsAt(points);

  it('are those within the radius, nearest first, for random positions, radii and limits', () => {
    for (let n = 0; n < 300; n += 1) {
      const position = { lat: 50.5 + random() * 3.3, lng: 3 + random() * 4.6 };
      const radiusKm = [1, 5, 25, 200][n % 4] ?? 25;
      const limit = [1, 10, 50, 500][Math.floor(random() * 4)] ?? 50;
      expectSameAnswer(country, position, radiusKm, limit);
    }
  });

  it('skip the stations a filter refuses, looking further out for others', () => {
    const rare = (station: SnapshotStation) => idNumber(station.id) % 97 === 0;
    for (let n = 0; n < 100; n += 1) {
      const position = { lat: 51 + random() * 2.4, lng: 3.6 + random() * 3.4 };
      expectSameAnswer(country, position, 60, 20, rare);
    }
  });

  it('answer positions far outside the stations, and stations on one spot', () => {
    expectSameAnswer(country, { lat: 12.2, lng: -68.3 }, 25, 5);
    expectSameAnswer(country, { lat: 12.2, lng: -68.3 }, 200, 50);
    expectSameAnswer(country, { lat: -40, lng: 170 }, 200, 50);
    expectSameAnswer(country, { lat: 89.9, lng: 0 }, 200, 50);
    expectSameAnswer(country, { lat: 52.1, lng: 5.1 }, 1, 3);
    expect(country.view.nearest({ lat: 52.1, lng: 5.1 }, 0.001, 10)).toHaveLength(3);
  });

  it('measure across the date line', () => {
    const pacific = [
      { lat: 0, lng: 179.9 },
      { lat: 0, lng: -179.9 },
      { lat: 0.5, lng: 170 },
      { lat: -0.2, lng: -175 },
    ];
    const across = stationsAt(pacific);
    expectSameAnswer(across, { lat: 0, lng: -179.95 }, 200, 4);
    expectSameAnswer(across, { lat: 0, lng: 179.95 }, 2000, 4);
  });

  it('are none without stations', () => {
    expect(viewOf([]).nearest({ lat: 52, lng: 5 }, 200, 10)).toEqual([]);
  });

  it('come from the stations as they are after a change in place, which keeps the index', () => {
    const { stations } = stationsAt(points.slice(0, 100));
    const set = buildStationSet(stations, []);
    const before = viewOf(set);
    const target = stations[7];
    if (!target) throw new Error('no station 7');
    const renamed = { ...target, searchText: 'nieuw' };
    const after = viewOf(withReplaced(set, [renamed]));
    const position = { lat: target.lat, lng: target.lng };
    expect(after.nearest(position, 1, 1)[0]?.station).toBe(renamed);
    expect(after.byId(target.id)).toBe(renamed);
    // A view handed out before the change still shows the snapshot as it was.
    expect(before.byId(target.id)).toBe(target);
  });
});
