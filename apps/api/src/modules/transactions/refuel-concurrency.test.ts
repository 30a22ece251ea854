import type { Payment } from '@fuellinq/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../lib/sql-rows.ts';
import {
  type CheckoutRequest,
  type PaymentsApi,
  paymentFailed,
  paymentPaid,
} from '../payments/payments.service.ts';
import {
  driverWithCard,
  fundBalance,
  ledgerEntries,
  ledgerSums,
  partnerStation,
  testClock,
} from '../../test/refuels.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { transactionsServiceFor } from './transactions.service.ts';

// Refuel starts under concurrency, and the start that needs a top-up first. The payment provider's checkout
// is the payments module's (being built beside this one): here a stand-in records what the refuel asks of
// it and answers a checkout URL, and the test plays the provider by booking the top-up and announcing
// `paymentPaid` as the payments module does once the money is in.

const clock = testClock();
let t: TestApp;
let stationId: string;
const checkouts: CheckoutRequest[] = [];

const standIn: PaymentsApi = {
  createCheckout(request: CheckoutRequest) {
    checkouts.push(request);
    const payment: Payment = {
      id: `pay-${checkouts.length}`,
      purpose: request.purpose,
      amount_cents: request.amountCents,
      status: 'open',
      url: `/betalen/sandbox/${request.requestKey}`,
      return_path: request.returnPath,
      created_at: new Date().toISOString(),
      paid_at: null,
    };
    return Promise.resolve({ url: payment.url!, payment });
  },
};

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  ({ stationId } = await partnerStation(t));
});
afterAll(async () => {
  await t.close();
});

const service = () => transactionsServiceFor(t.app, { payments: standIn });

/** What the payments module does once a top-up for a refuel is paid: the money in, then the event. */
async function payTopUp(userId: string, cents: number, transactionId: string, paymentId?: string) {
  const id = paymentId ?? (await fundBalance(t.database.db, userId, cents));
  await t.app.events.emit(paymentPaid, {
    paymentId: id,
    userId,
    purpose: 'top_up',
    amountCents: cents,
    metadata: { transaction_id: transactionId },
  });
  return id;
}

describe('50 starts at once on one balance', () => {
  it('start one refuel on the card, reserve € 75 once, and answer it to every other start', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const refuels = service();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        refuels.start(driver.userId, { cardId: driver.cardId, stationId }, null),
      ),
    );
    // One open refuel per card: the first start makes it, the other 49 get it back.
    expect(new Set(answers.map(({ answer }) => answer.transaction.id)).size).toBe(1);
    expect(answers.filter(({ created }) => created)).toHaveLength(1);
    expect(answers.every(({ answer }) => answer.transaction.status === 'reserved')).toBe(true);
    expect(answers[0]!.answer.transaction.reserved_cents).toBe(7_500);
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 10_000,
      availableCents: 2_500,
    });
    // The ledger, summed entry by entry: one reservation, and the available amount never below zero
    // (a start that collided rolled its reservation back with it).
    const [sums] = await selectRows<{ reservations: number; entries: number; lowest: number }>(
      t.database.db,
      sql`select coalesce(sum(available_delta_cents) filter (where kind = 'reservation'), 0)::int as reservations,
                 count(*)::int as entries,
                 min(running)::int as lowest
            from (select kind, available_delta_cents,
                         sum(available_delta_cents) over (order by created_at, id) as running
                    from balance_ledger where user_id = ${driver.userId}) as ledger`,
    );
    expect(sums).toMatchObject({ reservations: -7_500, entries: 2 });
    expect(sums!.lowest).toBeGreaterThanOrEqual(0);
  });

  it('with one request key, start one refuel however many arrive together', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const refuels = service();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        refuels.start(driver.userId, { cardId: driver.cardId, stationId }, 'one-start-key'),
      ),
    );
    expect(new Set(answers.map(({ answer }) => answer.transaction.id)).size).toBe(1);
    expect(answers.filter(({ created }) => created)).toHaveLength(1);
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 10_000,
      availableCents: 2_500,
    });
  });
});

