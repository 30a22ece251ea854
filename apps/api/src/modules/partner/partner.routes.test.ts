import { isoDateIn } from '@fuellinq/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, stationPriceHistory } from '../../db/schema/index.ts';
import { createTestApp, injectAs, signInWithRole, type TestApp } from '../../test/test-app.ts';
import { insertStation, stationsSettled } from '../../test/stations.ts';

let t: TestApp;
let partnerA: { token: string; user: { id: string } };
let partnerB: { token: string; user: { id: string } };
let user: { token: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  partnerA = await signInWithRole(t, 'partner', 'business');
  partnerB = await signInWithRole(t, 'partner', 'business');
  user = await signInWithRole(t, 'user');
  const { db } = t.database;
  ids.a1 = await insertStation(db, {
    title: 'Tinq Amsterdam Zuid',
    brand: 'tinq',
    city: 'Amsterdam',
    postcode: '1076CM',
    lat: 52.3426882,
    lng: 4.856977,
    partnerId: partnerA.user.id,
    prices: { euro95: 2199, diesel: 1799 },
    pricesUpdatedAt: new Date(Date.now() - 5 * 3600_000),
  });
  ids.a2 = await insertStation(db, {
    title: 'Tinq Haarlem',
    brand: 'tinq',
    city: 'Haarlem',
    lat: 52.38,
    lng: 4.64,
    partnerId: partnerA.user.id,
    prices: { euro95: 2149, diesel: 1779, lpg: 999 },
  });
  // Brands are an admin's to grant: each partner keeps its own.
  const admin = await signInWithRole(t, 'admin');
  for (const [partner, brand] of [
    [partnerA, 'tinq'],
    [partnerB, 'tango'],
  ] as const) {
    const granted = await injectAs(t.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/partners/${partner.user.id}/brands`,
      payload: { brands: [brand] },
    });
    expect(granted.statusCode).toBe(200);
  }
  ids.b1 = await insertStation(db, {
    title: 'Tango Zwolle',
    brand: 'tango',
    city: 'Zwolle',
    lat: 52.5,
    lng: 6.09,
    partnerId: partnerB.user.id,
  });
  await stationsSettled(t.app);
});
afterAll(async () => {
  await t?.close();
});

const as = (
  who: { token: string },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => injectAs(t.app, who.token, { method, url, ...(payload ? { payload } : {}) });

const newStation = {
  street: 'Hoofdweg',
  house_number: '12a',
  postcode: '1058 ab',
  city: 'Amsterdam',
  lat: 52.3612,
  lng: 4.8521,
  fuels: ['euro95', 'B7', 'adblue'],
  opening_hours: [
    { day: 1, opens: '06:00', closes: '22:00' },
    { day: 6, opens: '08:00', closes: '20:00' },
  ],
};

describe('who may use the partner API', () => {
  it('answers 401 without a session and 403 to an ordinary user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/partner/stations' })).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/partner/stations'],
      ['PUT', '/api/partner/prices'],
      ['GET', '/api/partner/offers'],
      ['GET', '/api/partner/settings'],
    ] as const) {
      const response = await as(user, method, url, method === 'PUT' ? { prices: [] } : undefined);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({
        error: 'forbidden',
        message: 'Je hebt geen toegang tot deze pagina.',
      });
    }
  });
});

describe('partner isolation', () => {
  it('lists only the caller’s own stations', async () => {
    const a = (await as(partnerA, 'GET', '/api/partner/stations')).json();
    expect(a.items.map((s: { title: string }) => s.title)).toEqual(['Tinq Amsterdam Zuid', 'Tinq Haarlem']);
    expect(a.total).toBe(2);
    expect(a.attribution).toMatchObject({ text: '© OpenStreetMap contributors', licence: 'ODbL-1.0' });
    const b = (await as(partnerB, 'GET', '/api/partner/stations')).json();
    expect(b.items.map((s: { id: string }) => s.id)).toEqual([ids.b1]);
  });

  it('gives 404 for another partner’s station: read-for-edit, change, deactivate, prices', async () => {
    const theirs = `/api/partner/stations/${ids.b1}`;
    const attempts = [
      await as(partnerA, 'GET', theirs),
      await as(partnerA, 'PATCH', theirs, { city: 'Kampen' }),
      await as(partnerA, 'DELETE', theirs),
      await as(partnerA, 'PUT', `${theirs}/prices`, { prices: [{ fuel_type: 'euro95', price_eur_l: 1.5 }] }),
      await as(partnerA, 'PUT', '/api/partner/prices', {
        prices: [
          { station_id: ids.a1, fuel_type: 'euro95', price_eur_l: 1.5 },
          { station_id: ids.b1, fuel_type: 'euro95', price_eur_l: 1.5 },
        ],
      }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
    // Nothing changed: not B's station, and not A's own price from the rejected bulk request.
    const b = (await as(partnerB, 'GET', theirs)).json();
    expect(b).toMatchObject({ city: 'Zwolle', active: true });
    expect(b.prices.find((p: { fuel_type: string }) => p.fuel_type === 'euro95').price_eur_l).toBe(2.199);
    const a = (await as(partnerA, 'GET', `/api/partner/stations/${ids.a1}`)).json();
    expect(a.prices.find((p: { fuel_type: string }) => p.fuel_type === 'euro95').price_eur_l).toBe(2.199);
  });
});

describe('partner stations', () => {
  it('creates a station with a title, brand and hours, and the public feed shows it', async () => {
    await as(partnerA, 'PUT', '/api/partner/settings', {
      company_name: 'Bakker Tankstations B.V.',
      brand_slug: 'tinq',
    });
    const response = await as(partnerA, 'POST', '/api/partner/stations', newStation);
    expect(response.statusCode).toBe(201);
    const station = response.json();
    expect(station).toMatchObject({
      title: 'Tinq Amsterdam Hoofdweg',
      brand: 'Tinq',
      postcode: '1058AB',
      house_number: '12a',
      fuels: ['euro95', 'diesel', 'adblue'],
      opening_hours: newStation.opening_hours,
      active: true,
      prices: [],
    });
    ids.created = station.id;
    const feed = (
      await t.app.inject({ method: 'GET', url: '/api/partner/public/stations?q=hoofdweg' })
    ).json();
    expect(feed.stations.map((s: { id: string }) => s.id)).toEqual([station.id]);
  });

  it('rejects bad input with Dutch messages naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ ...newStation, postcode: '12345' }, 'postcode', 'Vul een postcode in als 1234 AB.'],
      [{ ...newStation, lat: 48.85, lng: 2.35 }, 'lat', 'Kies een locatie in Nederland.'],
      [{ ...newStation, fuels: [] }, 'fuels', 'Kies minstens één brandstof.'],
      [{ ...newStation, brand_slug: 'acme' }, 'brand_slug', 'Onbekend merk.'],
      [
        { ...newStation, opening_hours: [{ day: 1, opens: '22:00', closes: '06:00' }] },
        'opening_hours.0.closes',
        'De sluitingstijd moet na de openingstijd liggen.',
      ],
      [
        {
          ...newStation,
          opening_hours: [
            { day: 2, opens: '06:00', closes: '14:00' },
            { day: 2, opens: '12:00', closes: '20:00' },
          ],
        },
        'opening_hours.1',
        'Deze periode overlapt een andere op dezelfde dag.',
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await as(partnerA, 'POST', '/api/partner/stations', body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().issues[0], path).toEqual({ path, message });
    }
  });

  it('updates, deactivates and reactivates a station; a deactivated one leaves the public feed', async () => {
    const url = `/api/partner/stations/${ids.created}`;
    const patched = await as(partnerA, 'PATCH', url, { title: 'Tinq Amsterdam West', house_number: null });
    expect(patched.json()).toMatchObject({
      title: 'Tinq Amsterdam West',
      house_number: null,
      street: 'Hoofdweg',
    });
    const gone = await as(partnerA, 'DELETE', url);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().active).toBe(false);
    const publicFeed = () => t.app.inject({ method: 'GET', url: '/api/partner/public/stations?q=hoofdweg' });
    expect((await publicFeed()).json().stations).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/stations/${ids.created}` })).statusCode).toBe(404);
    const inactive = (await as(partnerA, 'GET', '/api/partner/stations?status=inactive')).json();
    expect(inactive.items.map((s: { id: string }) => s.id)).toEqual([ids.created]);
    await as(partnerA, 'PATCH', url, { active: true });
    expect((await publicFeed()).json().stations).toHaveLength(1);
  });

  it('pages and searches its list', async () => {
    const page = (await as(partnerA, 'GET', '/api/partner/stations?per_page=2&page=2')).json();
    expect(page).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(page.items).toHaveLength(1);
    const found = (await as(partnerA, 'GET', '/api/partner/stations?q=haarlem')).json();
    expect(found.items.map((s: { title: string }) => s.title)).toEqual(['Tinq Haarlem']);
    expect((await as(partnerA, 'GET', '/api/partner/stations?per_page=101')).statusCode).toBe(400);
  });
});

