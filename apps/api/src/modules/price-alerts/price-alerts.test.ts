import type { FuelType } from '@fuellinq/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/database.ts';
import { jobs } from '../../db/schema/index.ts';
import { readableMail } from '../../test/mail-text.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';
import { recordObservedPrices, stationPricesChanged } from '../stations/stations.service.ts';
import { evaluateChanges, MAIL_JOB, PUSH_JOB } from './price-alerts.service.ts';

// Issue 28 §4: alerts fire from the price change itself, once per crossing, within the limits (3 pushes a
// day, 2 h apart, 12 h quiet per station and fuel unless lower), and what is held back goes to the app.

let clock = new Date('2026-11-26T07:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const at = (iso: string) => {
  clock = new Date(iso);
};

const as = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  injectAs(t.app, token, { method, url, ...(payload ? { payload } : {}) });

let stationCount = 0;
/** A station of its own (near Utrecht unless placed), so tests never share one's prices. */
async function station(position: { lat: number; lng: number } = { lat: 52.09, lng: 5.12 }) {
  stationCount += 1;
  return insertStation(t.database.db, {
    title: `Alarmstation ${stationCount}`,
    city: 'Utrecht',
    ...position,
    prices: { euro95: 2199, diesel: 1899 },
  });
}

/** A price seen at the clock's time, written as every source writes it; then the runner runs what is due. */
async function price(stationId: string, eur: number, fuelType: FuelType = 'diesel') {
  await inTransaction(t.database.db, (tx) =>
    recordObservedPrices(tx, t.app.events, [
      {
        stationId,
        fuelType,
        priceTenths: Math.round(eur * 1000),
        source: 'station',
        observedAt: clock,
        userId: null,
      },
    ]),
  );
  await t.app.jobs.runDue();
}

async function driver() {
  return (await registerUser(t.app)).token;
}

async function alert(token: string, body: object) {
  const response = await as(token, 'POST', '/api/price-alerts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** The tests' usual alert: diesel at this station at most € 1,800. */
const dieselAlert = (token: string, stationId: string, channels: string[]) =>
  alert(token, { station_id: stationId, fuel_type: 'diesel', max_price_eur_l: 1.8, channels });

const inApp = async (token: string) =>
  (await as(token, 'GET', '/api/notifications')).json<
    { kind: string; title: string; body: string; link: string }[]
  >();

/** The pushes queued for a driver's device, oldest first (p4's sendPush delivers each). */
async function pushes(title: string) {
  const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, PUSH_JOB)).orderBy(jobs.id);
  return rows.map((row) => String(row.payload.title)).filter((text) => text.includes(title));
}

/** The outbox's mails from `from` on, quoted-printable undone. */
const mailsFrom = async (from: number) => (await t.outbox()).slice(from).map(readableMail);

