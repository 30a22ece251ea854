import { addDays, isoDateIn, type Period } from '@fuellinq/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { parseCsvRecords } from '../../lib/csv.ts';
import {
  type Driver,
  driverWithCard,
  fundBalance,
  type PumpStation,
  pumpTestApp,
} from '../../test/refuels.ts';
import { injectAs, signInWithRole, type TestApp } from '../../test/test-app.ts';
import { addVehicle, postLog } from '../../test/vehicles.ts';

// Issue 29 §1: a refuel completed with the card is an entry in its vehicle's logbook, and the CO2 report,
// its CSV and the WPM export count it beside the manual logs, once: a manual entry for the same refuel is
// linked to it instead of counted twice. A cancelled or fully refunded refuel leaves no counted entry.

let t: TestApp;
let station: PumpStation;
let key: string;
let close: () => Promise<void>;

const today = isoDateIn(new Date());
const monthStart = `${today.slice(0, 7)}-01`;

/** The first day of the month with this index (year × 12 + month − 1). */
const firstOf = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/** The calendar month `offset` months from the month of `date`. */
function month(date: string, offset: number): Period {
  const [year = 0, number = 1] = date.split('-').map(Number);
  const index = year * 12 + number - 1 + offset;
  return { from: firstOf(index), to: addDays(firstOf(index + 1), -1) };
}

/** The last three calendar months up to this one: a period of whole months (read from the monthly usage). */
const quarter = { from: month(today, -2).from, to: month(today, 0).to };

beforeAll(async () => {
  ({ t, station, key, close } = await pumpTestApp());
});
afterAll(() => close());

/** Starts a refuel with Nu tanken (extra start fields in `start`), confirms it and lets the pump complete it. */
async function refuel(
  driver: Driver,
  start: Record<string, unknown> = {},
  delivery = { liters: 30, amount_cents: 6_597, price_per_l: 2.199 },
) {
  await fundBalance(t.database.db, driver.userId, 10_000);
  const started = await injectAs(t.app, driver.token, {
    method: 'POST',
    url: '/api/transactions/start',
    payload: { cardId: driver.cardId, stationId: station.stationId, ...start },
  });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().transaction.id as string;
  await injectAs(t.app, driver.token, { method: 'POST', url: `/api/transactions/${id}/confirm` });
  const completed = await t.app.inject({
    method: 'POST',
    url: `/api/partner/pumps/transactions/${id}/complete`,
    payload: delivery,
    headers: { 'x-api-key': key },
  });
  expect(completed.statusCode, completed.body).toBe(200);
  return id;
}

