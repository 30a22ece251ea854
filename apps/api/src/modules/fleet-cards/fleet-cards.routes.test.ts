import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cards,
  costCentres,
  fuelLogs,
  fuelTransactions,
  notifications,
  orgAuditLog,
  orgMembers,
  organisations,
  vehicles,
} from '../../db/schema/index.ts';
import { addOrgMember, orgWithMembers, type OrgPerson, type OrgWithMembers } from '../../test/orgs.ts';
import { startRdwReplay, type RdwReplayServer } from '../../test/rdw-replay-server.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';

// Company cards, their states, the driver's own cards and the organisation's vehicles (issue 24 §2), with the
// role matrix of every route. One app and one organisation for the whole file.

const now = new Date('2026-11-26T12:00:00Z');
let t: TestApp;
let replay: RdwReplayServer;
let org: OrgWithMembers;
let vanId: string;
let otherVanId: string;
let cardId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (person: OrgPerson, method: Method, url: string, payload?: object) =>
  injectAs(t.app, person.token, { method, url, ...(payload ? { payload } : {}) });
const orgUrl = (path = '', orgId = org.orgId) => `/api/orgs/${orgId}${path}`;

async function insertVehicle(ownerUserId: string, plate: string) {
  const [row] = await t.database.db
    .insert(vehicles)
    .values({
      ownerUserId,
      licensePlate: plate,
      fuelPrimary: 'diesel',
      make: 'FORD',
      model: 'TRANSIT',
      rdwSnapshot: { vehicle: [], fuel: [] },
      rdwFetchedAt: now,
    })
    .returning();
  return row!.id;
}

async function issue(payload: object, by = org.manager) {
  const response = await call(by, 'POST', orgUrl('/cards'), payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  replay = await startRdwReplay();
  t = await createTestApp({ RDW_BASE_URL: replay.url, RDW_RETRY_DELAY_MS: '5' }, { now: () => now });
  org = await orgWithMembers(t);
  vanId = await insertVehicle(org.accountUserId, 'VAN001');
  otherVanId = await insertVehicle(org.outsider.userId, 'VAN999');
  cardId = (await issue({ driver_user_id: org.driver.userId, label: 'Jan' })).id;
});
afterAll(async () => {
  await t.close();
  await replay.close();
});

