import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuelFlags } from '../../db/schema/index.ts';
import { confirmAndComplete, fleetTestApp, insertCompanyCard, startWith } from '../../test/fleet-rules.ts';
import type { OrgWithMembers } from '../../test/orgs.ts';
import { testClock } from '../../test/refuels.ts';
import { insertStation } from '../../test/stations.ts';
import { injectAs, type TestApp } from '../../test/test-app.ts';

// Where a company card may refuel (issue 24 §3): allowed brands and stations declining or flagging at the
// pump, the places checked when a rule profile is saved, and the lists the rules editor picks from.

// Wednesday 25 November 2026, 12:00 Dutch time.
const clock = testClock('2026-11-25T11:00:00Z');
let t: TestApp;
let org: OrgWithMembers;
let tinqStation: string;
let key: string;
let shellStation: string;

beforeAll(async () => {
  ({ t, org, stationId: tinqStation, key } = await fleetTestApp(clock));
  shellStation = await insertStation(t.database.db, {
    title: 'Shell Plaatsweg',
    brand: 'shell',
    city: 'Amersfoort',
    lat: 52.15,
    lng: 5.39,
    prices: { euro95: 2209, diesel: 1809 },
  });
});

afterAll(async () => {
  await t.close();
});

const card = (rules: Parameters<typeof insertCompanyCard>[1]['rules']) =>
  insertCompanyCard(t.database.db, {
    orgId: org.orgId,
    accountUserId: org.accountUserId,
    driverUserId: org.driver.userId,
    rules,
  });

const start = (cardId: string, stationId: string) =>
  startWith(t.app, org.driver.token, { cardId, stationId, max_amount_cents: 4000, fuel_type: 'diesel' });

const cancel = (id: string) =>
  injectAs(t.app, org.driver.token, { method: 'POST', url: `/api/transactions/${id}/cancel` });

async function passes(cardId: string, stationId: string) {
  const started = await start(cardId, stationId);
  expect(started.statusCode, started.body).toBe(201);
  return started.json().transaction.id as string;
}

describe('allowed brands and stations at the pump', () => {
  it("refuses a card limited to a brand at another brand's station, and lets it refuel at its own", async () => {
    const cardId = await card({ brands: ['shell', 'Esso'] });
    const refused = await start(cardId, tinqStation);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'limit_exceeded',
      message: 'Deze pas mag alleen tanken bij shell en Esso, niet bij Tinq. Kies een ander station.',
    });
    await cancel(await passes(cardId, shellStation));
  });

  it('refuses a card limited to chosen stations anywhere else', async () => {
    const cardId = await card({ stations: [tinqStation] });
    expect((await start(cardId, shellStation)).json()).toMatchObject({
      error: 'limit_exceeded',
      message:
        'Deze pas mag alleen tanken bij de stations die je wagenparkbeheerder koos. Kies een ander station.',
    });
    await cancel(await passes(cardId, tinqStation));
  });

  it('lets a station outside the list through in mode markeert, and flags the refuel', async () => {
    const cardId = await card({ brands: ['Shell'], modes: { brands: 'markeert' } });
    const id = await passes(cardId, tinqStation);
    const done = await confirmAndComplete(t.app, org.driver.token, key, id, 10);
    expect(done.statusCode, done.body).toBe(200);
    const flags = await t.database.db.select().from(refuelFlags).where(eq(refuelFlags.transactionId, id));
    expect(flags.map((flag) => [flag.kind, flag.details])).toEqual([
      ['rule', { rule: 'brands', message: 'Deze pas mag alleen tanken bij Shell, niet bij Tinq.' }],
    ]);
    const list = await injectAs(t.app, org.manager.token, {
      method: 'GET',
      url: `/api/orgs/${org.orgId}/flags`,
    });
    expect(list.json().map((flag: { message: string }) => flag.message)).toContain(
      'Deze pas mag alleen tanken bij Shell, niet bij Tinq.',
    );
  });
});

describe('the places of a rule profile', () => {
  const save = (rules: Record<string, unknown>, token = org.manager.token) =>
    injectAs(t.app, token, {
      method: 'POST',
      url: `/api/orgs/${org.orgId}/rule-profiles`,
      payload: { name: `Plaatsen ${Math.random().toString(36).slice(2, 8)}`, rules },
    });

  it('keeps known brands and stations, and says them in plain words', async () => {
    const saved = await save({ brands: ['Shell'], stations: [tinqStation], modes: { stations: 'markeert' } });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      rules: { brands: ['Shell'], stations: [tinqStation], modes: { stations: 'markeert' } },
      description: ['Alleen tanken bij Shell of bij Tinq Teststraat, Utrecht'],
    });
  });

  it('refuses an unknown station or brand, and an empty list, in Dutch', async () => {
    expect((await save({ stations: ['00000000-0000-4000-8000-000000000001'] })).json()).toMatchObject({
      error: 'rule_station_unknown',
      message: 'Een van de gekozen stations kennen we niet. Kies de stations opnieuw uit de lijst.',
    });
    const brand = await save({ brands: ['Shell', 'Benzinebaron'] });
    expect(brand.statusCode).toBe(400);
    expect(brand.json().error).toBe('rule_brand_unknown');
    const empty = await save({ brands: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Kies minstens één merk, of laat de regel weg.');
    expect((await save({ stations: 'overal' })).statusCode).toBe(400);
  });
});

