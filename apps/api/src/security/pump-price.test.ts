import { POINTS_MAX_PER_EURO, transactionMessages } from '@fuellinq/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelTransactions } from '../db/schema/index.ts';
import {
  driverWithCard,
  fundBalance,
  ledgerEntries,
  ledgerSums,
  partnerStation,
  pumpKey,
} from '../test/refuels.ts';
import { insertOffer } from '../test/stations.ts';
import { createTestApp, injectAs, type TestApp } from '../test/test-app.ts';

// Issue 23 part 2, the pump cannot set its own price. Reproduced: a partner key completed a refuel with
// {"liters":999.99,"amount_cents":100,"price_per_l":0.001} at a station posting € 2,235: € 1,00 captured,
// 1,998 points earned (doubled by an offer), then redeemed as € 15,00 of balance. A completion is now held
// to the posted price (at the start or now), to litres × price = amount and to the litres the reservation
// buys; points are capped per euro paid. A refused completion leaves the refuel open for a correct one.
// Issue 28 §1: a pump may charge less than posted (by at most PUMP_PRICE_MAX_DROP), never more; that price is
// the station's real one and becomes its price, 'gemeld bij een tankbeurt'.

let t: TestApp;
let station: Awaited<ReturnType<typeof partnerStation>>;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  station = await partnerStation(t, { title: 'Tinq Prijsstraat', prices: { euro95: 2_235, lpg: 799 } });
  key = await pumpKey(t.app, station.partner.token);
  // The reproduction's station ran an offer: double points.
  await insertOffer(t.database.db, { partnerId: station.partner.user.id, title: 'Dubbele punten' });
});
afterAll(async () => {
  await t.close();
});

/** A driver with € 100 and a refuel of `fuel` at the station, confirmed: the pump may run. */
async function fuelling(fuel = 'euro95') {
  const driver = await driverWithCard(t.app);
  await fundBalance(t.database.db, driver.userId, 10_000);
  const started = await injectAs(t.app, driver.token, {
    method: 'POST',
    url: '/api/transactions/start',
    payload: { cardId: driver.cardId, stationId: station.stationId, fuel_type: fuel },
  });
  expect(started.statusCode).toBe(201);
  const id = started.json().transaction.id as string;
  const confirmed = await injectAs(t.app, driver.token, {
    method: 'POST',
    url: `/api/transactions/${id}/confirm`,
  });
  expect(confirmed.json().status).toBe('fuelling');
  return { driver, id };
}

