import { balanceMessages, transactionMessages } from '@fuellinq/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, fuelTransactions, idempotencyKeys, payments } from '../../db/schema/index.ts';
import { and, eq } from 'drizzle-orm';
import {
  driverWithCard,
  fundBalance,
  idempotencyKey,
  ledgerEntries,
  ledgerSums,
  partnerStation,
} from '../../test/refuels.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';

// Nu tanken as the driver meets it: start (reserve on the balance), the checkout's Betalen and Annuleren,
// and what another user may not see. The pump side and the history have their own files. The start claims
// its Idempotency-Key and keeps its answer in its own transaction (start-refuel.ts), not through the
// idempotency plugin's hooks: what the plugin guarantees every other money route is tested here for it.

let t: TestApp;
let stationId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ stationId } = await partnerStation(t));
});
afterAll(async () => {
  await t.close();
});

const start = (
  token: string,
  payload: Record<string, unknown>,
  key?: string,
  url = '/api/transactions/start',
) =>
  injectAs(t.app, token, {
    method: 'POST',
    url,
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('POST /api/transactions/start', () => {
  it('reserves € 75 on the balance and answers the demo checkout', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const response = await start(driver.token, { cardId: driver.cardId, stationId });
    expect(response.statusCode).toBe(201);
    const { url, transaction } = response.json();
    expect(transaction).toMatchObject({
      status: 'reserved',
      reserved_cents: 7_500,
      fuel_type: 'euro95',
      card_id: driver.cardId,
      station: { id: stationId, title: 'Tinq Teststraat', brand: 'Tinq', city: 'Utrecht' },
      amount_cents: null,
      receipt_url: null,
    });
    expect(transaction.number).toMatch(/^FL-T-\d{6}$/);
    expect(url).toBe(
      `/app/checkout-demo?tx=${transaction.id}&station=${stationId}&c=${driver.cardId}&amt=7500`,
    );
    // Held on the balance, not spent: the balance is the same, what is available is less.
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 10_000,
      availableCents: 2_500,
    });
  });

  it('caps the reservation at what is available, and takes a maximum and a fuel', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 4_000);
    const capped = await start(driver.token, { cardId: driver.cardId, stationId });
    expect(capped.json().transaction.reserved_cents).toBe(4_000);

    const other = await driverWithCard(t.app);
    await fundBalance(t.database.db, other.userId, 10_000);
    const chosen = await start(other.token, {
      cardId: other.cardId,
      stationId,
      fuel_type: 'B7',
      max_amount_cents: 2_000,
    });
    expect(chosen.json().transaction).toMatchObject({ reserved_cents: 2_000, fuel_type: 'diesel' });
  });

  it('answers the same refuel to a retry with the same Idempotency-Key and reserves once', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const key = idempotencyKey();
    const first = await start(driver.token, { cardId: driver.cardId, stationId }, key);
    const again = await start(driver.token, { cardId: driver.cardId, stationId }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const id = first.json().transaction.id as string;
    expect(await ledgerEntries(t.database.db, id)).toEqual([
      { kind: 'reservation', balance_delta_cents: 0, available_delta_cents: -7_500 },
    ]);
    expect((await ledgerSums(t.database.db, driver.userId)).availableCents).toBe(2_500);
  });

  it('works the same at the spec fallback POST /api/checkout/fuel', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const response = await start(
      driver.token,
      { cardId: driver.cardId, stationId },
      undefined,
      '/api/checkout/fuel',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().transaction.status).toBe('reserved');
  });

  it('needs the caller’s own active card: another’s is not found, a paused one is refused with the spec’s text', async () => {
    const driver = await driverWithCard(t.app);
    const stranger = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const foreign = await start(driver.token, { cardId: stranger.cardId, stationId });
    expect(foreign.statusCode).toBe(404);

    await t.database.db.update(cards).set({ status: 'paused' }).where(eq(cards.id, driver.cardId));
    const paused = await start(driver.token, { cardId: driver.cardId, stationId });
    expect(paused.statusCode).toBe(409);
    expect(paused.json()).toMatchObject({
      error: 'card_not_active',
      message: 'Kies eerst een actieve pas op de Wallet-pagina.',
    });
    await t.database.db
      .update(cards)
      .set({ status: 'active', isActive: false })
      .where(eq(cards.id, driver.cardId));
    expect((await start(driver.token, { cardId: driver.cardId, stationId })).statusCode).toBe(409);
    // Nothing was reserved by the refusals.
    expect((await ledgerSums(t.database.db, driver.userId)).availableCents).toBe(10_000);
  });

  it('refuses an unknown station (404), a fuel the station does not sell and amounts out of range (400)', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const unknown = await start(driver.token, {
      cardId: driver.cardId,
      stationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(transactionMessages.stationNotFound);
    for (const fuel of ['lpg', 'elektrisch', 'kerosine']) {
      const response = await start(driver.token, { cardId: driver.cardId, stationId, fuel_type: fuel });
      expect(response.statusCode, fuel).toBe(400);
    }
    for (const max of [-500, 0, 499, 30_001, 1e12, 12.5, '7500']) {
      const response = await start(driver.token, { cardId: driver.cardId, stationId, max_amount_cents: max });
      expect(response.statusCode, String(max)).toBe(400);
      expect(response.json().message).toContain(transactionMessages.maxAmount);
    }
    expect((await ledgerSums(t.database.db, driver.userId)).availableCents).toBe(10_000);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/start',
      payload: { cardId: '00000000-0000-4000-8000-000000000000', stationId },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the checkout: Betalen and Annuleren', () => {
  async function reserved() {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const response = await start(driver.token, { cardId: driver.cardId, stationId });
    return { driver, id: response.json().transaction.id as string };
  }
  const post = (token: string, url: string) => injectAs(t.app, token, { method: 'POST', url });

  it('Betalen lets the pump run; pressing it again changes nothing', async () => {
    const { driver, id } = await reserved();
    const confirmed = await post(driver.token, `/api/transactions/${id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id, status: 'fuelling' });
    expect((await post(driver.token, `/api/transactions/${id}/confirm`)).json().status).toBe('fuelling');
    // Once the pump may run, the driver can no longer cancel: the reservation stays until the pump reports.
    const cancel = await post(driver.token, `/api/transactions/${id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe('already_fuelling');
    expect((await ledgerSums(t.database.db, driver.userId)).availableCents).toBe(2_500);
  });

  it('Annuleren gives the whole reservation back at once; again is the same answer', async () => {
    const { driver, id } = await reserved();
    const cancelled = await post(driver.token, `/api/transactions/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', released_cents: 7_500 });
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 10_000,
      availableCents: 10_000,
    });
    const again = await post(driver.token, `/api/transactions/${id}/cancel`);
    expect(again.json()).toEqual(cancelled.json());
    expect(await ledgerEntries(t.database.db, id)).toEqual([
      { kind: 'release', balance_delta_cents: 0, available_delta_cents: 7_500 },
      { kind: 'reservation', balance_delta_cents: 0, available_delta_cents: -7_500 },
    ]);
    // A cancelled refuel cannot be paid.
    expect((await post(driver.token, `/api/transactions/${id}/confirm`)).statusCode).toBe(409);
  });

  it('shows a refuel to its driver only: another user gets 404 for reading, paying or cancelling it', async () => {
    const { driver, id } = await reserved();
    const stranger = await driverWithCard(t.app);
    expect(
      (await injectAs(t.app, driver.token, { method: 'GET', url: `/api/transactions/${id}` })).statusCode,
    ).toBe(200);
    expect(
      (await injectAs(t.app, stranger.token, { method: 'GET', url: `/api/transactions/${id}` })).statusCode,
    ).toBe(404);
    expect((await post(stranger.token, `/api/transactions/${id}/confirm`)).statusCode).toBe(404);
    expect((await post(stranger.token, `/api/transactions/${id}/cancel`)).statusCode).toBe(404);
    const still = await injectAs(t.app, driver.token, { method: 'GET', url: `/api/transactions/${id}` });
    expect(still.json().status).toBe('reserved');
  });
});

const claimOf = (userId: string, key: string) =>
  t.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));

/** A driver with € 100 (or `cents`) on the balance, and a fresh Idempotency-Key. */
async function funded(cents = 10_000) {
  const driver = await driverWithCard(t.app);
  await fundBalance(t.database.db, driver.userId, cents);
  return { driver, key: idempotencyKey(), at: { cardId: driver.cardId, stationId } };
}

describe('the start’s Idempotency-Key', () => {
  it('keeps the answer with the refuel, and answers a retry with it however the card changed since', async () => {
    const { driver, key, at } = await funded();
    const first = await start(driver.token, at, key);
    expect(first.statusCode).toBe(201);
    const [kept] = await claimOf(driver.userId, key);
    expect(kept).toMatchObject({ statusCode: 201, route: 'POST /api/transactions/start' });
    expect(kept!.response).toEqual(first.json());
    // A replay answers what the first answered, before looking at the card at all.
    await t.database.db.update(cards).set({ status: 'paused' }).where(eq(cards.id, driver.cardId));
    const again = await start(driver.token, at, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ledgerEntries(t.database.db, first.json().transaction.id)).toHaveLength(1);
  });

  it('refuses the key with another request (422), also at the fallback route, and moves nothing', async () => {
    const { driver, key, at } = await funded();
    await start(driver.token, at, key);
    const other = await start(driver.token, { ...at, max_amount_cents: 2_000 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      error: 'idempotency_key_reused',
      message: balanceMessages.idempotencyReused,
    });
    expect((await start(driver.token, at, key, '/api/checkout/fuel')).statusCode).toBe(422);
    expect((await ledgerSums(t.database.db, driver.userId)).availableCents).toBe(2_500);
  });

  it('answers retries that arrive while the first runs with its answer, once it committed', async () => {
    const { driver, key, at } = await funded();
    const answers = await Promise.all(Array.from({ length: 8 }, () => start(driver.token, at, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 10_000,
      availableCents: 2_500,
    });
  });

  it('is 409 while a claim without an answer is in progress, and taken over once it is abandoned', async () => {
    const { driver, key, at } = await funded();
    const first = await start(driver.token, at, key);
    // As a process leaves it that dies after its work committed and before its answer was kept.
    const where = and(eq(idempotencyKeys.userId, driver.userId), eq(idempotencyKeys.key, key));
    await t.database.db.update(idempotencyKeys).set({ statusCode: null, response: null }).where(where);
    const busy = await start(driver.token, at, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ error: 'idempotency_in_progress' });
    expect(busy.headers['retry-after']).toBe('1');

    const abandoned = new Date(Date.now() - 5 * 60_000);
    await t.database.db.update(idempotencyKeys).set({ createdAt: abandoned }).where(where);
    const taken = await start(driver.token, at, key);
    // The refuel remembers its key: the retry answers it (the card's open refuel) and reserves nothing more.
    expect(taken.statusCode).toBe(200);
    expect(taken.json().transaction.id).toBe(first.json().transaction.id);
    expect((await claimOf(driver.userId, key))[0]).toMatchObject({ statusCode: 200 });
    expect((await ledgerSums(t.database.db, driver.userId)).availableCents).toBe(2_500);
  });

  it('keeps nothing when the start fails, so a retry with the key runs anew', async () => {
    const { driver, key, at } = await funded();
    await t.database.db.update(cards).set({ status: 'paused' }).where(eq(cards.id, driver.cardId));
    expect((await start(driver.token, at, key)).statusCode).toBe(409);
    expect(await claimOf(driver.userId, key)).toEqual([]);
    await t.database.db.update(cards).set({ status: 'active' }).where(eq(cards.id, driver.cardId));
    const started = await start(driver.token, at, key);
    expect(started.statusCode).toBe(201);
    expect(started.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps the answer of a start that waits for a top-up with its checkout, one payment for every retry', async () => {
    const { driver, key, at } = await funded(300);
    const first = await start(driver.token, at, key);
    expect(first.statusCode).toBe(201);
    expect(first.json().transaction.status).toBe('awaiting_top_up');
    const again = await start(driver.token, at, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // With another key, a start answers the same refuel with the same payment.
    const other = await start(driver.token, at, idempotencyKey());
    expect(other.statusCode).toBe(200);
    expect(other.json().url).toBe(first.json().url);
    const mine = eq(payments.userId, driver.userId);
    expect(
      await t.database.db
        .select()
        .from(payments)
        .where(and(mine, eq(payments.status, 'open'))),
    ).toHaveLength(1);
    const refuels = await t.database.db
      .select()
      .from(fuelTransactions)
      .where(eq(fuelTransactions.userId, driver.userId));
    expect(refuels).toHaveLength(1);
  });
});
