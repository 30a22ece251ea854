import { randomBytes, randomUUID } from 'node:crypto';
import {
  type Co2Report,
  formatDecimal,
  fuelFactorKeys,
  type LiquidFuel,
  roundKg,
  type WpmReport,
} from '@fuellinq/domain';
import type { OrgCo2Report } from '@fuellinq/domain/co2/org-co2.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cards,
  costCentres,
  emissionFactors,
  fuelLogs,
  fuelTransactions,
  odometerLogs,
  users,
  vehicles,
} from '../../db/schema/index.ts';
import { csvNumber, parseCsvRecords } from '../../lib/csv.ts';
import { logRefuel, refreshUsageMonths } from '../../test/logbook.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { expectError, orgWithMembers, type OrgWithMembers, requestAs } from '../../test/orgs.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, injectAs, signInWithRole, type TestApp } from '../../test/test-app.ts';

// Issue 25 §3: the organisation's CO2 report and WPM export are the person's computations over the
// organisation's logbook — its card refuels and the manual logs of its vehicles together. The same logbook kept
// by a person gives the same figures; a member's private refuel never counts for the organisation.

const NOW = new Date('2026-11-27T10:00:00Z');
const YEAR = 2026;

let t: TestApp;
let org: OrgWithMembers;
let person: { token: string; userId: string };
let stationId: string;
let centreId: string;

/** A vehicle of `owner`, straight into the table (the RDW lookup has its own tests). */
async function vehicle(owner: string, plate: string, fuelPrimary: 'diesel' | 'euro95', nickname?: string) {
  const [row] = await t.database.db
    .insert(vehicles)
    .values({
      ownerUserId: owner,
      licensePlate: plate,
      nickname: nickname ?? null,
      fuelPrimary,
      fuels: [fuelPrimary],
      vehicleKind: 'Personenauto',
      rdwSnapshot: { vehicle: [], fuel: [] },
      rdwFetchedAt: NOW,
    })
    .returning();
  return row!.id;
}

/** A refuel completed with the card on `date` by the paying account `payer` (an organisation's or a person's). */
async function cardRefuel(
  payer: string,
  vehicleId: string,
  values: { date: string; fuel: LiquidFuel; liters: number; odometerKm: number | null; orgId?: string },
) {
  const at = new Date(`${values.date}T10:00:00Z`);
  const cents = Math.round(values.liters * 200);
  const [row] = await t.database.db
    .insert(fuelTransactions)
    .values({
      userId: payer,
      orgId: values.orgId ?? null,
      vehicleId,
      cardLast4: '4242',
      stationId,
      fuelType: values.fuel,
      status: 'completed',
      reservedCents: 20_000,
      amountCents: cents,
      liters: values.liters,
      priceTenths: 2_000,
      createdAt: at,
      completedAt: at,
      endedAt: at,
      expiresAt: new Date(at.getTime() + 30 * 60_000),
    })
    .returning({ id: fuelTransactions.id });
  await logRefuel(t.database.db, {
    ownerUserId: payer,
    accountType: 'business',
    vehicleId,
    transactionId: row!.id,
    stationId,
    fuelType: values.fuel,
    liters: values.liters,
    totalCents: cents,
    priceTenths: 2_000,
    date: values.date,
    odometerKm: values.odometerKm,
  });
}

/**
 * One logbook of a van and a car: readings, manual refuels (one without a reading) and a card refuel. Kept
 * by `owner`; the card refuel is paid by the same account (marked with the organisation for a company).
 */
