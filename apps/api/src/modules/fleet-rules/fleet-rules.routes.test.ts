import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgAuditLog, refuelFlags } from '../../db/schema/index.ts';
import { fleetTestApp, insertCompanyCard, insertCompanyVehicle, startWith } from '../../test/fleet-rules.ts';
import type { OrgWithMembers } from '../../test/orgs.ts';
import { testClock } from '../../test/refuels.ts';
import { injectAs, type TestApp } from '../../test/test-app.ts';

// Rule profiles, the flags a completed company refuel gets (issue 24 §4) and their review, and a driver's
// request for more room: each route for every role, bad input, and what the driver and manager see.

// Thursday 26 November 2026, 10:00 Dutch time.
const clock = testClock('2026-11-26T09:00:00Z');
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

const as = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => injectAs(t.app, token, { method, url, ...(payload === undefined ? {} : { payload }) });

const PRICES = { euro95: 219.9, diesel: 179.9 } as const;

/** Starts, confirms and completes a refuel of the driver; its id. */
async function refuel(
  cardId: string,
  liters: number,
  extra: Record<string, unknown> & { fuel_type?: 'euro95' | 'diesel' } = {},
  token = org.driver.token,
) {
  const fuel = extra.fuel_type ?? 'diesel';
  const started = await startWith(t.app, token, { cardId, stationId, max_amount_cents: 20_000, ...extra });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().transaction.id as string;
  await as(token, 'POST', `/api/transactions/${id}/confirm`);
  return { id, complete: () => complete(id, liters, fuel) };
}

