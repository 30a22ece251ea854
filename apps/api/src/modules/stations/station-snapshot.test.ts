import { randomUUID } from 'node:crypto';
import type { FuelType, PublicStation } from '@fuellinq/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationPrices, stations } from '../../db/schema/index.ts';
import { poll } from '../../test/poll.ts';
import { createTestApp, injectAs, signInWithRole, type TestApp } from '../../test/test-app.ts';
import { openSecondHandle, testEngine } from '../../test/test-database.ts';
import { brandId, insertOffer, stationsSettled } from '../../test/stations.ts';
import { offersByStation, toPublicStation } from './station-dto.ts';
import { stationSearchText } from './station-search-text.ts';
import { createStationsRepository } from './stations.repository.ts';

// The feed and the search answer from an in-memory snapshot (station-snapshot.ts). These tests ask the same
// questions of the snapshot (through the API) and of the database (the query the feed used before), for
// random positions, radii, limits, fuels and texts, and check that a change made through one instance of
// the app reaches another instance on the same database.

let t: TestApp;
let second: TestApp;
let partner: { token: string; user: { id: string } };
const ids: string[] = [];
const AMSTERDAM = { lat: 52.3676, lng: 4.9041 };
const day = 24 * 3600_000;

/** A repeatable sequence of numbers in [0, 1). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const random = sequence(13);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp({}, { database: await openSecondHandle(t.database) });
  partner = await signInWithRole(t, 'partner');
  const { db } = t.database;
  const brandIds = {
    shell: await brandId(db, 'shell'),
    bp: await brandId(db, 'bp'),
    tinq: await brandId(db, 'tinq'),
  };
  const brandNames = { shell: 'Shell', bp: 'BP', tinq: 'Tinq' };
  const cities = ['Amsterdam', 'Amstelveen', 'Zaandam', 'Diemen'];
  // 300 stations within about 20 km of Amsterdam, a third crowded into the centre; some inactive.
  const rows = Array.from({ length: 300 }, (_, i) => {
    const spread = i % 3 === 0 ? 0.03 : 0.35;
    const brand = pick([...(Object.keys(brandIds) as (keyof typeof brandIds)[]), null]);
    const city = pick(cities);
    const title = `${brand ? brandNames[brand] : 'Pomp'} ${city} ${String(i).padStart(3, '0')}`;
    const fuels = (['euro95', 'diesel', 'lpg', 'adblue'] as FuelType[]).filter(
      (fuel, n) => n === 0 || random() < 0.5,
    );
    return {
      id: randomUUID(),
      title,
      brandId: brand ? brandIds[brand] : null,
      partnerId: i % 10 === 0 ? partner.user.id : null,
      city,
      lat: AMSTERDAM.lat + (random() - 0.5) * spread,
      lng: AMSTERDAM.lng + (random() - 0.5) * spread * 1.6,
      fuels,
      active: i % 17 !== 5,
      source: 'osm' as const,
      searchText: stationSearchText({ title, brand: brand ? brandNames[brand] : null, city, postcode: null }),
    };
  });
  await db.insert(stations).values(rows);
  await db.insert(stationPrices).values(
    rows.flatMap((row) =>
      row.fuels.map((fuelType) => ({
        stationId: row.id,
        fuelType,
        priceTenths: 1500 + Math.floor(random() * 900),
      })),
    ),
  );
  ids.push(...rows.filter((row) => row.active).map((row) => row.id));
  // Offers of each scope, and ones that do not run now (expired, ended, not yet started).
  await insertOffer(db, { stationId: ids[3]!, title: 'Wasstraat', priceCents: 1299 });
  await insertOffer(db, { partnerId: partner.user.id, title: 'Partnerkorting', priceCents: 500 });
  await insertOffer(db, { brandId: brandIds.shell, title: 'Shell-koffie', priceCents: 199 });
  await insertOffer(db, { brandId: brandIds.bp, title: 'Verlopen', validUntil: new Date(Date.now() - day) });
  await insertOffer(db, { brandId: brandIds.bp, title: 'Beëindigd', endedAt: new Date() });
  await insertOffer(db, { brandId: brandIds.tinq, title: 'Toekomst', validFrom: new Date(Date.now() + day) });
  await stationsSettled(t.app);
  await stationsSettled(second.app);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** The database's answer to the feed's question: the query and mapping the feed used before the snapshot. */
