import { addDays, isoDateIn } from '@fuellinq/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRdwReplay, type RdwReplayServer } from '../../test/rdw-replay-server.ts';
import { createTestApp, injectAs, registerUser, signInWithRole, type TestApp } from '../../test/test-app.ts';
import { addVehicle, postLog } from '../../test/vehicles.ts';

let t: TestApp;
let replay: RdwReplayServer;

beforeAll(async () => {
  replay = await startRdwReplay();
  t = await createTestApp({ RDW_BASE_URL: replay.url });
});
afterAll(async () => {
  await t.close();
  await replay.close();
});

async function driverWith(plate = '11ZKZ3') {
  const { token } = await registerUser(t.app);
  const vehicle = await addVehicle(t.app, token, plate);
  return { token, vehicleId: vehicle.id };
}

/** A station of a partner, as a refuel would name it. */
async function aStation(): Promise<string> {
  const partner = await signInWithRole(t, 'partner');
  const response = await injectAs(t.app, partner.token, {
    method: 'POST',
    url: '/api/partner/stations',
    payload: {
      street: 'Stationsweg',
      house_number: '1',
      city: 'Delft',
      lat: 52.0,
      lng: 4.35,
      fuels: ['euro95'],
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const post = (token: string, kind: 'odometer' | 'fuel', payload: Record<string, unknown>) =>
  injectAs(t.app, token, { method: 'POST', url: `/api/co2/${kind}`, payload });

describe('POST /api/co2/odometer', () => {
  it('logs a reading, privé by default for a consumer', async () => {
    const { token, vehicleId } = await driverWith();
    const response = await post(token, 'odometer', {
      vehicle_id: vehicleId,
      odometer_km: 120000,
      date: '2026-03-01',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      vehicle_id: vehicleId,
      odometer_km: 120000,
      date: '2026-03-01',
      purpose: 'privé',
      note: null,
    });
  });

  it('tags a business account’s reading zakelijk by default, and takes woon-werk when asked', async () => {
    const { token } = await signInWithRole(t, 'user', 'business');
    const { id } = await addVehicle(t.app, token, 'TT601D');
    expect(
      (await postLog(t.app, token, 'odometer', { vehicle_id: id, odometer_km: 1000, date: '2026-03-01' }))
        .purpose,
    ).toBe('zakelijk');
    const commute = await postLog(t.app, token, 'odometer', {
      vehicle_id: id,
      odometer_km: 1040,
      date: '2026-03-02',
      purpose: 'Woon werk',
    });
    expect(commute.purpose).toBe('woon-werk');
    const bad = await post(token, 'odometer', {
      vehicle_id: id,
      odometer_km: 1050,
      date: '2026-03-03',
      purpose: 'vakantie',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('purpose');
  });

  it('refuses a reading lower than an earlier one or higher than a later one, fuel logs included', async () => {
    const { token, vehicleId } = await driverWith();
    await postLog(t.app, token, 'odometer', {
      vehicle_id: vehicleId,
      odometer_km: 120000,
      date: '2026-03-01',
    });
    await postLog(t.app, token, 'fuel', {
      vehicle_id: vehicleId,
      liters: 30,
      total_eur: 63,
      date: '2026-03-20',
      odometer_km: 120850,
    });

    const lower = await post(token, 'odometer', {
      vehicle_id: vehicleId,
      odometer_km: 119999,
      date: '2026-03-10',
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({
      error: 'odometer_too_low',
      message: 'De kilometerstand is lager dan een eerdere stand van dit voertuig: 120.000 km op 1 mrt 2026.',
      issues: [{ path: 'odometer_km' }],
    });
    const higher = await post(token, 'odometer', {
      vehicle_id: vehicleId,
      odometer_km: 120851,
      date: '2026-03-10',
    });
    expect(higher.statusCode).toBe(400);
    expect(higher.json()).toMatchObject({
      error: 'odometer_too_high',
      message: 'De kilometerstand is hoger dan een latere stand van dit voertuig: 120.850 km op 20 mrt 2026.',
    });
    // In between is fine, and so are the bounds themselves and two readings on one day.
    for (const [value, date] of [
      [120400, '2026-03-10'],
      [120000, '2026-03-02'],
      [120850, '2026-03-25'],
      [120850, '2026-03-25'],
    ] as const) {
      expect(
        (await post(token, 'odometer', { vehicle_id: vehicleId, odometer_km: value, date })).statusCode,
      ).toBe(201);
    }
  });

  it('refuses a date in the future, accepts today, and rejects dates that do not exist', async () => {
    const { token, vehicleId } = await driverWith();
    const today = isoDateIn(new Date());
    const tomorrow = await post(token, 'odometer', {
      vehicle_id: vehicleId,
      odometer_km: 10,
      date: addDays(today, 1),
    });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json()).toMatchObject({
      error: 'date_in_future',
      message: 'De datum ligt in de toekomst.',
      issues: [{ path: 'date', message: 'De datum ligt in de toekomst.' }],
    });
    expect(
      (await post(token, 'odometer', { vehicle_id: vehicleId, odometer_km: 10, date: today })).statusCode,
    ).toBe(201);
    const impossible = await post(token, 'odometer', {
      vehicle_id: vehicleId,
      odometer_km: 10,
      date: '2026-02-30',
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().issues[0]).toEqual({
      path: 'date',
      message: 'Gebruik een datum als JJJJ-MM-DD.',
    });
  });

  it('refuses negative kilometres and missing fields', async () => {
    const { token, vehicleId } = await driverWith();
    const negative = await post(token, 'odometer', {
      vehicle_id: vehicleId,
      odometer_km: -5,
      date: '2026-03-01',
    });
    expect(negative.json().issues[0]).toEqual({
      path: 'odometer_km',
      message: 'De kilometerstand kan niet negatief zijn.',
    });
    const missing = await post(token, 'odometer', { vehicle_id: vehicleId, date: '2026-03-01' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('missing_fields');
  });

  it('answers 404 for another owner’s vehicle or one that does not exist', async () => {
    const { vehicleId } = await driverWith();
    const { token: other } = await registerUser(t.app);
    for (const id of [vehicleId, '00000000-0000-4000-8000-000000000000']) {
      const response = await post(other, 'odometer', { vehicle_id: id, odometer_km: 5, date: '2026-03-01' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'vehicle_not_found',
        message: 'Voertuig niet gevonden.',
      });
    }
  });
});

describe('POST /api/co2/fuel', () => {
  it('logs the spec’s demo refuel and works out the missing price per litre', async () => {
    const { token, vehicleId } = await driverWith();
    const first = await post(token, 'fuel', {
      vehicle_id: vehicleId,
      liters: 30,
      total_eur: 63,
      date: '2026-03-05',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      liters: 30,
      total_eur: 63,
      total_cents: 6300,
      price_per_l: 2.1,
      fuel_type: 'euro95',
      purpose: 'privé',
      station_id: null,
      odometer_km: null,
    });
    const stationId = await aStation();
    const second = await post(token, 'fuel', {
      vehicle_id: vehicleId,
      liters: '45,2',
      total_eur: 95.1,
      price_per_l: 2.104,
      date: '2026-03-19',
      station_id: stationId,
    });
    expect(second.json()).toMatchObject({ liters: 45.2, price_per_l: 2.104, station_id: stationId });
    const unknownStation = await post(token, 'fuel', {
      vehicle_id: vehicleId,
      liters: 10,
      total_eur: 20,
      date: '2026-03-19',
      station_id: '7d2f6f7e-3f4a-4a59-8d44-4c8c2f0f1a11',
    });
    expect(unknownStation.statusCode).toBe(400);
    expect(unknownStation.json()).toMatchObject({
      error: 'unknown_station',
      issues: [{ path: 'station_id', message: 'Dit tankstation kennen we niet.' }],
    });
    const derivedTotal = await post(token, 'fuel', {
      vehicle_id: vehicleId,
      liters: 10,
      price_per_l: 1.999,
      date: '2026-03-20',
    });
    expect(derivedTotal.json()).toMatchObject({ total_eur: 19.99 });
  });

  it('keeps litres above 0 and below 1.000', async () => {
    const { token, vehicleId } = await driverWith();
    for (const liters of [0, -1, 1000, 1500]) {
      const response = await post(token, 'fuel', {
        vehicle_id: vehicleId,
        liters,
        total_eur: 50,
        date: '2026-03-05',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0]).toEqual({
        path: 'liters',
        message: 'Vul een aantal liters in boven 0 en onder 1.000.',
      });
    }
  });

  it('refuses amounts that do not agree, and fewer than two of them', async () => {
    const { token, vehicleId } = await driverWith();
    const off = await post(token, 'fuel', {
      vehicle_id: vehicleId,
      liters: 30,
      total_eur: 70,
      price_per_l: 2.1,
      date: '2026-03-05',
    });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({
      error: 'amounts_inconsistent',
      message: '30,00 liter × € 2,100 is € 63,00, maar het totaalbedrag is € 70,00.',
      issues: [{ path: 'total_eur' }],
    });
    const one = await post(token, 'fuel', { vehicle_id: vehicleId, liters: 30, date: '2026-03-05' });
    expect(one.json()).toMatchObject({
      error: 'amounts_missing',
      message: 'Vul minstens twee van liters, prijs per liter en totaalbedrag in.',
    });
  });

  it('takes the vehicle’s fuel, or asks for one when RDW gave none', async () => {
    const { token, vehicleId } = await driverWith('TT601D');
    expect(
      (
        await postLog(t.app, token, 'fuel', {
          vehicle_id: vehicleId,
          liters: 40,
          total_eur: 80,
          date: '2026-03-05',
        })
      ).fuel_type,
    ).toBe('diesel');
    expect(
      (
        await postLog(t.app, token, 'fuel', {
          vehicle_id: vehicleId,
          liters: 5,
          total_eur: 5,
          date: '2026-03-05',
          fuel_type: 'AdBlue',
        })
      ).fuel_type,
    ).toBe('adblue');
    const old = await addVehicle(t.app, token, '0001TJ');
    const unknown = await post(token, 'fuel', {
      vehicle_id: old.id,
      liters: 40,
      total_eur: 80,
      date: '2026-03-05',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0]).toEqual({
      path: 'fuel_type',
      message: 'Kies de brandstof van deze tankbeurt.',
    });
    expect(
      (
        await postLog(t.app, token, 'fuel', {
          vehicle_id: old.id,
          liters: 40,
          total_eur: 80,
          date: '2026-03-05',
          fuel_type: 'E10',
        })
      ).fuel_type,
    ).toBe('euro95');
  });

  it('checks its odometer reading against the others and refuses the future', async () => {
    const { token, vehicleId } = await driverWith();
    await postLog(t.app, token, 'odometer', { vehicle_id: vehicleId, odometer_km: 5000, date: '2026-03-01' });
    const lower = await post(token, 'fuel', {
      vehicle_id: vehicleId,
      liters: 30,
      total_eur: 63,
      date: '2026-03-05',
      odometer_km: 4000,
    });
    expect(lower.json().error).toBe('odometer_too_low');
    const future = await post(token, 'fuel', {
      vehicle_id: vehicleId,
      liters: 30,
      total_eur: 63,
      date: addDays(isoDateIn(new Date()), 2),
    });
    expect(future.json().error).toBe('date_in_future');
  });
});

describe('lists, edits and deletes', () => {
  it('lists a vehicle’s logs newest first with paging, and only the owner’s', async () => {
    const { token, vehicleId } = await driverWith();
    for (const [value, date] of [
      [100, '2026-01-01'],
      [200, '2026-02-01'],
      [300, '2026-03-01'],
    ] as const)
      await postLog(t.app, token, 'odometer', { vehicle_id: vehicleId, odometer_km: value, date });
    const page = await injectAs(t.app, token, {
      method: 'GET',
      url: '/api/co2/odometer',
      query: { vehicle_id: vehicleId, per_page: '2' },
    });
    expect(page.json()).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(page.json().items.map((log: { odometer_km: number }) => log.odometer_km)).toEqual([300, 200]);
    const ranged = await injectAs(t.app, token, {
      method: 'GET',
      url: '/api/co2/odometer',
      query: { from: '2026-01-15', to: '2026-02-15' },
    });
    expect(ranged.json().items.map((log: { date: string }) => log.date)).toEqual(['2026-02-01']);

    const { token: other } = await registerUser(t.app);
    expect((await injectAs(t.app, other, { method: 'GET', url: '/api/co2/odometer' })).json().total).toBe(0);
    const foreign = await injectAs(t.app, other, {
      method: 'GET',
      url: `/api/co2/fuel?vehicle_id=${vehicleId}`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('edits a reading within its neighbours, and refuses to move it past them', async () => {
    const { token, vehicleId } = await driverWith();
    await postLog(t.app, token, 'odometer', { vehicle_id: vehicleId, odometer_km: 100, date: '2026-01-01' });
    const middle = await postLog(t.app, token, 'odometer', {
      vehicle_id: vehicleId,
      odometer_km: 200,
      date: '2026-02-01',
    });
    await postLog(t.app, token, 'odometer', { vehicle_id: vehicleId, odometer_km: 300, date: '2026-03-01' });
    const patch = (payload: Record<string, unknown>) =>
      injectAs(t.app, token, { method: 'PATCH', url: `/api/co2/odometer/${middle.id}`, payload });
    expect((await patch({ odometer_km: 250, purpose: 'zakelijk' })).json()).toMatchObject({
      odometer_km: 250,
      purpose: 'zakelijk',
    });
    expect((await patch({ odometer_km: 350 })).json().error).toBe('odometer_too_high');
    expect((await patch({ date: '2026-03-15' })).json().error).toBe('odometer_too_low');
  });

  it('edits a fuel log’s amounts: a field sent as null is worked out again', async () => {
    const { token, vehicleId } = await driverWith();
    const log = await postLog(t.app, token, 'fuel', {
      vehicle_id: vehicleId,
      liters: 30,
      total_eur: 63,
      date: '2026-03-05',
    });
    const patch = (payload: Record<string, unknown>) =>
      injectAs(t.app, token, { method: 'PATCH', url: `/api/co2/fuel/${log.id}`, payload });
    expect((await patch({ liters: 40, total_eur: null })).json()).toMatchObject({
      liters: 40,
      total_eur: 84,
    });
    expect((await patch({ liters: 41 })).json().error).toBe('amounts_inconsistent');
    expect((await patch({ purpose: 'woon-werk', odometer_km: 1234 })).json()).toMatchObject({
      purpose: 'woon-werk',
      odometer_km: 1234,
    });
  });

  it('answers 404 log_not_found for another owner’s log, and after a delete', async () => {
    const { token, vehicleId } = await driverWith();
    const log = await postLog(t.app, token, 'fuel', {
      vehicle_id: vehicleId,
      liters: 30,
      total_eur: 63,
      date: '2026-03-05',
    });
    const { token: other } = await registerUser(t.app);
    for (const options of [
      { method: 'PATCH' as const, url: `/api/co2/fuel/${log.id}`, payload: { liters: 1, total_eur: 2 } },
      { method: 'DELETE' as const, url: `/api/co2/fuel/${log.id}` },
    ]) {
      const response = await injectAs(t.app, other, options);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'log_not_found',
        message: 'Deze registratie bestaat niet (meer).',
      });
    }
    expect(
      (await injectAs(t.app, token, { method: 'DELETE', url: `/api/co2/fuel/${log.id}` })).statusCode,
    ).toBe(204);
    expect(
      (await injectAs(t.app, token, { method: 'DELETE', url: `/api/co2/fuel/${log.id}` })).statusCode,
    ).toBe(404);
  });

  it('removes a vehicle’s logs with the vehicle', async () => {
    const { token, vehicleId } = await driverWith();
    await postLog(t.app, token, 'odometer', { vehicle_id: vehicleId, odometer_km: 100, date: '2026-01-01' });
    await injectAs(t.app, token, { method: 'DELETE', url: `/api/vehicles/${vehicleId}` });
    expect((await injectAs(t.app, token, { method: 'GET', url: '/api/co2/odometer' })).json().total).toBe(0);
  });
});
