import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, injectAs, logIn, type TestApp } from '../../test/test-app.ts';
import { users } from '../schema/index.ts';
import { demoAccountEmails, seedDemoAccountAges } from './demo-account-ages.ts';
import { seedDemoFleet } from './demo-fleet.ts';
import { seedDemoUsers } from './demo-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
  await seedDemoFleet(t.database.db);
  await seedDemoAccountAges(t.database.db);
}, 60_000);
afterAll(() => t.close());

describe('demo account ages', () => {
  it('date every demo account back before its history, so a demo driver may report a price at once', async () => {
    const rows = await t.database.db.select({ email: users.email, createdAt: users.createdAt }).from(users);
    const yearAgo = Date.now() - 365 * 24 * 3600 * 1000;
    for (const email of demoAccountEmails) {
      expect(rows.find((row) => row.email === email)?.createdAt.getTime()).toBeLessThan(yearAgo);
    }

    const stationId = await insertStation(t.database.db, { title: 'Demo Meldstation', lat: 52.3, lng: 4.9 });
    const token = await logIn(t.app, 'bestuurder1@fuellinq.nl');
    const response = await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/stations/${stationId}/price-reports`,
      payload: { fuel_type: 'euro95', price_eur_l: 2.199 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'pending' });
  });

  it('leave an account that is older already as it is', async () => {
    const old = new Date('2020-01-01T00:00:00Z');
    await t.database.db.update(users).set({ createdAt: old }).where(eq(users.email, 'admin@fuellinq.nl'));
    await seedDemoAccountAges(t.database.db);
    const [row] = await t.database.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.email, 'admin@fuellinq.nl'));
    expect(row?.createdAt).toEqual(old);
  });
});
