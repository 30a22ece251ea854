import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelTransactions, payments } from '../db/schema/index.ts';
import { paymentFailed } from '../modules/payments/payments.service.ts';
import { STARTS_PER_USER_PER_MINUTE } from '../modules/transactions/transactions.routes.ts';
import {
  type Driver,
  driverWithCard,
  fundBalance,
  ledgerEntries,
  ledgerSums,
  partnerStation,
  pumpKey,
  testClock,
} from '../test/refuels.ts';
import { createTestApp, injectAs, type TestApp } from '../test/test-app.ts';

// Issue 23 part 5, open refuels and payments are bounded. Reproduced: 90 starts for one user with € 6
// available made 87 refuels waiting for a top-up and 87 open top-up payments. A card now has one open
// refuel at most (the database holds it, however the starts race); a start while one is open answers that
// one, and its top-up is the same payment; and both start routes are limited per user.

const OPEN = ['awaiting_top_up', 'reserved', 'fuelling'] as const;
const clock = testClock();
/** Limits lifted: what the database alone holds. */
let t: TestApp;
/** Limits as deployed. */
let limited: TestApp;
let stationId: string;
let otherStationId: string;
let limitedStationId: string;
let key: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: '1' }, { now: clock.now });
  const station = await partnerStation(t);
  stationId = station.stationId;
  otherStationId = (await partnerStation(t, { title: 'Tinq Anderestraat' })).stationId;
  key = await pumpKey(t.app, station.partner.token);
  limited = await createTestApp();
  limitedStationId = (await partnerStation(limited)).stationId;
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

const start = (app: TestApp, driver: Driver, url = '/api/transactions/start', at = stationId) =>
  injectAs(app.app, driver.token, {
    method: 'POST',
    url,
    payload: { cardId: driver.cardId, stationId: at },
  });

const openRefuels = (app: TestApp, driver: Driver) =>
  app.database.db
    .select()
    .from(fuelTransactions)
    .where(and(eq(fuelTransactions.cardId, driver.cardId), inArray(fuelTransactions.status, [...OPEN])));

const openPayments = (app: TestApp, driver: Driver) =>
  app.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, driver.userId), eq(payments.status, 'open')));

describe('90 starts at once for one user with € 6 available', () => {
  it('make one refuel waiting for one top-up, and answer it to every start', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 600);
    const answers = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        start(t, driver, i % 2 ? '/api/checkout/fuel' : '/api/transactions/start'),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array(89).fill(200), 201]);
    const bodies = answers.map((answer) => answer.json());
    expect(new Set(bodies.map((body) => body.transaction.id)).size).toBe(1);
    expect(new Set(bodies.map((body) => body.url)).size).toBe(1);
    expect(bodies[0].transaction.status).toBe('awaiting_top_up');

    expect(await openRefuels(t, driver)).toHaveLength(1);
    const open = await openPayments(t, driver);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      purpose: 'top_up',
      amountCents: 6_900,
      checkoutUrl: bodies[0].url,
      metadata: expect.objectContaining({ transaction_id: bodies[0].transaction.id }),
    });
    // Nothing held while it waits: the € 6 are still available.
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 600,
      availableCents: 600,
    });
  });
});

