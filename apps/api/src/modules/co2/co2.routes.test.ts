import { previousMonth } from '@fuellinq/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emissionFactors } from '../../db/schema/index.ts';
import { parseCsv } from '../../lib/csv.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { startRdwReplay, type RdwReplayServer } from '../../test/rdw-replay-server.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';
import { addVehicle, postLog } from '../../test/vehicles.ts';
import { REPORT_CSV_HEADER } from './exports/report-csv.ts';

let t: TestApp;
let replay: RdwReplayServer;
let token: string;
let skodaId: string;

const october = { from: '2026-10-01', to: '2026-10-31' };

/** The spec's demo data (§9) on a petrol car: 120000 and 120850 km, 30 L for € 63 and 45,2 L for € 95,10. */
async function demoMonth(
  owner: string,
  vehicleId: string,
  dates: { first: string; fuel1: string; fuel2: string; last: string },
) {
  await postLog(t.app, owner, 'odometer', { vehicle_id: vehicleId, odometer_km: 120000, date: dates.first });
  await postLog(t.app, owner, 'fuel', {
    vehicle_id: vehicleId,
    liters: 30,
    total_eur: 63,
    date: dates.fuel1,
  });
  await postLog(t.app, owner, 'fuel', {
    vehicle_id: vehicleId,
    liters: 45.2,
    total_eur: 95.1,
    date: dates.fuel2,
  });
  await postLog(t.app, owner, 'odometer', { vehicle_id: vehicleId, odometer_km: 120850, date: dates.last });
}

beforeAll(async () => {
  replay = await startRdwReplay();
  t = await createTestApp({ RDW_BASE_URL: replay.url });
  ({ token } = await registerUser(t.app, { first_name: 'Sanne', last_name: 'de Vries' }));
  skodaId = (await addVehicle(t.app, token, '11ZKZ3')).id;
  await demoMonth(token, skodaId, {
    first: '2026-10-01',
    fuel1: '2026-10-05',
    fuel2: '2026-10-19',
    last: '2026-10-28',
  });
});
afterAll(async () => {
  await t.close();
  await replay.close();
});

const report = (query: Record<string, string>, as = token, path = '/api/co2/report') =>
  injectAs(t.app, as, { method: 'GET', url: path, query });

