import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, rdwCache } from '../../db/schema/index.ts';
import { startRdwReplay, type RdwReplayServer } from '../../test/rdw-replay-server.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let replay: RdwReplayServer;
let token: string;

beforeAll(async () => {
  replay = await startRdwReplay();
  t = await createTestApp({ RDW_BASE_URL: replay.url, RDW_RETRY_DELAY_MS: '5', RDW_TIMEOUT_MS: '300' });
  ({ token } = await registerUser(t.app));
});
afterAll(async () => {
  await t.close();
  await replay.close();
});
beforeEach(() => replay.reset());

const lookup = (plate: string | undefined, as = token, path = '/api/rdw/lookup') =>
  injectAs(t.app, as, { method: 'GET', url: path, query: plate === undefined ? {} : { plate } });

describe('GET /api/rdw/lookup', () => {
  it('answers the spec’s fields and what a driver wants to see, for a plate typed any way', async () => {
    const response = await lookup('tt-601-d');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'TT601D',
      license_plate: 'TT601D',
      license_plate_display: 'TT-601-D',
      make: 'VOLKSWAGEN',
      model: 'KOMBI',
      fuel_primary: 'diesel',
      wltp_g_per_km: 211,
      co2_cycle: 'NEDC',
      first_registration_date: '2013-05-17',
      apk_expiry_date: '2027-05-17',
      vehicle_kind: 'Personenauto',
      emission_class: 'EURO 5 G',
      energy_label: 'D',
      electric_wh_per_km: null,
      electric_range_km: null,
      open_recall: false,
      vehicle_id: null,
      source: 'rdw',
      stale: false,
    });
  });

  it('answers the same on the spec’s fallback paths, from the cache the second time', async () => {
    const first = await lookup('F794KP', token, '/api/rdw/vehicle');
    const second = await lookup('F794KP', token, '/api/co2/rdw/lookup');
    expect(first.json()).toMatchObject({ make: 'YAMAHA', source: 'rdw' });
    expect(second.json()).toMatchObject({ make: 'YAMAHA', source: 'cache', stale: false });
    expect(replay.requests).toHaveLength(2);
  });

  it.each([
    [undefined, 'missing_plate', 'Kenteken ontbreekt'],
    ['', 'missing_plate', 'Kenteken ontbreekt'],
    [' - . ', 'missing_plate', 'Kenteken ontbreekt'],
    ['ABC', 'invalid_plate', 'Dit is geen geldig Nederlands kenteken.'],
  ])('refuses the plate %j with 400 %s', async (plate, error, message) => {
    const response = await lookup(plate);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error, message });
    expect(replay.requests).toHaveLength(0);
  });

  it('answers 404 plate_not_found for a plate RDW does not know', async () => {
    const response = await lookup('ZZ-999-Z');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'plate_not_found', message: 'Kenteken niet gevonden.' });
  });

  it('answers 503 rdw_unavailable when RDW fails and nothing is cached', async () => {
    replay.fail('1KBB12', 500, 10);
    const response = await lookup('1KBB12');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: 'rdw_unavailable',
      message: 'Het kentekenregister van de RDW is nu niet bereikbaar. Probeer het zo opnieuw.',
    });
  });

  it('serves an expired cached record when RDW fails, and says it is stale', async () => {
    expect((await lookup('11ZKZ3')).json().source).toBe('rdw');
    await t.database.db
      .update(rdwCache)
      .set({ fetchedAt: sql`now() - interval '40 days'` })
      .where(eq(rdwCache.licensePlate, '11ZKZ3'));
    replay.fail('11ZKZ3', 500, 10);
    const response = await lookup('11ZKZ3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ make: 'SKODA', source: 'cache', stale: true });
  });

  it('refreshes an expired record from RDW when RDW answers', async () => {
    await lookup('0001TJ');
    await t.database.db
      .update(rdwCache)
      .set({ fetchedAt: sql`now() - interval '31 days'` })
      .where(eq(rdwCache.licensePlate, '0001TJ'));
    replay.reset();
    const response = await lookup('0001TJ');
    expect(response.json()).toMatchObject({ make: 'FORD', source: 'rdw', stale: false });
    expect(replay.requests).toHaveLength(2);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/rdw/lookup?plate=TT601D' });
    expect(response.statusCode).toBe(401);
  });
});

