import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fuelTransactions,
  nationalAveragePrices,
  refuelSpendingPeriods,
  stationPriceHistory,
  stations,
} from '../../db/schema/index.ts';
import { insertRefuel, type TestRefuel } from '../../test/completed-refuels.ts';
import { startRdwReplay, type RdwReplayServer } from '../../test/rdw-replay-server.ts';
import { brandId, insertStation } from '../../test/stations.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';
import { addVehicle, postLog } from '../../test/vehicles.ts';

// Inzichten: every figure is summed from refuels written into the database here, on days the CBS series
// (loaded by the migrations, up to 27 April 2026) covers; the clock stands in April 2026.

const NOW = new Date('2026-04-20T12:00:00Z');
let t: TestApp;
let replay: RdwReplayServer;
const station: Record<'shell' | 'tinq' | 'free', string> = { shell: '', tinq: '', free: '' };

beforeAll(async () => {
  replay = await startRdwReplay();
  t = await createTestApp({ RDW_BASE_URL: replay.url }, { now: () => NOW });
  const { db } = t.database;
  station.shell = await insertStation(db, {
    title: 'Shell Dam',
    brand: 'shell',
    city: 'Amsterdam',
    lat: 52.37,
    lng: 4.89,
  });
  station.tinq = await insertStation(db, {
    title: 'Tinq Zuid',
    brand: 'tinq',
    city: 'Utrecht',
    lat: 52.07,
    lng: 5.1,
  });
  station.free = await insertStation(db, {
    title: 'Pomp Dorp',
    brand: null,
    city: 'Ede',
    lat: 52.04,
    lng: 5.66,
  });
  // Posted prices: Shell asked € 2,150 from 8 April (the refuel on the 10th paid € 2,100), Tinq € 2,000 on
  // the day itself; the independent station has no history, so its refuel cannot be compared.
  await db.insert(stationPriceHistory).values([
    { stationId: station.shell, fuelType: 'euro95', day: '2026-04-08', priceTenths: 2150 },
    { stationId: station.shell, fuelType: 'euro95', day: '2026-04-12', priceTenths: 2300 },
    { stationId: station.tinq, fuelType: 'euro95', day: '2026-03-15', priceTenths: 2000 },
  ]);
});
afterAll(async () => {
  await t.close();
  await replay.close();
});

const refuel = (refuel: TestRefuel) => insertRefuel(t.database.db, refuel);

