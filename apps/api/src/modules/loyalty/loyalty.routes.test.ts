import { randomUUID } from 'node:crypto';
import { loyaltyMessages } from '@fuellinq/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, walletPasses } from '../../db/schema/index.ts';
import { driverWithCard, idempotencyKey, ledgerEntries, ledgerSums } from '../../test/refuels.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';
import { earnPoints } from './loyalty.service.ts';

// Punten & Rewards: the balance of points, its history, and redeeming a reward exactly once, however
// often a request is retried and however many run at once.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Points as a refuel books them (the completion calls the same function). */
const give = (userId: string, points: number) =>
  earnPoints(t.database.db, {
    userId,
    points,
    reference: randomUUID(),
    description: 'Tankbeurt FL-T-000001 bij Tinq Teststraat',
  });

const redeem = (token: string, reward: string, key?: string) =>
  injectAs(t.app, token, {
    method: 'POST',
    url: '/api/loyalty/redeem',
    payload: { reward },
    headers: key ? { 'idempotency-key': key } : {},
  });
const overview = async (token: string) =>
  (await injectAs(t.app, token, { method: 'GET', url: '/api/loyalty' })).json();

describe('GET /api/loyalty', () => {
  it('starts at 0 points with every reward out of reach', async () => {
    const { token } = await registerUser(t.app);
    const body = await overview(token);
    expect(body).toMatchObject({ points: 0, history: [], redemptions: [] });
    expect(
      body.rewards.map((reward: { key: string; available: boolean }) => [reward.key, reward.available]),
    ).toEqual([
      ['saldo-5', false],
      ['wasbeurt', false],
    ]);
  });

  it('sums the points ledger and lists its entries, newest first', async () => {
    const { token, user } = await registerUser(t.app);
    await give(user.id, 320);
    await give(user.id, 300);
    const body = await overview(token);
    expect(body.points).toBe(620);
    expect(body.history).toHaveLength(2);
    expect(body.history[0]).toMatchObject({
      kind: 'earn',
      description: expect.stringContaining('Tankbeurt'),
    });
    expect(body.rewards.find((reward: { key: string }) => reward.key === 'saldo-5').available).toBe(true);
    expect(body.rewards.find((reward: { key: string }) => reward.key === 'wasbeurt').available).toBe(false);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/loyalty' })).statusCode).toBe(401);
  });
});

describe('POST /api/loyalty/redeem', () => {
  it('€ 5 op je saldo: 500 points off, € 5 on the balance as a reward credit', async () => {
    const { token, user } = await registerUser(t.app);
    await give(user.id, 640);
    const response = await redeem(token, 'saldo-5', idempotencyKey());
    expect(response.statusCode).toBe(201);
    const { redemption, points } = response.json();
    expect(points).toBe(140);
    expect(redemption).toMatchObject({
      reward: 'saldo-5',
      title: '€ 5 op je saldo',
      points: 500,
      voucher_code: null,
    });
    expect(await ledgerSums(t.database.db, user.id)).toEqual({ balanceCents: 500, availableCents: 500 });
    expect(await ledgerEntries(t.database.db, redemption.id)).toEqual([
      { kind: 'reward_credit', balance_delta_cents: 500, available_delta_cents: 500 },
    ]);
    const body = await overview(token);
    expect(body.points).toBe(140);
    expect(body.history[0]).toMatchObject({ kind: 'redeem', points: -500 });
    expect(body.redemptions).toHaveLength(1);
  });

  it('a car wash gives a voucher code and no money', async () => {
    const { token, user } = await registerUser(t.app);
    await give(user.id, 750);
    const response = await redeem(token, 'wasbeurt');
    expect(response.statusCode).toBe(201);
    expect(response.json().redemption.voucher_code).toMatch(/^WAS-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(response.json().points).toBe(0);
    expect(await ledgerSums(t.database.db, user.id)).toEqual({ balanceCents: 0, availableCents: 0 });
  });

  it('refuses a reward the points do not cover, and an unknown one', async () => {
    const { token, user } = await registerUser(t.app);
    await give(user.id, 499);
    const short = await redeem(token, 'saldo-5');
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ error: 'not_enough_points', message: loyaltyMessages.notEnough });
    const unknown = await redeem(token, 'gratis-auto');
    expect(unknown.statusCode).toBe(400);
    expect((await overview(token)).points).toBe(499);
  });

  it('replayed 10 times with one Idempotency-Key, redeems once and answers the same', async () => {
    const { token, user } = await registerUser(t.app);
    await give(user.id, 2_000);
    const key = idempotencyKey();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await redeem(token, 'saldo-5', key));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const body = await overview(token);
    expect(body.points).toBe(1_500);
    expect(body.redemptions).toHaveLength(1);
    expect(await ledgerSums(t.database.db, user.id)).toEqual({ balanceCents: 500, availableCents: 500 });
  });

  it('never spends more points than there are, with 10 redemptions at once', async () => {
    const { token, user } = await registerUser(t.app);
    await give(user.id, 1_200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => redeem(token, 'saldo-5', idempotencyKey())),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, ...Array(8).fill(409)]);
    const rows = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(200);
    expect(await ledgerSums(t.database.db, user.id)).toEqual({ balanceCents: 1_000, availableCents: 1_000 });
  });

  it('marks the wallet passes changed: they show the points', async () => {
    const driver = await driverWithCard(t.app);
    const pass = await injectAs(t.app, driver.token, {
      method: 'POST',
      url: '/api/wallet/pass',
      payload: { cardId: driver.cardId },
    });
    expect(pass.statusCode).toBe(200);
    const past = new Date(Date.now() - 3_600_000);
    await t.database.db
      .update(walletPasses)
      .set({ updatedAt: past })
      .where(eq(walletPasses.cardId, driver.cardId));
    await give(driver.userId, 500);
    expect((await redeem(driver.token, 'saldo-5')).statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(walletPasses)
      .where(eq(walletPasses.cardId, driver.cardId));
    expect(row).toBeDefined();
    expect(row!.updatedAt.getTime()).toBeGreaterThan(past.getTime());
  });
});
