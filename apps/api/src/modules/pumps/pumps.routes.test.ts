import { transactionMessages } from '@fuellinq/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fuelLogs, pumpApiKeys, vehicleUsageMonths } from '../../db/schema/index.ts';
import {
  type Driver,
  driverWithCard,
  fuellingRefuel,
  idempotencyKey,
  ledgerEntries,
  ledgerSums,
  linkCardToPlate,
  partnerStation,
  pumpKey,
  type PumpStation,
  pumpTestApp,
  startedRefuel,
} from '../../test/refuels.ts';
import { insertOffer } from '../../test/stations.ts';
import { injectAs, signInWithRole, type TestApp } from '../../test/test-app.ts';
import { addVehicle } from '../../test/vehicles.ts';

// The pump side: a partner's pump keys, and the pump reporting what it delivered. Completion captures the
// amount and releases the rest in one go, books points, logs the refuel for the card's vehicle, and happens
// once however often it is sent.

let t: TestApp;
let station: PumpStation;
let key: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, station, key, close } = await pumpTestApp());
});
afterAll(() => close());

/** A driver with € 100, a refuel started at the partner's station and confirmed on the checkout. */
const fuelling = (stationId = station.stationId, driver?: Driver) => fuellingRefuel(t, stationId, driver);

const complete = (
  id: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = { 'x-api-key': key },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/partner/pumps/transactions/${id}/complete`,
    payload: body,
    headers,
  });

/** 30,12 l Euro95 at € 2,199: € 66,23. */
const delivery = { liters: 30.12, amount_cents: 6_623, price_per_l: 2.199 };

describe('pump keys', () => {
  it('a partner makes a key (shown once, only its hash kept), lists it by name and prefix, and revokes it', async () => {
    const partner = await signInWithRole(t, 'partner', 'business');
    const made = await injectAs(t.app, partner.token, {
      method: 'POST',
      url: '/api/partner/pump-keys',
      payload: { name: 'Pomp 3 (wasstraat)' },
    });
    expect(made.statusCode).toBe(201);
    const created = made.json();
    expect(created.key).toMatch(/^flpk_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    const [stored] = await t.database.db.select().from(pumpApiKeys).where(eq(pumpApiKeys.id, created.id));
    expect(stored!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const list = await injectAs(t.app, partner.token, { method: 'GET', url: '/api/partner/pump-keys' });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id: created.id,
        name: 'Pomp 3 (wasstraat)',
        prefix: created.prefix,
        revoked_at: null,
      }),
    ]);
    expect(list.body).not.toContain(created.key);

    const revoked = await injectAs(t.app, partner.token, {
      method: 'DELETE',
      url: `/api/partner/pump-keys/${created.id}`,
    });
    expect(revoked.statusCode).toBe(204);
    const after = await injectAs(t.app, partner.token, { method: 'GET', url: '/api/partner/pump-keys' });
    expect(after.json().items[0].revoked_at).not.toBeNull();
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['pump_key.create', 'pump_key.revoke']);
  });

  it('is for partners only, and a partner sees and revokes only its own keys', async () => {
    const driver = await driverWithCard(t.app);
    expect(
      (await injectAs(t.app, driver.token, { method: 'GET', url: '/api/partner/pump-keys' })).statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs(t.app, driver.token, {
          method: 'POST',
          url: '/api/partner/pump-keys',
          payload: { name: 'x y' },
        })
      ).statusCode,
    ).toBe(403);
    const other = await signInWithRole(t, 'partner', 'business');
    const theirs = await injectAs(t.app, other.token, { method: 'GET', url: '/api/partner/pump-keys' });
    expect(theirs.json().items).toEqual([]);
    const [mine] = await t.database.db
      .select()
      .from(pumpApiKeys)
      .where(eq(pumpApiKeys.partnerId, station.partner.user.id));
    const steal = await injectAs(t.app, other.token, {
      method: 'DELETE',
      url: `/api/partner/pump-keys/${mine!.id}`,
    });
    expect(steal.statusCode).toBe(404);
  });
});

describe('POST /api/partner/pumps/transactions/{id}/complete', () => {
  it('captures the amount and releases the rest in one go, books a point per whole litre, makes a receipt', async () => {
    const { driver, id } = await fuelling();
    const response = await complete(id, delivery);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'completed',
      reserved_cents: 7_500,
      amount_cents: 6_623,
      released_cents: 877,
      liters: 30.12,
      price_per_l: 2.199,
      points: 30,
      receipt_url: `/api/transactions/${id}/receipt.pdf`,
    });
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 3_377,
      availableCents: 3_377,
    });
    expect(await ledgerEntries(t.database.db, id)).toEqual([
      { kind: 'capture', balance_delta_cents: -6_623, available_delta_cents: 0 },
      { kind: 'release', balance_delta_cents: 0, available_delta_cents: 877 },
      { kind: 'reservation', balance_delta_cents: 0, available_delta_cents: -7_500 },
    ]);
    const loyalty = await injectAs(t.app, driver.token, { method: 'GET', url: '/api/loyalty' });
    expect(loyalty.json().points).toBe(30);
    const seen = await injectAs(t.app, driver.token, { method: 'GET', url: `/api/transactions/${id}` });
    expect(seen.json().status).toBe('completed');
  });

  it('doubles the points at a station that runs an offer', async () => {
    const offered = await partnerStation(t, { title: 'Tinq Actiestraat' });
    // The partner of this station makes its own key; the offer runs for all of its stations.
    const ownKey = await pumpKey(t.app, offered.partner.token);
    await insertOffer(t.database.db, { partnerId: offered.partner.user.id, title: '10 cent korting' });
    const { driver, id } = await fuelling(offered.stationId);
    const response = await complete(id, delivery, { 'x-api-key': ownKey });
    expect(response.json().points).toBe(60);
    const loyalty = await injectAs(t.app, driver.token, { method: 'GET', url: '/api/loyalty' });
    expect(loyalty.json().history[0].description).toContain('dubbele punten');
  });

  it('logs the refuel for the vehicle linked to the card, with the month’s usage', async () => {
    const driver = await driverWithCard(t.app);
    const van = await addVehicle(t.app, driver.token, 'TT601D');
    await linkCardToPlate(t.database.db, driver.cardId, 'TT601D');
    const { id } = await fuelling(station.stationId, driver);
    const refuel = await injectAs(t.app, driver.token, { method: 'GET', url: `/api/transactions/${id}` });
    // The van runs on diesel: the refuel chose it without being told.
    expect(refuel.json().fuel_type).toBe('diesel');
    const response = await complete(id, { liters: 40, amount_cents: 7_196, price_per_l: 1.799 });
    expect(response.statusCode).toBe(200);
    const logs = await t.database.db.select().from(fuelLogs).where(eq(fuelLogs.vehicleId, van.id));
    expect(logs).toEqual([
      expect.objectContaining({
        liters: 40,
        totalCents: 7_196,
        priceTenths: 1_799,
        fuelType: 'diesel',
        stationId: station.stationId,
        odometerKm: null,
        purpose: 'privé',
      }),
    ]);
    const usage = await t.database.db
      .select()
      .from(vehicleUsageMonths)
      .where(and(eq(vehicleUsageMonths.vehicleId, van.id)));
    expect(usage.map((month) => [month.litersDiesel, month.cents])).toEqual([[40, 7_196]]);
  });

  it('refuses more litres or an amount than the reservation pays for (409) and captures nothing', async () => {
    const { driver, id } = await fuelling();
    // 40 l at € 2,199 is € 87,96: the € 75 reservation buys 34,11 l at most.
    const litres = await complete(id, { liters: 40, amount_cents: 8_796, price_per_l: 2.199 });
    expect(litres.statusCode).toBe(409);
    expect(litres.json()).toMatchObject({
      error: 'too_many_liters',
      message: transactionMessages.tooManyLiters,
    });
    // 34,11 l is € 75,01 rounded: the litres fit, the amount is a cent over.
    const response = await complete(id, { liters: 34.11, amount_cents: 7_501, price_per_l: 2.199 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'over_reservation',
      message: transactionMessages.overReservation,
    });
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 10_000,
      availableCents: 2_500,
    });
    expect((await ledgerEntries(t.database.db, id)).map((entry) => entry.kind)).toEqual(['reservation']);
  });

  it('refuses litres × price that does not make the amount, and negative or huge amounts (400)', async () => {
    const { driver, id } = await fuelling();
    const mismatch = await complete(id, { liters: 30.12, amount_cents: 6_625, price_per_l: 2.199 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      error: 'amount_mismatch',
      message: transactionMessages.amountMismatch,
    });
    // One cent of rounding is the pump's right.
    for (const body of [
      { liters: -30, amount_cents: -6_597, price_per_l: 2.199 },
      { liters: 30, amount_cents: 0, price_per_l: 2.199 },
      { liters: 30000, amount_cents: 6_597_000, price_per_l: 2.199 },
      { liters: 30, amount_cents: 1e15, price_per_l: 2.199 },
      { liters: 30, amount_cents: 65.97, price_per_l: 2.199 },
      { liters: 30, amount_cents: 6_597 },
      { liters: 0.001, amount_cents: 1, price_per_l: 2.199 },
    ]) {
      const response = await complete(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 10_000,
      availableCents: 2_500,
    });
    const rounded = await complete(id, { liters: 30.12, amount_cents: 6_624, price_per_l: 2.199 });
    expect(rounded.statusCode).toBe(200);
  });

  it('needs the key of the station’s partner: none or a wrong one 401, another partner’s 403, a revoked one 401', async () => {
    const { driver, id } = await fuelling();
    const missing = await complete(id, delivery, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(transactionMessages.pumpKeyMissing);
    const wrong = await complete(id, delivery, { 'x-api-key': 'flpk_niet-echt' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(transactionMessages.pumpKeyWrong);
    const other = await partnerStation(t, { title: 'Tango Elders' });
    const otherKey = await pumpKey(t.app, other.partner.token);
    const foreign = await complete(id, delivery, { 'x-api-key': otherKey });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(transactionMessages.pumpKeyOtherStation);

    const spare = await pumpKey(t.app, station.partner.token, 'Reserve');
    const [row] = await t.database.db.select().from(pumpApiKeys).where(eq(pumpApiKeys.name, 'Reserve'));
    await injectAs(t.app, station.partner.token, {
      method: 'DELETE',
      url: `/api/partner/pump-keys/${row!.id}`,
    });
    expect((await complete(id, delivery, { 'x-api-key': spare })).statusCode).toBe(401);
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 10_000,
      availableCents: 2_500,
    });
    // An unknown refuel is 404 to the right partner.
    expect((await complete('00000000-0000-4000-8000-000000000000', delivery)).statusCode).toBe(404);
  });

  it('waits for the driver: a refuel not yet confirmed, cancelled or expired cannot be completed', async () => {
    const { driver, id } = await startedRefuel(t, station.stationId);
    const early = await complete(id, delivery);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('not_confirmed');
    await injectAs(t.app, driver.token, { method: 'POST', url: `/api/transactions/${id}/cancel` });
    expect((await complete(id, delivery)).statusCode).toBe(409);
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 10_000,
      availableCents: 10_000,
    });
  });

  it('replayed 10 times with one Idempotency-Key answers the same and changes the ledgers once', async () => {
    const { driver, id } = await fuelling();
    const idempotency = idempotencyKey();
    const answers = [];
    for (let i = 0; i < 10; i++)
      answers.push(await complete(id, delivery, { 'x-api-key': key, 'idempotency-key': idempotency }));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.slice(1).every((answer) => answer.headers['idempotent-replayed'] === 'true')).toBe(true);
    expect(await ledgerEntries(t.database.db, id)).toHaveLength(3);
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 3_377,
      availableCents: 3_377,
    });
    const loyalty = await injectAs(t.app, driver.token, { method: 'GET', url: '/api/loyalty' });
    expect(loyalty.json().points).toBe(30);
  });

  it('completed again without the same key is 409, whether the same delivery or another', async () => {
    const { driver, id } = await fuelling();
    expect((await complete(id, delivery)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 9 }, () => complete(id, delivery)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(9).fill(409));
    const other = await complete(id, { liters: 10, amount_cents: 2_199, price_per_l: 2.199 });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('completed_differently');
    expect(await ledgerEntries(t.database.db, id)).toHaveLength(3);
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 3_377,
      availableCents: 3_377,
    });
  });
});