describe('GET /api/co2/report', () => {
  it('reports the demo month by litres × the E10 factor: 75,2 L × 2,794 = 210,1 kg over 850 km', async () => {
    const response = await report(october);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      method: 'fuel_factor',
      scope: 'wtw',
      period: october,
      km_total: 850,
      liters_total: 75.2,
      kg_co2_total: 210.1,
      avg_g_per_km: 247.2,
      bucket: 'day',
      factor_list: {
        lists: [{ year: 2026, name: 'Factoren 2026 dd 20-08-2026' }],
        source: 'www.CO2emissiefactoren.nl',
        notes: [],
      },
    });
    expect(body.factors).toEqual([
      {
        key: 'benzine-e10',
        name: 'Benzine E10',
        value: 2.794,
        unit: 'liter',
        scope: 'wtw',
        list_year: 2026,
        source: 'www.CO2emissiefactoren.nl',
      },
    ]);
    expect(body.vehicles).toEqual([
      expect.objectContaining({
        vehicle_id: skodaId,
        license_plate_display: '11-ZKZ-3',
        method_used: 'fuel_factor',
        km: 850,
        liters: 75.2,
        kg_co2: 210.1,
        avg_g_per_km: 247.2,
        wltp_g_per_km: 95,
        co2_cycle: 'NEDC',
        factor_refs: ['2026:benzine-e10'],
      }),
    ]);
    expect(body.series.fuel).toEqual(
      [
        { date: '2026-10-05', liters: 30, total_eur: 63 },
        { date: '2026-10-19', liters: 45.2, total_eur: 95.1 },
        { date: '2026-10-28', liters: 0, total_eur: 0 },
        { date: '2026-10-01', liters: 0, total_eur: 0 },
      ].sort((a, b) => a.date.localeCompare(b.date)),
    );
    expect(body.series.odometer).toEqual([
      { date: '2026-10-01', km: 0 },
      { date: '2026-10-05', km: 0 },
      { date: '2026-10-19', km: 0 },
      { date: '2026-10-28', km: 850 },
    ]);
    expect(body.series.co2.map((p: { kg_co2: number }) => p.kg_co2)).toEqual([0, 83.8, 126.3, 0]);
  });

  it('gives every method and scope from the list: TTW 160,9; WLTP 105,5 / 80,8; electric 47,6', async () => {
    expect((await report({ ...october, scope: 'ttw' })).json().kg_co2_total).toBe(160.9);
    const wltp = (await report({ ...october, method: 'wltp' })).json();
    // 850 km × 95 g/km = 80,75 kg tailpipe; × 2,794 / 2,139 (Benzine E10 WTW/TTW) = 105,5 kg.
    expect(wltp).toMatchObject({ method: 'wltp', kg_co2_total: 105.5 });
    expect(wltp.factors[0]).toMatchObject({ key: 'benzine-e10', unit: 'WTW/TTW', value: 1.3062 });
    expect((await report({ ...october, method: 'wltp', scope: 'ttw' })).json().kg_co2_total).toBe(80.8);
    const electric = (await report({ ...october, method: 'electric' })).json();
    expect(electric).toMatchObject({ kg_co2_total: 47.6 });
    expect(electric.factors[0]).toMatchObject({ name: 'Elektrisch Gemiddelde stroommix', value: 0.056 });
    expect((await report({ ...october, method: 'electric', electricity: 'grijs' })).json().kg_co2_total).toBe(
      94.4,
    );
  });

  it('breaks a fleet down per vehicle, with a fallback and its note for a van without fuel logs', async () => {
    const { token: fleet } = await registerUser(t.app);
    const car = await addVehicle(t.app, fleet, '11ZKZ3');
    const van = await addVehicle(t.app, fleet, 'TT601D');
    await demoMonth(fleet, car.id, {
      first: '2026-10-01',
      fuel1: '2026-10-05',
      fuel2: '2026-10-19',
      last: '2026-10-28',
    });
    await postLog(t.app, fleet, 'odometer', { vehicle_id: van.id, odometer_km: 1000, date: '2026-10-02' });
    await postLog(t.app, fleet, 'odometer', { vehicle_id: van.id, odometer_km: 2000, date: '2026-10-30' });
    const body = (await report(october, fleet)).json();
    const byPlate = Object.fromEntries(
      body.vehicles.map((v: { license_plate: string }) => [v.license_plate, v]),
    );
    // 1.000 km × 211 g/km × 3,251 / 2,462 = 278,6 kg.
    expect(byPlate.TT601D).toMatchObject({
      method_used: 'wltp',
      km: 1000,
      kg_co2: 278.6,
      notes: [
        'Geen tankbeurten in deze periode: berekend met de WLTP/NEDC-uitstoot.',
        'WTW = g/km × 3,251/2,462 (Diesel B7, WTW/TTW).',
      ],
    });
    expect(byPlate['11ZKZ3']).toMatchObject({ method_used: 'fuel_factor', kg_co2: 210.1 });
    expect(body).toMatchObject({ km_total: 1850, kg_co2_total: 488.7 });
    const only = (await report({ ...october, vehicle_id: van.id }, fleet)).json();
    expect(only.vehicles).toHaveLength(1);
    expect(only.kg_co2_total).toBe(278.6);
  });

  it('keeps owners apart', async () => {
    const { token: other } = await registerUser(t.app);
    expect((await report(october, other)).json()).toMatchObject({
      km_total: 0,
      kg_co2_total: 0,
      vehicles: [],
    });
    const foreign = await report({ ...october, vehicle_id: skodaId }, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('vehicle_not_found');
  });

  it('defaults to the previous calendar month, on /summary too', async () => {
    const { token: driver } = await registerUser(t.app);
    const { id } = await addVehicle(t.app, driver, '11ZKZ3');
    const { from, to } = previousMonth();
    await demoMonth(driver, id, { first: from, fuel1: from, fuel2: to, last: to });
    for (const path of ['/api/co2/report', '/api/co2/summary']) {
      const body = (await report({}, driver, path)).json();
      expect(body).toMatchObject({ period: { from, to }, km_total: 850, kg_co2_total: 210.1 });
    }
  });

  it('refuses a period that is back to front, half given or longer than two years', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from: '2026-10-31', to: '2026-10-01' }, 'invalid_period', 'De einddatum ligt vóór de begindatum.'],
      [{ from: '2026-10-01' }, 'period_incomplete', 'Kies zowel een begin- als een einddatum.'],
      [
        { from: '2023-01-01', to: '2026-01-01' },
        'period_too_long',
        'Kies een periode van hooguit twee jaar.',
      ],
    ];
    for (const [query, error, message] of cases) {
      const response = await report(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error, message });
    }
    const method = await report({ method: 'magic' });
    expect(method.statusCode).toBe(400);
    expect(method.json().issues[0].path).toBe('method');
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/co2/report' })).statusCode).toBe(401);
  });
});

