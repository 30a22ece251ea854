import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { parseCsv } from '../../lib/csv.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { startRdwReplay, type RdwReplayServer } from '../../test/rdw-replay-server.ts';
import { createTestApp, injectAs, registerUser, signInWithRole, type TestApp } from '../../test/test-app.ts';
import { addVehicle, postLog } from '../../test/vehicles.ts';
import { WPM_CSV_HEADER } from './exports/wpm-csv.ts';

let t: TestApp;
let replay: RdwReplayServer;
let business: string;

beforeAll(async () => {
  replay = await startRdwReplay();
  t = await createTestApp({ RDW_BASE_URL: replay.url });
  const signedIn = await signInWithRole(t, 'user', 'business');
  business = signedIn.token;
  await t.database.db
    .update(users)
    .set({ companyName: 'Jansen Installatietechniek B.V.', kvkNumber: '12345678' })
    .where(eq(users.id, signedIn.user.id));

  const odo = (vehicle: string, km: number, date: string, purpose: string) =>
    postLog(t.app, business, 'odometer', { vehicle_id: vehicle, odometer_km: km, date, purpose });
  // A diesel car: 500 km business, 100 commuting, 100 private, then 100 business closed by a fuel log's reading.
  const van = await addVehicle(t.app, business, 'TT601D');
  await odo(van.id, 10000, '2025-01-02', 'zakelijk');
  await odo(van.id, 10500, '2025-02-01', 'zakelijk');
  await odo(van.id, 10600, '2025-03-01', 'woon-werk');
  await odo(van.id, 10700, '2025-04-01', 'privé');
  await postLog(t.app, business, 'fuel', {
    vehicle_id: van.id,
    liters: 50,
    total_eur: 90,
    date: '2025-05-01',
    odometer_km: 10800,
    purpose: 'zakelijk',
  });
  // Outside the year: not counted.
  await odo(van.id, 11000, '2026-01-05', 'zakelijk');
  // A moped, commuting, under another KvK number.
  const moped = await addVehicle(t.app, business, 'F794KP');
  await injectAs(t.app, business, {
    method: 'PATCH',
    url: `/api/vehicles/${moped.id}`,
    payload: { kvk_number: '87654321' },
  });
  await odo(moped.id, 100, '2025-06-01', 'woon-werk');
  await odo(moped.id, 300, '2025-06-30', 'woon-werk');
  // A car RDW gives no fuel for: listed, not guessed.
  const old = await addVehicle(t.app, business, '0001TJ');
  await odo(old.id, 50000, '2025-07-01', 'zakelijk');
  await odo(old.id, 50100, '2025-07-31', 'zakelijk');
  // A business refuel without a reading: its kilometres are unknown.
  await postLog(t.app, business, 'fuel', {
    vehicle_id: van.id,
    liters: 40,
    total_eur: 72,
    date: '2025-08-01',
    purpose: 'zakelijk',
  });
});
afterAll(async () => {
  await t.close();
  await replay.close();
});

const wpm = (path: string, query: Record<string, string> = { year: '2025' }, as = business) =>
  injectAs(t.app, as, { method: 'GET', url: path, query });

