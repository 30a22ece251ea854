import { haversineKm, type LatLng } from '@fuellinq/domain';
import { describe, expect, it } from 'vitest';
import { NearestGrid } from './nearest-grid.ts';

/** A repeatable sequence of numbers in [0, 1). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The grid's answer, copied out of the array the next question reuses. */
function nearestOf(
  grid: NearestGrid,
  position: LatLng,
  radiusKm: number,
  count: number,
  accept?: (i: number) => boolean,
) {
  const n = grid.nearest(position, radiusKm, count, accept);
  return [...NearestGrid.found.subarray(0, n)];
}

/** The answer by measuring every point: the indices within the radius that pass, nearest first. */
function everyPoint(points: LatLng[], position: LatLng, radiusKm: number, accept?: (i: number) => boolean) {
  return points
    .map((point, i) => ({ i, km: haversineKm(position, point) }))
    .filter(({ i, km }) => km <= radiusKm && (!accept || accept(i)))
    .sort((a, b) => a.km - b.km || a.i - b.i);
}

/**
 * The grid's answer equals measuring every point: the same points, nearest first. Points at the same
 * distance to the last bit may come in either order, so the check is by distance, and the set beyond a tie
 * at the end is the same.
 */
function expectSameAnswer(
  grid: NearestGrid,
  points: LatLng[],
  position: LatLng,
  radiusKm: number,
  count: number,
  accept?: (i: number) => boolean,
) {
  const got = nearestOf(grid, position, radiusKm, count, accept);
  const want = everyPoint(points, position, radiusKm, accept).slice(0, count);
  expect(got).toHaveLength(want.length);
  const km = got.map((i) => haversineKm(position, points[i]!));
  want.forEach((entry, n) => expect(km[n]).toBeCloseTo(entry.km, 9));
  expect(new Set(got)).toEqual(new Set(want.map(({ i }) => i)));
}

describe('the nearest grid', () => {
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
  const grid = new NearestGrid(points);

  it('finds the nearest points within the radius, nearest first, for random positions, radii and counts', () => {
    for (let n = 0; n < 300; n += 1) {
      const position = { lat: 50.5 + random() * 3.3, lng: 3 + random() * 4.6 };
      const radiusKm = [1, 5, 25, 200][n % 4]!;
      const count = [1, 10, 58, 508][Math.floor(random() * 4)]!;
      expectSameAnswer(grid, points, position, radiusKm, count);
    }
  });

  it('skips the points a filter refuses, looking further out for others', () => {
    const rare = (i: number) => i % 97 === 0;
    for (let n = 0; n < 100; n += 1) {
      const position = { lat: 51 + random() * 2.4, lng: 3.6 + random() * 3.4 };
      expectSameAnswer(grid, points, position, 60, 20, rare);
    }
  });

  it('answers positions far outside the points, and points on one spot', () => {
    expectSameAnswer(grid, points, { lat: 12.2, lng: -68.3 }, 25, 5);
    expectSameAnswer(grid, points, { lat: 12.2, lng: -68.3 }, 200, 50);
    expectSameAnswer(grid, points, { lat: -40, lng: 170 }, 200, 50);
    expectSameAnswer(grid, points, { lat: 89.9, lng: 0 }, 200, 50);
    expectSameAnswer(grid, points, { lat: 52.1, lng: 5.1 }, 1, 3);
    expect(nearestOf(grid, { lat: 52.1, lng: 5.1 }, 0.001, 10)).toHaveLength(3);
  });

  it('measures across the date line', () => {
    const pacific = [
      { lat: 0, lng: 179.9 },
      { lat: 0, lng: -179.9 },
      { lat: 0.5, lng: 170 },
      { lat: -0.2, lng: -175 },
    ];
    const across = new NearestGrid(pacific);
    expectSameAnswer(across, pacific, { lat: 0, lng: -179.95 }, 200, 4);
    expectSameAnswer(across, pacific, { lat: 0, lng: 179.95 }, 2000, 4);
  });

  it('has no answer without points, and keeps the points in its cell order', () => {
    const empty = new NearestGrid([]);
    expect(empty.nearest({ lat: 52, lng: 5 }, 200, 10)).toBe(0);
    const ordered = NearestGrid.inCellOrder(points);
    expect(ordered).toHaveLength(points.length);
    expect(new Set(ordered)).toEqual(new Set(points));
    const again = new NearestGrid(ordered);
    expectSameAnswer(again, ordered, { lat: 52.37, lng: 4.9 }, 25, 50);
    expectSameAnswer(again, ordered, { lat: 12.2, lng: -68.3 }, 25, 5);
  });
});