describe('GET /api/co2/preview (public)', () => {
  it('gives the spec’s demo figures on the 2026 list', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/co2/preview' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      km_total: 850,
      liters_total: 75.2,
      scope: 'wtw',
      list_year: 2026,
      source: 'www.CO2emissiefactoren.nl',
      methods: {
        fuel_factor: { kg_co2_total: 210.1, fuel_type_used: 'euro95', kg_per_liter: 2.794 },
        wltp: { kg_co2_total: 166.6, g_per_km: 196 },
        electric: { kg_co2_total: 47.6, kg_per_km: 0.056, electricity: 'gridmix' },
      },
    });
  });
});

describe('exports', () => {
  it('downloads the report as CSV: a row per vehicle and a total, each with period, method, factor and source', async () => {
    const response = await report(october, token, '/api/co2/report.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="co2-rapport-2026-10-01-2026-10-31.csv"',
    );
    const rows = parseCsv(response.body, ';').filter((row) => row.length > 1);
    expect(rows[0]).toEqual(REPORT_CSV_HEADER);
    const record = (row: string[]) => Object.fromEntries(REPORT_CSV_HEADER.map((name, i) => [name, row[i]]));
    expect(record(rows[1]!)).toMatchObject({
      periode_van: '2026-10-01',
      periode_tot: '2026-10-31',
      kenteken: '11-ZKZ-3',
      voertuig: 'SKODA CITIGO',
      brandstof: 'Euro95',
      methode: 'Liters × brandstoffactor',
      scope: 'WTW',
      km: '850',
      liters: '75,20',
      kg_co2e: '210,1',
      g_co2e_per_km: '247,2',
      factoren: 'Benzine E10: 2,794 kg CO2e/liter (lijst 2026)',
      factorlijst: '2026',
      bron: 'www.CO2emissiefactoren.nl',
    });
    expect(record(rows[2]!)).toMatchObject({ kenteken: 'Totaal', km: '850', kg_co2e: '210,1' });
    expect(rows).toHaveLength(3);
  });

  it('downloads the report as a PDF that opens and shows period, totals, factors and source', async () => {
    const response = await report(october, token, '/api/co2/report.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(response.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    for (const expected of [
      'CO2-rapport',
      'Sanne de Vries',
      '1 okt 2026 t/m 31 okt 2026',
      'Liters × brandstoffactor',
      'Well-to-wheel (WTW)',
      '850 km',
      '75,20 l',
      '210,1 kg CO2e (WTW)',
      '247,2 g CO2e per km',
      '11-ZKZ-3',
      'Benzine E10',
      '2,794',
      'www.CO2emissiefactoren.nl',
      'Factoren 2026 dd 20-08-2026',
      'CO2e per dag (kg)',
    ])
      expect(text).toContain(expected);
  });
});