const insights = async (token: string, query = '') => {
  const response = await injectAs(t.app, token, { method: 'GET', url: `/api/insights${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};

async function cbs(days: string[]) {
  const rows = await t.database.db
    .select()
    .from(nationalAveragePrices)
    .where(and(eq(nationalAveragePrices.fuelType, 'euro95'), inArray(nationalAveragePrices.day, days)));
  return new Map(rows.map((row) => [row.day, row.priceTenths]));
}

describe('GET /api/insights', () => {
  it('sums the caller’s own completed refuels per month and brand, in the last 12 months', async () => {
    const { token, user } = await registerUser(t.app);
    const other = await registerUser(t.app);
    const april = await refuel({
      userId: user.id,
      stationId: station.shell,
      at: '2026-04-10T08:00:00Z',
      liters: 40,
      priceTenths: 2100,
    });
    const march = await refuel({
      userId: user.id,
      stationId: station.tinq,
      at: '2026-03-15T17:30:00Z',
      liters: 30,
      priceTenths: 2000,
    });
    const feb = await refuel({
      userId: user.id,
      stationId: station.free,
      at: '2026-02-02T07:00:00Z',
      fuel: 'diesel',
      liters: 50,
      priceTenths: 1800,
    });
    // Not counted: older than the 12 months (May 2025 – April 2026), cancelled, or someone else's.
    await refuel({
      userId: user.id,
      stationId: station.shell,
      at: '2025-04-30T20:00:00Z',
      liters: 35,
      priceTenths: 1900,
    });
    await refuel({
      userId: user.id,
      stationId: station.shell,
      at: '2026-04-11T08:00:00Z',
      liters: 20,
      priceTenths: 2100,
      status: 'cancelled',
    });
    await refuel({
      userId: other.user.id,
      stationId: station.shell,
      at: '2026-04-12T08:00:00Z',
      liters: 45,
      priceTenths: 2300,
    });

    const body = await insights(token);
    expect(body).toMatchObject({ from: '2025-05-01', to: '2026-04-20', months: 12 });
    expect(body.per_month.map((m: { month: string }) => m.month)).toEqual([
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expect(body.per_month.at(-1)).toEqual({
      month: '2026-04',
      refuels: 1,
      amount_cents: april,
      liters: 40,
      avg_price_per_l: 2.1,
    });
    expect(body.per_month.at(-2)).toMatchObject({
      month: '2026-03',
      refuels: 1,
      amount_cents: march,
      liters: 30,
    });
    expect(body.per_month.at(-3)).toMatchObject({
      month: '2026-02',
      refuels: 1,
      amount_cents: feb,
      liters: 50,
      avg_price_per_l: 1.8,
    });
    expect(body.per_month[0]).toEqual({
      month: '2025-05',
      refuels: 0,
      amount_cents: 0,
      liters: 0,
      avg_price_per_l: null,
    });
    expect(body.totals).toEqual({
      refuels: 3,
      amount_cents: april + march + feb,
      liters: 120,
      avg_price_per_l: Math.round(((april + march + feb) / 100 / 120) * 1000) / 1000,
      points: 40 + 30 + 50,
    });
    // Most money first; the independent station has no brand.
    expect(
      body.per_brand.map((b: { brand: string | null; amount_cents: number }) => [b.brand, b.amount_cents]),
    ).toEqual([
      [null, feb],
      ['Shell', april],
      ['Tinq', march],
    ]);
  });

  it('compares the Euro95 paid with the CBS average of the same days', async () => {
    const { token, user } = await registerUser(t.app);
    const april = await refuel({
      userId: user.id,
      stationId: station.shell,
      at: '2026-04-10T08:00:00Z',
      liters: 40,
      priceTenths: 2100,
    });
    const march = await refuel({
      userId: user.id,
      stationId: station.tinq,
      at: '2026-03-15T17:30:00Z',
      liters: 30,
      priceTenths: 2000,
    });
    const diesel = await refuel({
      userId: user.id,
      stationId: station.free,
      at: '2026-02-02T07:00:00Z',
      fuel: 'diesel',
      liters: 50,
      priceTenths: 1800,
    });
    const national = await cbs(['2026-04-10', '2026-03-15']);
    expect(national.size).toBe(2);
    const cbsAverage = (national.get('2026-04-10')! * 40 + national.get('2026-03-15')! * 30) / 70 / 1000;

    const body = await insights(token);
    expect(body.national_average).toMatchObject({
      fuel_type: 'euro95',
      label: 'Bron: CBS',
      same_days: true,
      paid_liters: 70,
      paid_eur_l: Math.round(((april + march) / 100 / 70) * 1000) / 1000,
      national_eur_l: Math.round(cbsAverage * 1000) / 1000,
    });
    expect(body.national_average.difference_eur_l).toBeCloseTo(
      body.national_average.paid_eur_l - body.national_average.national_eur_l,
      3,
    );
    expect(body.totals.amount_cents).toBe(april + march + diesel);
  });

  it('gives the cost per km of a vehicle from its logbook', async () => {
    const { token } = await registerUser(t.app);
    const vehicle = await addVehicle(t.app, token, '11ZKZ3');
    await postLog(t.app, token, 'odometer', {
      vehicle_id: vehicle.id,
      odometer_km: 120000,
      date: '2026-03-01',
    });
    await postLog(t.app, token, 'fuel', {
      vehicle_id: vehicle.id,
      liters: 45.2,
      total_eur: 95.1,
      date: '2026-03-20',
    });
    await postLog(t.app, token, 'odometer', {
      vehicle_id: vehicle.id,
      odometer_km: 120850,
      date: '2026-04-01',
    });

    const body = await insights(token);
    expect(body.cost_per_km).toEqual({
      vehicles: [
        {
          vehicle_id: vehicle.id,
          license_plate: '11ZKZ3',
          km: 850,
          amount_cents: 9510,
          cents_per_km: Math.round((9510 / 850) * 10) / 10,
        },
      ],
      km: 850,
      amount_cents: 9510,
      cents_per_km: Math.round((9510 / 850) * 10) / 10,
    });
  });

  it('answers an account without refuels with zeros, not errors or made-up figures', async () => {
    const { token } = await registerUser(t.app);
    const body = await insights(token, '?months=24');
    expect(body.months).toBe(24);
    expect(body.per_month).toHaveLength(24);
    expect(
      body.per_month.every(
        (m: { refuels: number; amount_cents: number }) => m.refuels === 0 && m.amount_cents === 0,
      ),
    ).toBe(true);
    expect(body.per_brand).toEqual([]);
    expect(body.totals).toEqual({ refuels: 0, amount_cents: 0, liters: 0, avg_price_per_l: null, points: 0 });
    expect(body.national_average).toMatchObject({
      paid_eur_l: null,
      paid_liters: 0,
      same_days: false,
      difference_eur_l: null,
    });
    // Without refuels on CBS days, the latest 30 published days stand beside it, with their dates.
    expect(body.national_average.national_to).toBe('2026-04-27');
    expect(body.national_average.national_eur_l).toEqual(expect.any(Number));
    expect(body.cost_per_km).toEqual({ vehicles: [], km: 0, amount_cents: 0, cents_per_km: null });
  });

  it('needs a signed-in caller and checks its period', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/insights' })).statusCode).toBe(401);
    const { token } = await registerUser(t.app);
    const bad = await injectAs(t.app, token, { method: 'GET', url: '/api/insights?months=25' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: 'months', message: 'Kies 1 tot 24 maanden.' });
  });
});

describe('the monthly roll-up behind Inzichten', () => {
  const keptPeriods = async (userId: string) =>
    (
      await t.database.db
        .select({ period: refuelSpendingPeriods.period })
        .from(refuelSpendingPeriods)
        .where(eq(refuelSpendingPeriods.userId, userId))
    )
      .map((row) => row.period)
      .sort();
  const keptMonths = async (userId: string) =>
    (await keptPeriods(userId)).filter((period) => period.length === 7);
  const keptDays = async (userId: string) =>
    (await keptPeriods(userId)).filter((period) => period.length === 10);
  const month = (
    body: { per_month: { month: string; amount_cents: number; refuels: number }[] },
    key: string,
  ) => body.per_month.find((m) => m.month === key)!;

  it('sums a closed month, and a closed day of this month, once and keeps it; today is summed on every call', async () => {
    const { token, user } = await registerUser(t.app);
    const march = await refuel({
      userId: user.id,
      stationId: station.tinq,
      at: '2026-03-20T08:00:00Z',
      liters: 30,
      priceTenths: 1990,
    });
    const first = await insights(token, '?months=3');
    expect(await keptMonths(user.id)).toEqual(['2026-02', '2026-03']);
    // The clock stands on 20 April: 1 to 18 April are closed days of the open month (19 April, yesterday,
    // stays live: a refuel of just before midnight may still be committing).
    expect(await keptDays(user.id)).toEqual(
      Array.from({ length: 18 }, (_, index) => `2026-04-${String(index + 1).padStart(2, '0')}`),
    );
    expect(month(first, '2026-03')).toMatchObject({ refuels: 1, amount_cents: march });

    // A refuel written into a kept day drops that day (and its month): it shows at once.
    const april = await refuel({
      userId: user.id,
      stationId: station.shell,
      at: '2026-04-18T08:00:00Z',
      liters: 20,
      priceTenths: 2150,
    });
    expect(await keptDays(user.id)).not.toContain('2026-04-18');
    const second = await insights(token, '?months=3');
    expect(month(second, '2026-04')).toMatchObject({ refuels: 1, amount_cents: april });
    expect(await keptDays(user.id)).toContain('2026-04-18');
    // One completed today (or yesterday) is summed live, on every call.
    const today = await refuel({
      userId: user.id,
      stationId: station.shell,
      at: '2026-04-20T09:00:00Z',
      liters: 10,
      priceTenths: 2150,
    });
    expect(month(await insights(token, '?months=3'), '2026-04')).toMatchObject({
      refuels: 2,
      amount_cents: april + today,
    });
    expect(month(second, '2026-03')).toEqual(month(first, '2026-03'));
  });

  it('forgets a kept month when one of its refuels is written, so a late entry is never missed', async () => {
    const { token, user } = await registerUser(t.app);
    await refuel({
      userId: user.id,
      stationId: station.tinq,
      at: '2026-02-10T08:00:00Z',
      liters: 30,
      priceTenths: 1990,
    });
    expect(month(await insights(token, '?months=3'), '2026-02')).toMatchObject({ refuels: 1 });
    expect(await keptMonths(user.id)).toContain('2026-02');

    const late = await refuel({
      userId: user.id,
      stationId: station.shell,
      at: '2026-02-27T08:00:00Z',
      liters: 10,
      priceTenths: 2000,
    });
    expect(await keptMonths(user.id)).not.toContain('2026-02');
    const after = month(await insights(token, '?months=3'), '2026-02');
    expect(after.refuels).toBe(2);
    expect(after.amount_cents).toBe(Math.round((30 * 1990) / 10) + late);

    // Deleting the refuel (an erasure) forgets the month again.
    await t.database.db.delete(fuelTransactions).where(eq(fuelTransactions.userId, user.id));
    expect(await keptMonths(user.id)).not.toContain('2026-02');
    expect(month(await insights(token, '?months=3'), '2026-02')).toMatchObject({
      refuels: 0,
      amount_cents: 0,
    });
  });

  it('forgets kept months when a past posted price or a station’s brand changes', async () => {
    const { token, user } = await registerUser(t.app);
    const pump = await insertStation(t.database.db, {
      title: 'Pomp Laan',
      brand: null,
      city: 'Ede',
      lat: 52.03,
      lng: 5.65,
    });
    await refuel({
      userId: user.id,
      stationId: pump,
      at: '2026-03-05T08:00:00Z',
      liters: 40,
      priceTenths: 1900,
    });
    await insights(token, '?months=3');
    expect(await keptMonths(user.id)).toContain('2026-03');

    // The station's price of 1 March comes in late: the months it touches are summed afresh.
    await t.database.db
      .insert(stationPriceHistory)
      .values({ stationId: pump, fuelType: 'euro95', day: '2026-03-01', priceTenths: 2000 });
    expect(await keptMonths(user.id)).toEqual(['2026-02']);
    expect(await keptDays(user.id)).toEqual([]);
    const priced = await insights(token, '?months=3');

    // The station becomes a Tinq: its refuels move to that brand.
    expect(priced.per_brand.map((b: { brand: string | null }) => b.brand)).toEqual([null]);
    await t.database.db
      .update(stations)
      .set({ brandId: await brandId(t.database.db, 'tinq') })
      .where(eq(stations.id, pump));
    expect(await keptPeriods(user.id)).toEqual([]);
    const rebranded = await insights(token, '?months=3');
    expect(rebranded.per_brand.map((b: { brand: string | null }) => b.brand)).toEqual(['Tinq']);
  });
});
