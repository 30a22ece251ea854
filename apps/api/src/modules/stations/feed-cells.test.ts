import { haversineKm } from '@fuellinq/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertStation } from '../../test/stations.ts';

// The feed is cached per grid cell, not per position (stations.service.ts): every position inside a cell is
// answered from the cell's candidates. These tests check those answers against the exact nearest stations,
// for many positions, radii and limits, including positions on cell edges and cells in a crowded area.

let t: TestApp;
const placed: { id: string; lat: number; lng: number }[] = [];

/** A repeatable sequence of numbers in [0, 1). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

beforeAll(async () => {
  t = await createTestApp({ STATION_CACHE_SECONDS: '5' });
  const random = sequence(7);
  // 150 stations within ~15 km of Amsterdam, half of them crowded into the centre.
  for (let i = 0; i < 150; i++) {
    const spread = i % 2 === 0 ? 0.04 : 0.25;
    const lat = 52.37 + (random() - 0.5) * spread;
    const lng = 4.9 + (random() - 0.5) * spread * 1.6;
    placed.push({
      id: await insertStation(t.database.db, { title: `Station ${i}`, brand: 'shell', lat, lng }),
      lat,
      lng,
    });
  }
});
afterAll(async () => {
  await t.close();
});

function expected(position: { lat: number; lng: number }, radiusKm: number, limit: number) {
  return placed
    .map((station) => ({ id: station.id, km: haversineKm(position, station) }))
    .filter(({ km }) => km <= radiusKm)
    .sort((a, b) => a.km - b.km)
    .slice(0, limit);
}

async function feed(position: { lat: number; lng: number }, radiusKm: number, limit: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/partner/public/stations',
    query: {
      lat: String(position.lat),
      lng: String(position.lng),
      radius_km: String(radiusKm),
      limit: String(limit),
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ stations: { id: string; distance_km: number }[] }>().stations;
}

describe('the feed cached per grid cell', () => {
  it('answers every position with its own exact nearest stations and distances', async () => {
    const random = sequence(11);
    const cases: [number, number][] = [
      [1, 5],
      [3, 20],
      [25, 50],
      [25, 3],
      [8, 100],
    ];
    for (let i = 0; i < 40; i++) {
      const position = { lat: 52.37 + (random() - 0.5) * 0.3, lng: 4.9 + (random() - 0.5) * 0.45 };
      const [radiusKm, limit] = cases[i % cases.length]!;
      const answer = await feed(position, radiusKm, limit);
      const truth = expected(position, radiusKm, limit);
      expect(
        answer.map((s) => s.id),
        `${JSON.stringify(position)} r=${radiusKm} n=${limit}`,
      ).toEqual(truth.map((s) => s.id));
      answer.forEach((station, index) => {
        expect(station.distance_km).toBeCloseTo(truth[index]!.km, 1);
      });
    }
  });

  it('gives two positions in one cell different answers where their nearest differ', async () => {
    // Both positions fall into the cell [52.370, 52.380) × [4.890, 4.900).
    const west = { lat: 52.3751, lng: 4.8901 };
    const east = { lat: 52.3751, lng: 4.8999 };
    const [a, b] = [await feed(west, 25, 5), await feed(east, 25, 5)];
    expect(a.map((s) => s.id)).toEqual(expected(west, 25, 5).map((s) => s.id));
    expect(b.map((s) => s.id)).toEqual(expected(east, 25, 5).map((s) => s.id));
    expect(a[0]!.distance_km).not.toBe(b[0]!.distance_km);
  });

  it('answers positions exactly on cell edges', async () => {
    for (const position of [
      { lat: 52.37, lng: 4.9 },
      { lat: 52.39, lng: 4.88 },
      { lat: 52.36, lng: 4.93 },
    ]) {
      expect((await feed(position, 5, 10)).map((s) => s.id)).toEqual(
        expected(position, 5, 10).map((s) => s.id),
      );
    }
  });
});