describe('issuing a company card', () => {
  it('issues a driver card on the organisation account, free, and audits it', async () => {
    const card = await issue({
      driver_user_id: org.driver.userId,
      rules: { max_per_day_cents: 5000 },
    });
    expect(card).toMatchObject({
      org_id: org.orgId,
      status: 'active',
      driver: { user_id: org.driver.userId },
      vehicle: null,
      rules: { max_per_day_cents: 5000 },
    });
    expect(card.last4).toMatch(/^\d{4}$/);
    const [row] = await t.database.db.select().from(cards).where(eq(cards.id, card.id));
    expect(row).toMatchObject({ userId: org.accountUserId, orgId: org.orgId, isActive: false });
    const audit = await t.database.db
      .select()
      .from(orgAuditLog)
      .where(and(eq(orgAuditLog.entityId, card.id), eq(orgAuditLog.action, 'card.issue')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: org.manager.userId, subjectUserId: org.driver.userId });
  });

  it('issues a vehicle card and names the plate; the owner may too', async () => {
    const card = await issue({ vehicle_id: vanId }, org.owner);
    expect(card).toMatchObject({ driver: null, vehicle: { id: vanId, license_plate: 'VAN001' } });
  });

  it('refuses both or neither holder, and bad rules, in Dutch', async () => {
    for (const payload of [
      { driver_user_id: org.driver.userId, vehicle_id: vanId },
      {},
      { driver_user_id: 'geen-id' },
      { driver_user_id: org.driver.userId, rules: { max_per_day_cents: -1 } },
      { driver_user_id: org.driver.userId, rules: { onbekend: 1 } },
      { driver_user_id: org.driver.userId, label: 'x'.repeat(41) },
    ]) {
      const response = await call(org.manager, 'POST', orgUrl('/cards'), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/[a-z]/);
    }
  });

  it('answers 404 for a driver, vehicle, cost centre or profile that is not the organisation’s', async () => {
    const [centre] = await t.database.db
      .insert(costCentres)
      .values({ orgId: org.outsider.orgId, name: 'Elders' })
      .returning();
    for (const [payload, error] of [
      [{ driver_user_id: org.stranger.userId }, 'member_not_found'],
      [{ driver_user_id: org.outsider.userId }, 'member_not_found'],
      [{ vehicle_id: otherVanId }, 'vehicle_not_found'],
      [{ driver_user_id: org.driver.userId, cost_centre_id: centre!.id }, 'not_found'],
      [{ driver_user_id: org.driver.userId, rule_profile_id: randomUUID() }, 'rule_profile_not_found'],
    ] as const) {
      const response = await call(org.manager, 'POST', orgUrl('/cards'), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(response.json().error).toBe(error);
    }
  });

  it('gives a card to any current member (a manager who drives too)', async () => {
    const card = await issue({ driver_user_id: org.manager.userId });
    expect(card.driver.user_id).toBe(org.manager.userId);
  });
});

describe('changing a card', () => {
  it('sets the card’s own rules and its label, each audited with before and after', async () => {
    const rules = await call(org.manager, 'PUT', orgUrl(`/cards/${cardId}/rules`), {
      rules: { max_per_refuel_cents: 8000, fuels: ['diesel'] },
    });
    expect(rules.statusCode).toBe(200);
    expect(rules.json().rules).toEqual({ max_per_refuel_cents: 8000, fuels: ['diesel'] });
    const bad = await call(org.manager, 'PUT', orgUrl(`/cards/${cardId}/rules`), { rules: { fuels: [] } });
    expect(bad.statusCode).toBe(400);
    const label = await call(org.manager, 'PUT', orgUrl(`/cards/${cardId}`), { label: 'Jan de Vries' });
    expect(label.json().label).toBe('Jan de Vries');
    const audit = await t.database.db.select().from(orgAuditLog).where(eq(orgAuditLog.entityId, cardId));
    const update = audit.find((entry) => entry.action === 'rules.update');
    expect(update?.after).toMatchObject({ rules: { max_per_refuel_cents: 8000 } });
    expect(audit.map((entry) => entry.action)).toContain('card.update');
  });

  it('pauses, resumes, puts on demand; a block is final and a replacement keeps holder and rules', async () => {
    const card = await issue({ driver_user_id: org.driver.userId, rules: { max_per_day_cents: 7000 } });
    const state = async (action: string, payload?: object) =>
      call(org.manager, 'POST', orgUrl(`/cards/${card.id}/${action}`), payload);
    expect((await state('pause')).json().status).toBe('paused');
    expect((await state('resume')).json().status).toBe('active');
    expect((await state('on-demand')).json().status).toBe('on_demand');
    expect((await state('replace')).json().error).toBe('card_not_blocked');
    const badReason = await state('block', { reason: 'kapot' });
    expect(badReason.statusCode).toBe(400);
    const blocked = await state('block', { reason: 'stolen' });
    expect(blocked.json()).toMatchObject({ status: 'blocked', blocked_reason: 'stolen' });
    for (const action of ['resume', 'pause', 'on-demand']) {
      const response = await state(action);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('card_state');
    }
    const replaced = await state('replace');
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toMatchObject({
      status: 'active',
      replaces_card_id: card.id,
      driver: { user_id: org.driver.userId },
      rules: { max_per_day_cents: 7000 },
    });
    expect(replaced.json().id).not.toBe(card.id);
    expect((await state('replace')).json().error).toBe('card_already_replaced');
    const old = await call(org.accountant, 'GET', orgUrl(`/cards/${card.id}`));
    expect(old.json().replaced_by_card_id).toBe(replaced.json().id);
  });
});

describe('the driver’s own company cards', () => {
  it('lists their driver cards and the vans’ cards, with the org name and the rules in words', async () => {
    const response = await call(org.driver, 'GET', '/api/me/company-cards');
    expect(response.statusCode).toBe(200);
    const mine = response.json<
      {
        id: string;
        org_name: string;
        rules_in_words: string[];
        vehicle: { id: string } | null;
        budget_left_cents: number | null;
        asks_odometer: boolean;
      }[]
    >();
    expect(mine.map((card) => card.id)).toContain(cardId);
    const van = mine.find((card) => card.vehicle?.id === vanId);
    expect(van?.org_name).toBe('Test Transport B.V.');
    // No fuels set on the van's card: the van's RDW fuel and AdBlue.
    expect(van?.rules_in_words.join(' ')).toMatch(/diesel/i);
    // No monthly budget set: none to show.
    expect(mine[0]?.budget_left_cents).toBeNull();
    await t.database.db
      .update(orgMembers)
      .set({ monthlyBudgetCents: 30_000 })
      .where(and(eq(orgMembers.orgId, org.orgId), eq(orgMembers.userId, org.driver.userId)));
    const withBudget = await call(org.driver, 'GET', '/api/me/company-cards');
    expect(withBudget.json()[0].budget_left_cents).toBe(30_000);
    // The organisation does not ask the kilometre reading at the pump until it says so.
    expect(mine.every((card) => !card.asks_odometer)).toBe(true);
    await t.database.db
      .update(organisations)
      .set({ requireOdometer: true })
      .where(eq(organisations.id, org.orgId));
    const asking = await call(org.driver, 'GET', '/api/me/company-cards');
    expect(asking.json<{ asks_odometer: boolean }[]>().map((card) => card.asks_odometer)).toEqual(
      mine.map(() => true),
    );
    await t.database.db
      .update(organisations)
      .set({ requireOdometer: false })
      .where(eq(organisations.id, org.orgId));
    // The manager's own card is not the driver's.
    const others = await call(org.stranger, 'GET', '/api/me/company-cards');
    expect(others.json()).toEqual([]);
  });

  it('unlocks an on-demand card for 30 minutes, and only that', async () => {
    const card = await issue({ driver_user_id: org.driver.userId });
    const active = await call(org.driver, 'POST', `/api/me/company-cards/${card.id}/unlock`);
    expect(active.statusCode).toBe(409);
    await call(org.manager, 'POST', orgUrl(`/cards/${card.id}/on-demand`));
    const unlocked = await call(org.driver, 'POST', `/api/me/company-cards/${card.id}/unlock`);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({
      status: 'on_demand',
      unlocked_until: new Date(now.getTime() + 30 * 60_000).toISOString(),
    });
    const byOther = await call(org.accountant, 'POST', `/api/me/company-cards/${card.id}/unlock`);
    expect(byOther.statusCode).toBe(404);
  });

  it('reports a card lost: blocked at once, audited, and the managers are told', async () => {
    const card = await issue({ driver_user_id: org.driver.userId });
    const stranger = await call(org.stranger, 'POST', `/api/me/company-cards/${card.id}/report-lost`, {});
    expect(stranger.statusCode).toBe(404);
    const response = await call(org.driver, 'POST', `/api/me/company-cards/${card.id}/report-lost`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'blocked', blocked_reason: 'lost' });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orgId, org.orgId), eq(notifications.kind, 'card_lost')));
    expect(told.map((n) => n.userId)).toEqual(expect.arrayContaining([org.owner.userId, org.manager.userId]));
    expect(told.map((n) => n.userId)).not.toContain(org.driver.userId);
    const audit = await t.database.db
      .select()
      .from(orgAuditLog)
      .where(and(eq(orgAuditLog.entityId, card.id), eq(orgAuditLog.action, 'card.report_lost')));
    expect(audit).toHaveLength(1);
  });

  it('no longer shows the cards of an organisation the driver was removed from', async () => {
    const gone = await addOrgMember(t, org.orgId, 'driver');
    const card = await issue({ driver_user_id: gone.userId });
    await call(org.owner, 'DELETE', orgUrl(`/members/${gone.userId}`));
    const response = await call(gone, 'POST', `/api/me/company-cards/${card.id}/unlock`);
    expect(response.statusCode).toBe(404);
  });
});

