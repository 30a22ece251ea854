import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../database.ts';
import {
  brands,
  nationalAveragePrices,
  offers,
  stationOpeningHours,
  stationPriceHistory,
  stationPrices,
  stations,
  users,
} from '../../schema/index.ts';
import { seedDemoUsers } from '../demo-users.ts';
import { HISTORY_DAYS, seedStations } from './seed-stations.ts';

let handle: DatabaseHandle;
const now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoUsers(handle.db);
  const result = await seedStations(handle, { now });
  expect(result).toEqual({ seeded: true, stations: 3865 });
}, 180_000);
afterAll(async () => {
  await handle.close();
});

const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;

describe('the station seed', () => {
  it('holds every OpenStreetMap station of European NL, each with a title and a city', async () => {
    const { db } = handle;
    expect(await count(db.select({ n: sql<number>`count(*)::int` }).from(stations))).toBe(3865);
    const [delft] = await db
      .select({
        title: stations.title,
        street: stations.street,
        number: stations.houseNumber,
        postcode: stations.postcode,
      })
      .from(stations)
      .where(and(eq(stations.street, 'Westlandseweg'), eq(stations.city, 'Delft')));
    expect(delft).toEqual({
      title: 'Shell Delft Westlandseweg',
      street: 'Westlandseweg',
      number: '52',
      postcode: '2624AD',
    });
    expect(
      await count(
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(stations)
          .where(
            sql`${stations.city} is null or ${stations.lat} not between 50.7 and 53.7 or ${stations.lng} not between 3.2 and 7.3`,
          ),
      ),
    ).toBe(0);
  });

  it('gives the Tinq stations to partner@fuellinq.nl and the Tango stations to partner2@fuellinq.nl', async () => {
    const { db } = handle;
    const owners = await db
      .select({ brand: brands.slug, owner: users.email, n: sql<number>`count(*)::int` })
      .from(stations)
      .innerJoin(brands, eq(brands.id, stations.brandId))
      .leftJoin(users, eq(users.id, stations.partnerId))
      .where(sql`${brands.slug} in ('tinq', 'tango') or ${stations.partnerId} is not null`)
      .groupBy(brands.slug, users.email)
      .orderBy(asc(brands.slug));
    expect(owners).toEqual([
      { brand: 'tango', owner: 'partner2@fuellinq.nl', n: 199 },
      { brand: 'tinq', owner: 'partner@fuellinq.nl', n: 375 },
    ]);
  });

  it('prices every station around the CBS average of the seed date', async () => {
    const { db } = handle;
    const [euro95] = await db
      .select({ avg: sql<number>`avg(${stationPrices.priceTenths})::float8`, n: sql<number>`count(*)::int` })
      .from(stationPrices)
      .where(eq(stationPrices.fuelType, 'euro95'));
    // The series ends on 2026-04-27 at € 2,324: the seed date's figure is the latest one.
    expect(Math.abs(euro95!.avg - 2324)).toBeLessThan(5);
    const withoutPrice = db
      .select({ n: sql<number>`count(*)::int` })
      .from(stations)
      .where(notExists(db.select().from(stationPrices).where(eq(stationPrices.stationId, stations.id))));
    expect(await count(withoutPrice)).toBe(0);
  });

  it('writes 90 days of history that follow the CBS day-to-day movement, ending on the seed date', async () => {
    const { db } = handle;
    const [sample] = await db
      .select({ id: stationPrices.stationId, price: stationPrices.priceTenths })
      .from(stationPrices)
      .where(eq(stationPrices.fuelType, 'euro95'))
      .limit(1);
    const history = await db
      .select({ day: stationPriceHistory.day, price: stationPriceHistory.priceTenths })
      .from(stationPriceHistory)
      .where(and(eq(stationPriceHistory.stationId, sample!.id), eq(stationPriceHistory.fuelType, 'euro95')))
      .orderBy(asc(stationPriceHistory.day));
    expect(history).toHaveLength(HISTORY_DAYS);
    expect(history.at(-1)).toEqual({ day: '2026-11-21', price: sample!.price });
    expect(history[0]!.day).toBe('2026-08-24');
    const cbs = await db
      .select({ price: nationalAveragePrices.priceTenths })
      .from(nationalAveragePrices)
      .orderBy(asc(nationalAveragePrices.day));
    const lastCbs = cbs.slice(-HISTORY_DAYS).map((row) => row.price);
    const moves = (list: number[]) => list.slice(1).map((value, i) => value - list[i]!);
    expect(moves(history.map((row) => row.price))).toEqual(moves(lastCbs));
  });

  it('seeds active offers with our own artwork', async () => {
    const { db } = handle;
    const rows = await db.select({ image: offers.imageUrl }).from(offers);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((row) => /^\/api\/offers\/art\/[a-z]+\.svg$/.test(row.image ?? ''))).toBe(true);
  });

  // Issue 29 §2: nothing the seed makes up may pass for a station's own (OpenStreetMap has no hours).
  it('marks every offer and every opening hour it makes up as demo', async () => {
    const { db } = handle;
    const offerRows = await db.select({ demo: offers.isDemo }).from(offers);
    const hourRows = await db.select({ demo: stationOpeningHours.isDemo }).from(stationOpeningHours);
    expect(hourRows.length).toBeGreaterThan(3865);
    expect(offerRows.filter((row) => !row.demo)).toEqual([]);
    expect(hourRows.filter((row) => !row.demo)).toEqual([]);
  });

  it('shows them as demo: Esso Amsterdam Sarphatistraat says nothing of "Nu open"', async () => {
    const t = await createTestApp({}, { database: { ...handle, close: async () => {} } });
    try {
      const [esso] = await handle.db
        .select({ id: stations.id })
        .from(stations)
        .where(and(eq(stations.city, 'Amsterdam'), eq(stations.street, 'Sarphatistraat')));
      expect(esso).toBeDefined();
      const page = (await t.app.inject({ method: 'GET', url: `/api/stations/${esso!.id}` })).json();
      expect(page).toMatchObject({ opening_hours_demo: true, open_now: null });
      expect(page.offers.length).toBeGreaterThan(0);
      expect(page.offers.every((offer: { demo: boolean }) => offer.demo)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('runs once: a second start only looks and changes nothing', async () => {
    const { db } = handle;
    const total = () => count(db.select({ n: sql<number>`count(*)::int` }).from(stationPriceHistory));
    const before = await total();
    expect(await seedStations(handle, { now: new Date('2026-12-01T10:00:00Z') })).toEqual({
      seeded: false,
      stations: 0,
    });
    expect(await total()).toBe(before);
  });
});
