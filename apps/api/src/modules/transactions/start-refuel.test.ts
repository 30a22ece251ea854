import { balanceMessages } from '@fuellinq/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, fuelTransactions, idempotencyKeys, payments } from '../../db/schema/index.ts';
import {
  driverWithCard,
  fundBalance,
  idempotencyKey,
  ledgerEntries,
  ledgerSums,
  partnerStation,
} from '../../test/refuels.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';

// The start claims its Idempotency-Key and keeps its answer in its own transaction (start-refuel.ts), not
// through the idempotency plugin's hooks: what the plugin guarantees every other money route holds here too.

let t: TestApp;
let stationId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: '1' });
  ({ stationId } = await partnerStation(t));
});
afterAll(async () => {
  await t.close();
});

const start = (
  token: string,
  payload: Record<string, unknown>,
  key: string,
  url = '/api/transactions/start',
) => injectAs(t.app, token, { method: 'POST', url, payload, headers: { 'idempotency-key': key } });

const claimOf = (userId: string, key: string) =>
  t.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));

describe('the start’s Idempotency-Key', () => {
  it('keeps the answer with the refuel, and answers a retry with it however the card changed since', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const key = idempotencyKey();
    const first = await start(driver.token, { cardId: driver.cardId, stationId }, key);
    expect(first.statusCode).toBe(201);
    const [kept] = await claimOf(driver.userId, key);
    expect(kept).toMatchObject({ statusCode: 201, route: 'POST /api/transactions/start' });
    expect(kept!.response).toEqual(first.json());

    // A replay answers what the first answered, before looking at the card at all.
    await t.database.db.update(cards).set({ status: 'paused' }).where(eq(cards.id, driver.cardId));
    const again = await start(driver.token, { cardId: driver.cardId, stationId }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ledgerEntries(t.database.db, first.json().transaction.id)).toHaveLength(1);
  });

  it('refuses the key with another request (422), also at the fallback route, and moves nothing', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const key = idempotencyKey();
    await start(driver.token, { cardId: driver.cardId, stationId }, key);
    const other = await start(
      driver.token,
      { cardId: driver.cardId, stationId, max_amount_cents: 2_000 },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      error: 'idempotency_key_reused',
      message: balanceMessages.idempotencyReused,
    });
    const fallback = await start(
      driver.token,
      { cardId: driver.cardId, stationId },
      key,
      '/api/checkout/fuel',
    );
    expect(fallback.statusCode).toBe(422);
    expect((await ledgerSums(t.database.db, driver.userId)).availableCents).toBe(2_500);
  });

  it('answers retries that arrive while the first runs with its answer, once it committed', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const key = idempotencyKey();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => start(driver.token, { cardId: driver.cardId, stationId }, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 10_000,
      availableCents: 2_500,
    });
  });

  it('is 409 while a claim without an answer is in progress, and taken over once it is abandoned', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const key = idempotencyKey();
    const first = await start(driver.token, { cardId: driver.cardId, stationId }, key);
    // As a process leaves it that dies after its work committed and before its answer was kept.
    const where = and(eq(idempotencyKeys.userId, driver.userId), eq(idempotencyKeys.key, key));
    await t.database.db.update(idempotencyKeys).set({ statusCode: null, response: null }).where(where);
    const busy = await start(driver.token, { cardId: driver.cardId, stationId }, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ error: 'idempotency_in_progress' });
    expect(busy.headers['retry-after']).toBe('1');

    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(where);
    const taken = await start(driver.token, { cardId: driver.cardId, stationId }, key);
    // The refuel remembers its key: the retry answers it (the card's open refuel) and reserves nothing more.
    expect(taken.statusCode).toBe(200);
    expect(taken.json().transaction.id).toBe(first.json().transaction.id);
    expect((await claimOf(driver.userId, key))[0]).toMatchObject({ statusCode: 200 });
    expect((await ledgerSums(t.database.db, driver.userId)).availableCents).toBe(2_500);
  });

  it('keeps nothing when the start fails, so a retry with the key runs anew', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    await t.database.db.update(cards).set({ status: 'paused' }).where(eq(cards.id, driver.cardId));
    const key = idempotencyKey();
    const refused = await start(driver.token, { cardId: driver.cardId, stationId }, key);
    expect(refused.statusCode).toBe(409);
    expect(await claimOf(driver.userId, key)).toEqual([]);
    await t.database.db.update(cards).set({ status: 'active' }).where(eq(cards.id, driver.cardId));
    const started = await start(driver.token, { cardId: driver.cardId, stationId }, key);
    expect(started.statusCode).toBe(201);
    expect(started.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps the answer of a start that waits for a top-up with its checkout, one payment for every retry', async () => {
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 300);
    const key = idempotencyKey();
    const first = await start(driver.token, { cardId: driver.cardId, stationId }, key);
    expect(first.statusCode).toBe(201);
    expect(first.json().transaction.status).toBe('awaiting_top_up');
    const again = await start(driver.token, { cardId: driver.cardId, stationId }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // Without the key, a start answers the same refuel with the same payment.
    const other = await start(driver.token, { cardId: driver.cardId, stationId }, idempotencyKey());
    expect(other.statusCode).toBe(200);
    expect(other.json().url).toBe(first.json().url);
    const open = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, driver.userId), eq(payments.status, 'open')));
    expect(open).toHaveLength(1);
    const refuels = await t.database.db
      .select()
      .from(fuelTransactions)
      .where(eq(fuelTransactions.userId, driver.userId));
    expect(refuels).toHaveLength(1);
  });
});
