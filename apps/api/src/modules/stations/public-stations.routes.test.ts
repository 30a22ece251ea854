import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationPrices } from '../../db/schema/index.ts';
import { createTestApp, signInWithRole, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { brandId, insertOffer, insertStation, stationsSettled } from '../../test/stations.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const DAM = { lat: 52.3731, lng: 4.8926 };
const MAASTRICHT = { lat: 50.8514, lng: 5.691 };
const day = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const h = (hours: number) => hours * 60;
  ids.A = await insertStation(db, {
    title: 'Shell Amsterdam Dam',
    brand: 'shell',
    city: 'Amsterdam',
    street: 'Dam',
    houseNumber: '1',
    postcode: '1012JS',
    ...DAM,
    prices: { euro95: 2349, diesel: 1899, lpg: 999 },
    hours: [1, 2, 3, 4, 5, 6, 7].map((d) => [d, 0, h(24)]),
    unmanned: true,
  });
  ids.B = await insertStation(db, {
    title: 'BP Amsterdam IJburglaan',
    brand: 'bp',
    city: 'Amsterdam',
    street: 'IJburglaan',
    houseNumber: '11',
    postcode: '1095KG',
    lat: 52.3688826,
    lng: 4.9707321,
    prices: { euro95: 2199, diesel: 1849 },
    hours: [[1, h(7), h(22)]],
  });
  ids.C = await insertStation(db, {
    title: 'TotalEnergies Haarlem Amsterdamsevaart',
    brand: 'totalenergies',
    city: 'Haarlem',
    lat: 52.3829935,
    lng: 4.6820989,
    prices: { euro95: 2099, diesel: 1799, adblue: 1099 },
  });
  ids.D = await insertStation(db, {
    title: 'Tinq Utrecht Vleutensevaart',
    brand: 'tinq',
    city: 'Utrecht',
    lat: 52.0907,
    lng: 5.1214,
    prices: { euro95: 2049, diesel: 1749 },
  });
  ids.E = await insertStation(db, {
    title: 'Shell Delft Westlandseweg',
    brand: 'shell',
    city: 'Delft',
    postcode: '2624AD',
    lat: 52.0012553,
    lng: 4.3504033,
  });
  ids.G = await insertStation(db, {
    title: 'Esso Groningen',
    brand: 'esso',
    city: 'Groningen',
    lat: 53.2194,
    lng: 6.5665,
  });
  ids.H = await insertStation(db, {
    title: 'Argos Den Haag',
    brand: 'argos',
    city: "'s-Gravenhage",
    lat: 52.0799,
    lng: 4.3113,
  });
  ids.closed = await insertStation(db, {
    title: 'Gesloten Amsterdam',
    city: 'Amsterdam',
    ...DAM,
    active: false,
  });

  // Offers: B has its own and its brand's; A only expired, ended and future ones; C one brand offer.
  await insertOffer(db, { stationId: ids.B, title: 'Wasstraat', badge: 'Actie', priceCents: 1299 });
  await insertOffer(db, {
    stationId: ids.B,
    title: 'Koffie',
    priceCents: 199,
    imageUrl: '/api/offers/art/koffie.svg',
  });
  await insertOffer(db, { brandId: await brandId(db, 'bp'), title: 'BP-broodje', priceCents: 449 });
  await insertOffer(db, { brandId: await brandId(db, 'totalenergies'), title: 'Bandencheck', priceCents: 0 });
  await insertOffer(db, { stationId: ids.A, title: 'Verlopen', validUntil: new Date(Date.now() - day) });
  await insertOffer(db, { stationId: ids.A, title: 'Beëindigd', endedAt: new Date() });
  await insertOffer(db, { stationId: ids.A, title: 'Toekomst', validFrom: new Date(Date.now() + day) });

  // Tinq Utrecht's Euro95 was set by its partner three minutes ago; every other price is a demo price.
  const { user } = await signInWithRole(t, 'partner');
  await db
    .update(stationPrices)
    .set({ updatedBy: user.id, source: 'station', updatedAt: new Date(Date.now() - 3 * 60_000) })
    .where(and(eq(stationPrices.stationId, ids.D), eq(stationPrices.fuelType, 'euro95')));
  await stationsSettled(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const feed = async (query: string) => {
  const response = await get(`/api/partner/public/stations?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ stations: Record<string, unknown>[]; attribution: unknown }>();
};
const titles = (body: { stations: Record<string, unknown>[] }) => body.stations.map((s) => s.title);

describe('GET /api/partner/public/stations', () => {
  it('returns the spec fields of every active station, with the OpenStreetMap attribution', async () => {
    const body = await feed('');
    expect(body.attribution).toEqual({
      text: '© OpenStreetMap contributors',
      url: 'https://www.openstreetmap.org/copyright',
      licence: 'ODbL-1.0',
    });
    expect(titles(body)).not.toContain('Gesloten Amsterdam');
    expect(body.stations).toHaveLength(7);
    const bp = body.stations.find((s) => s.id === ids.B)!;
    expect(Object.keys(bp).sort()).toEqual(
      [
        'id',
        'title',
        'brand',
        'city',
        'street',
        'house_number',
        'postcode',
        'lat',
        'lng',
        'distance_km',
        'logo_url',
        'fuels',
        'prices',
        'offers',
      ].sort(),
    );
    expect(bp).toMatchObject({
      brand: 'BP',
      city: 'Amsterdam',
      street: 'IJburglaan',
      house_number: '11',
      postcode: '1095KG',
      distance_km: null,
      logo_url: '/api/brands/bp/logo.svg',
      fuels: ['euro95', 'diesel'],
    });
    expect(bp.prices).toEqual([
      {
        fuel_type: 'diesel',
        price_eur_l: 1.849,
        price_cents: 184.9,
        updated_at: expect.any(String),
        source: 'demo',
        price_source: 'demo',
        observed_at: expect.any(String),
      },
      {
        fuel_type: 'euro95',
        price_eur_l: 2.199,
        price_cents: 219.9,
        updated_at: expect.any(String),
        source: 'demo',
        price_source: 'demo',
        observed_at: expect.any(String),
      },
    ]);
    for (const price of bp.prices as { updated_at: string; observed_at: string }[])
      expect(price.observed_at).toBe(price.updated_at);
  });

  it('says where each price comes from: the station’s own, with its time, or a generated demo price', async () => {
    const body = await feed('q=tinq');
    const prices = body.stations[0]!.prices as {
      fuel_type: string;
      source: string;
      price_source: string;
      observed_at: string;
    }[];
    expect(prices.map((p) => [p.fuel_type, p.source, p.price_source])).toEqual([
      ['diesel', 'demo', 'demo'],
      ['euro95', 'station', 'station'],
    ]);
    const age = Date.now() - Date.parse(prices[1]!.observed_at);
    expect(age).toBeGreaterThanOrEqual(3 * 60_000);
    expect(age).toBeLessThan(4 * 60_000);
  });

  it('lists stations nearest first with great-circle distances when a position is given', async () => {
    const body = await feed(`lat=${DAM.lat}&lng=${DAM.lng}`);
    // Radius 25 km by default: Utrecht (35 km), Delft and Groningen fall outside.
    expect(body.stations.map((s) => [s.title, s.distance_km])).toEqual([
      ['Shell Amsterdam Dam', 0],
      ['BP Amsterdam IJburglaan', 5.325],
      ['TotalEnergies Haarlem Amsterdamsevaart', 14.331],
    ]);
  });

  it('clamps the radius to 1–200 km', async () => {
    expect(titles(await feed(`lat=${DAM.lat}&lng=${DAM.lng}&radius_km=0`))).toEqual(['Shell Amsterdam Dam']);
    expect(titles(await feed(`lat=${DAM.lat}&lng=${DAM.lng}&radius_km=40`))).toHaveLength(4);
    const far = await feed(`lat=${MAASTRICHT.lat}&lng=${MAASTRICHT.lng}&radius_km=100000`);
    // Groningen is 270.0 km from Maastricht: beyond the 200 km cap. Haarlem, at 184.0 km, is the furthest inside.
    expect(titles(far)).not.toContain('Esso Groningen');
    expect(far.stations.map((s) => s.distance_km)).toEqual([
      143.339, 158.066, 166.712, 175.911, 177.957, 183.995,
    ]);
  });

  it('honours the limit between 1 and 500 and rejects anything else, naming the field', async () => {
    expect((await feed(`lat=${DAM.lat}&lng=${DAM.lng}&radius_km=200&limit=2`)).stations).toHaveLength(2);
    expect((await feed('limit=500')).stations).toHaveLength(7);
    for (const limit of ['0', '501', 'veel', '2.5']) {
      const response = await get(`/api/partner/public/stations?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', issues: [{ path: 'limit' }] });
    }
  });

  it('names the field of a bad position or fuel', async () => {
    for (const [query, field] of [
      ['lat=noord&lng=4.9', 'lat'],
      ['lat=91&lng=4', 'lat'],
      ['fuel=kerosine', 'fuel'],
      ['radius_km=ver', 'radius_km'],
    ]) {
      const response = await get(`/api/partner/public/stations?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().issues[0].path, query).toBe(field);
      expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    }
    const half = await get('/api/partner/public/stations?lat=52.3');
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({
      error: 'missing_fields',
      issues: [{ path: 'lng', message: 'Geef lat en lng allebei op.' }],
    });
  });

  it('matches text on title, brand, city and postcode, case-insensitively', async () => {
    expect(titles(await feed('q=DELFT'))).toEqual(['Shell Delft Westlandseweg']);
    expect(titles(await feed('q=bp'))).toEqual(['BP Amsterdam IJburglaan']);
    expect(titles(await feed('q=1095%20kg'))).toEqual(['BP Amsterdam IJburglaan']);
    expect(titles(await feed('q=shell%20amsterdam'))).toEqual(['Shell Amsterdam Dam']);
    expect(titles(await feed('q=den%20haag'))).toEqual(['Argos Den Haag']);
    expect(titles(await feed('q=100%25'))).toEqual([]);
  });

  it('filters on a fuel, by its aliases too', async () => {
    expect(titles(await feed('fuel=lpg'))).toEqual(['Shell Amsterdam Dam']);
    expect(titles(await feed('fuel=AdBlue'))).toEqual(['TotalEnergies Haarlem Amsterdamsevaart']);
    expect((await feed('fuel=E10')).stations).toHaveLength(7);
  });

  it('carries active offers only: the station’s own, then its brand’s', async () => {
    const body = await feed(`lat=${DAM.lat}&lng=${DAM.lng}`);
    const offersOf = (id: string) =>
      (body.stations.find((s) => s.id === id)!.offers as { title: string }[]).map((o) => o.title);
    expect(offersOf(ids.B!)).toEqual(['Wasstraat', 'Koffie', 'BP-broodje']);
    expect(offersOf(ids.A!)).toEqual([]);
    expect(offersOf(ids.C!)).toEqual(['Bandencheck']);
    const koffie = (body.stations.find((s) => s.id === ids.B)!.offers as Record<string, unknown>[])[1];
    expect(koffie).toEqual({
      id: expect.any(String),
      title: 'Koffie',
      badge: null,
      image_url: '/api/offers/art/koffie.svg',
      subtitle: null,
      price_cents: 199,
      demo: false,
    });
  });
});

describe('GET /api/stations/search', () => {
  const search = async (query: string) => {
    const response = await get(`/api/stations/search?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Record<string, unknown>[] }>().items;
  };
  const near = `lat=${DAM.lat}&lng=${DAM.lng}&radius_km=40`;

  it('sorts by the lowest Euro95 price by default', async () => {
    const items = await search(near);
    expect(items.map((i) => [i.title, i.price])).toEqual([
      ['Tinq Utrecht Vleutensevaart', 2.049],
      ['TotalEnergies Haarlem Amsterdamsevaart', 2.099],
      ['BP Amsterdam IJburglaan', 2.199],
      ['Shell Amsterdam Dam', 2.349],
    ]);
    expect(Object.keys(items[0]!)).toEqual(
      expect.arrayContaining(['id', 'brand', 'city', 'price', 'distance_km', 'perks', 'offers', 'logo']),
    );
    expect(items[0]).toMatchObject({
      brand: 'Tinq',
      city: 'Utrecht',
      logo: '/api/brands/tinq/logo.svg',
      distance_km: 35.055,
    });
  });

  it('says where the price comes from and when it was set', async () => {
    const items = await search(near);
    expect(items.map((i) => [i.title, i.price_source])).toEqual([
      ['Tinq Utrecht Vleutensevaart', 'station'],
      ['TotalEnergies Haarlem Amsterdamsevaart', 'demo'],
      ['BP Amsterdam IJburglaan', 'demo'],
      ['Shell Amsterdam Dam', 'demo'],
    ]);
    expect(Date.now() - Date.parse(items[0]!.price_updated_at as string)).toBeGreaterThanOrEqual(3 * 60_000);
    expect(items[0]!.observed_at).toBe(items[0]!.price_updated_at);
  });

  it('sorts by the chosen fuel', async () => {
    const items = await search(`${near}&sort=cheapest&fuel=diesel`);
    expect(items.map((i) => i.price)).toEqual([1.749, 1.799, 1.849, 1.899]);
    expect(items.every((i) => i.fuel_type === 'diesel')).toBe(true);
  });

  it('sorts deals by the number and value of active offers', async () => {
    const items = await search(`${near}&sort=deals`);
    expect(items.map((i) => [i.title, (i.offers as unknown[]).length])).toEqual([
      ['BP Amsterdam IJburglaan', 3],
      ['TotalEnergies Haarlem Amsterdamsevaart', 1],
      ['Shell Amsterdam Dam', 0],
      ['Tinq Utrecht Vleutensevaart', 0],
    ]);
  });

  it('sorts closest first', async () => {
    const items = await search(`${near}&sort=closest`);
    expect(items.map((i) => i.distance_km)).toEqual([0, 5.325, 14.331, 35.055]);
  });

  it('names perks and rejects an unknown sort', async () => {
    const [dam] = await search(`${near}&sort=closest&limit=1`);
    expect(dam!.perks).toEqual(['24/7 open', 'Onbemand', 'LPG']);
    const response = await get('/api/stations/search?sort=duurste');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('sort');
  });
});

describe('GET /api/stations/{id}', () => {
  it('shows every price with its age, offers, opening hours and the attribution', async () => {
    const response = await get(`/api/stations/${ids.B}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: ids.B,
      title: 'BP Amsterdam IJburglaan',
      opening_hours: [{ day: 1, opens: '07:00', closes: '22:00' }],
      unmanned: false,
      motorway: false,
      attribution: { text: '© OpenStreetMap contributors' },
    });
    expect(body.prices[0]).toMatchObject({
      fuel_type: 'diesel',
      price_eur_l: 1.849,
      age_minutes: 0,
      source: 'demo',
      price_source: 'demo',
      observed_at: body.prices[0].updated_at,
    });
    expect(body.offers.map((o: { title: string }) => o.title)).toEqual(['Wasstraat', 'Koffie', 'BP-broodje']);
    expect(typeof body.open_now).toBe('boolean');
  });

  it('answers 404 for an unknown or deactivated station and 400 for a malformed id', async () => {
    const unknown = await get('/api/stations/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: 'not_found',
      message: 'Dit tankstation bestaat niet (meer).',
    });
    expect((await get(`/api/stations/${ids.closed}`)).statusCode).toBe(404);
    const bad = await get('/api/stations/123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('id');
  });
});

describe('a station page while the database is away', () => {
  it('answers from the station snapshot, and still says which stations do not exist', async () => {
    const database = await createTestDatabase();
    const own = await createTestApp({}, { database });
    try {
      const id = await insertStation(database.db, {
        title: 'Tinq Zwolle Katwolderweg',
        brand: 'tinq',
        city: 'Zwolle',
        lat: 52.5168,
        lng: 6.0646,
        prices: { euro95: 2059, diesel: 1769 },
        hours: [[2, 6 * 60, 23 * 60]],
      });
      await stationsSettled(own.app);
      const before = await own.app.inject({ method: 'GET', url: `/api/stations/${id}` });
      expect(before.statusCode).toBe(200);
      await database.close();
      expect((await own.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      const page = await own.app.inject({ method: 'GET', url: `/api/stations/${id}` });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({
        id,
        title: 'Tinq Zwolle Katwolderweg',
        opening_hours: [{ day: 2, opens: '06:00', closes: '23:00' }],
      });
      expect(
        page
          .json()
          .prices.map((p: { fuel_type: string }) => p.fuel_type)
          .sort(),
      ).toEqual(['diesel', 'euro95']);
      const unknown = await own.app.inject({
        method: 'GET',
        url: '/api/stations/00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(404);
    } finally {
      await own.close();
    }
  });
});

describe('GET /api/stations/{id}/prices/history', () => {
  it('gives the CBS national average beside it, with its real dates and source', async () => {
    const response = await get(`/api/stations/${ids.B}/prices/history?fuel=euro95&days=30`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ station_id: ids.B, fuel_type: 'euro95', days: 30, points: [] });
    expect(body.national_average).toMatchObject({ source: 'CBS', label: 'Bron: CBS', fuel_type: 'euro95' });
    expect(body.national_average.points).toHaveLength(30);
    expect(body.national_average.points.at(-1)).toEqual({ date: '2026-04-27', price_eur_l: 2.324 });
    expect(body.national_average.points[0]).toEqual({ date: '2026-03-29', price_eur_l: expect.any(Number) });
  });

  it('has no national average for fuels without a CBS daily series, and checks its parameters', async () => {
    const diesel = await get(`/api/stations/${ids.B}/prices/history?fuel=b7`);
    expect(diesel.json()).toMatchObject({ fuel_type: 'diesel', days: 90, national_average: null });
    const bad = await get(`/api/stations/${ids.B}/prices/history?days=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('days');
    expect((await get(`/api/stations/${ids.closed}/prices/history`)).statusCode).toBe(404);
  });
});

describe('brands, logos and artwork', () => {
  it('lists the brands with our own logo marks', async () => {
    const response = await get('/api/brands');
    const items = response.json().items as { slug: string; name: string; logo_url: string }[];
    expect(items.map((b) => b.name)).toEqual(
      expect.arrayContaining([
        'Shell',
        'Tango',
        'TotalEnergies',
        'BP',
        'Esso',
        'Tinq',
        'Q8',
        'Texaco',
        'Avia',
        'Argos',
        'OK',
        'Gulf',
      ]),
    );
    expect(items.find((b) => b.slug === 'tinq')).toEqual({
      slug: 'tinq',
      name: 'Tinq',
      logo_url: '/api/brands/tinq/logo.svg',
    });
  });

  it('serves logo marks and offer artwork as SVG', async () => {
    const logo = await get('/api/brands/totalenergies/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('>T</text>');
    expect((await get('/api/brands/esso/logo.svg')).body).toContain('>ESSO</text>');
    expect((await get('/api/brands/onafhankelijk/logo.svg')).statusCode).toBe(200);
    expect((await get('/api/brands/onbekend/logo.svg')).statusCode).toBe(404);
    const art = await get('/api/offers/art/koffie.svg');
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/api/offers/art/bestaatniet.svg')).statusCode).toBe(404);
  });

  it('serves the CBS national average with its real dates', async () => {
    const response = await get('/api/prices/national-average?days=3');
    expect(response.json()).toEqual({
      fuel_type: 'euro95',
      source: 'CBS',
      label: 'Bron: CBS',
      source_url: expect.stringContaining('80416ned'),
      points: [
        { date: '2026-04-25', price_eur_l: 2.318 },
        { date: '2026-04-26', price_eur_l: 2.319 },
        { date: '2026-04-27', price_eur_l: 2.324 },
      ],
      through: '2026-04-27',
    });
  });
});
