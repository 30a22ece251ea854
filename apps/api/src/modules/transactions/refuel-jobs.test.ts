import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import {
  driverWithCard,
  fundBalance,
  ledgerEntries,
  ledgerSums,
  partnerStation,
  pumpKey,
  testClock,
} from '../../test/refuels.ts';
import { poll } from '../../test/poll.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

// The background side of a refuel, on the job runner: a reservation the pump never completes is released
// after 30 minutes, also when the process that made it is gone; and the pump simulator completes a
// confirmed refuel a few seconds later, as a pump would.

const MINUTE = 60_000;

async function startRefuel(t: TestApp, stationId: string, confirm = false) {
  const driver = await driverWithCard(t.app);
  await fundBalance(t.database.db, driver.userId, 10_000);
  const started = await injectAs(t.app, driver.token, {
    method: 'POST',
    url: '/api/transactions/start',
    payload: { cardId: driver.cardId, stationId },
  });
  expect(started.statusCode).toBe(201);
  const id = started.json().transaction.id as string;
  if (confirm)
    await injectAs(t.app, driver.token, { method: 'POST', url: `/api/transactions/${id}/confirm` });
  return { driver, id };
}

const status = async (t: TestApp, token: string, id: string) =>
  (await injectAs(t.app, token, { method: 'GET', url: `/api/transactions/${id}` })).json();

describe('expiry of a reservation the pump never completed', () => {
  const clock = testClock();
  let t: TestApp;
  let stationId: string;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    const station = await partnerStation(t);
    stationId = station.stationId;
    key = await pumpKey(t.app, station.partner.token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('releases it in full after 30 minutes, once, and not a minute before', async () => {
    const { driver, id } = await startRefuel(t, stationId, true);
    clock.advance(29 * MINUTE);
    await t.app.jobs.runDue();
    expect((await status(t, driver.token, id)).status).toBe('fuelling');
    expect((await ledgerSums(t.database.db, driver.userId)).availableCents).toBe(2_500);

    clock.advance(2 * MINUTE);
    await t.app.jobs.runDue();
    const expired = await status(t, driver.token, id);
    expect(expired).toMatchObject({ status: 'expired', released_cents: 7_500 });
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 10_000,
      availableCents: 10_000,
    });
    await t.app.jobs.runDue();
    expect(await ledgerEntries(t.database.db, id)).toHaveLength(2);

    // A pump that reports after the expiry captures nothing.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/partner/pumps/transactions/${id}/complete`,
      payload: { liters: 30.12, amount_cents: 6_623, price_per_l: 2.199 },
      headers: { 'x-api-key': key },
    });
    expect(late.statusCode).toBe(409);
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 10_000,
      availableCents: 10_000,
    });
  });

  it('leaves a completed or cancelled refuel alone when its expiry comes', async () => {
    const done = await startRefuel(t, stationId, true);
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/partner/pumps/transactions/${done.id}/complete`,
      payload: { liters: 30.12, amount_cents: 6_623, price_per_l: 2.199 },
      headers: { 'x-api-key': key },
    });
    expect(completed.statusCode).toBe(200);
    const cancelled = await startRefuel(t, stationId);
    await injectAs(t.app, cancelled.driver.token, {
      method: 'POST',
      url: `/api/transactions/${cancelled.id}/cancel`,
    });

    clock.advance(31 * MINUTE);
    await t.app.jobs.runDue();
    expect((await status(t, done.driver.token, done.id)).status).toBe('completed');
    expect((await status(t, cancelled.driver.token, cancelled.id)).status).toBe('cancelled');
    expect(await ledgerSums(t.database.db, done.driver.userId)).toEqual({
      balanceCents: 3_377,
      availableCents: 3_377,
    });
    expect(await ledgerSums(t.database.db, cancelled.driver.userId)).toEqual({
      balanceCents: 10_000,
      availableCents: 10_000,
    });
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `transactions.expire:${done.id}`));
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });
});

describe('a process killed between reserve and complete', () => {
  it('loses nothing: after a restart the job runner releases the reservation', async () => {
    const clock = testClock();
    const database = await createTestDatabase();
    const first = await createTestApp({}, { database, now: clock.now });
    const { stationId } = await partnerStation(first);
    const { driver, id } = await startRefuel(first, stationId, true);
    expect((await ledgerSums(database.db, driver.userId)).availableCents).toBe(2_500);
    // The first instance is gone (its job runner never ran); a new one starts on the same database.
    await first.app.close();

    clock.advance(31 * MINUTE);
    const second = await createTestApp({}, { database, now: clock.now });
    try {
      expect(await second.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
      expect(await ledgerSums(database.db, driver.userId)).toEqual({
        balanceCents: 10_000,
        availableCents: 10_000,
      });
      expect((await status(second, driver.token, id)).status).toBe('expired');
    } finally {
      await second.close();
    }
  });
});

describe('the pump simulator', () => {
  it('completes a confirmed refuel a few seconds later with plausible litres at the station’s price', async () => {
    const clock = testClock();
    const t = await createTestApp({ PUMP_SIMULATOR: '1' }, { now: clock.now });
    try {
      const { stationId } = await partnerStation(t, { prices: { euro95: 2_149, diesel: 1_799 } });
      const { driver, id } = await startRefuel(t, stationId, true);
      await t.app.jobs.runDue();
      expect((await status(t, driver.token, id)).status).toBe('fuelling');

      clock.advance(5_000);
      await t.app.jobs.runDue();
      const done = await status(t, driver.token, id);
      expect(done.status).toBe('completed');
      expect(done.price_per_l).toBe(2.149);
      expect(done.liters).toBeGreaterThan(15);
      expect(done.amount_cents).toBeLessThanOrEqual(7_500);
      expect(Math.abs(Math.round(done.liters * 2.149 * 100) - done.amount_cents)).toBeLessThanOrEqual(1);
      expect(done.points).toBe(Math.floor(done.liters));
      expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
        balanceCents: 10_000 - done.amount_cents,
        availableCents: 10_000 - done.amount_cents,
      });
      // Its price became the station's, from a refuel, seen at the completion (issue 28 §1).
      const euro95 = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/stations/${stationId}` }))
          .json<{ prices: { fuel_type: string; price_source: string; observed_at: string }[] }>()
          .prices.find((price) => price.fuel_type === 'euro95');
      expect(await poll(euro95, (price) => price?.price_source === 'tankbeurt', 2_000)).toMatchObject({
        price_eur_l: 2.149,
        price_source: 'tankbeurt',
        observed_at: done.completed_at,
      });
      // Run again (a runner that took the job over): nothing changes.
      clock.advance(5_000);
      await t.app.jobs.runDue();
      expect(await ledgerEntries(t.database.db, id)).toHaveLength(3);
    } finally {
      await t.close();
    }
  });

  it('stays off in tests unless turned on: a confirmation enqueues nothing', async () => {
    const t = await createTestApp();
    try {
      const { stationId } = await partnerStation(t);
      const { id } = await startRefuel(t, stationId, true);
      const simulated = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'pumps.simulate'), eq(jobs.key, `pumps.simulate:${id}`)));
      expect(simulated).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
