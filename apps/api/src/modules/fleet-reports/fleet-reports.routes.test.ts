import { randomBytes, randomUUID } from 'node:crypto';
import { fuelFactorKeys, type LiquidFuel, roundKg } from '@fuellinq/domain';
import type { FleetReport, FleetReportRow } from '@fuellinq/domain/fleet-reports/fleet-report.contract';
import { and, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cards,
  costCentres,
  emissionFactors,
  fuelTransactions,
  nationalAveragePrices,
  vehicles,
} from '../../db/schema/index.ts';
import { parseCsvRecords } from '../../lib/csv.ts';
import { insertRefuel } from '../../test/completed-refuels.ts';
import { expectError, orgWithMembers, type OrgWithMembers, requestAs } from '../../test/orgs.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 25 §3: the fleet report sums the organisation's completed company refuels per driver, vehicle and
// cost centre (and per month, in Dutch days), with CO2 by the official per-litre factors and the price paid
// against the CBS average of the same day. A member's private refuel is never in it.

const NOW = new Date('2026-11-18T10:00:00Z');
const PERIOD = { from: '2026-10-01', to: '2026-11-18' };
const CBS_DAY = '2026-11-05';
const CBS_TENTHS = 2_050;

let t: TestApp;
let org: OrgWithMembers;

interface Refuel {
  driver: string | null;
  vehicle: string | null;
  centre: string | null;
  fuel: LiquidFuel;
  liters: number;
  cents: number;
  at: string;
}
/** The company refuels of the period, as the report should see them (vehicle: the refuel's, else its card's). */
const counted: Refuel[] = [];
let centreA: string;
let centreB: string;
let vanOne: string;
let vanTwo: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  org = await orgWithMembers(t);
  const db = t.database.db;
  const stationId = await insertStation(db, {
    title: 'Tankstation Rapport',
    city: 'Utrecht',
    lat: 52.1,
    lng: 5.1,
  });
  centreA = randomUUID();
  centreB = randomUUID();
  await db.insert(costCentres).values([
    { id: centreA, orgId: org.orgId, name: 'Bouw' },
    { id: centreB, orgId: org.orgId, name: 'Service' },
  ]);
  const van = async (plate: string, nickname: string) => {
    const [row] = await db
      .insert(vehicles)
      .values({
        ownerUserId: org.accountUserId,
        licensePlate: plate,
        nickname,
        fuelPrimary: 'diesel',
        rdwSnapshot: { vehicle: [], fuel: [] },
        rdwFetchedAt: NOW,
      })
      .returning();
    return row!.id;
  };
  vanOne = await van('VX123B', 'Bus 1');
  vanTwo = await van('VX456C', 'Bus 2');
  const card = async (values: { driverUserId?: string; vehicleId?: string; costCentreId?: string }) => {
    const id = randomUUID();
    await db.insert(cards).values({
      id,
      userId: org.accountUserId,
      panLast4: '4242',
      panHash: randomBytes(16).toString('hex'),
      token: randomBytes(16).toString('hex'),
      orgId: org.orgId,
      ...values,
    });
    return id;
  };
  const driverCard = await card({ driverUserId: org.driver.userId, costCentreId: centreA });
  const vanCard = await card({ vehicleId: vanOne, costCentreId: centreB });
  const looseCard = await card({});
  const refuel = async (
    cardId: string,
    values: Omit<Refuel, 'vehicle' | 'centre'> & { vehicleId?: string },
    status: 'completed' | 'cancelled' = 'completed',
  ) => {
    const at = new Date(values.at);
    await db.insert(fuelTransactions).values({
      userId: org.accountUserId,
      orgId: org.orgId,
      driverUserId: values.driver,
      vehicleId: values.vehicleId ?? null,
      cardId,
      cardLast4: '4242',
      stationId,
      fuelType: values.fuel,
      status,
      reservedCents: 20_000,
      amountCents: status === 'completed' ? values.cents : null,
      liters: status === 'completed' ? values.liters : null,
      priceTenths: Math.round((values.cents * 10) / values.liters),
      createdAt: at,
      completedAt: status === 'completed' ? at : null,
      endedAt: at,
      expiresAt: new Date(at.getTime() + 30 * 60_000),
    });
  };
  const companyRefuel = async (
    cardId: string,
    card: { vehicle: string | null; centre: string | null },
    values: Omit<Refuel, 'vehicle' | 'centre'> & { vehicleId?: string },
  ) => {
    await refuel(cardId, values);
    if (values.at >= '2026-09-30T22:00:00Z' && values.at < '2026-11-18T23:00:00Z')
      counted.push({ ...values, vehicle: values.vehicleId ?? card.vehicle, centre: card.centre });
  };
  const onDriverCard = { vehicle: null, centre: centreA };
  const onVanCard = { vehicle: vanOne, centre: centreB };
  const driver = org.driver.userId;
  await companyRefuel(driverCard, onDriverCard, {
    driver,
    fuel: 'diesel',
    liters: 40,
    cents: 7_200,
    at: '2026-11-03T09:00:00Z',
  });
  await companyRefuel(driverCard, onDriverCard, {
    driver,
    fuel: 'euro95',
    liters: 30,
    cents: 6_300,
    at: `${CBS_DAY}T09:00:00Z`,
  });
  await companyRefuel(vanCard, onVanCard, {
    driver: org.manager.userId,
    fuel: 'diesel',
    liters: 50,
    cents: 9_000,
    at: '2026-10-10T12:00:00Z',
  });
  // Half past midnight on 1 November in Amsterdam: a November refuel.
  await companyRefuel(vanCard, onVanCard, {
    driver,
    vehicleId: vanOne,
    fuel: 'diesel',
    liters: 20,
    cents: 3_600,
    at: '2026-10-31T23:30:00Z',
  });
  await companyRefuel(
    looseCard,
    { vehicle: null, centre: null },
    { driver: null, vehicleId: vanTwo, fuel: 'euro95', liters: 10, cents: 2_100, at: '2026-11-10T08:00:00Z' },
  );
  // Not counted: before the period, cancelled, and the driver's own private refuel.
  await companyRefuel(driverCard, onDriverCard, {
    driver,
    fuel: 'diesel',
    liters: 45,
    cents: 8_100,
    at: '2026-08-01T09:00:00Z',
  });
  await refuel(
    driverCard,
    { driver, fuel: 'diesel', liters: 30, cents: 5_400, at: '2026-11-04T09:00:00Z' },
    'cancelled',
  );
  await insertRefuel(db, {
    userId: driver,
    stationId,
    at: `${CBS_DAY}T07:00:00Z`,
    liters: 35,
    priceTenths: 1_999,
  });

  // The CBS average: one known day in the period, none on the other days.
  await db
    .delete(nationalAveragePrices)
    .where(
      and(
        eq(nationalAveragePrices.fuelType, 'euro95'),
        between(nationalAveragePrices.day, PERIOD.from, PERIOD.to),
      ),
    );
  await db
    .insert(nationalAveragePrices)
    .values({ fuelType: 'euro95', day: CBS_DAY, priceTenths: CBS_TENTHS });
});
afterAll(() => t.close());

