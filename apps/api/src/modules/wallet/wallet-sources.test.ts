import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverWithCard, fundBalance, partnerStation, pumpKey } from '../../test/refuels.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { walletSources } from './wallet-sources.ts';

// The wallet pass shows the points the driver really has: those its refuels earned, less what it spent.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('walletSources().pointsBalance', () => {
  it('is the points ledger’s sum: a refuel’s points', async () => {
    const { partner, stationId } = await partnerStation(t);
    const key = await pumpKey(t.app, partner.token);
    const driver = await driverWithCard(t.app);
    const sources = walletSources(t.database.db);
    expect(await sources.pointsBalance(driver.userId)).toBe(0);

    await fundBalance(t.database.db, driver.userId, 10_000);
    const started = await injectAs(t.app, driver.token, {
      method: 'POST',
      url: '/api/transactions/start',
      payload: { cardId: driver.cardId, stationId },
    });
    const id = started.json().transaction.id as string;
    await injectAs(t.app, driver.token, { method: 'POST', url: `/api/transactions/${id}/confirm` });
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/partner/pumps/transactions/${id}/complete`,
      payload: { liters: 33.9, amount_cents: 7_455, price_per_l: 2.199 },
      headers: { 'x-api-key': key },
    });
    expect(completed.statusCode).toBe(200);
    expect(await sources.pointsBalance(driver.userId)).toBe(33);
  });
});