describe('/api/vehicles', () => {
  it('adds a vehicle by plate with its RDW facts, lists it, and refuses the plate a second time', async () => {
    const { token: owner } = await registerUser(t.app);
    const created = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/vehicles',
      payload: { plate: '11-zkz-3', nickname: 'Stadsautootje' },
    });
    expect(created.statusCode).toBe(201);
    const vehicle = created.json();
    expect(vehicle).toMatchObject({
      license_plate: '11ZKZ3',
      license_plate_display: '11-ZKZ-3',
      nickname: 'Stadsautootje',
      make: 'SKODA',
      model: 'CITIGO',
      fuel_primary: 'euro95',
      wltp_g_per_km: 95,
      co2_cycle: 'NEDC',
      apk_expiry_date: '2022-01-04',
    });
    const list = await injectAs(t.app, owner, { method: 'GET', url: '/api/vehicles' });
    expect(list.json().items.map((v: { id: string }) => v.id)).toEqual([vehicle.id]);

    const again = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/vehicles',
      payload: { plate: '11ZKZ3' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'vehicle_exists',
      message: 'Dit voertuig staat al in je lijst.',
    });

    const looked = await lookup('11ZKZ3', owner);
    expect(looked.json().vehicle_id).toBe(vehicle.id);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, vehicle.id));
    expect(audit.map((entry) => entry.action)).toEqual(['vehicle.create']);
  });

  it('says Kenteken ontbreekt for a missing or blank plate, and 404 for an unknown one', async () => {
    for (const payload of [{}, { plate: '' }, { plate: ' -- ' }]) {
      const response = await injectAs(t.app, token, { method: 'POST', url: '/api/vehicles', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'missing_plate', message: 'Kenteken ontbreekt' });
    }
    const unknown = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/vehicles',
      payload: { plate: 'ZZ999Z' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('plate_not_found');
  });

  it('updates the nickname, fuel and KvK number, and refreshes RDW facts on request', async () => {
    const { token: owner } = await registerUser(t.app);
    const { id } = (
      await injectAs(t.app, owner, { method: 'POST', url: '/api/vehicles', payload: { plate: 'TT601D' } })
    ).json();
    const patched = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: `/api/vehicles/${id}`,
      payload: { nickname: 'Busje', fuel_primary: 'HVO100', kvk_number: '12345678', refresh_rdw: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ nickname: 'Busje', fuel_primary: 'hvo', kvk_number: '12345678' });
    expect(replay.requests.filter((r) => r.plate === 'TT601D').length).toBeGreaterThanOrEqual(2);

    const bad = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: `/api/vehicles/${id}`,
      payload: { kvk_number: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toEqual({ path: 'kvk_number', message: 'Een KvK-nummer heeft 8 cijfers.' });
  });

  it('keeps owners apart: another owner’s vehicle is 404 for reading, changing and deleting', async () => {
    const { token: alice } = await registerUser(t.app);
    const { token: bob } = await registerUser(t.app);
    const { id } = (
      await injectAs(t.app, alice, { method: 'POST', url: '/api/vehicles', payload: { plate: 'F794KP' } })
    ).json();
    expect((await injectAs(t.app, bob, { method: 'GET', url: '/api/vehicles' })).json().items).toEqual([]);
    for (const options of [
      { method: 'PATCH' as const, url: `/api/vehicles/${id}`, payload: { nickname: 'van mij' } },
      { method: 'DELETE' as const, url: `/api/vehicles/${id}` },
    ]) {
      const response = await injectAs(t.app, bob, options);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'vehicle_not_found',
        message: 'Voertuig niet gevonden.',
      });
    }
    // Bob may add the same plate to his own list.
    const own = await injectAs(t.app, bob, {
      method: 'POST',
      url: '/api/vehicles',
      payload: { plate: 'F794KP' },
    });
    expect(own.statusCode).toBe(201);
    expect((await injectAs(t.app, alice, { method: 'DELETE', url: `/api/vehicles/${id}` })).statusCode).toBe(
      204,
    );
    expect((await injectAs(t.app, alice, { method: 'GET', url: '/api/vehicles' })).json().items).toEqual([]);
  });

  it('answers 400 for an id that is no UUID', async () => {
    const response = await injectAs(t.app, token, { method: 'DELETE', url: '/api/vehicles/12' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toEqual({ path: 'id', message: 'Ongeldig id.' });
  });

  it('cannot add a vehicle while RDW is down and nothing is cached', async () => {
    replay.fail('G12BBD', 503, 10);
    const response = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/vehicles',
      payload: { plate: 'G-12-BBD' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('rdw_unavailable');
  });
});

describe('rate limit on plate lookups', () => {
  it('answers 429 past RATE_LIMIT_RDW_PER_MINUTE', async () => {
    const limited = await createTestApp({ RDW_BASE_URL: replay.url, RATE_LIMIT_RDW_PER_MINUTE: '2' });
    try {
      const { token: user } = await registerUser(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await injectAs(limited.app, user, {
          method: 'GET',
          url: '/api/rdw/lookup?plate=F794KP',
        });
        codes.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().error).toBe('rate_limited');
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
