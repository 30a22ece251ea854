import { AVERAGE_RATIO_TO_EURO95 } from '@fuellinq/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/database.ts';
import { auditLog, nationalAveragePrices, stationPrices, users } from '../../db/schema/index.ts';
import { insertRefuel } from '../../test/completed-refuels.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, injectAs, registerUser, signInWithRole, type TestApp } from '../../test/test-app.ts';
import { recordObservedPrices } from '../stations/stations.service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
let clock = new Date();
let average: number;
let dieselAverage: number;
let stationCount = 0;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  const latestAverage = async (fuel: string) => {
    const [row] = await t.database.db
      .select({ priceTenths: nationalAveragePrices.priceTenths })
      .from(nationalAveragePrices)
      .where(eq(nationalAveragePrices.fuelType, fuel))
      .orderBy(desc(nationalAveragePrices.day))
      .limit(1);
    return row?.priceTenths;
  };
  average = (await latestAverage('euro95'))!;
  // A fresh install holds Euro95's CBS series only; diesel follows it by its ratio until the import adds it.
  dieselAverage = (await latestAverage('diesel')) ?? Math.round(average * AVERAGE_RATIO_TO_EURO95.diesel);
});
afterAll(() => t.close());

const later = (ms: number) => void (clock = new Date(clock.getTime() + ms));

/** A signed-in driver whose account is two days old (younger ones may not report). */
async function driver() {
  const { token, user } = await registerUser(t.app);
  await t.database.db
    .update(users)
    .set({ createdAt: new Date(clock.getTime() - 48 * HOUR) })
    .where(eq(users.id, user.id));
  return { token, id: user.id, email: user.email };
}

/** A fresh station with a demo Euro95 price of € 2,199, so tests never meet each other's reports. */
async function station() {
  stationCount += 1;
  return insertStation(t.database.db, {
    title: `Meldstation ${stationCount}`,
    city: 'Meldstad',
    lat: 52 + stationCount / 1000,
    lng: 5,
    prices: { euro95: 2199, diesel: 1799 },
  });
}

/** A completed refuel of the driver at the station, ten minutes ago. */
const refuelled = (userId: string, stationId: string) =>
  insertRefuel(t.database.db, {
    userId,
    stationId,
    at: new Date(clock.getTime() - 10 * MINUTE).toISOString(),
    liters: 30,
    priceTenths: 2199,
  });

const report = (token: string, stationId: string, tenths: number, fuel = 'euro95') =>
  injectAs(t.app, token, {
    method: 'POST',
    url: `/api/stations/${stationId}/price-reports`,
    payload: { fuel_type: fuel, price_eur_l: tenths / 1000 },
  });

/** The station's price as the station page shows it, with the source it is stored with. */
async function shownPrice(stationId: string, fuel = 'euro95') {
  const response = await t.app.inject({ method: 'GET', url: `/api/stations/${stationId}` });
  expect(response.statusCode).toBe(200);
  const prices = response.json<{ prices: { fuel_type: string; price_eur_l: number }[] }>().prices;
  const [row] = await t.database.db
    .select({ source: stationPrices.source })
    .from(stationPrices)
    .where(and(eq(stationPrices.stationId, stationId), eq(stationPrices.fuelType, fuel)));
  const shown = prices.find((price) => price.fuel_type === fuel);
  return shown && { price_eur_l: shown.price_eur_l, source: row?.source };
}

const points = async (token: string) =>
  (await injectAs(t.app, token, { method: 'GET', url: '/api/loyalty' })).json<{ points: number }>().points;

