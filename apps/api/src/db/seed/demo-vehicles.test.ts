import { previousMonth } from '@fuellinq/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, logIn, type TestApp } from '../../test/test-app.ts';
import { fuelLogs, odometerLogs, vehicles } from '../schema/index.ts';
import { seedDemoData } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database, { cardHashKey: t.app.config.CARD_HASH_KEY });
});
afterAll(async () => {
  await t.close();
});

describe('demo vehicles', () => {
  it('give the consumer the spec’s demo month last month, so the CO2 report opens on it', async () => {
    const token = await logIn(t.app, 'consument@fuellinq.nl');
    const list = (await injectAs(t.app, token, { method: 'GET', url: '/api/vehicles' })).json();
    expect(list.items).toEqual([
      expect.objectContaining({ license_plate_display: '11-ZKZ-3', make: 'SKODA' }),
    ]);
    const report = (await injectAs(t.app, token, { method: 'GET', url: '/api/co2/report' })).json();
    expect(report).toMatchObject({
      period: previousMonth(),
      km_total: 850,
      liters_total: 75.2,
      kg_co2_total: 210.1,
    });
  });

  it('give the business account a WPM year with business and commuting kilometres', async () => {
    const token = await logIn(t.app, 'zakelijk@fuellinq.nl');
    const wpm = (await injectAs(t.app, token, { method: 'GET', url: '/api/co2/wpm' })).json();
    expect(wpm.rows.map((row: { mode: string; fuel: string }) => `${row.mode} ${row.fuel}`)).toEqual([
      'Auto Diesel',
      'Bromfiets/scooter Fossiel',
    ]);
    expect(wpm.totals.km_zakelijk).toBeGreaterThan(10_000);
    expect(wpm.totals.km_woon_werk).toBeGreaterThan(1_000);
  });

  it('are seeded once: seeding again adds nothing', async () => {
    const counts = async () => {
      const [[v], [o], [f]] = await Promise.all([
        t.database.db.select({ n: count() }).from(vehicles),
        t.database.db.select({ n: count() }).from(odometerLogs),
        t.database.db.select({ n: count() }).from(fuelLogs),
      ]);
      return [v?.n, o?.n, f?.n];
    };
    const before = await counts();
    await seedDemoData(t.database, { cardHashKey: t.app.config.CARD_HASH_KEY });
    expect(await counts()).toEqual(before);
    expect(before).toEqual([3, 2 + 24 * 3, 2 + 24 * 2]);
  });
});