async function keepLogbook(owner: string, orgId?: string) {
  const db = t.database.db;
  const van = await vehicle(owner, 'VX123B', 'diesel', 'Bus 1');
  const car = await vehicle(owner, 'AB123C', 'euro95');
  const reading = (
    vehicleId: string,
    loggedOn: string,
    odometerKm: number,
    purpose: 'zakelijk' | 'woon-werk',
  ) => ({ vehicleId, ownerUserId: owner, loggedOn, odometerKm, purpose }) as const;
  await db
    .insert(odometerLogs)
    .values([
      reading(van, '2026-01-10', 10_000, 'zakelijk'),
      reading(van, '2026-03-15', 12_500, 'zakelijk'),
      reading(van, '2026-06-01', 14_000, 'woon-werk'),
      reading(car, '2026-05-01', 5_600, 'zakelijk'),
    ]);
  const manual = (
    vehicleId: string,
    loggedOn: string,
    fuelType: LiquidFuel,
    liters: number,
    km: number | null,
  ) => ({
    vehicleId,
    ownerUserId: owner,
    loggedOn,
    fuelType,
    liters,
    totalCents: liters * 200,
    priceTenths: 2_000,
    odometerKm: km,
    purpose: 'zakelijk' as const,
  });
  await db
    .insert(fuelLogs)
    .values([
      manual(van, '2026-02-01', 'diesel', 50, 11_000),
      manual(car, '2026-04-01', 'euro95', 40, 5_000),
      manual(car, '2026-07-01', 'euro95', 20, null),
    ]);
  await refreshUsageMonths(db, { ownerUserId: owner }, '2026-01-01');
  await cardRefuel(owner, van, {
    date: '2026-05-10',
    fuel: 'diesel',
    liters: 60,
    odometerKm: 13_500,
    ...(orgId ? { orgId } : {}),
  });
  return { van, car };
}

let orgVan: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  org = await orgWithMembers(t);
  const db = t.database.db;
  stationId = await insertStation(db, { title: 'Tankstation CO2', city: 'Utrecht', lat: 52.1, lng: 5.1 });
  ({ van: orgVan } = await keepLogbook(org.accountUserId, org.orgId));

  // The same logbook kept by a business person, with a KvK number of its own.
  const signedIn = await signInWithRole(t, 'user', 'business');
  person = { token: signedIn.token, userId: signedIn.user.id };
  await db
    .update(users)
    .set({ companyName: 'Eenmanszaak', kvkNumber: '87654321' })
    .where(eq(users.id, person.userId));
  await keepLogbook(person.userId);

  // A driver's private refuel in the driver's own car: the driver's logbook, never the organisation's.
  const own = await vehicle(org.driver.userId, 'ZZ999Z', 'euro95');
  await cardRefuel(org.driver.userId, own, {
    date: '2026-05-20',
    fuel: 'euro95',
    liters: 100,
    odometerKm: 1_000,
  });

  // The van's company card books on cost centre Bouw.
  centreId = randomUUID();
  await db.insert(costCentres).values({ id: centreId, orgId: org.orgId, name: 'Bouw' });
  await db.insert(cards).values({
    userId: org.accountUserId,
    panLast4: '4242',
    panHash: randomBytes(16).toString('hex'),
    token: randomBytes(16).toString('hex'),
    orgId: org.orgId,
    vehicleId: orgVan,
    costCentreId: centreId,
  });
});
afterAll(() => t.close());

