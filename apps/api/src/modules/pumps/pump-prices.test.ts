import { isoDateIn } from '@fuellinq/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll } from '../../test/poll.ts';
import { fuellingRefuel, idempotencyKey, type PumpStation, pumpTestApp } from '../../test/refuels.ts';
import { insertStation, stationsSettled } from '../../test/stations.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { openSecondHandle } from '../../test/test-database.ts';

// Issue 28 §1: the price a pump charged at a completed refuel becomes the station's price (source
// tankbeurt), unless a newer one is known; every instance's feed, search and station page show it.

let t: TestApp;
let second: TestApp;
let station: PumpStation;
let key: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, station, key, close } = await pumpTestApp());
  second = await createTestApp({}, { database: await openSecondHandle(t.database) });
  await stationsSettled(second.app);
});
afterAll(async () => {
  await second?.close();
  await close();
});

/** A driver's refuel at the partner's station, started and confirmed: the pump is running. */
const fuelling = async () => (await fuellingRefuel(t, station.stationId)).id;

const complete = (id: string, pricePerL: number, liters = 20) =>
  t.app.inject({
    method: 'POST',
    url: `/api/partner/pumps/transactions/${id}/complete`,
    payload: { liters, amount_cents: Math.round(liters * pricePerL * 100), price_per_l: pricePerL },
    headers: { 'x-api-key': key, 'idempotency-key': idempotencyKey() },
  });

interface Price {
  fuel_type: string;
  price_eur_l: number;
  source: string;
  price_source: string;
  observed_at: string;
  updated_at: string;
}

async function detailEuro95(app: TestApp['app']) {
  const response = await app.inject({ method: 'GET', url: `/api/stations/${station.stationId}` });
  return response.json<{ prices: Price[] }>().prices.find((p) => p.fuel_type === 'euro95');
}

describe('a completed refuel’s price', () => {
  it('becomes the station’s price with source tankbeurt, on every instance within 2 seconds', async () => {
    expect((await detailEuro95(t.app))?.price_source).toBe('demo');
    const id = await fuelling();
    const done = await complete(id, 2.199);
    expect(done.statusCode).toBe(200);
    const completedAt = done.json<{ completed_at: string }>().completed_at;

    for (const app of [t.app, second.app]) {
      const price = await poll(
        () => detailEuro95(app),
        (p) => p?.price_source === 'tankbeurt',
        2_000,
      );
      expect(price).toMatchObject({
        price_eur_l: 2.199,
        source: 'tankbeurt',
        price_source: 'tankbeurt',
        observed_at: completedAt,
        updated_at: completedAt,
      });
    }

    // The feed and the search (of the other instance) say the same.
    const feed = await second.app.inject({ method: 'GET', url: '/api/partner/public/stations?q=teststraat' });
    const fed = feed.json<{ stations: { id: string; prices: Price[] }[] }>().stations;
    expect(
      fed.find((s) => s.id === station.stationId)?.prices.find((p) => p.fuel_type === 'euro95'),
    ).toMatchObject({ price_source: 'tankbeurt', observed_at: completedAt });
    const search = await second.app.inject({
      method: 'GET',
      url: '/api/stations/search?q=teststraat&fuel=euro95',
    });
    expect(search.json<{ items: Record<string, unknown>[] }>().items[0]).toMatchObject({
      id: station.stationId,
      price: 2.199,
      price_source: 'tankbeurt',
      observed_at: completedAt,
      price_updated_at: completedAt,
    });
  });

  it('gives way to a partner price set after the refuel started', async () => {
    const id = await fuelling();
    const saved = await injectAs(t.app, station.partner.token, {
      method: 'PUT',
      url: '/api/partner/prices',
      payload: { prices: [{ station_id: station.stationId, fuel_type: 'euro95', price_eur_l: 2.149 }] },
    });
    expect(saved.statusCode).toBe(200);
    await stationsSettled(t.app);
    // The pump charges the price posted at the start, which the completion accepts.
    const done = await complete(id, 2.199);
    expect(done.statusCode).toBe(200);
    await stationsSettled(t.app);
    expect(await detailEuro95(t.app)).toMatchObject({ price_eur_l: 2.149, price_source: 'station' });
  });

  it('replaces the partner’s price when the pump charged it after the partner set it', async () => {
    const id = await fuelling();
    const done = await complete(id, 2.149);
    expect(done.statusCode).toBe(200);
    const price = await poll(
      () => detailEuro95(t.app),
      (p) => p?.price_source === 'tankbeurt',
      2_000,
    );
    expect(price).toMatchObject({ price_eur_l: 2.149, observed_at: done.json().completed_at });
    // The day's history point says where its price came from.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/stations/${station.stationId}/prices/history?fuel=euro95&days=1`,
    });
    expect(history.json<{ points: unknown[] }>().points).toEqual([
      {
        date: isoDateIn(new Date(done.json().completed_at)),
        price_eur_l: 2.149,
        price_cents: 214.9,
        source: 'tankbeurt',
      },
    ]);
  });
});

describe('Goedkoopst', () => {
  it('puts a fresh refuel price before cheaper demo and outdated prices', async () => {
    const place = { lat: 52.0902, lng: 5.1205 };
    await insertStation(t.database.db, {
      title: 'Goedkoop Demo',
      ...place,
      prices: { euro95: 1899 },
    });
    await insertStation(t.database.db, {
      title: 'Goedkoop Oud',
      ...place,
      prices: { euro95: 1949 },
      pricesSource: 'station',
      pricesUpdatedAt: new Date(Date.now() - 49 * 3_600_000),
    });
    await stationsSettled(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/stations/search?lat=${place.lat}&lng=${place.lng}&radius_km=2&fuel=euro95&sort=cheapest`,
    });
    const items = response.json<{ items: { title: string; price: number; price_source: string }[] }>().items;
    expect(items.map((i) => [i.title, i.price, i.price_source])).toEqual([
      ['Tinq Teststraat', 2.149, 'tankbeurt'],
      ['Goedkoop Demo', 1.899, 'demo'],
      ['Goedkoop Oud', 1.949, 'station'],
    ]);
  });
});
