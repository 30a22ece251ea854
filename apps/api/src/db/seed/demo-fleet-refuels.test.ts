import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompanyCard, insertCompanyVehicle } from '../../test/fleet-rules.ts';
import { ledgerSums } from '../../test/refuels.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, injectAs, logIn, type TestApp } from '../../test/test-app.ts';
import { fuelLogs, fuelTransactions, orgMembers, refuelDeclines, refuelFlags } from '../schema/index.ts';
import { type DemoFleet, seedDemoFleet } from './demo-fleet.ts';
import { seedDemoFleetRefuels } from './demo-fleet-refuels.ts';
import { seedDemoUsers } from './demo-users.ts';

// The demo organisation's three months of company refuels (issue 24): paid from its balance, at seeded
// stations, some declined and some flagged. A few stations and cards stand in for the full seed's.

let t: TestApp;
let fleet: DemoFleet;
let seeded = 0;
let took = 0;
let van = '';

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await seedDemoUsers(db);
  fleet = await seedDemoFleet(db);
  for (const [title, city] of [
    ['Tango Utrecht Cartesiusweg', 'Utrecht'],
    ['BP Nieuwegein', 'Nieuwegein'],
  ] as const)
    await insertStation(db, { title, city, lat: 52.08, lng: 5.1, prices: { euro95: 2_189, diesel: 1_819 } });
  const base = { orgId: fleet.orgId, accountUserId: fleet.accountUserId };
  // A tight month budget for one driver, so some of their refuels are declined by it.
  await db
    .update(orgMembers)
    .set({ monthlyBudgetCents: 20_000 })
    .where(and(eq(orgMembers.orgId, fleet.orgId), eq(orgMembers.userId, fleet.driverUserIds[0]!)));
  for (const driverUserId of fleet.driverUserIds) await insertCompanyCard(db, { ...base, driverUserId });
  van = await insertCompanyVehicle(db, fleet.accountUserId, { plate: 'VND12B', tankLiters: 80 });
  await insertCompanyCard(db, { ...base, vehicleId: van });
  const started = performance.now();
  seeded = await seedDemoFleetRefuels(db);
  took = performance.now() - started;
});
afterAll(() => t.close());

describe('demo fleet refuels', () => {
  it('writes three months of company refuels quickly, once', async () => {
    expect(seeded).toBeGreaterThan(80);
    expect(took).toBeLessThan(5_000);
    expect(await seedDemoFleetRefuels(t.database.db)).toBe(0);
  });

  it('pays them from the organisation’s balance, which never goes below zero and ends positive', async () => {
    const sums = await ledgerSums(t.database.db, fleet.accountUserId);
    expect(sums.availableCents).toBe(sums.balanceCents);
    expect(sums.balanceCents).toBeGreaterThan(0);
    const token = await logIn(t.app, 'zakelijk@fuellinq.nl');
    const balance = await injectAs(t.app, token, { method: 'GET', url: `/api/orgs/${fleet.orgId}/balance` });
    expect(balance.json()).toMatchObject({ balance_cents: sums.balanceCents });
    const list = await injectAs(t.app, token, { method: 'GET', url: `/api/orgs/${fleet.orgId}/refuels` });
    expect(list.json().total).toBe(seeded);
    // The budgets held, as at the pump: what would have passed one was declined instead.
    const budgets = (
      await injectAs(t.app, token, { method: 'GET', url: `/api/orgs/${fleet.orgId}/budgets` })
    ).json<{
      drivers: { month: { percent: number } | null }[];
      cost_centres: { day: { percent: number } | null; month: { percent: number } | null }[];
    }>();
    const percents = [
      ...budgets.drivers.map((driver) => driver.month?.percent ?? 0),
      ...budgets.cost_centres.flatMap((centre) => [centre.day?.percent ?? 0, centre.month?.percent ?? 0]),
    ];
    expect(Math.max(...percents)).toBeLessThanOrEqual(100);
  });

  it('has declined and flagged refuels for the manager, and odometer readings on the van', async () => {
    const { db } = t.database;
    const [declines] = await db
      .select({ n: count() })
      .from(refuelDeclines)
      .where(eq(refuelDeclines.orgId, fleet.orgId));
    expect(declines!.n).toBeGreaterThan(2);
    const [byBudget] = await db
      .select({ n: count() })
      .from(refuelDeclines)
      .where(and(eq(refuelDeclines.orgId, fleet.orgId), eq(refuelDeclines.rule, 'member_month')));
    expect(byBudget!.n).toBeGreaterThan(0);
    const flags = await db.select().from(refuelFlags).where(eq(refuelFlags.orgId, fleet.orgId));
    expect(flags.length).toBeGreaterThan(0);
    const [readings] = await db
      .select({ n: count() })
      .from(fuelTransactions)
      .where(and(eq(fuelTransactions.orgId, fleet.orgId), isNotNull(fuelTransactions.odometerKm)));
    expect(readings!.n).toBeGreaterThan(10);
  });

  it('logs the van’s refuels in its logbook, so the organisation’s CO2 report counts them', async () => {
    const { db } = t.database;
    const onVan = await db
      .select({ id: fuelTransactions.id, liters: fuelTransactions.liters })
      .from(fuelTransactions)
      .where(eq(fuelTransactions.vehicleId, van));
    const logs = await db
      .select({ transactionId: fuelLogs.transactionId, source: fuelLogs.source, loggedOn: fuelLogs.loggedOn })
      .from(fuelLogs)
      .where(eq(fuelLogs.vehicleId, van))
      .orderBy(fuelLogs.loggedOn);
    expect(onVan.length).toBeGreaterThan(5);
    expect(logs.map((log) => log.transactionId).sort()).toEqual(onVan.map((refuel) => refuel.id).sort());
    expect(new Set(logs.map((log) => log.source))).toEqual(new Set(['kaart']));
    const year = logs.at(-1)!.loggedOn.slice(0, 4);
    const token = await logIn(t.app, 'zakelijk@fuellinq.nl');
    const report = await injectAs(t.app, token, {
      method: 'GET',
      url: `/api/orgs/${fleet.orgId}/co2?year=${year}&by=vehicle`,
    });
    expect(report.statusCode, report.body).toBe(200);
    const litersInYear = onVan
      .filter((refuel) => logs.find((log) => log.transactionId === refuel.id)!.loggedOn.startsWith(year))
      .reduce((sum, refuel) => sum + (refuel.liters ?? 0), 0);
    const { groups } = report.json<{ groups: { vehicle_ids: string[]; liters: number; kg_co2: number }[] }>();
    const vanRow = groups.find((group) => group.vehicle_ids.includes(van));
    expect(vanRow?.liters).toBeCloseTo(litersInYear, 0);
    expect(vanRow?.kg_co2).toBeGreaterThan(0);
  });
});
