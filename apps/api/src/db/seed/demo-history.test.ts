import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSums } from '../../test/refuels.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, injectAs, logIn, type TestApp } from '../../test/test-app.ts';
import { balanceLedger, fuelTransactions, pointsLedger, rewardRedemptions, users } from '../schema/index.ts';
import { seedDemoCards } from './demo-cards.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoUsers } from './demo-users.ts';

// The demo accounts' three months of refuels, top-ups and points, written through the refuel services. A
// few stations stand in for the seeded OpenStreetMap data (the full seed runs in demo-vehicles.test.ts).

let t: TestApp;
const DAY = 24 * 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await seedDemoUsers(db);
  await seedDemoCards(db, t.app.config.CARD_HASH_KEY);
  for (const [title, city] of [
    ['Tinq Amsterdam Sloterdijk', 'Amsterdam'],
    ['Shell Amsterdam Zuid', 'Amsterdam'],
    ['Tango Utrecht Cartesiusweg', 'Utrecht'],
    ['Esso Nieuwegein', 'Nieuwegein'],
  ] as const) {
    await insertStation(db, { title, city, lat: 52.2, lng: 4.9, prices: { euro95: 2_189, diesel: 1_819 } });
  }
  await seedDemoHistory(db);
});
afterAll(async () => {
  await t.close();
});

const userId = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('demo history', () => {
  it('gives the consumer three months of Euro95 refuels in Amsterdam, paid from top-ups, with points', async () => {
    const token = await logIn(t.app, 'consument@fuellinq.nl');
    const page = (
      await injectAs(t.app, token, { method: 'GET', url: '/api/transactions?per_page=100' })
    ).json();
    const refuels = page.items.filter((item: { kind: string }) => item.kind === 'refuel');
    expect(refuels.length).toBeGreaterThanOrEqual(7);
    expect(
      refuels.every(
        (item: { city: string; fuel_type: string }) =>
          item.city === 'Amsterdam' && item.fuel_type === 'euro95',
      ),
    ).toBe(true);
    expect(refuels.filter((item: { status: string }) => item.status === 'cancelled')).toHaveLength(1);
    expect(page.items.some((item: { kind: string }) => item.kind === 'top_up')).toBe(true);
    const dates = page.items.map((item: { date: string }) => new Date(item.date).getTime());
    expect(Math.min(...dates)).toBeLessThan(Date.now() - 75 * DAY);
    expect(Math.max(...dates)).toBeGreaterThan(Date.now() - 15 * DAY);
    // Newest first, and every date its own moment.
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const completed = refuels.filter((item: { status: string }) => item.status === 'completed');
    const loyalty = (await injectAs(t.app, token, { method: 'GET', url: '/api/loyalty' })).json();
    expect(loyalty.points).toBe(
      completed.reduce((sum: number, item: { points: number }) => sum + item.points, 0),
    );
    expect(loyalty.points).toBeGreaterThan(150);

    const sums = await ledgerSums(t.database.db, await userId('consument@fuellinq.nl'));
    expect(sums.availableCents).toBe(sums.balanceCents);
    expect(sums.balanceCents).toBe(
      page.items.reduce((sum: number, item: { amount_cents: number }) => sum + item.amount_cents, 0),
    );
    expect(sums.balanceCents).toBeGreaterThanOrEqual(0);
    const receipt = await injectAs(t.app, token, { method: 'GET', url: completed[0].receipt_url });
    expect(receipt.statusCode).toBe(200);
  });

  it('gives the business account diesel twice a week on its active card, and a reward it redeemed', async () => {
    const id = await userId('zakelijk@fuellinq.nl');
    const rows = await t.database.db.select().from(fuelTransactions).where(eq(fuelTransactions.userId, id));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((row) => row.fuelType))).toEqual(new Set(['diesel']));
    expect(new Set(rows.map((row) => row.cardLast4)).size).toBe(1);
    expect(rows.every((row) => row.status === 'completed' && row.amountCents! <= row.reservedCents)).toBe(
      true,
    );
    const redemptions = await t.database.db
      .select()
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.userId, id));
    expect(redemptions.length).toBeGreaterThanOrEqual(1);
    const sums = await ledgerSums(t.database.db, id);
    expect(sums.balanceCents).toBeGreaterThanOrEqual(0);
    expect(sums.availableCents).toBe(sums.balanceCents);
  });

  it('is seeded once: seeding again adds nothing', async () => {
    const counts = async () => {
      const [[a], [b], [c]] = await Promise.all([
        t.database.db.select({ n: count() }).from(fuelTransactions),
        t.database.db.select({ n: count() }).from(balanceLedger),
        t.database.db.select({ n: count() }).from(pointsLedger),
      ]);
      return [a!.n, b!.n, c!.n];
    };
    const before = await counts();
    await seedDemoHistory(t.database.db);
    expect(await counts()).toEqual(before);
  });
});
