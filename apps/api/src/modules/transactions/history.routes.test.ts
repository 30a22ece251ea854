import { parseCsv } from '../../lib/csv.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/database.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { type Driver, driverWithCard, fundBalance, partnerStation, pumpKey } from '../../test/refuels.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { earnPoints } from '../loyalty/loyalty.service.ts';

// Transacties: refuels beside top-ups, card fees and rewards, filtered and paged, as CSV, and the receipt
// of a completed refuel.

let t: TestApp;
let driver: Driver;
let stations: { a: string; b: string };
let completedId: string;
let cancelledId: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await partnerStation(t, { title: 'Tinq Utrecht Oost', city: 'Utrecht' });
  const b = await partnerStation(t, { title: 'Tinq Zwolle', city: 'Zwolle' });
  stations = { a: a.stationId, b: b.stationId };
  const key = await pumpKey(t.app, a.partner.token);
  driver = await driverWithCard(t.app);
  await fundBalance(t.database.db, driver.userId, 20_000);

  const start = async (stationId: string) =>
    (
      await injectAs(t.app, driver.token, {
        method: 'POST',
        url: '/api/transactions/start',
        payload: { cardId: driver.cardId, stationId },
      })
    ).json().transaction.id as string;
  completedId = await start(stations.a);
  await injectAs(t.app, driver.token, { method: 'POST', url: `/api/transactions/${completedId}/confirm` });
  const done = await t.app.inject({
    method: 'POST',
    url: `/api/partner/pumps/transactions/${completedId}/complete`,
    payload: { liters: 30.12, amount_cents: 6_623, price_per_l: 2.199 },
    headers: { 'x-api-key': key },
  });
  expect(done.statusCode).toBe(200);
  cancelledId = await start(stations.b);
  await injectAs(t.app, driver.token, { method: 'POST', url: `/api/transactions/${cancelledId}/cancel` });

  // A card fee (the balance work's extra card) and a reward, booked as those features book them.
  await inTransaction(t.database.db, (tx) =>
    createLedger(tx).charge(tx, driver.userId, 'card_fee', 499, 'card-fee-test', 'Extra pas'),
  );
  await earnPoints(t.database.db, {
    userId: driver.userId,
    points: 500,
    reference: 'bonus',
    description: 'Bonus',
  });
  const redeemed = await injectAs(t.app, driver.token, {
    method: 'POST',
    url: '/api/loyalty/redeem',
    payload: { reward: 'saldo-5' },
  });
  expect(redeemed.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const list = async (query = '', token = driver.token) => {
  const response = await injectAs(t.app, token, { method: 'GET', url: `/api/transactions${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/transactions', () => {
  it('shows refuels, the top-up, the card fee and the reward together, newest first', async () => {
    const page = await list();
    expect(page.total).toBe(5);
    expect(page.items.map((item: { kind: string }) => item.kind)).toEqual([
      'reward',
      'card_fee',
      'refuel',
      'refuel',
      'top_up',
    ]);
    const completed = page.items.find((item: { id: string }) => item.id === completedId);
    expect(completed).toMatchObject({
      kind: 'refuel',
      status: 'completed',
      amount_cents: -6_623,
      description: 'Euro95 bij Tinq Utrecht Oost',
      brand: 'Tinq',
      city: 'Utrecht',
      station_id: stations.a,
      fuel_type: 'euro95',
      liters: 30.12,
      price_per_l: 2.199,
      points: 30,
      receipt_url: `/api/transactions/${completedId}/receipt.pdf`,
    });
    expect(page.items.find((item: { id: string }) => item.id === cancelledId)).toMatchObject({
      status: 'cancelled',
      amount_cents: 0,
      receipt_url: null,
    });
    expect(page.items.at(-1)).toMatchObject({ kind: 'top_up', amount_cents: 20_000, status: 'completed' });
    expect(page.items[1]).toMatchObject({ kind: 'card_fee', amount_cents: -499 });
    expect(page.items[0]).toMatchObject({
      kind: 'reward',
      amount_cents: 500,
      description: '€ 5 op je saldo',
    });
  });

  it('filters by kind, status, station, card and period, and pages', async () => {
    expect((await list('?kind=refuel')).total).toBe(2);
    expect((await list('?kind=top_up')).items.map((item: { kind: string }) => item.kind)).toEqual(['top_up']);
    const completed = await list('?status=completed');
    expect(completed.items.map((item: { id: string }) => item.id)).toEqual([completedId]);
    expect((await list(`?station_id=${stations.b}`)).items.map((item: { id: string }) => item.id)).toEqual([
      cancelledId,
    ]);
    expect((await list(`?card_id=${driver.cardId}`)).total).toBe(2);
    expect((await list('?from=2000-01-01&to=2000-12-31')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}`)).total).toBeGreaterThanOrEqual(4);
    const second = await list('?per_page=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(second.items.map((item: { kind: string }) => item.kind)).toEqual(['refuel', 'refuel']);
  });

  it('is the caller’s own: another user sees none of it', async () => {
    const stranger = await driverWithCard(t.app);
    expect(await list('', stranger.token)).toMatchObject({ total: 0, items: [] });
    expect((await list(`?station_id=${stations.a}`, stranger.token)).total).toBe(0);
  });

  it('refuses bad filters with a 400', async () => {
    for (const query of [
      '?status=gestolen',
      '?kind=lening',
      '?from=gisteren',
      '?card_id=1',
      '?per_page=1000',
    ]) {
      const response = await injectAs(t.app, driver.token, {
        method: 'GET',
        url: `/api/transactions${query}`,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/transactions.csv', () => {
  it('exports the filtered list for a Dutch spreadsheet', async () => {
    const response = await injectAs(t.app, driver.token, {
      method: 'GET',
      url: '/api/transactions.csv?kind=refuel',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="transacties-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body, ';').filter((row) => row.length > 1);
    expect(rows[0]).toEqual([
      'Datum',
      'Soort',
      'Omschrijving',
      'Merk',
      'Plaats',
      'Brandstof',
      'Liters',
      'Prijs per liter (€)',
      'Punten',
      'Bedrag (€)',
      'Status',
    ]);
    expect(rows).toHaveLength(3);
    const completed = rows.find((row) => row[10] === 'klaar')!;
    expect(completed.slice(1)).toEqual([
      'Tankbeurt',
      'Euro95 bij Tinq Utrecht Oost',
      'Tinq',
      'Utrecht',
      'Euro95',
      '30,12',
      '2,199',
      '30',
      '-66,23',
      'klaar',
    ]);
    expect(completed[0]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  });
});

describe('GET /api/transactions/{id}/receipt.pdf', () => {
  it('is a receipt with station, date and time, fuel, litres, unit price, amount and the VAT in it', async () => {
    const response = await injectAs(t.app, driver.token, {
      method: 'GET',
      url: `/api/transactions/${completedId}/receipt.pdf`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename="bon-FL-T-\d{6}\.pdf"/);
    const { text } = await pdfText(response.rawPayload);
    for (const expected of [
      'Tankbon',
      'Tinq Utrecht Oost',
      'Utrecht',
      'Euro95',
      '30,12 l',
      '€ 2,199',
      '€ 66,23',
      'btw 21% inbegrepen',
      // 66,23 × 21/121
      '€ 11,49',
      '€ 8,77',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/FL-T-\d{6}/);
    expect(text).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  });

  it('exists only for a completed refuel of the caller', async () => {
    const open = await injectAs(t.app, driver.token, {
      method: 'GET',
      url: `/api/transactions/${cancelledId}/receipt.pdf`,
    });
    expect(open.statusCode).toBe(409);
    const stranger = await driverWithCard(t.app);
    const foreign = await injectAs(t.app, stranger.token, {
      method: 'GET',
      url: `/api/transactions/${completedId}/receipt.pdf`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