describe('the organisation’s vehicles', () => {
  it('adds a vehicle by plate through RDW with a tank size, changes and removes it', async () => {
    const added = await call(org.manager, 'POST', orgUrl('/vehicles'), {
      license_plate: 'TT-601-D',
      tank_liters: 60,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ license_plate: 'TT601D', tank_liters: 60 });
    const again = await call(org.owner, 'POST', orgUrl('/vehicles'), { license_plate: 'TT601D' });
    expect(again.json().error).toBe('vehicle_exists');
    const id = added.json().id as string;
    const list = await call(org.accountant, 'GET', orgUrl('/vehicles'));
    expect(list.json().map((v: { id: string }) => v.id)).toEqual(expect.arrayContaining([id, vanId]));
    const changed = await call(org.manager, 'PUT', orgUrl(`/vehicles/${id}`), {
      tank_liters: 70,
      nickname: 'Bus 2',
    });
    expect(changed.json()).toMatchObject({ tank_liters: 70, nickname: 'Bus 2' });
    for (const payload of [{ tank_liters: 0 }, { tank_liters: 1.5 }, { tank_liters: 'veel' }]) {
      const bad = await call(org.manager, 'PUT', orgUrl(`/vehicles/${id}`), payload);
      expect(bad.statusCode).toBe(400);
    }
    const noPlate = await call(org.manager, 'POST', orgUrl('/vehicles'), { license_plate: '!!' });
    expect(noPlate.statusCode).toBe(400);
    expect((await call(org.manager, 'DELETE', orgUrl(`/vehicles/${id}`))).statusCode).toBe(204);
    expect((await call(org.manager, 'DELETE', orgUrl(`/vehicles/${id}`))).statusCode).toBe(404);
    const listed = await call(org.manager, 'GET', orgUrl('/vehicles'));
    expect(listed.json().map((v: { id: string }) => v.id)).not.toContain(id);
    expect((await call(org.manager, 'PUT', orgUrl(`/vehicles/${id}`), { tank_liters: 50 })).statusCode).toBe(
      404,
    );
  });

  it('writes who added, changed and removed a vehicle, with before and after, to the audit log', async () => {
    const added = await call(org.manager, 'POST', orgUrl('/vehicles'), {
      license_plate: 'F-794-KP',
      tank_liters: 55,
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    await call(org.owner, 'PUT', orgUrl(`/vehicles/${id}`), { tank_liters: 65 });
    // Nothing changed: nothing to audit.
    await call(org.owner, 'PUT', orgUrl(`/vehicles/${id}`), { tank_liters: 65 });
    await call(org.manager, 'DELETE', orgUrl(`/vehicles/${id}`));
    const audit = await call(org.owner, 'GET', orgUrl('/audit'));
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit
      .json<{ action: string; entity_id: string | null }[]>()
      .filter((entry) => entry.entity_id === id);
    const byAction = (action: string) => entries.filter((entry) => entry.action === action);
    expect(byAction('vehicle.add')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ user_id: org.manager.userId }),
        after: { license_plate: 'F794KP', nickname: null, tank_liters: 55 },
      }),
    ]);
    expect(byAction('vehicle.update')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ user_id: org.owner.userId }),
        before: { license_plate: 'F794KP', tank_liters: 55 },
        after: { tank_liters: 65 },
      }),
    ]);
    expect(byAction('vehicle.remove')).toEqual([
      expect.objectContaining({
        before: { license_plate: 'F794KP', nickname: null, tank_liters: 65 },
        after: { removed: true, cards_blocked: [] },
      }),
    ]);
  });

  it('blocks the vehicle’s cards at once on removal and keeps its refuels, logbook and plate', async () => {
    const db = t.database.db;
    const busId = await insertVehicle(org.accountUserId, 'BUS123');
    const card = await issue({ vehicle_id: busId });
    const stationId = await insertStation(db, { title: 'Tankstation Busweg', lat: 52.1, lng: 5.1 });
    const refuelId = randomUUID();
    await db.insert(fuelTransactions).values({
      id: refuelId,
      userId: org.accountUserId,
      orgId: org.orgId,
      driverUserId: org.driver.userId,
      cardId: card.id,
      cardLast4: card.last4,
      stationId,
      vehicleId: busId,
      fuelType: 'diesel',
      status: 'completed',
      reservedCents: 10_000,
      amountCents: 9_000,
      liters: 50,
      priceTenths: 1800,
      createdAt: now,
      completedAt: now,
      endedAt: now,
      expiresAt: new Date(now.getTime() + 30 * 60_000),
    });
    await db.insert(fuelLogs).values({
      vehicleId: busId,
      ownerUserId: org.accountUserId,
      liters: 50,
      totalCents: 9_000,
      priceTenths: 1800,
      fuelType: 'diesel',
      source: 'kaart',
      transactionId: refuelId,
      loggedOn: '2026-11-26',
      purpose: 'zakelijk',
    });

    expect((await call(org.manager, 'DELETE', orgUrl(`/vehicles/${busId}`))).statusCode).toBe(204);

    const shown = await call(org.manager, 'GET', orgUrl(`/cards/${card.id}`));
    expect(shown.json()).toMatchObject({
      status: 'blocked',
      blocked_reason: 'vehicle_removed',
      vehicle: { id: busId, license_plate: 'BUS123' },
    });
    const refuels = await call(org.accountant, 'GET', orgUrl('/refuels'));
    expect(refuels.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: refuelId, plate: 'BUS123', amount_cents: 9_000 }),
      ]),
    );
    const [log] = await db.select().from(fuelLogs).where(eq(fuelLogs.transactionId, refuelId));
    expect(log?.vehicleId).toBe(busId);
    // The blocked card cannot be replaced for a vehicle that is gone, nor a new card issued to it.
    const replaced = await call(org.manager, 'POST', orgUrl(`/cards/${card.id}/replace`));
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json().error).toBe('vehicle_not_found');
    const again = await call(org.manager, 'POST', orgUrl('/cards'), { vehicle_id: busId });
    expect(again.json().error).toBe('vehicle_not_found');
    const [entry] = await db
      .select()
      .from(orgAuditLog)
      .where(and(eq(orgAuditLog.entityId, busId), eq(orgAuditLog.action, 'vehicle.remove')));
    expect(entry?.after).toEqual({ removed: true, cards_blocked: [card.id] });
  });

  it('brings a removed vehicle back, with its history, when its plate is added again', async () => {
    const first = await call(org.manager, 'POST', orgUrl('/vehicles'), { license_plate: '11ZKZ3' });
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().id as string;
    await call(org.manager, 'DELETE', orgUrl(`/vehicles/${id}`));
    const back = await call(org.manager, 'POST', orgUrl('/vehicles'), {
      license_plate: '11-ZKZ-3',
      tank_liters: 80,
      nickname: 'Terug',
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toMatchObject({ id, tank_liters: 80, nickname: 'Terug' });
    const list = await call(org.manager, 'GET', orgUrl('/vehicles'));
    expect(list.json().filter((v: { id: string }) => v.id === id)).toHaveLength(1);
  });
});