describe('one open refuel per card', () => {
  it('answers the open refuel to a new start (200, also at another station) until it ends', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 20_000);
    const first = await start(t, driver);
    expect(first.statusCode).toBe(201);
    const id = first.json().transaction.id as string;
    const again = await start(t, driver, '/api/checkout/fuel', otherStationId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // One reservation, not two.
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 20_000,
      availableCents: 12_500,
    });

    // Once the pump may run, a start goes to the refuel's progress.
    await injectAs(t.app, driver.token, { method: 'POST', url: `/api/transactions/${id}/confirm` });
    const running = await start(t, driver);
    expect(running.statusCode).toBe(200);
    expect(running.json()).toMatchObject({
      url: `/app/success?tx=${id}`,
      transaction: { id, status: 'fuelling' },
    });

    // Completed: the next start is a new refuel.
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/partner/pumps/transactions/${id}/complete`,
      payload: { liters: 10, amount_cents: 2_199, price_per_l: 2.199 },
      headers: { 'x-api-key': key },
    });
    expect(done.statusCode).toBe(200);
    const second = await start(t, driver);
    expect(second.statusCode).toBe(201);
    const secondId = second.json().transaction.id as string;
    expect(secondId).not.toBe(id);

    // Cancelled: a new one again.
    await injectAs(t.app, driver.token, { method: 'POST', url: `/api/transactions/${secondId}/cancel` });
    const third = await start(t, driver);
    expect(third.statusCode).toBe(201);
    const thirdId = third.json().transaction.id as string;

    // Past its expiry, before the job came by: it expires (released) and the start makes a new one.
    clock.advance(31 * 60_000);
    const fourth = await start(t, driver);
    expect(fourth.statusCode).toBe(201);
    expect(fourth.json().transaction.id).not.toBe(thirdId);
    const expired = await injectAs(t.app, driver.token, {
      method: 'GET',
      url: `/api/transactions/${thirdId}`,
    });
    expect(expired.json()).toMatchObject({ status: 'expired', released_cents: 7_500 });
    expect((await ledgerEntries(t.database.db, thirdId)).map((entry) => entry.kind)).toEqual([
      'release',
      'reservation',
    ]);
    await t.app.jobs.runDue();
    expect(await openRefuels(t, driver)).toHaveLength(1);
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 20_000 - 2_199,
      availableCents: 20_000 - 2_199 - 7_500,
    });
  });

  it('reuses the waiting refuel’s top-up payment, and starts anew once that payment failed', async () => {
    const driver = await driverWithCard(t.app);
    const first = await start(t, driver);
    const again = await start(t, driver);
    expect(again.statusCode).toBe(200);
    expect(again.json().url).toBe(first.json().url);
    const [payment] = await openPayments(t, driver);
    expect(await openPayments(t, driver)).toHaveLength(1);

    // The payment fails (as the payments module settles and announces it): the refuel is cancelled with
    // it, and a start begins afresh with a payment of its own.
    await t.database.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment!.id));
    await t.app.events.emit(paymentFailed, {
      paymentId: payment!.id,
      userId: driver.userId,
      purpose: 'top_up',
      metadata: payment!.metadata,
    });
    const refuel = await injectAs(t.app, driver.token, {
      method: 'GET',
      url: `/api/transactions/${first.json().transaction.id}`,
    });
    expect(refuel.json().status).toBe('cancelled');
    const fresh = await start(t, driver);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().url).not.toBe(first.json().url);
  });

  it('is held by the database: a second open refuel on a card cannot be written', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const first = await start(t, driver);
    const [row] = await t.database.db
      .select()
      .from(fuelTransactions)
      .where(eq(fuelTransactions.id, first.json().transaction.id));
    const { id: _id, number: _number, requestKey: _key, ...copy } = row!;
    await expect(
      t.database.db.insert(fuelTransactions).values({ ...copy, id: randomUUID(), status: 'awaiting_top_up' }),
    ).rejects.toThrow();
    // A closed one beside it is fine.
    await t.database.db.insert(fuelTransactions).values({ ...copy, id: randomUUID(), status: 'cancelled' });
    expect(await openRefuels(t, driver)).toHaveLength(1);
  });
});

describe('the start routes are limited per user', () => {
  it(`answer ${STARTS_PER_USER_PER_MINUTE} starts a minute per user on each route, then 429; another user at the same address still starts`, async () => {
    const driver = await driverWithCard(limited.app);
    await fundBalance(limited.database.db, driver.userId, 10_000);
    const startAt = (url?: string) => start(limited, driver, url, limitedStationId);
    const answers = await Promise.all(Array.from({ length: 90 }, () => startAt()));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(90 - STARTS_PER_USER_PER_MINUTE);
    expect(refused[0]!.json()).toMatchObject({ error: 'rate_limited' });
    expect(refused[0]!.headers['retry-after']).toBeDefined();
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(await openRefuels(limited, driver)).toHaveLength(1);

    // The fallback route has a limit of its own, per user as well.
    const fallback = [];
    for (let i = 0; i <= STARTS_PER_USER_PER_MINUTE; i++)
      fallback.push((await startAt('/api/checkout/fuel')).statusCode);
    expect(fallback).toEqual([...Array(STARTS_PER_USER_PER_MINUTE).fill(200), 429]);

    // Same address (every inject comes from 127.0.0.1), another user: not held up.
    const neighbour = await driverWithCard(limited.app);
    expect((await start(limited, neighbour, undefined, limitedStationId)).statusCode).toBe(201);
  });
});