describe('factor lists per year', () => {
  it('uses the nearest list with a note when the period’s year has none', async () => {
    const { token: driver } = await registerUser(t.app);
    const { id } = await addVehicle(t.app, driver, '11ZKZ3');
    await demoMonth(driver, id, {
      first: '2025-03-01',
      fuel1: '2025-03-05',
      fuel2: '2025-03-19',
      last: '2025-03-28',
    });
    const body = (await report({ from: '2025-03-01', to: '2025-03-31' }, driver)).json();
    expect(body.kg_co2_total).toBe(210.1);
    expect(body.factor_list.notes).toEqual([
      'Voor 2025 is geen lijst van www.CO2emissiefactoren.nl geladen; de dichtstbijzijnde lijst (2026) is gebruikt.',
    ]);

    // With a 2025 list loaded, 2025 uses it: 75,2 L × 2,9 = 218,1 kg (a made-up figure, to tell the lists apart).
    await t.database.db.insert(emissionFactors).values({
      listYear: 2025,
      listName: 'Testlijst 2025',
      key: 'benzine-e10',
      section: 'Fossiele brandstoffen met bio-bijmenging',
      name: 'Benzine E10',
      unit: 'liter',
      wtw: 2.9,
      ttw: 2.2,
      source: 'www.CO2emissiefactoren.nl',
    });
    const own = (await report({ from: '2025-03-01', to: '2025-03-31' }, driver)).json();
    expect(own).toMatchObject({ kg_co2_total: 218.1, factor_list: { lists: [{ year: 2025 }], notes: [] } });
    expect(own.factors[0]).toMatchObject({ list_year: 2025, value: 2.9 });

    // A period over the turn of the year uses each year's list for its own litres.
    await postLog(t.app, driver, 'fuel', { vehicle_id: id, liters: 10, total_eur: 20, date: '2026-01-10' });
    const both = (await report({ from: '2025-03-01', to: '2026-01-31' }, driver)).json();
    // 75,2 × 2,9 + 10 × 2,794 = 218,08 + 27,94 = 246,0
    expect(both.kg_co2_total).toBe(246);
    expect(both.factors.map((f: { list_year: number }) => f.list_year)).toEqual([2025, 2026]);
    expect(both.bucket).toBe('month');
    await t.database.db.delete(emissionFactors).where(eq(emissionFactors.listYear, 2025));
  });
});

describe('whole months from the monthly usage', () => {
  it('agree with the same figures summed from the logs, and follow every edit and delete', async () => {
    const { token: driver } = await registerUser(t.app);
    const { id } = await addVehicle(t.app, driver, 'TT601D');
    await postLog(t.app, driver, 'odometer', { vehicle_id: id, odometer_km: 1000, date: '2025-01-10' });
    const feb = await postLog(t.app, driver, 'fuel', {
      vehicle_id: id,
      liters: 50,
      total_eur: 90,
      date: '2025-02-10',
      odometer_km: 1600,
    });
    await postLog(t.app, driver, 'odometer', { vehicle_id: id, odometer_km: 2000, date: '2025-03-31' });
    const mar = await postLog(t.app, driver, 'fuel', {
      vehicle_id: id,
      liters: 20,
      total_eur: 36,
      date: '2025-03-15',
    });

    // 1 January – 30 June is whole months (monthly usage); 31 December – 30 June is not (the logs).
    const months = (await report({ from: '2025-01-01', to: '2025-06-30' }, driver)).json();
    const logs = (await report({ from: '2024-12-31', to: '2025-06-30' }, driver)).json();
    expect(months).toMatchObject({ bucket: 'month', km_total: 1000, liters_total: 70 });
    // 70 L × 3,251 = 227,57 kg.
    expect(months.kg_co2_total).toBe(227.6);
    expect(months.series.odometer).toEqual([
      { date: '2025-01-01', km: 0 },
      { date: '2025-02-01', km: 600 },
      { date: '2025-03-01', km: 400 },
    ]);
    expect(logs.series.odometer).toEqual(months.series.odometer);
    expect(logs.series.fuel).toEqual(months.series.fuel);
    expect(logs.kg_co2_total).toBe(months.kg_co2_total);

    await injectAs(t.app, driver, {
      method: 'PATCH',
      url: `/api/co2/fuel/${feb.id}`,
      payload: { date: '2025-01-20' },
    });
    await injectAs(t.app, driver, { method: 'DELETE', url: `/api/co2/fuel/${mar.id}` });
    const after = (await report({ from: '2025-01-01', to: '2025-06-30' }, driver)).json();
    expect(after).toMatchObject({ km_total: 1000, liters_total: 50 });
    expect(after.series.odometer).toEqual([
      { date: '2025-01-01', km: 600 },
      { date: '2025-03-01', km: 400 },
    ]);
    expect(after.series.fuel.map((p: { liters: number }) => p.liters)).toEqual([50, 0]);
  });
});