async function databaseFeed(query: {
  q?: string;
  fuel?: FuelType;
  position?: { lat: number; lng: number; radiusKm: number };
  limit: number;
}): Promise<PublicStation[]> {
  const repository = createStationsRepository(t.database.db);
  const rows = await repository.feed(query);
  const offers = offersByStation(rows, await repository.activeOffersFor(rows, new Date()));
  return rows.map((row) => toPublicStation(row, offers.get(row.id) ?? []));
}

async function apiFeed(app: TestApp['app'], query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)] as [string, string]],
    ),
  );
  const response = await app.inject({
    method: 'GET',
    url: `/api/partner/public/stations?${params.toString()}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ stations: PublicStation[] }>().stations;
}

describe('the snapshot answers as the database does', () => {
  it('gives the nearest stations with exact distances for random positions, radii, limits, fuels and texts', async () => {
    let compared = 0;
    let nonEmpty = 0;
    for (let n = 0; n < 60; n += 1) {
      // Continuous positions within about 25 km of Amsterdam, and now and then one far from every station.
      const far = n % 15 === 14;
      const lat = far ? 50.85 + random() * 0.1 : AMSTERDAM.lat + (random() - 0.5) * 0.45;
      const lng = far ? 5.69 + random() * 0.1 : AMSTERDAM.lng + (random() - 0.5) * 0.7;
      const radiusKm = pick([1, 2, 5, 25, 150]); // the API takes 1–200 km
      const limit = pick([1, 3, 10, 50]);
      const fuel = pick([undefined, undefined, 'lpg', 'adblue'] as const);
      const q = pick([undefined, undefined, undefined, undefined, undefined, 'shell', 'amstel', 'bp diemen']);
      const expected = await databaseFeed({
        ...(q ? { q } : {}),
        ...(fuel ? { fuel } : {}),
        position: { lat, lng, radiusKm },
        limit,
      });
      const actual = await apiFeed(t.app, { lat, lng, radius_km: radiusKm, limit, fuel, q });
      expect(actual).toEqual(expected);
      compared += 1;
      if (expected.length > 0) nonEmpty += 1;
    }
    expect(compared).toBe(60);
    // The comparison means something only when most answers hold stations.
    expect(nonEmpty).toBeGreaterThanOrEqual(30);
  });

  it('lists by title without a position, filtered by text and fuel, as the database orders them', async () => {
    for (const query of [
      { limit: 50 },
      { limit: 20, q: 'shell' },
      { limit: 100, fuel: 'lpg' as const },
      { limit: 10, q: 'tinq zaandam', fuel: 'adblue' as const },
    ]) {
      const expected = await databaseFeed(query);
      expect(expected.length).toBeGreaterThan(0);
      expect(await apiFeed(t.app, query)).toEqual(expected);
    }
  });

  it('searches the nearest 500 that match, then sorts them: closest equals the database’s nearest', async () => {
    for (let n = 0; n < 10; n += 1) {
      const lat = AMSTERDAM.lat + (random() - 0.5) * 0.3;
      const lng = AMSTERDAM.lng + (random() - 0.5) * 0.5;
      const fuel = pick(['euro95', 'lpg'] as const);
      const expected = await databaseFeed({ fuel, position: { lat, lng, radiusKm: 10 }, limit: 30 });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/stations/search?lat=${lat}&lng=${lng}&radius_km=10&sort=closest&fuel=${fuel}&limit=30`,
      });
      expect(response.statusCode).toBe(200);
      const items = response.json<{ items: { id: string; distance_km: number; price: number | null }[] }>()
        .items;
      expect(items.map((item) => [item.id, item.distance_km])).toEqual(
        expected.map((station) => [station.id, station.distance_km]),
      );
      expect(items.map((item) => item.price)).toEqual(
        expected.map((station) => station.prices.find((p) => p.fuel_type === fuel)?.price_eur_l ?? null),
      );
    }
  });
});

