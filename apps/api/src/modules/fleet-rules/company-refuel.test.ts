import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelTransactions, orgMembers, organisations, refuelDeclines } from '../../db/schema/index.ts';
import {
  confirmAndComplete,
  fleetTestApp,
  insertCompanyCard,
  insertCompanyVehicle,
  insertCostCentre,
  startWith,
} from '../../test/fleet-rules.ts';
import { addOrgMember, type OrgWithMembers } from '../../test/orgs.ts';
import { ledgerSums, testClock } from '../../test/refuels.ts';
import { injectAs, type TestApp } from '../../test/test-app.ts';

// A company card's refuel start (issue 24 §3): who may use it, its state, the organisation paying, every
// rule declining with its Dutch reason, the odometer at the pump, and the driver reading their refuel.

// Wednesday 25 November 2026, 12:00 Dutch time.
const clock = testClock('2026-11-25T11:00:00Z');
let t: TestApp;
let org: OrgWithMembers;
let stationId: string;
let key: string;

beforeAll(async () => {
  ({ t, org, stationId, key } = await fleetTestApp(clock));
});

afterAll(async () => {
  await t.close();
});

const card = (rules: Parameters<typeof insertCompanyCard>[1]['rules'] = {}, extra = {}) =>
  insertCompanyCard(t.database.db, {
    orgId: org.orgId,
    accountUserId: org.accountUserId,
    driverUserId: org.driver.userId,
    rules,
    ...extra,
  });

const start = (
  cardId: string,
  cents: number,
  extra: Record<string, unknown> = {},
  token = org.driver.token,
) => startWith(t.app, token, { cardId, stationId, max_amount_cents: cents, fuel_type: 'diesel', ...extra });

/** A started refuel of the driver, confirmed and completed by the pump for `cents` of diesel (€ 1,799). */
async function fuelled(cardId: string, liters: number, token = org.driver.token) {
  const started = await start(cardId, 5000, {}, token);
  expect(started.statusCode).toBe(201);
  const id = started.json().transaction.id as string;
  const done = await confirmAndComplete(t.app, token, key, id, liters);
  expect(done.statusCode).toBe(200);
  return id;
}

const cancel = (id: string, token = org.driver.token) =>
  injectAs(t.app, token, { method: 'POST', url: `/api/transactions/${id}/cancel` });