describe('a start with less than € 10 available', () => {
  it('waits for a top-up checkout, then reserves when the payment is paid', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 300);
    const refuels = service();
    const { answer } = await refuels.start(
      driver.userId,
      { cardId: driver.cardId, stationId },
      'top-up-first',
    );
    const id = answer.transaction.id;
    expect(answer.transaction).toMatchObject({ status: 'awaiting_top_up', reserved_cents: 7_500 });
    expect(answer.url).toBe('/betalen/sandbox/refuel:' + id);
    expect(checkouts.at(-1)).toEqual({
      userId: driver.userId,
      purpose: 'top_up',
      amountCents: 7_200,
      metadata: { transaction_id: id },
      returnPath: `/app/checkout-demo?tx=${id}&station=${stationId}&c=${driver.cardId}&amt=7500`,
      requestKey: `refuel:${id}`,
    });
    // Nothing is held while it waits.
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 300,
      availableCents: 300,
    });
    // A retry finds the same refuel and asks for the same payment.
    const again = await refuels.start(driver.userId, { cardId: driver.cardId, stationId }, 'top-up-first');
    expect(again.answer.transaction.id).toBe(id);
    expect(checkouts.at(-1)!.requestKey).toBe(`refuel:${id}`);
    // Paying cannot happen before it is paid.
    const early = await injectAs(t.app, driver.token, {
      method: 'POST',
      url: `/api/transactions/${id}/confirm`,
    });
    expect(early.statusCode).toBe(409);

    const paymentId = await payTopUp(driver.userId, 7_200, id);
    const now = await injectAs(t.app, driver.token, { method: 'GET', url: `/api/transactions/${id}` });
    expect(now.json()).toMatchObject({ status: 'reserved', reserved_cents: 7_500 });
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 7_500,
      availableCents: 0,
    });
    // Announced twice (a replayed webhook): reserved once.
    await payTopUp(driver.userId, 7_200, id, paymentId);
    expect(await ledgerEntries(t.database.db, id)).toHaveLength(1);
    const confirmed = await injectAs(t.app, driver.token, {
      method: 'POST',
      url: `/api/transactions/${id}/confirm`,
    });
    expect(confirmed.json().status).toBe('fuelling');
  });

  it('keeps the reservation 30 minutes from the payment, not from the start', async () => {
    const driver = await driverWithCard(t.app);
    const { answer } = await service().start(driver.userId, { cardId: driver.cardId, stationId }, null);
    const id = answer.transaction.id;
    clock.advance(20 * 60_000);
    await payTopUp(driver.userId, 7_500, id);
    clock.advance(15 * 60_000);
    await t.app.jobs.runDue();
    const read = async () =>
      (await injectAs(t.app, driver.token, { method: 'GET', url: `/api/transactions/${id}` })).json();
    expect((await read()).status).toBe('reserved');
    clock.advance(16 * 60_000);
    await t.app.jobs.runDue();
    expect(await read()).toMatchObject({ status: 'expired', released_cents: 7_500 });
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 7_500,
      availableCents: 7_500,
    });
  });

  it('is cancelled when its payment fails, and expires unpaid with nothing to release', async () => {
    const driver = await driverWithCard(t.app);
    const failed = await service().start(driver.userId, { cardId: driver.cardId, stationId }, null);
    await t.app.events.emit(paymentFailed, {
      paymentId: 'pay-x',
      userId: driver.userId,
      purpose: 'top_up',
      metadata: { transaction_id: failed.answer.transaction.id },
    });
    const cancelled = await injectAs(t.app, driver.token, {
      method: 'GET',
      url: `/api/transactions/${failed.answer.transaction.id}`,
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', released_cents: 0 });

    const unpaid = await service().start(driver.userId, { cardId: driver.cardId, stationId }, null);
    clock.advance(31 * 60_000);
    await t.app.jobs.runDue();
    const expired = await injectAs(t.app, driver.token, {
      method: 'GET',
      url: `/api/transactions/${unpaid.answer.transaction.id}`,
    });
    expect(expired.json()).toMatchObject({ status: 'expired', released_cents: 0 });
    expect(await ledgerEntries(t.database.db, unpaid.answer.transaction.id)).toEqual([]);
  });

  it('ignores a payment that names another user’s refuel', async () => {
    const driver = await driverWithCard(t.app);
    const stranger = await driverWithCard(t.app);
    const { answer } = await service().start(driver.userId, { cardId: driver.cardId, stationId }, null);
    await payTopUp(stranger.userId, 7_500, answer.transaction.id);
    const still = await injectAs(t.app, driver.token, {
      method: 'GET',
      url: `/api/transactions/${answer.transaction.id}`,
    });
    expect(still.json().status).toBe('awaiting_top_up');
    expect(await ledgerSums(t.database.db, stranger.userId)).toEqual({
      balanceCents: 7_500,
      availableCents: 7_500,
    });
  });
});