const report = async (token: string, period: { from: string; to: string }) => {
  const response = await injectAs(t.app, token, { method: 'GET', url: '/api/co2/report', query: period });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const fuelLogs = async (token: string, vehicleId: string) =>
  (
    await injectAs(t.app, token, { method: 'GET', url: '/api/co2/fuel', query: { vehicle_id: vehicleId } })
  ).json().items;

const link = (token: string, id: string, cardLogId: string) =>
  injectAs(t.app, token, {
    method: 'PUT',
    url: `/api/co2/fuel/${id}/link`,
    payload: { card_log_id: cardLogId },
  });

describe('a card refuel in the logbook and the CO2 figures', () => {
  let driver: Driver;
  let car: string;
  let cardLog: { id: string };

  beforeAll(async () => {
    driver = await driverWithCard(t.app);
    car = (await addVehicle(t.app, driver.token, '11ZKZ3')).id;
    await postLog(t.app, driver.token, 'fuel', { vehicle_id: car, liters: 20, total_eur: 44, date: today });
  });

  it('logs the completed refuel for the driver’s only vehicle, marked as the card’s', async () => {
    const id = await refuel(driver);
    const logs = await fuelLogs(driver.token, car);
    cardLog = logs.find((log: { source: string }) => log.source === 'kaart');
    expect(cardLog).toMatchObject({
      vehicle_id: car,
      source: 'kaart',
      transaction_id: id,
      card_log_id: null,
      liters: 30,
      total_cents: 6_597,
      price_per_l: 2.199,
      station_id: station.stationId,
      fuel_type: 'euro95',
      odometer_km: null,
      date: today,
    });
    expect(logs.filter((log: { source: string }) => log.source === 'handmatig')).toHaveLength(1);
    const cardOnly = await injectAs(t.app, driver.token, {
      method: 'GET',
      url: '/api/co2/fuel',
      query: { vehicle_id: car, source: 'kaart' },
    });
    expect(cardOnly.json().items.map((log: { id: string }) => log.id)).toEqual([cardLog.id]);
  });

  it('counts it in liters_total beside the manual log, over any period and in the CSV', async () => {
    const month = await report(driver.token, { from: monthStart, to: today });
    expect(month).toMatchObject({ liters_total: 50, vehicles: [expect.objectContaining({ liters: 50 })] });
    // Three whole months are read from the monthly usage: the same litres.
    expect((await report(driver.token, quarter)).liters_total).toBe(50);
    const csv = await injectAs(t.app, driver.token, {
      method: 'GET',
      url: '/api/co2/report.csv',
      query: { from: monthStart, to: today },
    });
    const total = parseCsvRecords(csv.body, ';').find((row) => row.kenteken === 'Totaal');
    expect(total?.liters).toBe('50,00');
  });

  it('keeps the pump’s figures: only the reading, purpose and note of the card’s entry change, and it stays', async () => {
    const patch = (payload: Record<string, unknown>) =>
      injectAs(t.app, driver.token, { method: 'PATCH', url: `/api/co2/fuel/${cardLog.id}`, payload });
    const locked = await patch({ liters: 25 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ error: 'card_log_locked' });
    expect((await patch({ date: monthStart })).statusCode).toBe(409);
    const noted = await patch({ note: 'Vakantie', odometer_km: 12_345 });
    expect(noted.statusCode).toBe(200);
    expect(noted.json()).toMatchObject({ note: 'Vakantie', odometer_km: 12_345, liters: 30 });
    const removed = await injectAs(t.app, driver.token, {
      method: 'DELETE',
      url: `/api/co2/fuel/${cardLog.id}`,
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ error: 'card_log_locked' });
    expect((await report(driver.token, { from: monthStart, to: today })).liters_total).toBe(50);
  });

  it('counts a manual entry linked to the card’s entry once, and again once unlinked', async () => {
    const typed = await postLog(t.app, driver.token, 'fuel', {
      vehicle_id: car,
      liters: 30,
      total_eur: 65.97,
      date: today,
    });
    expect((await report(driver.token, { from: monthStart, to: today })).liters_total).toBe(80);

    const linked = await link(driver.token, typed.id, cardLog.id);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id: typed.id, source: 'handmatig', card_log_id: cardLog.id });
    expect((await report(driver.token, { from: monthStart, to: today })).liters_total).toBe(50);
    expect((await report(driver.token, quarter)).liters_total).toBe(50);

    const unlinked = await injectAs(t.app, driver.token, {
      method: 'DELETE',
      url: `/api/co2/fuel/${typed.id}/link`,
    });
    expect(unlinked.json()).toMatchObject({ card_log_id: null });
    expect((await report(driver.token, quarter)).liters_total).toBe(80);
    expect((await link(driver.token, typed.id, cardLog.id)).statusCode).toBe(200);
    expect((await report(driver.token, quarter)).liters_total).toBe(50);
  });

  it('refuses a link to anything but one card entry of the same vehicle, and someone else’s', async () => {
    const other = await postLog(t.app, driver.token, 'fuel', {
      vehicle_id: car,
      liters: 10,
      total_eur: 22,
      date: today,
    });
    const taken = await link(driver.token, other.id, cardLog.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'log_already_linked' });
    const toManual = await link(driver.token, other.id, other.id);
    expect(toManual.statusCode).toBe(400);
    expect(toManual.json()).toMatchObject({ error: 'validation_error', issues: [{ path: 'card_log_id' }] });
    const fromCard = await link(driver.token, cardLog.id, cardLog.id);
    expect(fromCard.statusCode).toBe(409);
    expect(fromCard.json()).toMatchObject({ error: 'card_log_locked' });

    const stranger = await driverWithCard(t.app);
    const strangerCar = (await addVehicle(t.app, stranger.token, '11ZKZ3')).id;
    const theirs = await postLog(t.app, stranger.token, 'fuel', {
      vehicle_id: strangerCar,
      liters: 30,
      total_eur: 65.97,
      date: today,
    });
    const foreign = await link(stranger.token, theirs.id, cardLog.id);
    expect(foreign.statusCode).toBe(400);
    expect((await link(stranger.token, other.id, cardLog.id)).json()).toMatchObject({
      error: 'log_not_found',
    });
  });
});