const orgCo2 = async (by: 'vehicle' | 'cost_centre', who = org.owner) => {
  const response = await requestAs(t, who, 'GET', `/api/orgs/${org.orgId}/co2?year=${YEAR}&by=${by}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrgCo2Report>();
};

async function wtw(fuel: LiquidFuel): Promise<number> {
  const [row] = await t.database.db
    .select({ wtw: emissionFactors.wtw })
    .from(emissionFactors)
    .where(and(eq(emissionFactors.listYear, YEAR), eq(emissionFactors.key, fuelFactorKeys[fuel])));
  return row!.wtw!;
}

describe('GET /api/orgs/{orgId}/co2', () => {
  it("counts the card refuels and the manual logs together, as the person's report does", async () => {
    const mine = await orgCo2('vehicle');
    const response = await injectAs(t.app, person.token, {
      method: 'GET',
      url: '/api/co2/report',
      query: { from: `${YEAR}-01-01`, to: `${YEAR}-12-31` },
    });
    expect(response.statusCode).toBe(200);
    const theirs = response.json<Co2Report>();

    // Diesel: 50 manual + 60 by card; Euro95: 40 + 20 manual. The driver's private 100 litres are not here.
    expect(mine.report.liters_total).toBe(170);
    expect(mine.report.kg_co2_total).toBe(roundKg(110 * (await wtw('diesel')) + 60 * (await wtw('euro95'))));
    expect(mine.report.km_total).toBe(4_000 + 600);
    for (const field of ['km_total', 'liters_total', 'kg_co2_total', 'avg_g_per_km'] as const)
      expect(mine.report[field]).toBe(theirs[field]);
    const perPlate = (report: Co2Report) =>
      report.vehicles.map(({ license_plate, km, liters, kg_co2, method_used }) => ({
        license_plate,
        km,
        liters,
        kg_co2,
        method_used,
      }));
    expect(perPlate(mine.report)).toEqual(perPlate(theirs));

    expect(mine.org).toEqual({ id: org.orgId, name: 'Test Transport B.V.', kvk_number: '12345678' });
    expect(mine.year).toBe(YEAR);
    expect(mine.groups.map(({ label, vehicles: count, liters }) => ({ label, count, liters }))).toEqual([
      { label: 'VX-123-B · Bus 1', count: 1, liters: 110 },
      { label: 'AB-123-C', count: 1, liters: 60 },
    ]);
    expect(mine.groups.find((group) => group.key === orgVan)?.kg_co2).toBe(
      roundKg(110 * (await wtw('diesel'))),
    );
  });

  it('groups the vehicles by the cost centre of their company card', async () => {
    const report = await orgCo2('cost_centre');
    expect(
      report.groups.map(({ key, label, vehicles: count, km, liters }) => ({ key, label, count, km, liters })),
    ).toEqual([
      { key: centreId, label: 'Bouw', count: 1, km: 4_000, liters: 110 },
      { key: null, label: 'Zonder kostenplaats', count: 1, km: 600, liters: 60 },
    ]);
    // A group is the sum of its vehicles' rows of the report.
    const van = report.report.vehicles.find((row) => row.vehicle_id === orgVan);
    expect(report.groups[0]?.kg_co2).toBe(van?.kg_co2);
    const kg = (rows: { kg_co2: number }[]) => roundKg(rows.reduce((sum, row) => sum + row.kg_co2, 0));
    expect(kg(report.groups)).toBe(kg(report.report.vehicles));
  });

  it('answers the owner, the managers and the boekhouder; a driver 403, anyone else 404', async () => {
    for (const who of [org.owner, org.manager, org.accountant]) await orgCo2('vehicle', who);
    for (const url of [
      `/api/orgs/${org.orgId}/co2?year=${YEAR}`,
      `/api/orgs/${org.orgId}/co2.csv?year=${YEAR}`,
      `/api/orgs/${org.orgId}/co2.pdf?year=${YEAR}`,
      `/api/orgs/${org.orgId}/wpm.csv?year=${YEAR}`,
      `/api/orgs/${org.orgId}/wpm.pdf?year=${YEAR}`,
    ]) {
      expect((await requestAs(t, org.accountant, 'GET', url)).statusCode).toBe(200);
      expectError(await requestAs(t, org.driver, 'GET', url), 403, 'forbidden');
      expectError(await requestAs(t, org.outsider, 'GET', url), 404, 'not_found');
      expectError(await requestAs(t, org.stranger, 'GET', url), 404, 'not_found');
    }
  });

  it('refuses a bad year or grouping with a Dutch 400', async () => {
    for (const query of ['year=abc', 'year=1999', 'year=2026.5', 'by=driver']) {
      const response = await requestAs(t, org.owner, 'GET', `/api/orgs/${org.orgId}/co2?${query}`);
      expectError(response, 400);
      expect(response.json<{ message: string }>().message).toMatch(/jaar|voertuig|kostenplaats/i);
    }
    for (const url of [
      'co2.csv?year=abc',
      'co2.pdf?year=1999',
      'co2.pdf?by=driver',
      'wpm.csv?year=abc',
      'wpm.pdf?year=2101',
    ]) {
      const response = await requestAs(t, org.owner, 'GET', `/api/orgs/${org.orgId}/${url}`);
      expectError(response, 400);
      expect(response.json<{ message: string }>().message).toMatch(/jaar|voertuig|kostenplaats/i);
    }
  });
});

describe('GET /api/orgs/{orgId}/wpm.csv', () => {
  it("is the person's WPM export of the same logbook, under the organisation's KvK number", async () => {
    const mine = await requestAs(t, org.accountant, 'GET', `/api/orgs/${org.orgId}/wpm?year=${YEAR}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const theirs = await injectAs(t.app, person.token, { method: 'GET', url: `/api/co2/wpm?year=${YEAR}` });
    expect(theirs.statusCode).toBe(200);
    const orgWpm = mine.json<WpmReport>();
    const personWpm = theirs.json<WpmReport>();

    expect(orgWpm.company_name).toBe('Test Transport B.V.');
    expect(orgWpm.rows.map((row) => row.kvk_number)).toEqual(orgWpm.rows.map(() => '12345678'));
    const withoutKvk = (report: WpmReport) => report.rows.map(({ kvk_number: _kvk, ...row }) => row);
    expect(withoutKvk(orgWpm)).toEqual(withoutKvk(personWpm));
    expect(orgWpm.totals).toEqual(personWpm.totals);
    expect(orgWpm.totals.km_zakelijk + orgWpm.totals.km_woon_werk).toBe(4_600);
    // The manual refuel without a reading is listed, not guessed.
    expect(orgWpm.unclassified.map((item) => [item.license_plate_display, item.date])).toEqual([
      ['AB-123-C', '2026-07-01'],
    ]);

    const csv = await requestAs(t, org.manager, 'GET', `/api/orgs/${org.orgId}/wpm.csv?year=${YEAR}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`wpm-opgave-${YEAR}.csv`);
    const records = parseCsvRecords(csv.body, ';');
    const formRows = records.filter((record) => record.kvk_nummer === '12345678');
    expect(formRows).toHaveLength(orgWpm.rows.length);
    expect(records.some((record) => record.kvk_nummer === '87654321')).toBe(false);
  });
});

const download = async (file: string, who = org.accountant) => {
  const response = await requestAs(t, who, 'GET', `/api/orgs/${org.orgId}/${file}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe('GET /api/orgs/{orgId}/co2.csv and co2.pdf', () => {
  it('lists the rows of the JSON report, per vehicle and per cost centre, and its total', async () => {
    for (const by of ['vehicle', 'cost_centre'] as const) {
      const json = await orgCo2(by);
      const response = await download(`co2.csv?year=${YEAR}&by=${by}`);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const name = by === 'vehicle' ? 'voertuig' : 'kostenplaats';
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="co2-rapport-${YEAR}-per-${name}.csv"`,
      );
      const records = parseCsvRecords(response.body, ';');
      const figures = (record: Record<string, string>) => [record.km, record.liters, record.kg_co2e];
      const label = by === 'vehicle' ? 'kenteken' : 'kostenplaats';
      // Per vehicle the CSV names the plate; the JSON's label is the plate and the nickname.
      expect(records.slice(0, -1).map((record) => [record[label], ...figures(record)])).toEqual(
        json.groups.map((group) => [
          by === 'vehicle' ? group.label.split(' · ')[0] : group.label,
          csvNumber(group.km, 0),
          csvNumber(group.liters, 2),
          csvNumber(group.kg_co2, 1),
        ]),
      );
      const total = records.at(-1)!;
      expect([total[label], ...figures(total)]).toEqual([
        'Totaal',
        csvNumber(json.report.km_total, 0),
        csvNumber(json.report.liters_total, 2),
        csvNumber(json.report.kg_co2_total, 1),
      ]);
      for (const record of records) {
        expect(record).toMatchObject({
          periode_van: `${YEAR}-01-01`,
          periode_tot: `${YEAR}-12-31`,
          scope: 'WTW',
        });
        expect(record.bron).toBe(json.report.factor_list.source);
      }
    }
    // A cost centre's row names the plates of its vehicles and the factors they used.
    const csv = parseCsvRecords((await download(`co2.csv?year=${YEAR}&by=cost_centre`)).body, ';');
    expect(csv[0]).toMatchObject({ kostenplaats: 'Bouw', voertuigen: 'VX-123-B', brandstof: 'Diesel' });
    expect(csv[0]?.factoren).toContain('(lijst 2026)');
  });

  it('is a PDF for the auditor: the organisation, its KvK number, the year, method, factor list and totals', async () => {
    const json = await orgCo2('cost_centre');
    const response = await download(`co2.pdf?year=${YEAR}&by=cost_centre`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="co2-rapport-${YEAR}-per-kostenplaats.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A table cell may wrap its words onto two lines.
    const text = (await pdfText(response.rawPayload)).text.replace(/\s+/g, ' ');
    const { report } = json;
    for (const expected of [
      'CO2-rapport',
      'Test Transport B.V. (KvK 12345678)',
      '1 jan 2026 t/m 31 dec 2026',
      'Liters × brandstoffactor',
      'Well-to-wheel (WTW)',
      `${report.factor_list.source}, lijst ${report.factor_list.lists.map((list) => `${list.year} (${list.name})`).join(', ')}`,
      `${formatDecimal(report.km_total, 0)} km`,
      `${formatDecimal(report.liters_total, 2)} l`,
      `${formatDecimal(report.kg_co2_total, 1)} kg CO2e (WTW)`,
      'Per kostenplaats',
      'Zonder kostenplaats',
      'Per voertuig',
      'AB-123-C',
    ])
      expect(text).toContain(expected);
    // Each cost centre's row: its name, its vehicles' plates, the method and its figures as the JSON has them.
    const plates = new Map(report.vehicles.map((row) => [row.vehicle_id, row.license_plate_display]));
    for (const group of json.groups) {
      const row = [
        group.label,
        group.vehicle_ids.map((id) => plates.get(id)).join(' '),
        'Liters × brandstoffactor',
        formatDecimal(group.km, 0),
        formatDecimal(group.liters, 2),
        formatDecimal(group.kg_co2, 1),
      ];
      expect(text).toContain(row.join(' '));
    }

    const perVehicle = await pdfText((await download(`co2.pdf?year=${YEAR}`)).rawPayload);
    expect(perVehicle.text).toContain('Per voertuig');
    expect(perVehicle.text).not.toContain('Per kostenplaats');
  });
});

describe('GET /api/orgs/{orgId}/wpm.pdf', () => {
  it("lays out the organisation's WPM export per KvK number, as the JSON has it", async () => {
    const json = (await download(`wpm?year=${YEAR}`)).json<WpmReport>();
    const response = await download(`wpm.pdf?year=${YEAR}`, org.manager);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="wpm-opgave-${YEAR}.pdf"`);
    const { text } = await pdfText(response.rawPayload);
    for (const expected of [
      `WPM-opgave ${YEAR}`,
      'Test Transport B.V. (KvK 12345678)',
      'KvK-nummer 12345678',
      `${formatDecimal(json.totals.km_zakelijk, 0)} km`,
      `${formatDecimal(json.totals.km_woon_werk, 0)} km`,
      'Niet ingedeeld',
      'AB-123-C',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('87654321');
  });
});