describe("the places of a card's own rules", () => {
  it('refuses an unknown station for the manager, and the driver reads the brands in plain words', async () => {
    const cardId = await card({});
    const put = (rules: Record<string, unknown>, token = org.manager.token) =>
      injectAs(t.app, token, {
        method: 'PUT',
        url: `/api/orgs/${org.orgId}/cards/${cardId}/rules`,
        payload: { rules },
      });
    const unknown = await put({ stations: ['00000000-0000-4000-8000-000000000002'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('rule_station_unknown');
    // An outsider learns nothing from the check: the organisation is not theirs.
    expect(
      (await put({ stations: ['00000000-0000-4000-8000-000000000002'] }, org.outsider.token)).statusCode,
    ).toBe(404);
    expect((await put({ brands: ['Shell', 'Esso-nergens'] })).json().error).toBe('rule_brand_unknown');
    expect((await put({ brands: ['Shell'] })).statusCode).toBe(200);
    const mine = await injectAs(t.app, org.driver.token, { method: 'GET', url: '/api/me/company-cards' });
    const words = mine.json().find((item: { id: string }) => item.id === cardId).rules_in_words;
    expect(words).toContain('Alleen tanken bij Shell');
    expect((await start(cardId, tinqStation)).json().error).toBe('limit_exceeded');
    // The stations the card allows are named for the driver.
    expect((await put({ brands: ['Shell'], stations: [tinqStation] })).statusCode).toBe(200);
    const again = await injectAs(t.app, org.driver.token, { method: 'GET', url: '/api/me/company-cards' });
    expect(again.json().find((item: { id: string }) => item.id === cardId).rules_in_words).toContain(
      'Alleen tanken bij Shell of bij Tinq Teststraat, Utrecht',
    );
  });
});

describe('the places of a card issued with its own rules', () => {
  const issue = (rules: Record<string, unknown>) =>
    injectAs(t.app, org.manager.token, {
      method: 'POST',
      url: `/api/orgs/${org.orgId}/cards`,
      payload: { driver_user_id: org.driver.userId, rules },
    });

  it('refuses unknown places in Dutch, and the card it issues refuels only where its rules allow', async () => {
    const unknown = await issue({ stations: ['00000000-0000-4000-8000-000000000003'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'rule_station_unknown',
      message: 'Een van de gekozen stations kennen we niet. Kies de stations opnieuw uit de lijst.',
    });
    const brand = await issue({ brands: ['Benzinebaron'] });
    expect(brand.statusCode).toBe(400);
    expect(brand.json().error).toBe('rule_brand_unknown');

    const issued = await issue({ stations: [shellStation] });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().rules).toEqual({ stations: [shellStation] });
    const cardId = issued.json().id as string;
    expect((await start(cardId, tinqStation)).json()).toMatchObject({
      error: 'limit_exceeded',
      message:
        'Deze pas mag alleen tanken bij de stations die je wagenparkbeheerder koos. Kies een ander station.',
    });
    await cancel(await passes(cardId, shellStation));
  });
});

describe('the lists the rules editor picks from', () => {
  const get = (url: string, token = org.manager.token) =>
    injectAs(t.app, token, { method: 'GET', url: `/api/orgs/${org.orgId}${url}` });

  it('lists the brands among the stations with their counts', async () => {
    const brands = await get('/rule-brands');
    expect(brands.statusCode).toBe(200);
    expect(brands.json()).toEqual(
      expect.arrayContaining([
        { name: 'Shell', station_count: 1 },
        { name: 'Tinq', station_count: 1 },
      ]),
    );
  });

  it('finds stations by name or town, and reads chosen ones back by id', async () => {
    expect((await get('/rule-stations?q=amersf')).json()).toEqual([
      { id: shellStation, title: 'Shell Plaatsweg', brand: 'Shell', city: 'Amersfoort' },
    ]);
    expect((await get('/rule-stations?q=%25')).json()).toEqual([]);
    const chosen = await get(`/rule-stations?ids=${tinqStation},${shellStation}`);
    expect(
      chosen
        .json()
        .map((station: { id: string }) => station.id)
        .sort(),
    ).toEqual([tinqStation, shellStation].sort());
    expect((await get('/rule-stations')).json()).toEqual([]);
    const bad = await get('/rule-stations?ids=station-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Geef stations als ids, gescheiden door komma’s.');
  });
});