describe('price alerts', () => {
  it('fires once per crossing: not again on a further drop, again after going above and back under', async () => {
    const token = await driver();
    const stationId = await station();
    const id = await dieselAlert(token, stationId, ['app']);
    expect((await as(token, 'GET', '/api/price-alerts')).json()).toEqual([
      expect.objectContaining({
        id,
        kind: 'station',
        station: { id: stationId, title: `Alarmstation ${stationCount}`, city: 'Utrecht' },
        fuel_type: 'diesel',
        max_price_eur_l: 1.8,
        channels: ['app'],
        paused: false,
      }),
    ]);

    at('2026-11-26T07:10:00Z');
    await price(stationId, 1.85);
    await price(stationId, 1.749, 'euro95'); // another fuel
    expect(await inApp(token)).toEqual([]);

    at('2026-11-26T07:20:00Z');
    await price(stationId, 1.799);
    const [first] = await inApp(token);
    expect(first).toMatchObject({
      kind: 'price_alert',
      title: `Prijsalarm: Diesel € 1,799 bij Alarmstation ${stationCount}`,
      link: `/station/${stationId}`,
    });
    expect(first!.body).toContain('€ 1,800');

    at('2026-11-26T07:30:00Z');
    await price(stationId, 1.779);
    expect(await inApp(token)).toHaveLength(1);

    at('2026-11-26T07:40:00Z');
    await price(stationId, 1.81);
    at('2026-11-26T07:50:00Z');
    await price(stationId, 1.789);
    const list = await inApp(token);
    expect(list).toHaveLength(2);
    expect(list[0]!.title).toContain('€ 1,789');
  });

  it('fires once under retries: the same change announced twice is one job, and evaluating it again fires nothing', async () => {
    const token = await driver();
    const stationId = await station();
    await dieselAlert(token, stationId, ['app']);
    at('2026-11-26T07:55:00Z');
    const change = {
      stationId,
      fuelType: 'diesel' as const,
      priceTenths: 1790,
      previousTenths: 1899,
      source: 'station' as const,
      observedAt: clock,
    };
    await inTransaction(t.database.db, async (tx) => {
      await t.app.events.emit(stationPricesChanged, { db: tx, changes: [change] });
      await t.app.events.emit(stationPricesChanged, { db: tx, changes: [change] });
    });
    await t.app.jobs.runDue();
    expect(await inApp(token)).toHaveLength(1);
    const again = await inTransaction(t.database.db, (tx) =>
      evaluateChanges(tx, [{ station_id: stationId, fuel_type: 'diesel', price_tenths: 1790 }], clock),
    );
    expect(again).toBe(0);
    expect(await inApp(token)).toHaveLength(1);
  });

  it('starts afresh when the maximum or fuel changes, not when only the channels do', async () => {
    const token = await driver();
    const stationId = await station();
    const id = await dieselAlert(token, stationId, ['app']);
    at('2026-11-26T09:00:00Z');
    await price(stationId, 1.79);
    expect(await inApp(token)).toHaveLength(1);
    const channels = await as(token, 'PATCH', `/api/price-alerts/${id}`, { channels: ['app', 'email'] });
    expect(channels.json()).toMatchObject({ channels: ['app', 'email'], max_price_eur_l: 1.8 });
    at('2026-11-26T09:10:00Z');
    await price(stationId, 1.785);
    expect(await inApp(token)).toHaveLength(1);
    await as(token, 'PATCH', `/api/price-alerts/${id}`, { max_price_eur_l: 1.79, channels: ['app'] });
    at('2026-11-26T09:20:00Z');
    await price(stationId, 1.781);
    expect((await inApp(token)).map((notification) => notification.title)[0]).toContain('€ 1,781');
  });

  it('fires for the stations within an area alert, by distance, and not for a paused alert', async () => {
    const token = await driver();
    const centre = { lat: 52.0, lng: 5.0 };
    const near = await station({ lat: 52.027, lng: 5.0 }); // 3,0 km north
    const far = await station({ lat: 52.072, lng: 5.0 }); // 8,0 km north
    await alert(token, {
      ...centre,
      radius_km: 5,
      fuel_type: 'diesel',
      max_price_eur_l: 1.8,
      channels: ['app'],
    });
    const paused = await alert(token, {
      ...centre,
      radius_km: 20,
      fuel_type: 'diesel',
      max_price_eur_l: 1.9,
      channels: ['app'],
    });
    expect((await as(token, 'PATCH', `/api/price-alerts/${paused}`, { paused: true })).json()).toMatchObject({
      paused: true,
    });

    at('2026-11-26T08:00:00Z');
    await price(far, 1.7);
    await price(near, 1.75);
    const list = await inApp(token);
    expect(list.map((notification) => notification.link)).toEqual([`/station/${near}`]);
  });

  it('pushes at most 3 a day, at least 2 hours apart; what is held back goes to the app', async () => {
    const token = await driver();
    const stationIds: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const stationId = await station();
      stationIds.push(stationId);
      await alert(token, {
        station_id: stationId,
        fuel_type: 'lpg',
        max_price_eur_l: 0.9,
        channels: ['push'],
      });
    }
    const name = (i: number) => `Alarmstation ${stationCount - 4 + i}`;
    const crossAt = async (iso: string, i: number) => {
      at(iso);
      await price(stationIds[i]!, 0.889, 'lpg');
    };
    await crossAt('2026-11-27T08:00:00Z', 0); // push 1
    await crossAt('2026-11-27T09:00:00Z', 1); // 1 h after: held
    await crossAt('2026-11-27T10:00:00Z', 2); // push 2
    await crossAt('2026-11-27T12:00:00Z', 3); // push 3
    await crossAt('2026-11-27T14:30:00Z', 4); // the day's three are used: held
    const pushed = async () =>
      (await pushes('LPG')).filter((title) => [0, 1, 2, 3, 4].some((i) => title.endsWith(name(i))));
    expect(await pushed()).toEqual([0, 2, 3].map((i) => `Prijsalarm: LPG € 0,889 bij ${name(i)}`));
    // Every one reached the app: the held ones at once, the pushed ones because no device is subscribed.
    const titles = (await inApp(token)).map((notification) => notification.title);
    expect(titles).toHaveLength(5);
    expect(titles).toContain(`Prijsalarm: LPG € 0,889 bij ${name(1)}`);
    expect(titles).toContain(`Prijsalarm: LPG € 0,889 bij ${name(4)}`);

    // A day after the first push, one of the three has left the window; the station's quiet is over.
    at('2026-11-28T08:10:00Z');
    await price(stationIds[0]!, 0.95, 'lpg');
    await crossAt('2026-11-28T08:30:00Z', 0);
    expect(await pushed()).toEqual([0, 2, 3, 0].map((i) => `Prijsalarm: LPG € 0,889 bij ${name(i)}`));
  });

  it('stays quiet 12 hours per station and fuel unless the price drops further; the mail unsubscribes without a session', async () => {
    const token = await driver();
    const stationId = await station();
    const id = await dieselAlert(token, stationId, ['email']);
    const mails = (await t.outbox()).length;
    const cross = async (aboveAt: string, belowAt: string, eur: number) => {
      at(aboveAt);
      await price(stationId, 1.85);
      at(belowAt);
      await price(stationId, eur);
    };

    await cross('2026-11-29T07:00:00Z', '2026-11-29T08:00:00Z', 1.79); // mailed
    await cross('2026-11-29T09:00:00Z', '2026-11-29T10:00:00Z', 1.795); // quiet: not lower → app
    await cross('2026-11-29T11:00:00Z', '2026-11-29T12:00:00Z', 1.76); // lower: mailed
    await cross('2026-11-30T00:30:00Z', '2026-11-30T01:00:00Z', 1.78); // 13 h later: mailed
    const sent = await mailsFrom(mails);
    expect(sent).toHaveLength(3);
    expect(sent.map((mail) => /€ 1,\d{3} per liter/.exec(mail)?.[0])).toEqual([
      '€ 1,790 per liter',
      '€ 1,760 per liter',
      '€ 1,780 per liter',
    ]);
    expect((await inApp(token)).map((notification) => notification.title)).toEqual([
      `Prijsalarm: Diesel € 1,795 bij Alarmstation ${stationCount}`,
    ]);

    // The link in the mail pauses the alert for whoever follows it, without signing in.
    const link = /http:\/\/fuellinq\.test(\/api\/price-alerts\/unsubscribe\/[A-Za-z0-9_-]+)/.exec(
      sent[0]!,
    )?.[1];
    expect(link).toBeDefined();
    // The mail program's unsubscribe button posts to the same link (RFC 8058).
    const header = sent[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(header).toContain(`List-Unsubscribe: <http://fuellinq.test${link}>`);
    expect(header).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const page = await t.app.inject({ method: 'GET', url: link! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Prijsalarm gepauzeerd');
    expect((await as(token, 'GET', '/api/price-alerts')).json()).toEqual([
      expect.objectContaining({ id, paused: true }),
    ]);
    await cross('2026-11-30T14:00:00Z', '2026-11-30T15:00:00Z', 1.7);
    expect(await mailsFrom(mails)).toHaveLength(3);

    // The mail program's one-click unsubscribe (RFC 8058) posts a form to the same address.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: link!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/price-alerts/unsubscribe/bestaatnietbestaatnietbestaatniet',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Link niet gevonden');
  });

  it('tells a driver once when their station alert and an area alert cross together', async () => {
    const token = await driver();
    const stationId = await station({ lat: 51.5, lng: 4.5 });
    await dieselAlert(token, stationId, ['email', 'app']);
    await alert(token, {
      lat: 51.51,
      lng: 4.5,
      radius_km: 3,
      fuel_type: 'diesel',
      max_price_eur_l: 1.85,
      channels: ['app'],
    });
    const mails = (await t.outbox()).length;
    at('2026-12-01T08:00:00Z');
    await price(stationId, 1.75);
    expect(await inApp(token)).toHaveLength(1);
    expect(await mailsFrom(mails)).toHaveLength(1);
    const mailJobs = await t.database.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
    expect(mailJobs.every((job) => job.status === 'done')).toBe(true);
  });

  it("keeps each driver's alerts their own: another's id is 404", async () => {
    const owner = await driver();
    const other = await driver();
    const id = await alert(owner, {
      lat: 52.1,
      lng: 5.1,
      radius_km: 10,
      fuel_type: 'euro95',
      max_price_eur_l: 2,
      channels: ['app'],
    });
    expect((await as(other, 'GET', '/api/price-alerts')).json()).toEqual([]);
    for (const response of [
      await as(other, 'PATCH', `/api/price-alerts/${id}`, { paused: true }),
      await as(other, 'DELETE', `/api/price-alerts/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', message: 'Dit prijsalarm bestaat niet.' });
    }
    expect((await as(owner, 'GET', '/api/price-alerts')).json()).toEqual([
      expect.objectContaining({ id, paused: false }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/price-alerts' })).statusCode).toBe(401);
    expect((await as(owner, 'DELETE', `/api/price-alerts/${id}`)).statusCode).toBe(204);
    expect((await as(owner, 'GET', '/api/price-alerts')).json()).toEqual([]);
  });

  it('refuses what is not an alert with a Dutch 4xx naming the field', async () => {
    const token = await driver();
    const stationId = await station();
    const base = { fuel_type: 'diesel', max_price_eur_l: 1.8, channels: ['app'] };
    const cases: [object, number, string][] = [
      [
        { ...base, station_id: stationId, lat: 52, lng: 5, radius_km: 5 },
        400,
        'Kies een station of een gebied, niet allebei.',
      ],
      [
        { ...base, lat: 52, lng: 5 },
        400,
        'Kies een station, of een gebied met een middelpunt en een straal.',
      ],
      [{ ...base, lat: 52, lng: 5, radius_km: 100 }, 400, 'Kies een straal van 1 tot en met 50 km.'],
      [{ ...base, lat: 40, lng: 5, radius_km: 5 }, 400, 'Kies een punt in Nederland.'],
      [{ ...base, station_id: stationId, channels: [] }, 400, 'Kies minstens één manier om het te horen.'],
      [
        { ...base, station_id: stationId, channels: ['sms'] },
        400,
        'Kies uit pushmelding, e-mail en in de app.',
      ],
      [{ ...base, station_id: stationId, max_price_eur_l: 9 }, 400, 'prijs'],
      [{ ...base, station_id: stationId, fuel_type: 'kerosine' }, 400, 'Onbekende brandstof'],
      [{ ...base, station_id: '00000000-0000-4000-8000-000000000000' }, 404, 'Dit station bestaat niet.'],
    ];
    for (const [body, status, text] of cases) {
      const response = await as(token, 'POST', '/api/price-alerts', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.body.toLowerCase()).toContain(text.toLowerCase());
    }
    const id = await alert(token, { ...base, station_id: stationId });
    const radius = await as(token, 'PATCH', `/api/price-alerts/${id}`, { radius_km: 5 });
    expect(radius.statusCode).toBe(400);
    expect((await as(token, 'PATCH', `/api/price-alerts/${id}`, { owner: 'x' })).statusCode).toBe(400);

    for (let i = 1; i < 25; i += 1) await alert(token, { ...base, station_id: stationId });
    const over = await as(token, 'POST', '/api/price-alerts', { ...base, station_id: stationId });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toContain('al 25 prijsalarmen');
  });
});