const base = () => `/api/orgs/${org.orgId}/reports`;
const query = (values: Record<string, string>) => `?${new URLSearchParams(values).toString()}`;

async function report(by: string, period = PERIOD, person = org.accountant): Promise<FleetReport> {
  const response = await requestAs(t, person, 'GET', `${base()}${query({ ...period, by })}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FleetReport>();
}

/** The official 2026 well-to-wheel factor per litre of a fuel. */
async function factor(fuel: LiquidFuel): Promise<number> {
  const [row] = await t.database.db
    .select({ wtw: emissionFactors.wtw })
    .from(emissionFactors)
    .where(and(eq(emissionFactors.listYear, 2026), eq(emissionFactors.key, fuelFactorKeys[fuel])));
  return row!.wtw!;
}

async function expected(group: (refuel: Refuel) => string | null) {
  const sums = new Map<
    string | null,
    { refuels: number; liters: number; amount_cents: number; co2: number }
  >();
  for (const refuel of counted) {
    const key = group(refuel);
    const sum = sums.get(key) ?? { refuels: 0, liters: 0, amount_cents: 0, co2: 0 };
    sum.refuels += 1;
    sum.liters += refuel.liters;
    sum.amount_cents += refuel.cents;
    sum.co2 += refuel.liters * (await factor(refuel.fuel));
    sums.set(key, sum);
  }
  return [...sums].map(([key, sum]) => ({
    key,
    refuels: sum.refuels,
    liters: sum.liters,
    amount_cents: sum.amount_cents,
    co2_kg: roundKg(sum.co2),
  }));
}

const sumsOf = (rows: FleetReportRow[]) =>
  rows.map(({ key, refuels, liters, amount_cents, co2_kg }) => ({
    key,
    refuels,
    liters,
    amount_cents,
    co2_kg,
  }));

describe('fleet reports', () => {
  it('sums the company refuels per driver, vehicle and cost centre, never a private or cancelled one', async () => {
    const byDriver = await report('driver');
    expect(sumsOf(byDriver.rows)).toEqual(expect.arrayContaining(await expected((r) => r.driver)));
    expect(byDriver.rows).toHaveLength(3);
    expect(byDriver.rows.at(-1)).toMatchObject({ key: null, label: 'Zonder bestuurder' });
    const byVehicle = await report('vehicle');
    expect(sumsOf(byVehicle.rows)).toEqual(expect.arrayContaining(await expected((r) => r.vehicle)));
    expect(byVehicle.rows).toHaveLength(3);
    expect(byVehicle.rows.find((row) => row.key === vanOne)?.label).toBe('VX-123-B · Bus 1');
    const byCentre = await report('cost_centre');
    expect(sumsOf(byCentre.rows)).toEqual(expect.arrayContaining(await expected((r) => r.centre)));
    // The biggest spender first (Bouw € 135, Service € 126), the refuels without one last.
    expect(byCentre.rows.map((row) => row.label)).toEqual(['Bouw', 'Service', 'Zonder kostenplaats']);
    for (const result of [byDriver, byVehicle, byCentre]) {
      expect(result.totals).toMatchObject({
        refuels: counted.length,
        amount_cents: counted.reduce((sum, r) => sum + r.cents, 0),
        liters: counted.reduce((sum, r) => sum + r.liters, 0),
      });
    }
  });

  it('counts a refuel on the Dutch day and month it happened, and per month', async () => {
    const driver = (result: FleetReport) => result.rows.find((row) => row.key === org.driver.userId);
    // 23:30 UTC on 31 October is 1 November in Amsterdam.
    expect(driver(await report('driver', { from: '2026-10-01', to: '2026-10-31' }))).toBeUndefined();
    const november = driver(await report('driver', { from: '2026-11-01', to: '2026-11-01' }));
    expect(november).toMatchObject({ refuels: 1, liters: 20, amount_cents: 3_600 });
    const whole = await report('cost_centre');
    expect(whole.months).toEqual(['2026-10', '2026-11']);
    expect(whole.rows.find((row) => row.key === centreB)?.months).toMatchObject([
      { month: '2026-10', refuels: 1, amount_cents: 9_000 },
      { month: '2026-11', refuels: 1, amount_cents: 3_600 },
    ]);
  });

  it('sets the price paid against the CBS average of the same day', async () => {
    const driver = (await report('driver')).rows.find((row) => row.key === org.driver.userId)!;
    const national = Math.round((CBS_TENTHS * 30) / 10);
    expect(driver.national).toEqual({
      compared_liters: 30,
      paid_cents: 6_300,
      national_cents: national,
      saved_cents: national - 6_300,
      paid_per_liter_cents: 210,
      national_per_liter_cents: CBS_TENTHS / 10,
    });
    // A Euro95 refuel on a day without a CBS figure is not compared.
    const loose = (await report('driver')).rows.find((row) => row.key === null)!;
    expect(loose.national).toMatchObject({ compared_liters: 0, saved_cents: 0, paid_per_liter_cents: null });
  });

  it('answers the same rows as CSV', async () => {
    const response = await requestAs(
      t,
      org.accountant,
      'GET',
      `${base()}.csv${query({ ...PERIOD, by: 'cost_centre' })}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      'rapport-per-kostenplaats-2026-10-01-2026-11-18.csv',
    );
    const records = parseCsvRecords(response.body.replace(/^\uFEFF/, ''), ';');
    const json = await report('cost_centre');
    expect(records.map((record) => record['Kostenplaats'])).toEqual([
      ...json.rows.map((row) => row.label),
      'Totaal',
    ]);
    expect(records[0]).toMatchObject({
      Tankbeurten: String(json.rows[0]!.refuels),
      'Bedrag (€)': (json.rows[0]!.amount_cents / 100).toFixed(2).replace('.', ','),
    });
  });

  it('lets the owner, managers and the bookkeeper read; a driver 403, anyone else 404', async () => {
    for (const person of [org.owner, org.manager, org.accountant]) {
      expect((await requestAs(t, person, 'GET', base())).statusCode).toBe(200);
      expect((await requestAs(t, person, 'GET', `${base()}.csv`)).statusCode).toBe(200);
    }
    expectError(await requestAs(t, org.driver, 'GET', base()), 403, 'forbidden');
    expectError(await requestAs(t, org.driver, 'GET', `${base()}.csv`), 403, 'forbidden');
    expectError(await requestAs(t, org.outsider, 'GET', base()), 404, 'not_found');
    expectError(await requestAs(t, org.stranger, 'GET', `${base()}.csv`), 404, 'not_found');
    // Another organisation's owner asking for their own id sees only their own (empty) report.
    const own = await requestAs(t, org.outsider, 'GET', `/api/orgs/${org.outsider.orgId}/reports`);
    expect(own.json<FleetReport>().totals.refuels).toBe(0);
  });

  it('refuses a bad period or grouping with a Dutch 400', async () => {
    const bad = async (values: Record<string, string>, message: RegExp) => {
      const response = await requestAs(t, org.owner, 'GET', `${base()}${query(values)}`);
      expectError(response, 400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    };
    await bad({ by: 'station' }, /bestuurder, voertuig of kostenplaats/);
    await bad({ from: '2026-10-01' }, /begin- als een einddatum/);
    await bad({ from: '2026-11-01', to: '2026-10-01' }, /vóór de begindatum/);
    await bad({ from: '2023-01-01', to: '2026-01-01' }, /hooguit twee jaar/);
    await bad({ from: '2026-13-01', to: '2026-12-01' }, /JJJJ-MM-DD/);
  });
});