describe('a refuel that did not happen counts nowhere', () => {
  it('a cancelled refuel leaves no entry; a full refund takes it out, a part refund keeps it', async () => {
    const driver = await driverWithCard(t.app);
    const car = (await addVehicle(t.app, driver.token, '11ZKZ3')).id;
    await fundBalance(t.database.db, driver.userId, 10_000);
    const started = await injectAs(t.app, driver.token, {
      method: 'POST',
      url: '/api/transactions/start',
      payload: { cardId: driver.cardId, stationId: station.stationId },
    });
    const cancelled = started.json().transaction.id as string;
    await injectAs(t.app, driver.token, { method: 'POST', url: `/api/transactions/${cancelled}/cancel` });
    expect(await fuelLogs(driver.token, car)).toEqual([]);

    const admin = await signInWithRole(t, 'admin');
    const refund = (id: string, amount: number) =>
      injectAs(t.app, admin.token, {
        method: 'POST',
        url: `/api/admin/refuels/${id}/refund`,
        payload: { amount_cents: amount, reason: 'Pomp telde verkeerd' },
      });
    const partly = await refuel(driver);
    const fully = await refuel(driver, {}, { liters: 20, amount_cents: 4_398, price_per_l: 2.199 });
    expect((await report(driver.token, { from: monthStart, to: today })).liters_total).toBe(50);
    expect((await refund(partly, 500)).statusCode).toBe(201);
    expect((await refund(fully, 4_398)).statusCode).toBe(201);
    const left = await fuelLogs(driver.token, car);
    expect(left.map((log: { transaction_id: string }) => log.transaction_id)).toEqual([partly]);
    expect((await report(driver.token, { from: monthStart, to: today })).liters_total).toBe(30);
    expect((await report(driver.token, quarter)).liters_total).toBe(30);
  });
});

describe('the WPM export and Inzichten', () => {
  it('have the business card refuels: kilometres from a reading given at the pump, and one without a reading', async () => {
    const driver = await driverWithCard(t.app);
    await t.database.db
      .update(users)
      .set({ accountType: 'business', companyName: 'Bakkerij Bol', kvkNumber: '12345678' })
      .where(eq(users.id, driver.userId));
    const van = (await addVehicle(t.app, driver.token, 'TT601D')).id;
    await postLog(t.app, driver.token, 'odometer', {
      vehicle_id: van,
      odometer_km: 50_000,
      date: monthStart,
    });
    const lower = await injectAs(t.app, driver.token, {
      method: 'POST',
      url: '/api/transactions/start',
      payload: { cardId: driver.cardId, stationId: station.stationId, odometer_km: 49_000 },
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({ error: 'odometer_too_low', issues: [{ path: 'odometer_km' }] });

    const diesel = { liters: 40, amount_cents: 7_196, price_per_l: 1.799 };
    const read = await refuel(driver, { odometer_km: 50_400 }, diesel);
    const loose = await refuel(driver, {}, diesel);
    const logs = await fuelLogs(driver.token, van);
    expect(logs.find((log: { transaction_id: string }) => log.transaction_id === read)).toMatchObject({
      odometer_km: 50_400,
      purpose: 'zakelijk',
      fuel_type: 'diesel',
    });

    const year = Number(today.slice(0, 4));
    const wpm = await injectAs(t.app, driver.token, {
      method: 'GET',
      url: '/api/co2/wpm',
      query: { year: String(year) },
    });
    expect(wpm.statusCode).toBe(200);
    expect(wpm.json().rows).toEqual([
      expect.objectContaining({ kvk_number: '12345678', fuel: 'Diesel', km_zakelijk: 400, km_woon_werk: 0 }),
    ]);
    expect(wpm.json().unclassified).toEqual([
      expect.objectContaining({ vehicle_id: van, date: today, liters: 40, km_zakelijk: null }),
    ]);
    expect(logs.find((log: { transaction_id: string }) => log.transaction_id === loose)).toMatchObject({
      odometer_km: null,
    });
    expect((await report(driver.token, { from: monthStart, to: today })).liters_total).toBe(80);

    // Inzichten's cost per km reads the same logbook: both card refuels over the 400 km.
    const insights = await injectAs(t.app, driver.token, { method: 'GET', url: '/api/insights?months=1' });
    expect(insights.json().cost_per_km).toMatchObject({
      vehicles: [expect.objectContaining({ vehicle_id: van, km: 400, amount_cents: 2 * 7_196 })],
      km: 400,
      amount_cents: 2 * 7_196,
    });
  });
});

describe('kilometres over periods that follow each other', () => {
  it('a three-month report has the kilometres of its three monthly reports together', async () => {
    const { token } = await signInWithRole(t, 'user');
    const car = (await addVehicle(t.app, token, '11ZKZ3')).id;
    const [first, second, third] = [-2, -1, 0].map((offset) => month(today, offset)) as [
      Period,
      Period,
      Period,
    ];
    // One reading before the quarter and one in each month: every month's kilometres start at the reading
    // before it, also when that one is in the month before.
    const readings: [string, number][] = [
      [addDays(first.from, -1), 1_000],
      [addDays(first.from, 9), 1_500],
      [addDays(second.from, 4), 2_100],
      [third.from, 2_600],
    ];
    for (const [date, km] of readings) {
      await postLog(t.app, token, 'odometer', { vehicle_id: car, odometer_km: km, date });
    }
    const months = await Promise.all([first, second, third].map((period) => report(token, period)));
    const whole = await report(token, quarter);
    expect(months.map((month) => month.km_total)).toEqual([500, 600, 500]);
    expect(whole.km_total).toBe(1_600);
  });
});