describe('role matrix', () => {
  const readRoutes = () => [
    ['GET', orgUrl('/cards')],
    ['GET', orgUrl(`/cards/${cardId}`)],
    ['GET', orgUrl('/vehicles')],
  ];
  const manageRoutes = (): [Method, string, object?][] => [
    ['POST', orgUrl('/cards'), { driver_user_id: org.driver.userId }],
    ['PUT', orgUrl(`/cards/${cardId}`), { label: 'x' }],
    ['PUT', orgUrl(`/cards/${cardId}/rules`), { rules: {} }],
    ['POST', orgUrl(`/cards/${cardId}/pause`)],
    ['POST', orgUrl(`/cards/${cardId}/resume`)],
    ['POST', orgUrl(`/cards/${cardId}/on-demand`)],
    ['POST', orgUrl(`/cards/${cardId}/block`), { reason: 'lost' }],
    ['POST', orgUrl(`/cards/${cardId}/replace`)],
    ['POST', orgUrl('/vehicles'), { license_plate: 'TT601D' }],
    ['PUT', orgUrl(`/vehicles/${vanId}`), { tank_liters: 80 }],
    ['DELETE', orgUrl(`/vehicles/${vanId}`)],
  ];

  it('lets owner, manager and accountant read; a driver gets 403; outsiders 404', async () => {
    for (const [method, url] of readRoutes()) {
      for (const person of [org.owner, org.manager, org.accountant])
        expect((await call(person, method as Method, url!)).statusCode, `${url}`).toBe(200);
      expect((await call(org.driver, method as Method, url!)).statusCode, url).toBe(403);
      for (const person of [org.outsider, org.stranger])
        expect((await call(person, method as Method, url!)).statusCode, url).toBe(404);
    }
  });

  it('refuses every change to accountant and driver (403), outsider and stranger (404)', async () => {
    for (const [method, url, payload] of manageRoutes()) {
      for (const person of [org.accountant, org.driver]) {
        const response = await call(person, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      for (const person of [org.outsider, org.stranger]) {
        const response = await call(person, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('answers 404 to another organisation for this one’s card and vehicle ids', async () => {
    for (const [method, url, payload] of [
      ['GET', orgUrl(`/cards/${cardId}`, org.outsider.orgId)],
      ['POST', orgUrl(`/cards/${cardId}/pause`, org.outsider.orgId)],
      ['PUT', orgUrl(`/cards/${cardId}/rules`, org.outsider.orgId), { rules: {} }],
      ['PUT', orgUrl(`/vehicles/${vanId}`, org.outsider.orgId), { tank_liters: 50 }],
      ['DELETE', orgUrl(`/vehicles/${vanId}`, org.outsider.orgId)],
      ['POST', orgUrl('/cards', org.outsider.orgId), { vehicle_id: vanId }],
    ] as [Method, string, object?][]) {
      const response = await call(org.outsider, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const [still] = await t.database.db.select().from(cards).where(eq(cards.id, cardId));
    expect(still?.status).toBe('active');
  });

  it('answers 400 for ids that are no ids, and 404 for the driver’s routes of a private card', async () => {
    expect((await call(org.manager, 'GET', orgUrl('/cards/abc'))).statusCode).toBe(400);
    expect((await call(org.manager, 'POST', orgUrl('/cards/abc/pause'))).statusCode).toBe(400);
    expect((await call(org.driver, 'POST', '/api/me/company-cards/abc/unlock')).statusCode).toBe(400);
    expect((await call(org.manager, 'GET', orgUrl(`/cards/${randomUUID()}`))).statusCode).toBe(404);
  });
});
