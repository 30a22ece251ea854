import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cards,
  costCentres,
  fuelTransactions,
  notifications,
  orgAuditLog,
  orgMembers,
  organisations,
  payments,
} from '../../db/schema/index.ts';
import { decideSandboxPayment } from '../../test/balance-fixtures.ts';
import { insertRefuel } from '../../test/completed-refuels.ts';
import {
  expectError,
  orgWithMembers,
  type OrgWithMembers,
  requestAs,
  type RequestArgs,
} from '../../test/orgs.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkBudgetAlerts } from './budget-alerts.ts';

// Issue 24 §5–7: the organisation's balance (its own account's ledger), top-ups as the private ones, budgets
// with what is used, every fee, and its refuels — never anything of a member's private account.

// Mid-month in Amsterdam, so "this month" and "today" hold the refuels below.
const NOW = new Date('2026-11-18T10:00:00Z');
let t: TestApp;
let org: OrgWithMembers;
let stationId: string;
let centreId: string;
let cardId: string;
let orgRefuelId: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  org = await orgWithMembers(t);
  const db = t.database.db;
  stationId = await insertStation(db, {
    title: 'Tankstation Testweg',
    city: 'Utrecht',
    lat: 52.09,
    lng: 5.12,
  });
  centreId = randomUUID();
  await db.insert(costCentres).values({
    id: centreId,
    orgId: org.orgId,
    name: 'Bouw',
    maxPerDayCents: 10_000,
    maxPerMonthCents: 50_000,
  });
  await db
    .update(orgMembers)
    .set({ monthlyBudgetCents: 20_000 })
    .where(and(eq(orgMembers.orgId, org.orgId), eq(orgMembers.userId, org.driver.userId)));
  cardId = randomUUID();
  await db.insert(cards).values({
    id: cardId,
    userId: org.accountUserId,
    panLast4: '4242',
    panHash: randomBytes(16).toString('hex'),
    token: randomBytes(16).toString('hex'),
    orgId: org.orgId,
    driverUserId: org.driver.userId,
    costCentreId: centreId,
  });
  orgRefuelId = await companyRefuel(org.driver.userId, 8_000, '2026-11-18T08:00:00Z');
  // The driver's own private refuel on the same day: never the organisation's business.
  await insertRefuel(db, {
    userId: org.driver.userId,
    stationId,
    at: '2026-11-18T07:00:00Z',
    liters: 30,
    priceTenths: 1999,
  });
});
afterAll(() => t.close());

async function companyRefuel(driverUserId: string, amountCents: number, at: string) {
  const id = randomUUID();
  await t.database.db.insert(fuelTransactions).values({
    id,
    userId: org.accountUserId,
    orgId: org.orgId,
    driverUserId,
    cardId,
    cardLast4: '4242',
    stationId,
    fuelType: 'diesel',
    status: 'completed',
    reservedCents: 20_000,
    amountCents,
    liters: amountCents / 180,
    priceTenths: 1800,
    odometerKm: 123_456,
    createdAt: new Date(at),
    completedAt: new Date(at),
    endedAt: new Date(at),
    expiresAt: new Date(new Date(at).getTime() + 30 * 60_000),
  });
  return id;
}

const as = (...args: RequestArgs) => requestAs(t, ...args);