describe('prices', () => {
  it('rejects a price outside € 0,50–€ 4,00 and a fuel the station does not sell, naming the field', async () => {
    const url = `/api/partner/stations/${ids.a1}/prices`;
    const tooHigh = await as(partnerA, 'PUT', url, { prices: [{ fuel_type: 'euro95', price_eur_l: 19.99 }] });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toMatchObject({
      error: 'validation_error',
      message: 'prices.0.price_eur_l: Vul een prijs tussen € 0,50 en € 4,00 per liter in.',
      issues: [{ path: 'prices.0.price_eur_l' }],
    });
    const tooLow = await as(partnerA, 'PUT', url, { prices: [{ fuel_type: 'diesel', price_eur_l: 0.49 }] });
    expect(tooLow.json().issues[0].path).toBe('prices.0.price_eur_l');
    const lpg = await as(partnerA, 'PUT', url, {
      prices: [
        { fuel_type: 'euro95', price_eur_l: 2.1 },
        { fuel_type: 'lpg', price_eur_l: 0.99 },
      ],
    });
    expect(lpg.statusCode).toBe(400);
    expect(lpg.json().issues).toEqual([
      { path: 'prices.1.fuel_type', message: 'Tinq Amsterdam Zuid verkoopt geen LPG.' },
    ]);
  });

  it('saves a price: the public feed shows it at once, and history and audit log record it', async () => {
    // Warm the feed's cache first: a saved price must not wait for it to expire.
    const feedUrl = '/api/partner/public/stations?q=tinq%20amsterdam%20zuid';
    await t.app.inject({ method: 'GET', url: feedUrl });
    const response = await as(partnerA, 'PUT', `/api/partner/stations/${ids.a1}/prices`, {
      prices: [{ fuel_type: 'E10', price_eur_l: 1.979 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ saved: 1 });
    expect(response.json().prices.find((p: { fuel_type: string }) => p.fuel_type === 'euro95')).toMatchObject(
      {
        station_id: ids.a1,
        price_eur_l: 1.979,
        price_cents: 197.9,
        source: 'station',
      },
    );
    const feed = (await t.app.inject({ method: 'GET', url: feedUrl })).json();
    const price = feed.stations[0].prices.find((p: { fuel_type: string }) => p.fuel_type === 'euro95');
    expect(price.price_eur_l).toBe(1.979);
    expect(Date.now() - Date.parse(price.updated_at)).toBeLessThan(60_000);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/stations/${ids.a1}` })).json();
    expect(detail.prices.find((p: { fuel_type: string }) => p.fuel_type === 'euro95')).toMatchObject({
      age_minutes: 0,
      source: 'station',
    });

    const { db } = t.database;
    const history = await db
      .select()
      .from(stationPriceHistory)
      .where(and(eq(stationPriceHistory.stationId, ids.a1!), eq(stationPriceHistory.fuelType, 'euro95')));
    expect(history).toEqual([
      {
        stationId: ids.a1,
        fuelType: 'euro95',
        day: isoDateIn(new Date()),
        priceTenths: 1979,
        source: 'station',
        updatedBy: partnerA.user.id,
      },
    ]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'price.update'));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: partnerA.user.id,
        entity: 'station',
        entityId: ids.a1,
        details: { fuel_type: 'euro95', old_price_tenths: 2199, new_price_tenths: 1979, source: 'station' },
      }),
    ]);
    const chart = (
      await t.app.inject({ method: 'GET', url: `/api/stations/${ids.a1}/prices/history?days=7` })
    ).json();
    expect(chart.points).toEqual([
      { date: isoDateIn(new Date()), price_eur_l: 1.979, price_cents: 197.9, source: 'station' },
    ]);
  });

  it('saves many stations’ prices at once and keeps one history row per day', async () => {
    const response = await as(partnerA, 'PUT', '/api/partner/prices', {
      prices: [
        { station_id: ids.a1, fuel_type: 'euro95', price_eur_l: 1.989 },
        { station_id: ids.a1, fuel_type: 'diesel', price_eur_l: 1.759 },
        { station_id: ids.a2, fuel_type: 'lpg', price_eur_l: 0.979 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().saved).toBe(3);
    const { db } = t.database;
    const rows = await db
      .select()
      .from(stationPriceHistory)
      .where(eq(stationPriceHistory.stationId, ids.a1!));
    expect(rows.map((r) => [r.fuelType, r.priceTenths]).sort()).toEqual([
      ['diesel', 1759],
      ['euro95', 1989],
    ]);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'price.update'))).toHaveLength(4);
    const twice = await as(partnerA, 'PUT', '/api/partner/prices', {
      prices: [
        { station_id: ids.a2, fuel_type: 'lpg', price_eur_l: 0.97 },
        { station_id: ids.a2, fuel_type: 'LPG', price_eur_l: 0.98 },
      ],
    });
    expect(twice.json().issues).toEqual([
      { path: 'prices.1.fuel_type', message: 'Deze brandstof staat twee keer in de lijst.' },
    ]);
  });
});

describe('partner settings', () => {
  it('reads and saves company details and brand', async () => {
    const saved = await as(partnerB, 'PUT', '/api/partner/settings', {
      company_name: 'El Amrani Mobiliteit B.V.',
      kvk_number: '76543210',
      contact_name: 'Fatima El Amrani',
      contact_email: 'Fatima@Voorbeeld.nl',
      contact_phone: '+31 10 765 4321',
      brand_slug: 'tango',
    });
    expect(saved.statusCode).toBe(200);
    expect((await as(partnerB, 'GET', '/api/partner/settings')).json()).toEqual({
      brands: [{ slug: 'tango', name: 'Tango' }],
      company_name: 'El Amrani Mobiliteit B.V.',
      kvk_number: '76543210',
      contact_name: 'Fatima El Amrani',
      contact_email: 'fatima@voorbeeld.nl',
      contact_phone: '+31 10 765 4321',
      brand_slug: 'tango',
      brand: 'Tango',
      logo_url: '/api/brands/tango/logo.svg',
      station_count: 1,
    });
  });

  it('names a wrong KvK number, e-mail address or brand', async () => {
    for (const [body, path] of [
      [{ company_name: 'X B.V.', kvk_number: '1234' }, 'kvk_number'],
      [{ company_name: 'X B.V.', contact_email: 'geen-adres' }, 'contact_email'],
      [{ company_name: 'X B.V.', brand_slug: 'acme' }, 'brand_slug'],
      [{ company_name: '' }, 'company_name'],
    ] as const) {
      const response = await as(partnerB, 'PUT', '/api/partner/settings', body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().issues[0].path).toBe(path);
    }
  });
});

describe('PUT /api/admin/stations/{id}/partner', () => {
  it('lets an admin hand a station to another partner, who then keeps it', async () => {
    const admin = await signInWithRole(t, 'admin');
    const url = `/api/admin/stations/${ids.a2}/partner`;
    expect((await as(partnerA, 'PUT', url, { partnerId: partnerB.user.id })).statusCode).toBe(403);
    const notPartner = await as(admin, 'PUT', url, { partnerId: admin.user.id });
    expect(notPartner.json()).toMatchObject({ error: 'validation_error', issues: [{ path: 'partnerId' }] });
    const unknown = await as(
      admin,
      'PUT',
      '/api/admin/stations/00000000-0000-4000-8000-000000000000/partner',
      {
        partnerId: null,
      },
    );
    expect(unknown.statusCode).toBe(404);
    const moved = await as(admin, 'PUT', url, { partnerId: partnerB.user.id });
    expect(moved.json()).toEqual({ station_id: ids.a2, partner_id: partnerB.user.id });
    expect((await as(partnerA, 'GET', `/api/partner/stations/${ids.a2}`)).statusCode).toBe(404);
    expect((await as(partnerB, 'GET', `/api/partner/stations/${ids.a2}`)).statusCode).toBe(200);
  });
});