describe('POST /api/stations/{id}/price-reports: the checks', () => {
  it('needs a signed-in driver, a known station and a fuel it sells', async () => {
    const id = await station();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/stations/${id}/price-reports`,
      payload: { fuel_type: 'euro95', price_eur_l: 2.1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await driver();
    const unknown = await report(token, '00000000-0000-4000-8000-000000000000', average);
    expect(unknown.statusCode).toBe(404);
    const notSold = await report(token, id, 900, 'lpg');
    expect(notSold.statusCode).toBe(400);
    expect(notSold.json()).toMatchObject({ error: 'fuel_not_sold' });
    const absurd = await report(token, id, 9000);
    expect(absurd.statusCode).toBe(400);
  });

  it('takes a price within 25 % of the CBS average and rejects one outside it, saying why', async () => {
    const id = await station();
    const { token } = await driver();
    const inside = await report(token, id, Math.round(average * 1.2));
    expect(inside.statusCode).toBe(201);
    expect(inside.json()).toMatchObject({ status: 'pending', points: 0 });
    expect(inside.json().message).toContain('wacht op bevestiging');

    const outside = await report(token, id, Math.round(average * 1.3));
    expect(outside.statusCode).toBe(201);
    expect(outside.json()).toMatchObject({ status: 'rejected' });
    expect(outside.json().message).toContain('landelijk gemiddelde');
    expect((await shownPrice(id))?.price_eur_l).toBe(2.199);
  });

  it('rejects a report from an account younger than a day', async () => {
    const id = await station();
    const { token } = await registerUser(t.app);
    const response = await report(token, id, average);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'rejected' });
    expect(response.json().message).toContain('jonger dan een dag');
  });

  it('allows five reports per driver per hour; the sixth is a 429 in Dutch until the hour has passed', async () => {
    const { token } = await driver();
    for (let i = 0; i < 5; i += 1) {
      const response = await report(token, await station(), average);
      expect(response.statusCode).toBe(201);
      later(MINUTE);
    }
    const sixth = await report(token, await station(), average);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: 'rate_limited' });
    expect(sixth.json().message).toMatch(/al 5 prijzen\. Probeer het over \d+ minuten opnieuw/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    later(HOUR);
    expect((await report(token, await station(), average)).statusCode).toBe(201);
  });
});

describe('publishing', () => {
  it('publishes when a second driver reports the same price within 2 cents within 3 hours', async () => {
    const id = await station();
    const first = await driver();
    const second = await driver();
    const one = await report(first.token, id, average);
    expect(one.json().status).toBe('pending');
    expect((await shownPrice(id))?.price_eur_l).toBe(2.199);

    later(2 * HOUR);
    const two = await report(second.token, id, average + 15);
    expect(two.json()).toMatchObject({ status: 'published' });
    expect(two.json().message).toContain('Een andere bestuurder');
    expect(await shownPrice(id)).toMatchObject({ price_eur_l: (average + 15) / 1000, source: 'bestuurder' });
    // Both drivers count: each earned the points of a report that became the price.
    expect(await points(first.token)).toBe(10);
    expect(await points(second.token)).toBe(10);
  });

  it('does not publish one report alone, nor with a disagreeing or a late second one', async () => {
    const id = await station();
    const [a, b, c] = [await driver(), await driver(), await driver()];
    expect((await report(a.token, id, average)).json().status).toBe('pending');
    // Three cents apart: no agreement.
    expect((await report(b.token, id, average + 30)).json().status).toBe('pending');
    later(3 * HOUR + MINUTE);
    // Agrees with the first, but more than three hours later.
    expect((await report(c.token, id, average)).json().status).toBe('pending');
    expect((await shownPrice(id))?.price_eur_l).toBe(2.199);
    // The same driver twice is not a second driver.
    expect((await report(c.token, id, average)).json().status).toBe('pending');
  });

  it("publishes a trusted driver's report alone when they refuelled there in the last hour", async () => {
    const id = await station();
    const refueller = await driver();
    await refuelled(refueller.id, id);
    const response = await report(refueller.token, id, average - 40);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'published', points: 10 });
    expect(response.json().message).toContain('Je tankte hier net');
    expect(await shownPrice(id)).toMatchObject({ price_eur_l: (average - 40) / 1000, source: 'bestuurder' });

    // A refuel elsewhere, or more than an hour ago, does not count.
    const other = await station();
    later(2 * HOUR);
    expect((await report(refueller.token, other, average)).json().status).toBe('pending');
    expect((await report(refueller.token, id, average)).json().status).toBe('pending');
  });

  it('earns points once per station and fuel per 6 hours', async () => {
    const id = await station();
    const refueller = await driver();
    const before = await points(refueller.token);
    await refuelled(refueller.id, id);
    expect((await report(refueller.token, id, average)).json()).toMatchObject({ points: 10 });
    later(30 * MINUTE);
    const again = await report(refueller.token, id, average);
    expect(again.json()).toMatchObject({ status: 'published', points: 0 });
    // Another fuel at the same station is its own window.
    const diesel = await report(refueller.token, id, dieselAverage, 'diesel');
    expect(diesel.json()).toMatchObject({ status: 'published', points: 10 });
    expect(await points(refueller.token)).toBe(before + 20);

    later(6 * HOUR);
    await refuelled(refueller.id, id);
    expect((await report(refueller.token, id, average)).json()).toMatchObject({ points: 10 });
    expect(await points(refueller.token)).toBe(before + 30);
  });

  it("lowers the trust of a driver whose reports a refuel contradicts: a low-trust refueller's report waits", async () => {
    const refueller = await driver();
    const { token: adminToken } = await signInWithRole(t, 'admin');
    for (let i = 0; i < 2; i += 1) {
      const id = await station();
      await refuelled(refueller.id, id);
      expect((await report(refueller.token, id, average)).json().status).toBe('published');
      later(20 * MINUTE);
      // A pump reports a price 5 cents off within the hour: the report was wrong.
      await inTransaction(t.database.db, (tx) =>
        recordObservedPrices(tx, t.app.events, [
          {
            stationId: id,
            fuelType: 'euro95',
            priceTenths: average + 50,
            source: 'tankbeurt',
            observedAt: clock,
            userId: null,
          },
        ]),
      );
    }
    const list = await injectAs(t.app, adminToken, { method: 'GET', url: '/api/admin/price-reports' });
    const mine = list
      .json<{ items: { user_id: string; contradicted: boolean }[] }>()
      .items.filter((item) => item.user_id === refueller.id);
    expect(mine).toHaveLength(2);
    expect(mine.every((item) => item.contradicted)).toBe(true);

    const id = await station();
    await refuelled(refueller.id, id);
    const response = await report(refueller.token, id, average);
    expect(response.json().status).toBe('pending');
    expect((await shownPrice(id))?.price_eur_l).toBe(2.199);
  });
});

describe('the admin takes a report back', () => {
  it('lists reports and takes one back: the price falls back to the one before, audited', async () => {
    const id = await station();
    const refueller = await driver();
    const { token: adminToken, user: admin } = await signInWithRole(t, 'admin');
    await refuelled(refueller.id, id);
    const reportId = (await report(refueller.token, id, average)).json().id as string;
    expect((await shownPrice(id))?.source).toBe('bestuurder');

    const list = await injectAs(t.app, adminToken, {
      method: 'GET',
      url: '/api/admin/price-reports?status=published&per_page=100',
    });
    expect(list.statusCode).toBe(200);
    // Searching on the driver's e-mail address finds theirs alone.
    const search = await injectAs(t.app, adminToken, {
      method: 'GET',
      url: `/api/admin/price-reports?q=${encodeURIComponent(refueller.email)}`,
    });
    expect(search.json()).toMatchObject({ total: 1, items: [{ id: reportId, user_email: refueller.email }] });
    expect(list.json().items.find((item: { id: string }) => item.id === reportId)).toMatchObject({
      station_id: id,
      status: 'published',
      previous_price_eur_l: 2.199,
      points: 10,
    });

    const withdraw = await injectAs(t.app, adminToken, {
      method: 'POST',
      url: `/api/admin/price-reports/${reportId}/withdraw`,
    });
    expect(withdraw.statusCode).toBe(200);
    expect(withdraw.json()).toMatchObject({ restored: true, report: { status: 'withdrawn' } });
    expect(withdraw.json().message).toContain('€ 2,199');
    expect(await shownPrice(id)).toMatchObject({ price_eur_l: 2.199, source: 'demo' });

    const audit = await t.database.db
      .select({ actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'price_report.withdraw'), eq(auditLog.entityId, reportId)));
    expect(audit).toEqual([
      {
        actor: admin.id,
        details: expect.objectContaining({ restored: true, restored_price_tenths: 2199 }),
      },
    ]);

    const twice = await injectAs(t.app, adminToken, {
      method: 'POST',
      url: `/api/admin/price-reports/${reportId}/withdraw`,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('niet (meer) op de kaart');
  });

  it('keeps a newer price that replaced the report', async () => {
    const id = await station();
    const refueller = await driver();
    const { token: adminToken } = await signInWithRole(t, 'admin');
    await refuelled(refueller.id, id);
    const reportId = (await report(refueller.token, id, average)).json().id as string;
    later(2 * HOUR);
    await inTransaction(t.database.db, (tx) =>
      recordObservedPrices(tx, t.app.events, [
        {
          stationId: id,
          fuelType: 'euro95',
          priceTenths: 2099,
          source: 'station',
          observedAt: clock,
          userId: null,
        },
      ]),
    );
    const withdraw = await injectAs(t.app, adminToken, {
      method: 'POST',
      url: `/api/admin/price-reports/${reportId}/withdraw`,
    });
    expect(withdraw.json()).toMatchObject({ restored: false, report: { status: 'withdrawn' } });
    expect(await shownPrice(id)).toMatchObject({ price_eur_l: 2.099, source: 'station' });
  });

  it.each([
    ['GET', '/api/admin/price-reports'],
    ['POST', '/api/admin/price-reports/00000000-0000-4000-8000-000000000000/withdraw'],
  ] as const)('%s %s: 401 without a token, 403 for a driver', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    const { token } = await driver();
    const response = await injectAs(t.app, token, { method, url });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden' });
  });
});