describe('the organisation’s money: who may do what', () => {
  it('answers every route by role: read roles read, managers change, strangers get 404', async () => {
    const base = `/api/orgs/${org.orgId}`;
    const reads = [`${base}/balance`, `${base}/balance/auto-top-up`, `${base}/budgets`];
    const members = [`${base}/fees`, `${base}/refuels`, `${base}/refuels.csv`];
    const autoOff = { enabled: false, threshold_cents: 5_000, amount_cents: 10_000 };
    for (const url of reads) {
      for (const person of [org.owner, org.manager, org.accountant])
        expect((await as(person, 'GET', url)).statusCode).toBe(200);
      expectError(await as(org.driver, 'GET', url), 403, 'forbidden');
    }
    for (const url of members)
      for (const person of [org.owner, org.manager, org.accountant, org.driver])
        expect((await as(person, 'GET', url)).statusCode).toBe(200);
    for (const url of [...reads, ...members])
      for (const person of [org.outsider, org.stranger])
        expectError(await as(person, 'GET', url), 404, 'not_found');
    // Another organisation's id is 404 for a member of this one, as is an id that is none.
    for (const url of [
      `/api/orgs/${org.outsider.orgId}/balance`,
      `/api/orgs/${org.outsider.orgId}/refuels`,
      '/api/orgs/geen-id/budgets',
    ])
      expectError(await as(org.owner, 'GET', url), 404, 'not_found');

    for (const person of [org.accountant, org.driver]) {
      expectError(
        await as(person, 'POST', `${base}/balance/top-ups`, { amount_cents: 2_500 }),
        403,
        'forbidden',
      );
      expectError(await as(person, 'PUT', `${base}/balance/auto-top-up`, autoOff), 403, 'forbidden');
    }
    for (const person of [org.outsider, org.stranger]) {
      expectError(
        await as(person, 'POST', `${base}/balance/top-ups`, { amount_cents: 2_500 }),
        404,
        'not_found',
      );
      expectError(await as(person, 'PUT', `${base}/balance/auto-top-up`, autoOff), 404, 'not_found');
    }
    // A manager turns automatic top-up off: kept on the org account, in the organisation's audit.
    const saved = await as(org.manager, 'PUT', `${base}/balance/auto-top-up`, autoOff);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      auto_top_up: { enabled: false, threshold_cents: 5_000, amount_cents: 10_000 },
    });
    const audit = await t.database.db
      .select()
      .from(orgAuditLog)
      .where(and(eq(orgAuditLog.orgId, org.orgId), eq(orgAuditLog.action, 'balance.auto_top_up')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: org.manager.userId, after: { enabled: false } });
    // On needs a mandate of the organisation's account, as the private automatic top-up.
    expectError(
      await as(org.owner, 'PUT', `${base}/balance/auto-top-up`, { ...autoOff, enabled: true }),
      409,
      'no_mandate',
    );
  });

  it('refuses bad input with a Dutch 400', async () => {
    const base = `/api/orgs/${org.orgId}`;
    for (const body of [{ amount_cents: 5 }, { amount_cents: 'veel' }, {}, { amount_cents: 10_000.5 }])
      expectError(await as(org.owner, 'POST', `${base}/balance/top-ups`, body), 400);
    expectError(await as(org.owner, 'PUT', `${base}/balance/auto-top-up`, { enabled: 'ja' }), 400);
    for (const query of [
      'driver=jan',
      'vehicle=1',
      'cost_centre=x',
      'from=gisteren',
      'to=2026-13-45',
      'page=0',
      'per_page=1000',
    ])
      expectError(await as(org.owner, 'GET', `${base}/refuels?${query}`), 400);
    expectError(await as(org.owner, 'GET', `${base}/refuels.csv?from=morgen`), 400);
  });
});

describe('the company balance', () => {
  it('is topped up as a private balance, with the organisation’s account paying, back to /app/fleet, once per key', async () => {
    const base = `/api/orgs/${org.orgId}`;
    await t.database.db
      .update(organisations)
      .set({ lowBalanceThresholdCents: 10_000 })
      .where(eq(organisations.id, org.orgId));
    const headers = { 'idempotency-key': 'org-top-up-1' };
    const first = await as(org.manager, 'POST', `${base}/balance/top-ups`, { amount_cents: 2_500 }, headers);
    expect(first.statusCode).toBe(201);
    const again = await as(org.manager, 'POST', `${base}/balance/top-ups`, { amount_cents: 2_500 }, headers);
    expect(again.json<{ payment: { id: string } }>().payment.id).toBe(
      first.json<{ payment: { id: string } }>().payment.id,
    );
    const { url, payment } = first.json<{ url: string; payment: { id: string; return_path: string } }>();
    expect(payment.return_path).toBe('/app/fleet');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.userId).toBe(org.accountUserId);
    expect((await decideSandboxPayment(t.app, url)).statusCode).toBe(200);

    const balance = (await as(org.accountant, 'GET', `${base}/balance`)).json();
    expect(balance).toMatchObject({
      balance_cents: 2_500,
      available_cents: 2_500,
      low_balance_threshold_cents: 10_000,
    });
    // The manager's own private balance is untouched.
    expect((await as(org.manager, 'GET', '/api/balance')).json()).toMatchObject({ balance_cents: 0 });

    // Under the threshold: the owner and manager are told, once per crossing.
    const lowTold = async () =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.orgId, org.orgId), eq(notifications.kind, 'balance_low')))
      ).length;
    expect(await lowTold()).toBe(2);
    const second = await as(org.owner, 'POST', `${base}/balance/top-ups`, { amount_cents: 1_000 });
    await decideSandboxPayment(t.app, second.json<{ url: string }>().url);
    expect(await lowTold()).toBe(2);
    // Back above it, then under a raised threshold: a new crossing, told again.
    const big = await as(org.owner, 'POST', `${base}/balance/top-ups`, { amount_cents: 10_000 });
    await decideSandboxPayment(t.app, big.json<{ url: string }>().url);
    await t.database.db
      .update(organisations)
      .set({ lowBalanceThresholdCents: 50_000 })
      .where(eq(organisations.id, org.orgId));
    const small = await as(org.owner, 'POST', `${base}/balance/top-ups`, { amount_cents: 1_000 });
    await decideSandboxPayment(t.app, small.json<{ url: string }>().url);
    expect(await lowTold()).toBe(4);
  });
});