async function complete(id: string, liters: number, fuel: 'euro95' | 'diesel') {
  const done = await t.app.inject({
    method: 'POST',
    url: `/api/partner/pumps/transactions/${id}/complete`,
    payload: { liters, amount_cents: Math.round(liters * PRICES[fuel]), price_per_l: PRICES[fuel] / 100 },
    headers: { 'x-api-key': key },
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json();
}

const flagsOf = async (transactionId: string) =>
  (await t.database.db.select().from(refuelFlags).where(eq(refuelFlags.transactionId, transactionId)))
    .map((flag) => flag.kind)
    .sort();

describe('flags at the completion of a company refuel', () => {
  it('flags the wrong fuel, more than the tank, and a rule in mode markeert; earns no points', async () => {
    const vehicleId = await insertCompanyVehicle(t.database.db, org.accountUserId, { tankLiters: 50 });
    const cardId = await insertCompanyCard(t.database.db, {
      orgId: org.orgId,
      accountUserId: org.accountUserId,
      vehicleId,
      rules: {
        fuels: ['euro95', 'diesel'],
        max_per_refuel_cents: 1000,
        modes: { max_per_refuel_cents: 'markeert' },
      },
    });
    const first = await refuel(cardId, 55, { fuel_type: 'euro95' });
    const done = await first.complete();
    expect(done.points).toBe(0);
    expect(await flagsOf(first.id)).toEqual(['fuel_mismatch', 'over_tank', 'rule']);

    // A second refuel on the card within two hours.
    clock.advance(60 * 60_000);
    const second = await refuel(cardId, 10);
    await second.complete();
    expect(await flagsOf(second.id)).toEqual(['quick_repeat', 'rule']);

    // The card is lost and replaced: a refuel on the replacement soon after is a quick repeat too.
    await as(org.manager.token, 'POST', `/api/orgs/${org.orgId}/cards/${cardId}/block`, { reason: 'lost' });
    const replacement = await as(org.manager.token, 'POST', `/api/orgs/${org.orgId}/cards/${cardId}/replace`);
    expect(replacement.statusCode).toBe(201);
    clock.advance(30 * 60_000);
    const third = await refuel(replacement.json().id as string, 10);
    await third.complete();
    expect(await flagsOf(third.id)).toEqual(['quick_repeat', 'rule']);
  });

  it('flags an odometer going backwards', async () => {
    clock.advance(3 * 60 * 60_000);
    const vehicleId = await insertCompanyVehicle(t.database.db, org.accountUserId);
    const vanCard = await insertCompanyCard(t.database.db, {
      orgId: org.orgId,
      accountUserId: org.accountUserId,
      vehicleId,
    });
    const driverCard = await insertCompanyCard(t.database.db, {
      orgId: org.orgId,
      accountUserId: org.accountUserId,
      driverUserId: org.driver.userId,
    });
    // Two refuels of one van at once: the later reading is logged first.
    const high = await refuel(vanCard, 10, { odometer_km: 21_000 }, org.manager.token);
    const low = await refuel(driverCard, 10, { odometer_km: 20_500, vehicle_id: vehicleId });
    await high.complete();
    await low.complete();
    expect(await flagsOf(low.id)).toEqual(['odometer_backwards']);
  });

  it('lists the flags for the readers, and keeps every decision, audited', async () => {
    const list = await as(org.accountant.token, 'GET', `/api/orgs/${org.orgId}/flags`);
    expect(list.statusCode).toBe(200);
    const flag = list.json().find((item: { kind: string }) => item.kind === 'fuel_mismatch');
    expect(flag).toMatchObject({
      status: 'open',
      message: 'Getankt: Euro95; het voertuig rijdt volgens de RDW op diesel.',
      refuel: { fuel_type: 'euro95', liters: 55 },
    });
    const url = `/api/orgs/${org.orgId}/flags/${flag.id}/decision`;
    expect((await as(org.accountant.token, 'POST', url, { decision: 'in_orde' })).statusCode).toBe(403);
    const asked = await as(org.manager.token, 'POST', url, {
      decision: 'navragen',
      note: 'Vraag Piet waarom.',
    });
    expect(asked.json()).toMatchObject({ status: 'query', note: 'Vraag Piet waarom.' });
    clock.advance(60_000);
    const fine = await as(org.owner.token, 'POST', url, { decision: 'in_orde', note: 'Huurauto, klopt.' });
    expect(fine.json().status).toBe('ok');
    expect(
      fine.json().decisions.map((d: { decision: string; note: string }) => [d.decision, d.note]),
    ).toEqual([
      ['query', 'Vraag Piet waarom.'],
      ['ok', 'Huurauto, klopt.'],
    ]);
    const open = await as(org.owner.token, 'GET', `/api/orgs/${org.orgId}/flags`);
    expect(open.json().map((item: { id: string }) => item.id)).not.toContain(flag.id);
    const all = await as(org.owner.token, 'GET', `/api/orgs/${org.orgId}/flags?status=all`);
    expect(all.json().map((item: { id: string }) => item.id)).toContain(flag.id);
    const audit = await t.database.db.select().from(orgAuditLog).where(eq(orgAuditLog.entityId, flag.id));
    expect(audit).toHaveLength(2);
    const bad = await as(org.owner.token, 'POST', url, { decision: 'misschien' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/in_orde/);
  });
});

describe('asking for more room', () => {
  it('raises the rule that declined, once, after a manager approves; the driver is told', async () => {
    clock.advance(24 * 60 * 60_000);
    const cardId = await insertCompanyCard(t.database.db, {
      orgId: org.orgId,
      accountUserId: org.accountUserId,
      driverUserId: org.driver.userId,
      rules: { max_per_day_cents: 5000 },
    });
    const start = (cents: number) =>
      startWith(t.app, org.driver.token, { cardId, stationId, max_amount_cents: cents, fuel_type: 'diesel' });
    const first = await start(4000);
    expect(first.statusCode).toBe(201);
    await as(org.driver.token, 'POST', `/api/transactions/${first.json().transaction.id}/confirm`);
    await complete(first.json().transaction.id, 20, 'diesel'); // € 35,98
    expect((await start(3000)).json().error).toBe('limit_exceeded');

    const url = `/api/me/company-cards/${cardId}/room-requests`;
    expect(
      (await as(org.stranger.token, 'POST', url, { amount_cents: 3000, reason: 'Lange rit' })).statusCode,
    ).toBe(404);
    const bad = await as(org.driver.token, 'POST', url, { amount_cents: 0, reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    const asked = await as(org.driver.token, 'POST', url, {
      amount_cents: 3000,
      reason: 'Lange rit naar Groningen',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ rule: 'max_per_day_cents', status: 'pending', amount_cents: 3000 });
    const id = asked.json().id as string;

    // Not yet approved: still declined.
    expect((await start(3000)).json().error).toBe('limit_exceeded');
    const list = await as(org.accountant.token, 'GET', `/api/orgs/${org.orgId}/room-requests`);
    expect(list.json().map((item: { id: string }) => item.id)).toContain(id);
    expect(
      (await as(org.driver.token, 'POST', `/api/orgs/${org.orgId}/room-requests/${id}/approve`)).statusCode,
    ).toBe(403);
    const approved = await as(
      org.manager.token,
      'POST',
      `/api/orgs/${org.orgId}/room-requests/${id}/approve`,
    );
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(
      (await as(org.owner.token, 'POST', `/api/orgs/${org.orgId}/room-requests/${id}/decline`)).json().error,
    ).toBe('room_request_decided');

    const raised = await start(3000);
    expect(raised.statusCode).toBe(201);
    await as(org.driver.token, 'POST', `/api/transactions/${raised.json().transaction.id}/confirm`);
    await complete(raised.json().transaction.id, 15, 'diesel'); // € 26,99
    // The raise was one-off: € 62,97 of € 80,00 used now, € 30 does not fit.
    expect((await start(3000)).json().message).toContain('vandaag is € 62,97 van € 80,00 gebruikt');

    // The card is lost and replaced: the replacement keeps the day's refuels and the raise.
    await as(org.driver.token, 'POST', `/api/me/company-cards/${cardId}/report-lost`, { reason: 'lost' });
    const replacement = await as(org.manager.token, 'POST', `/api/orgs/${org.orgId}/cards/${cardId}/replace`);
    expect(replacement.statusCode).toBe(201);
    const onReplacement = await startWith(t.app, org.driver.token, {
      cardId: replacement.json().id as string,
      stationId,
      max_amount_cents: 3000,
      fuel_type: 'diesel',
    });
    expect(onReplacement.json().message).toContain('vandaag is € 62,97 van € 80,00 gebruikt');

    const told = await as(org.driver.token, 'GET', '/api/notifications');
    expect(JSON.stringify(told.json())).toContain('Je krijgt meer ruimte');
  });
});

describe('rule profiles', () => {
  it('are made, changed and removed by managers, read by readers, audited, and described in Dutch', async () => {
    const base = `/api/orgs/${org.orgId}/rule-profiles`;
    const made = await as(org.manager.token, 'POST', base, {
      name: 'Bestelbussen',
      rules: { max_per_day_cents: 20000, weekdays: [1, 2, 3, 4, 5], hours: { from: '06:00', to: '20:00' } },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().description).toEqual(['Maximaal € 200,00 per dag', 'Ma t/m vr, 06:00–20:00']);
    const id = made.json().id as string;
    expect((await as(org.owner.token, 'POST', base, { name: 'bestelbussen', rules: {} })).json().error).toBe(
      'rule_profile_exists',
    );
    const changed = await as(org.owner.token, 'PUT', `${base}/${id}`, {
      name: 'Bussen',
      rules: { fuels: ['diesel', 'adblue'] },
    });
    expect(changed.json().description).toEqual(['Alleen diesel en AdBlue']);
    const read = await as(org.accountant.token, 'GET', base);
    expect(read.json()).toMatchObject([{ id, name: 'Bussen' }]);
    const bad = await as(org.owner.token, 'POST', base, {
      name: '',
      rules: { max_per_day_cents: -5, bogus: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    // Another organisation's profile does not exist here.
    const theirs = await as(org.outsider.token, 'POST', `/api/orgs/${org.outsider.orgId}/rule-profiles`, {
      name: 'X',
      rules: {},
    });
    expect(
      (await as(org.owner.token, 'PUT', `${base}/${theirs.json().id}`, { name: 'Y', rules: {} })).statusCode,
    ).toBe(404);
    expect((await as(org.owner.token, 'DELETE', `${base}/${id}`)).statusCode).toBe(204);
    const audit = await t.database.db.select().from(orgAuditLog).where(eq(orgAuditLog.entityId, id));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'rule_profile.create',
      'rule_profile.remove',
      'rule_profile.update',
    ]);
  });

  it('answer every role as it may: the role matrix', async () => {
    const profile = await as(org.owner.token, 'POST', `/api/orgs/${org.orgId}/rule-profiles`, {
      name: 'Matrix',
      rules: {},
    });
    const profileId = profile.json().id as string;
    const none = '00000000-0000-4000-8000-000000000000';
    const routes: [
      string,
      'GET' | 'POST' | 'PUT',
      string,
      Record<string, unknown> | undefined,
      'read' | 'manage',
    ][] = [
      ['profiles', 'GET', `/api/orgs/${org.orgId}/rule-profiles`, undefined, 'read'],
      [
        'profile put',
        'PUT',
        `/api/orgs/${org.orgId}/rule-profiles/${profileId}`,
        { name: 'Matrix', rules: {} },
        'manage',
      ],
      ['flags', 'GET', `/api/orgs/${org.orgId}/flags`, undefined, 'read'],
      ['decide', 'POST', `/api/orgs/${org.orgId}/flags/${none}/decision`, { decision: 'in_orde' }, 'manage'],
      ['requests', 'GET', `/api/orgs/${org.orgId}/room-requests`, undefined, 'read'],
      ['approve', 'POST', `/api/orgs/${org.orgId}/room-requests/${none}/approve`, undefined, 'manage'],
      ['brands', 'GET', `/api/orgs/${org.orgId}/rule-brands`, undefined, 'read'],
      ['stations', 'GET', `/api/orgs/${org.orgId}/rule-stations?q=tinq`, undefined, 'read'],
    ];
    const allowed = { read: ['owner', 'manager', 'accountant'], manage: ['owner', 'manager'] };
    for (const [name, method, url, payload, need] of routes) {
      for (const who of ['owner', 'manager', 'accountant', 'driver', 'outsider', 'stranger'] as const) {
        const answer = await as(org[who].token, method, url, payload);
        const expected = ['outsider', 'stranger'].includes(who)
          ? [404]
          : allowed[need].includes(who)
            ? [200, 404] // 404: the flag or request with that id does not exist
            : [403];
        expect(expected, `${name} as ${who}: ${answer.statusCode}`).toContain(answer.statusCode);
        if (answer.statusCode >= 400) expect(answer.json().message).toBeTruthy();
      }
    }
  });
});
