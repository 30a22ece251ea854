import { addDays, isoDateIn, type Period, previousMonth } from '@fuellinq/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, logIn, type TestApp } from '../../test/test-app.ts';
import { fuelLogs, odometerLogs, vehicles } from '../schema/index.ts';
import { demoUsers } from './demo-users.ts';
import { seedDemoData } from './index.ts';

/** The calendar month `offset` months from this one. */
function monthBack(offset: number): Period {
  const [year = 0, month = 1] = isoDateIn(new Date()).split('-').map(Number);
  const first = (index: number) =>
    `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  const index = year * 12 + month - 1 + offset;
  return { from: first(index), to: addDays(first(index + 1), -1) };
}

let t: TestApp;
// The whole demo (stations, history, the demo fleet) takes a while on a busy machine.
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database, { cardHashKey: t.app.config.CARD_HASH_KEY });
}, 180_000);
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
    // The spec's demo month, and the card's refuels of that month beside it.
    const cardLogs = (
      await injectAs(t.app, token, {
        method: 'GET',
        url: '/api/co2/fuel',
        query: { source: 'kaart', ...previousMonth(), per_page: '100' },
      })
    ).json().items;
    expect(cardLogs.length).toBeGreaterThan(0);
    const cardLiters = cardLogs.reduce((sum: number, log: { liters: number }) => sum + log.liters, 0);
    expect(report).toMatchObject({ period: previousMonth(), km_total: 850 });
    expect(report.liters_total).toBeCloseTo(75.2 + cardLiters, 2);
  });

  it('tie the demo cards to the demo vehicles, so every refuel of the demo history is in a logbook', async () => {
    for (const email of ['consument@fuellinq.nl', 'zakelijk@fuellinq.nl']) {
      const token = await logIn(t.app, email);
      const cards = (await injectAs(t.app, token, { method: 'GET', url: '/api/cards' })).json();
      const active = cards.find((card: { is_active: boolean }) => card.is_active);
      expect(active.plate).toBe(email.startsWith('consument') ? '11ZKZ3' : 'TT601D');
      const refuels = (
        await injectAs(t.app, token, {
          method: 'GET',
          url: '/api/transactions',
          query: { kind: 'refuel', status: 'completed', per_page: '100' },
        })
      ).json();
      const logged = (
        await injectAs(t.app, token, {
          method: 'GET',
          url: '/api/co2/fuel',
          query: { source: 'kaart', per_page: '1' },
        })
      ).json();
      expect(refuels.total).toBeGreaterThan(0);
      expect(logged.total).toBe(refuels.total);
    }
  });

  it('give every seeded account a three-month report that is its three monthly reports together', async () => {
    const months = [-3, -2, -1].map((offset) => monthBack(offset));
    const quarter = { from: months[0]!.from, to: months[2]!.to };
    for (const { email } of demoUsers) {
      const token = await logIn(t.app, email);
      const report = async (period: Period) =>
        (
          await injectAs(t.app, token, { method: 'GET', url: '/api/co2/report', query: { ...period } })
        ).json();
      const whole = await report(quarter);
      const parts = await Promise.all(months.map(report));
      const sum = (field: 'km_total' | 'liters_total' | 'kg_co2_total') =>
        parts.reduce((total, part) => total + Number(part[field]), 0);
      expect(whole.km_total, email).toBe(sum('km_total'));
      expect(whole.liters_total, email).toBeCloseTo(sum('liters_total'), 2);
      // Each report rounds its kilograms to one decimal.
      expect(Math.abs(whole.kg_co2_total - sum('kg_co2_total')), email).toBeLessThanOrEqual(0.15);
    }
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
        t.database.db.select({ n: count() }).from(fuelLogs).where(eq(fuelLogs.source, 'handmatig')),
      ]);
      return [v?.n, o?.n, f?.n];
    };
    const before = await counts();
    await seedDemoData(t.database, { cardHashKey: t.app.config.CARD_HASH_KEY });
    expect(await counts()).toEqual(before);
    // The demo accounts' 3 vehicles and the demo fleet's 4.
    expect(before).toEqual([3 + 4, 2 + 24 * 3, 2 + 24 * 2]);
  });
});