describe('budgets, fees and refuels', () => {
  it('shows each budget with what this month and day used, and tells the managers at 80 % once', async () => {
    const budgets = (await as(org.accountant, 'GET', `/api/orgs/${org.orgId}/budgets`)).json();
    expect(budgets).toMatchObject({ month: '2026-11', day: '2026-11-18', spent_month_cents: 8_000 });
    expect(budgets.drivers).toEqual([
      expect.objectContaining({
        user_id: org.driver.userId,
        used_month_cents: 8_000,
        month: { limit_cents: 20_000, used_cents: 8_000, percent: 40 },
      }),
    ]);
    expect(budgets.cost_centres).toEqual([
      expect.objectContaining({
        id: centreId,
        day: { limit_cents: 10_000, used_cents: 8_000, percent: 80 },
        month: { limit_cents: 50_000, used_cents: 8_000, percent: 16 },
      }),
    ]);
    // The driver sees their own budget, and no one else's.
    expect((await as(org.driver, 'GET', '/api/me/company-budget')).json()).toEqual([
      expect.objectContaining({ org_id: org.orgId, used_month_cents: 8_000, left_cents: 12_000 }),
    ]);
    expect((await as(org.stranger, 'GET', '/api/me/company-budget')).json()).toEqual([]);

    // The cost centre's day is at 80 %: told once, however often it is checked.
    expect(await checkBudgetAlerts(t.database.db, orgRefuelId)).toBe(1);
    expect(await checkBudgetAlerts(t.database.db, orgRefuelId)).toBe(0);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orgId, org.orgId), eq(notifications.kind, 'budget_80')));
    expect(told.map((n) => n.userId).sort()).toEqual([org.owner.userId, org.manager.userId].sort());
    expect(told[0]?.body).toContain('Het dagbudget van kostenplaats Bouw is vandaag voor 80 % gebruikt');
  });

  it('lists every fee with its amount before it is charged', async () => {
    const fees = (await as(org.driver, 'GET', `/api/orgs/${org.orgId}/fees`)).json();
    expect(fees.summary).toContain('Geen verborgen kosten');
    expect(fees.fees).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'company_card', amount_cents: 0 }),
        expect.objectContaining({ key: 'subscription', amount_cents: 250, applies: false }),
      ]),
    );
    // An organisation cannot take a subscription, so its fee list promises none.
    expect(fees.fees.find((fee: { key: string }) => fee.key === 'subscription').charged).toBe(
      'Nu niet: een organisatie heeft geen abonnement nodig. Passen, saldo en tanken werken zonder; er wordt niets afgeschreven.',
    );
  });

  it('lists company refuels only — a driver their own — and never a member’s private refuel', async () => {
    const list = (await as(org.accountant, 'GET', `/api/orgs/${org.orgId}/refuels`)).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: orgRefuelId,
      station: 'Tankstation Testweg',
      amount_cents: 8_000,
      driver_user_id: org.driver.userId,
      card_last4: '4242',
      cost_centre: 'Bouw',
      odometer_km: 123_456,
      status: 'completed',
      flags: 0,
    });
    expect((await as(org.driver, 'GET', `/api/orgs/${org.orgId}/refuels`)).json().total).toBe(1);
    expect(
      (await as(org.manager, 'GET', `/api/orgs/${org.orgId}/refuels?driver=${org.manager.userId}`)).json()
        .total,
    ).toBe(0);
    expect(
      (
        await as(
          org.manager,
          'GET',
          `/api/orgs/${org.orgId}/refuels?cost_centre=${centreId}&from=2026-11-18&to=2026-11-18`,
        )
      ).json().total,
    ).toBe(1);
    expect(
      (await as(org.manager, 'GET', `/api/orgs/${org.orgId}/refuels?from=2026-11-19`)).json().total,
    ).toBe(0);

    // The driver's private history holds their own refuel, not the company's.
    const privateList = (await as(org.driver, 'GET', '/api/transactions')).json<{
      items: { id: string; kind: string }[];
    }>();
    expect(privateList.items.filter((item) => item.kind === 'refuel')).toHaveLength(1);
    expect(privateList.items.map((item) => item.id)).not.toContain(orgRefuelId);

    const csv = await as(org.accountant, 'GET', `/api/orgs/${org.orgId}/refuels.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Datum;Station;Plaats;Brandstof;Liters;Bedrag (€);Bestuurder;Pas;Kenteken;Kostenplaats;Kilometerstand;Status;Markeringen',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';80,00;');
    expect(lines[1]).toContain('Bouw;123456;');
  });
});