const complete = (id: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/partner/pumps/transactions/${id}/complete`,
    payload: body,
    headers: { 'x-api-key': key },
  });

const setPrice = (fuel: string, euro: number) =>
  injectAs(t.app, station.partner.token, {
    method: 'PUT',
    url: `/api/partner/stations/${station.stationId}/prices`,
    payload: { prices: [{ fuel_type: fuel, price_eur_l: euro }] },
  });

/** Still open, nothing captured, no points: the refuel as it was before the refused completion. */
async function untouched(driver: { token: string; userId: string }, id: string) {
  const refuel = await injectAs(t.app, driver.token, { method: 'GET', url: `/api/transactions/${id}` });
  expect(refuel.json()).toMatchObject({ status: 'fuelling', amount_cents: null, points: null });
  expect((await ledgerEntries(t.database.db, id)).map((entry) => entry.kind)).toEqual(['reservation']);
  expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
    balanceCents: 10_000,
    availableCents: 2_500,
  });
  const loyalty = await injectAs(t.app, driver.token, { method: 'GET', url: '/api/loyalty' });
  expect(loyalty.json().points).toBe(0);
}

describe('a pump completion at a price the station did not post', () => {
  it('refuses the reproduction (409, with the reason) and keeps the refuel open for a correct completion', async () => {
    const { driver, id } = await fuelling();
    const [row] = await t.database.db.select().from(fuelTransactions).where(eq(fuelTransactions.id, id));
    expect(row!.startPriceTenths).toBe(2_235);

    const forged = await complete(id, { liters: 999.99, amount_cents: 100, price_per_l: 0.001 });
    expect(forged.statusCode).toBe(409);
    expect(forged.json()).toEqual({
      error: 'price_mismatch',
      message: transactionMessages.priceMismatch,
      issues: [{ path: 'price_per_l', message: transactionMessages.priceMismatch }],
      requestId: expect.any(String),
    });
    await untouched(driver, id);

    // 30 l at € 2,235 is € 67,05: captured, the rest released, 60 points (doubled).
    const honest = await complete(id, { liters: 30, amount_cents: 6_705, price_per_l: 2.235 });
    expect(honest.statusCode).toBe(200);
    expect(honest.json()).toMatchObject({ status: 'completed', amount_cents: 6_705, points: 60 });
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 3_295,
      availableCents: 3_295,
    });
  });

  it('accepts the price posted at the start or now, within a tenth of a cent, and never a higher one', async () => {
    const { driver, id } = await fuelling();
    expect((await setPrice('euro95', 2.259)).statusCode).toBe(200);
    try {
      // Above both posted prices, or more than a quarter below the higher (€ 2,259 × 0,75 = € 1,694).
      for (const price of [2.261, 2.3, 1.69]) {
        const liters = 20;
        const refused = await complete(id, {
          liters,
          amount_cents: Math.round(liters * price * 100),
          price_per_l: price,
        });
        expect(refused.statusCode, String(price)).toBe(409);
        expect(refused.json().error).toBe('price_mismatch');
      }
      await untouched(driver, id);
      // A tenth of a cent off the price at the start: the pump's rounding.
      const started = await complete(id, { liters: 20, amount_cents: 4_472, price_per_l: 2.236 });
      expect(started.statusCode).toBe(200);

      // The price now, for a refuel started after the change.
      const later = await fuelling();
      const now = await complete(later.id, { liters: 20, amount_cents: 4_518, price_per_l: 2.259 });
      expect(now.statusCode).toBe(200);
    } finally {
      await setPrice('euro95', 2.235);
    }
  });

  it('accepts a lower price at the pump, and the station learns it as its price from a refuel', async () => {
    const { id } = await fuelling();
    // € 2,199 at the pump where € 2,235 was posted: the driver pays the pump's price.
    const lower = await complete(id, { liters: 20, amount_cents: 4_398, price_per_l: 2.199 });
    expect(lower.statusCode).toBe(200);
    expect(lower.json()).toMatchObject({ status: 'completed', amount_cents: 4_398 });
    const detail = await t.app.inject({ method: 'GET', url: `/api/stations/${station.stationId}` });
    expect(detail.json().prices).toContainEqual(
      expect.objectContaining({ fuel_type: 'euro95', price_eur_l: 2.199, price_source: 'tankbeurt' }),
    );
    await setPrice('euro95', 2.235);
  });

  it('takes the price now for a refuel that kept no start price (started before this check)', async () => {
    const { id } = await fuelling();
    await t.database.db
      .update(fuelTransactions)
      .set({ startPriceTenths: null })
      .where(eq(fuelTransactions.id, id));
    expect((await complete(id, { liters: 20, amount_cents: 4_600, price_per_l: 2.3 })).statusCode).toBe(409);
    expect((await complete(id, { liters: 20, amount_cents: 4_470, price_per_l: 2.235 })).statusCode).toBe(
      200,
    );
  });
});

describe('a pump completion with more litres than the reservation buys', () => {
  it('refuses them (409) and keeps the refuel open; up to the reservation completes', async () => {
    const { driver, id } = await fuelling();
    // € 75 buys 33,56 l at € 2,235 (rounded up to the centilitre); 40 l would be € 89,40.
    for (const body of [
      { liters: 40, amount_cents: 8_940, price_per_l: 2.235 },
      { liters: 33.57, amount_cents: 7_503, price_per_l: 2.235 },
    ]) {
      const refused = await complete(id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.json()).toMatchObject({
        error: 'too_many_liters',
        message: transactionMessages.tooManyLiters,
        issues: [{ path: 'liters', message: transactionMessages.tooManyLiters }],
      });
    }
    await untouched(driver, id);
    const full = await complete(id, { liters: 33.55, amount_cents: 7_498, price_per_l: 2.235 });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ status: 'completed', amount_cents: 7_498, released_cents: 2 });
  });
});

describe('points beyond the cap', () => {
  it(`earns at most ${POINTS_MAX_PER_EURO} points per euro paid, also with double points`, async () => {
    // Doubled LPG at € 0,799: 40 l would be 80 points for € 31,96; the cap makes it 63.
    const { driver, id } = await fuelling('lpg');
    const response = await complete(id, { liters: 40, amount_cents: 3_196, price_per_l: 0.799 });
    expect(response.statusCode).toBe(200);
    expect(response.json().points).toBe(63);
    const loyalty = await injectAs(t.app, driver.token, { method: 'GET', url: '/api/loyalty' });
    expect(loyalty.json().points).toBe(63);
    expect(loyalty.json().history[0]).toMatchObject({ kind: 'earn', points: 63 });
  });
});