/** Reads until `done` holds or the deadline passes; returns the last value read. */

describe('two instances on one database', () => {
  const ownStation = () => ids[0]!; // station 0 belongs to the partner
  const priceAt = async (app: TestApp['app'], id: string) => {
    const list = await apiFeed(app, { lat: AMSTERDAM.lat, lng: AMSTERDAM.lng, radius_km: 100, limit: 500 });
    return list.find((s) => s.id === id)?.prices.find((p) => p.fuel_type === 'euro95')?.price_eur_l;
  };

  it('shows a price a partner saves through one instance in the other within 2 seconds', async () => {
    // Both instances have answered (and cached what they cache) before the change.
    const before = await priceAt(second.app, ownStation());
    expect(before).toBeDefined();
    const price = before === 1.987 ? 1.986 : 1.987;
    const saved = await injectAs(t.app, partner.token, {
      method: 'PUT',
      url: `/api/partner/stations/${ownStation()}/prices`,
      payload: { prices: [{ fuel_type: 'euro95', price_eur_l: price }] },
    });
    expect(saved.statusCode).toBe(200);
    // The instance that saved it shows it at once; the other within 2 seconds.
    expect(await priceAt(t.app, ownStation())).toBe(price);
    expect(
      await poll(
        () => priceAt(second.app, ownStation()),
        (value) => value === price,
        2_000,
      ),
    ).toBe(price);
  });

  it('shows a new offer and a deactivated station in the other instance within 2 seconds', async () => {
    const created = await injectAs(t.app, partner.token, {
      method: 'POST',
      url: '/api/partner/offers',
      payload: { title: 'Gratis bandencheck', price_cents: null },
    });
    expect(created.statusCode).toBe(201);
    const offersOf = async () =>
      (await apiFeed(second.app, { lat: AMSTERDAM.lat, lng: AMSTERDAM.lng, radius_km: 100, limit: 500 }))
        .find((s) => s.id === ownStation())
        ?.offers.map((o) => o.title) ?? [];
    expect(await poll(offersOf, (titles) => titles.includes('Gratis bandencheck'), 2_000)).toContain(
      'Gratis bandencheck',
    );

    const deactivated = await injectAs(t.app, partner.token, {
      method: 'DELETE',
      url: `/api/partner/stations/${ownStation()}`,
    });
    expect(deactivated.statusCode).toBe(200);
    const listed = async () =>
      (
        await apiFeed(second.app, { lat: AMSTERDAM.lat, lng: AMSTERDAM.lng, radius_km: 100, limit: 500 })
      ).some((s) => s.id === ownStation());
    expect(await poll(listed, (present) => !present, 2_000)).toBe(false);
  });

  it.runIf(testEngine() === 'postgres')(
    'reloads everything after its listening connection was lost, as notifications meanwhile are lost',
    async () => {
      const id = ids[1]!;
      const before = await priceAt(second.app, id);
      // Both instances lose their listening connection (as in a database restart); the price changes at once.
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
      );
      const price = before === 2.111 ? 2.112 : 2.111;
      await t.database.db
        .update(stationPrices)
        .set({ priceTenths: Math.round(price * 1000) })
        .where(and(eq(stationPrices.stationId, id), eq(stationPrices.fuelType, 'euro95')));
      expect(
        await poll(
          () => priceAt(second.app, id),
          (value) => value === price,
          5_000,
        ),
      ).toBe(price);
      expect(
        await poll(
          () => priceAt(t.app, id),
          (value) => value === price,
          5_000,
        ),
      ).toBe(price);
    },
  );
});