describe('a company card at the pump', () => {
  it('is paid by the organisation, recorded with its driver, and read by the driver only', async () => {
    const cardId = await card();
    const before = await ledgerSums(t.database.db, org.accountUserId);
    const started = await start(cardId, 4000);
    expect(started.statusCode).toBe(201);
    const id = started.json().transaction.id as string;
    const [row] = await t.database.db.select().from(fuelTransactions).where(eq(fuelTransactions.id, id));
    expect(row).toMatchObject({
      userId: org.accountUserId,
      orgId: org.orgId,
      driverUserId: org.driver.userId,
    });
    expect((await ledgerSums(t.database.db, org.accountUserId)).availableCents).toBe(
      before.availableCents - 4000,
    );

    // The driver follows it; the private history does not list it; nobody else reads it.
    const read = await injectAs(t.app, org.driver.token, { method: 'GET', url: `/api/transactions/${id}` });
    expect(read.statusCode).toBe(200);
    const history = await injectAs(t.app, org.driver.token, { method: 'GET', url: '/api/transactions' });
    expect(history.json().items.map((item: { id: string }) => item.id)).not.toContain(id);
    const other = await injectAs(t.app, org.stranger.token, {
      method: 'GET',
      url: `/api/transactions/${id}`,
    });
    expect(other.statusCode).toBe(404);

    expect((await cancel(id)).json().status).toBe('cancelled');
    expect((await ledgerSums(t.database.db, org.accountUserId)).availableCents).toBe(before.availableCents);
  });

  it('is not usable by someone else, nor paused, nor on demand while switched off', async () => {
    const cardId = await card();
    expect((await start(cardId, 2000, {}, org.stranger.token)).statusCode).toBe(404);
    expect((await start(cardId, 2000, {}, org.manager.token)).statusCode).toBe(404);
    const paused = await card({}, { status: 'paused' });
    expect((await start(paused, 2000)).json().error).toBe('company_card_unusable');
    const off = await card(
      {},
      { status: 'on_demand', unlockedUntil: new Date(clock.now().getTime() - 1000) },
    );
    expect((await start(off, 2000)).statusCode).toBe(409);
    const on = await card(
      {},
      { status: 'on_demand', unlockedUntil: new Date(clock.now().getTime() + 600_000) },
    );
    const started = await start(on, 2000);
    expect(started.statusCode).toBe(201);
    await cancel(started.json().transaction.id);
  });

  it("lets the drivers, managers and owners use a vehicle's card, not the accountant or a removed member", async () => {
    const vehicleId = await insertCompanyVehicle(t.database.db, org.accountUserId);
    const cardId = await insertCompanyCard(t.database.db, {
      orgId: org.orgId,
      accountUserId: org.accountUserId,
      vehicleId,
    });
    for (const person of [org.driver, org.manager]) {
      const started = await start(cardId, 2000, {}, person.token);
      expect(started.statusCode).toBe(201);
      await cancel(started.json().transaction.id, person.token);
    }
    expect((await start(cardId, 2000, {}, org.accountant.token)).statusCode).toBe(404);
    expect((await start(cardId, 2000, {}, org.outsider.token)).statusCode).toBe(404);
    const leaver = await addOrgMember(t, org.orgId, 'driver');
    await t.database.db
      .update(orgMembers)
      .set({ removedAt: clock.now() })
      .where(and(eq(orgMembers.orgId, org.orgId), eq(orgMembers.userId, leaver.userId)));
    expect((await start(cardId, 2000, {}, leaver.token)).statusCode).toBe(404);
  });

  it('declines over the day limit with the reason, keeps the decline, and counts completed refuels', async () => {
    const cardId = await card({ max_per_day_cents: 5000 });
    await fuelled(cardId, 20); // € 35,98
    const refused = await start(cardId, 2000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'limit_exceeded',
      message:
        'Daglimiet bereikt: vandaag is € 35,98 van € 50,00 gebruikt. Je kunt nog € 14,02 tanken. Vraag je wagenparkbeheerder om meer ruimte.',
    });
    const declines = await t.database.db
      .select()
      .from(refuelDeclines)
      .where(eq(refuelDeclines.cardId, cardId));
    expect(declines).toMatchObject([
      { orgId: org.orgId, driverUserId: org.driver.userId, rule: 'max_per_day_cents', amountCents: 2000 },
    ]);
    // A cancelled refuel gave its money back: it counts for nothing.
    const small = await start(cardId, 1000);
    expect(small.statusCode).toBe(201);
    await cancel(small.json().transaction.id);
    expect((await start(cardId, 1400)).statusCode).toBe(201);
  });

  it("counts the refuels of the card it replaced: a lost card's replacement starts no fresh day", async () => {
    const cardId = await card({ max_per_day_cents: 5000 });
    await fuelled(cardId, 20); // € 35,98
    const lost = await injectAs(t.app, org.driver.token, {
      method: 'POST',
      url: `/api/me/company-cards/${cardId}/report-lost`,
      payload: { reason: 'lost' },
    });
    expect(lost.statusCode).toBe(200);
    const replaced = await injectAs(t.app, org.manager.token, {
      method: 'POST',
      url: `/api/orgs/${org.orgId}/cards/${cardId}/replace`,
    });
    expect(replaced.statusCode).toBe(201);
    const newId = replaced.json().id as string;
    expect(replaced.json().rules).toEqual({ max_per_day_cents: 5000 });
    expect((await start(newId, 2000)).json()).toMatchObject({
      error: 'limit_exceeded',
      message:
        'Daglimiet bereikt: vandaag is € 35,98 van € 50,00 gebruikt. Je kunt nog € 14,02 tanken. Vraag je wagenparkbeheerder om meer ruimte.',
    });
    // A second replacement still counts the first card's refuel.
    await injectAs(t.app, org.manager.token, {
      method: 'POST',
      url: `/api/orgs/${org.orgId}/cards/${newId}/block`,
      payload: { reason: 'stolen' },
    });
    const third = await injectAs(t.app, org.manager.token, {
      method: 'POST',
      url: `/api/orgs/${org.orgId}/cards/${newId}/replace`,
    });
    expect((await start(third.json().id as string, 2000)).json().error).toBe('limit_exceeded');
    const fits = await start(third.json().id as string, 1400);
    expect(fits.statusCode).toBe(201);
    await cancel(fits.json().transaction.id);
  });

  it('declines each rule with its own reason', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>, string][] = [
      [{ max_per_refuel_cents: 3000 }, {}, 'Maximum per tankbeurt is € 30,00; gevraagd is € 40,00.'],
      [{ fuels: ['euro95'] }, {}, 'Met deze pas mag alleen Euro95 getankt worden, geen diesel.'],
      [{ weekdays: [6, 7] }, {}, 'vandaag is het woensdag.'],
      [{ hours: { from: '06:00', to: '09:00' } }, {}, 'het is nu 12:00.'],
      [{ max_per_week_cents: 1000 }, {}, 'Weeklimiet bereikt: deze week is € 0,00 van € 10,00 gebruikt.'],
      [{ max_per_month_cents: 1000 }, {}, 'Maandlimiet bereikt'],
      [{ max_refuels_per_day: 0 }, {}, 'Maximum aantal tankbeurten per dag bereikt: vandaag 0 van 0.'],
    ];
    for (const [rules, extra, text] of cases) {
      const refused = await start(await card(rules), 4000, extra);
      expect(refused.json().error, JSON.stringify(rules)).toBe('limit_exceeded');
      expect(refused.json().message).toContain(text);
    }
  });

  it("declines over the cost centre's and the member's budgets", async () => {
    const costCentreId = await insertCostCentre(t.database.db, org.orgId, { maxPerMonthCents: 3000 });
    const refused = await start(await card({}, { costCentreId }), 4000);
    expect(refused.json().message).toContain('Maandbudget van de kostenplaats bereikt');
    const driver = await addOrgMember(t, org.orgId, 'driver');
    await t.database.db
      .update(orgMembers)
      .set({ monthlyBudgetCents: 3000 })
      .where(and(eq(orgMembers.orgId, org.orgId), eq(orgMembers.userId, driver.userId)));
    const own = await insertCompanyCard(t.database.db, {
      orgId: org.orgId,
      accountUserId: org.accountUserId,
      driverUserId: driver.userId,
    });
    expect((await start(own, 4000, {}, driver.token)).json().message).toContain(
      'Maandbudget van de bestuurder bereikt',
    );
  });

  it('asks for the odometer when the organisation requires it, and a confirmation of a big jump', async () => {
    await t.database.db
      .update(organisations)
      .set({ requireOdometer: true })
      .where(eq(organisations.id, org.orgId));
    try {
      const vehicleId = await insertCompanyVehicle(t.database.db, org.accountUserId);
      const cardId = await insertCompanyCard(t.database.db, {
        orgId: org.orgId,
        accountUserId: org.accountUserId,
        vehicleId,
      });
      const missing = await start(cardId, 2000);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        error: 'odometer_required',
        message: 'Vul de kilometerstand in: je organisatie vraagt die bij elke tankbeurt.',
      });
      const first = await start(cardId, 2000, { odometer_km: 10_000 });
      expect(first.statusCode).toBe(201);
      await cancel(first.json().transaction.id);
      const second = await fuelledWith(cardId, { odometer_km: 12_000 });
      expect(second).toBeTruthy();
      expect((await start(cardId, 2000, { odometer_km: 11_000 })).json().error).toBe('odometer_too_low');
      expect((await start(cardId, 2000, { odometer_km: 15_500 })).json().error).toBe('odometer_confirm');
      const confirmed = await start(cardId, 2000, { odometer_km: 15_500, odometer_confirmed: true });
      expect(confirmed.statusCode).toBe(201);
      await cancel(confirmed.json().transaction.id);
    } finally {
      await t.database.db
        .update(organisations)
        .set({ requireOdometer: false })
        .where(eq(organisations.id, org.orgId));
    }
  });
});

/** A completed refuel with extra start fields (the odometer), for the logbook. */
async function fuelledWith(cardId: string, extra: Record<string, unknown>) {
  const started = await start(cardId, 5000, extra);
  expect(started.statusCode).toBe(201);
  const id = started.json().transaction.id as string;
  const done = await confirmAndComplete(t.app, org.driver.token, key, id, 10);
  expect(done.statusCode).toBe(200);
  return id;
}