describe('GET /api/co2/wpm', () => {
  it('gives the year’s business and commuting km per KvK number, mode and fuel, and lists what it cannot place', async () => {
    const response = await wpm('/api/co2/wpm');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      year: 2025,
      company_name: 'Jansen Installatietechniek B.V.',
      rows: [
        {
          kvk_number: '12345678',
          mode: 'Auto',
          fuel: 'Diesel',
          km_zakelijk: 600,
          km_woon_werk: 100,
          vehicles: 1,
        },
        {
          kvk_number: '87654321',
          mode: 'Bromfiets/scooter',
          fuel: 'Fossiel',
          km_zakelijk: 0,
          km_woon_werk: 200,
          vehicles: 1,
        },
      ],
      totals: { km_zakelijk: 600, km_woon_werk: 300 },
      km_prive: 100,
      unclassified_more: 0,
    });
    expect(body.unclassified).toEqual([
      {
        vehicle_id: expect.any(String),
        license_plate_display: '00-01-TJ',
        date: null,
        km_zakelijk: 100,
        km_woon_werk: 0,
        liters: null,
        reason: 'De brandstof van dit voertuig is onbekend.',
      },
      {
        vehicle_id: expect.any(String),
        license_plate_display: 'TT-601-D',
        date: '2025-08-01',
        km_zakelijk: null,
        km_woon_werk: null,
        liters: 40,
        reason: 'Tankbeurt (zakelijk) zonder kilometerstand: de kilometers zijn onbekend.',
      },
    ]);
  });

  it('counts the kilometres between two readings in the year and for the purpose of the later one', async () => {
    const { token } = await signInWithRole(t, 'user', 'business');
    const car = await addVehicle(t.app, token, 'TT601D');
    await injectAs(t.app, token, {
      method: 'PATCH',
      url: `/api/vehicles/${car.id}`,
      payload: { kvk_number: '11223344' },
    });
    await postLog(t.app, token, 'odometer', {
      vehicle_id: car.id,
      odometer_km: 500,
      date: '2024-12-20',
      purpose: 'privé',
    });
    await postLog(t.app, token, 'odometer', {
      vehicle_id: car.id,
      odometer_km: 800,
      date: '2025-01-03',
      purpose: 'woon-werk',
    });
    const body = (await wpm('/api/co2/wpm', { year: '2025' }, token)).json();
    expect(body.rows).toEqual([
      {
        kvk_number: '11223344',
        mode: 'Auto',
        fuel: 'Diesel',
        km_zakelijk: 0,
        km_woon_werk: 300,
        vehicles: 1,
      },
    ]);
    expect((await wpm('/api/co2/wpm', { year: '2024' }, token)).json().rows).toEqual([]);
  });

  it('is for business accounts only', async () => {
    const { token: consumer } = await registerUser(t.app);
    const response = await wpm('/api/co2/wpm', { year: '2025' }, consumer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: 'business_only',
      message: 'De WPM-export is er voor zakelijke accounts.',
    });
  });

  it('defaults to last calendar year', async () => {
    const body = (await wpm('/api/co2/wpm', {})).json();
    expect(body.year).toBe(new Date().getFullYear() - 1);
  });

  it('lists a vehicle without any KvK number instead of guessing one', async () => {
    const { token, user } = await signInWithRole(t, 'user', 'business');
    const car = await addVehicle(t.app, token, '11ZKZ3');
    await postLog(t.app, token, 'odometer', { vehicle_id: car.id, odometer_km: 1, date: '2025-01-01' });
    await postLog(t.app, token, 'odometer', { vehicle_id: car.id, odometer_km: 101, date: '2025-01-31' });
    const body = (await wpm('/api/co2/wpm', { year: '2025' }, token)).json();
    expect(body.rows).toEqual([]);
    expect(body.unclassified[0]).toMatchObject({
      license_plate_display: '11-ZKZ-3',
      km_zakelijk: 100,
      reason: 'Geen KvK-nummer: vul het in bij het voertuig of in de bedrijfsgegevens.',
    });
    expect(user.account_type).toBe('business');
  });
});

describe('WPM exports', () => {
  it('downloads a CSV laid out like the RVO form, with the unplaced rows and a total', async () => {
    const response = await wpm('/api/co2/wpm.csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="wpm-opgave-2025.csv"');
    const rows = parseCsv(response.body, ';').filter((row) => row.length > 1);
    expect(rows[0]).toEqual(WPM_CSV_HEADER);
    expect(rows.slice(1)).toEqual([
      ['2025', '12345678', 'Auto', 'Diesel', '600', '100', '1', '', '', '', ''],
      ['2025', '87654321', 'Bromfiets/scooter', 'Fossiel', '0', '200', '1', '', '', '', ''],
      [
        '2025',
        '',
        'Niet ingedeeld',
        '',
        '100',
        '0',
        '',
        '00-01-TJ',
        '',
        '',
        'De brandstof van dit voertuig is onbekend.',
      ],
      [
        '2025',
        '',
        'Niet ingedeeld',
        '',
        '',
        '',
        '',
        'TT-601-D',
        '2025-08-01',
        '40,00',
        'Tankbeurt (zakelijk) zonder kilometerstand: de kilometers zijn onbekend.',
      ],
      ['2025', '', 'Totaal', '', '600', '300', '', '', '', '', ''],
    ]);
  });

  it('downloads a PDF per KvK number that opens and shows the figures', async () => {
    const response = await wpm('/api/co2/wpm.pdf');
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(response.rawPayload);
    for (const expected of [
      'WPM-opgave 2025',
      'Jansen Installatietechniek B.V. (KvK 12345678)',
      'KvK-nummer 12345678',
      'KvK-nummer 87654321',
      'Bromfiets/scooter',
      'Niet ingedeeld',
      '00-01-TJ',
      'De brandstof van dit voertuig is onbekend.',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Auto\s+Diesel\s+600\s+100\s+1/);
  });
});
