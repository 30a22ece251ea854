import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/refuels.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';
import { listFavoriteStationLocations } from './favorites.repository.ts';

let t: TestApp;
/** The app's clock: a favourite's time comes from it, so two favourites are a minute apart. */
const clock = testClock();
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const { db } = t.database;
  ids.delft = await insertStation(db, {
    title: 'Shell Delft Westlandseweg',
    brand: 'shell',
    city: 'Delft',
    lat: 52.0012553,
    lng: 4.3504033,
  });
  ids.gouda = await insertStation(db, {
    title: 'Tinq Gouda',
    brand: 'tinq',
    city: 'Gouda',
    lat: 52.01,
    lng: 4.71,
  });
  ids.closed = await insertStation(db, { title: 'Gesloten', lat: 52, lng: 5, active: false });
});
afterAll(async () => {
  await t?.close();
});

describe('favourite stations', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/stations/favorites' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/stations/${ids.delft}/favorite` })).statusCode,
    ).toBe(401);
  });

  it('stars and unstars stations; each user sees their own, newest first', async () => {
    const sanne = await registerUser(t.app);
    const daan = await registerUser(t.app);
    const as = (who: { token: string }, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
      injectAs(t.app, who.token, { method, url });
    expect((await as(sanne, 'PUT', `/api/stations/${ids.delft}/favorite`)).statusCode).toBe(204);
    expect((await as(sanne, 'PUT', `/api/stations/${ids.delft}/favorite`)).statusCode).toBe(204);
    clock.advance(60_000);
    await as(sanne, 'PUT', `/api/stations/${ids.gouda}/favorite`);
    const list = (await as(sanne, 'GET', '/api/stations/favorites')).json();
    expect(list.items.map((s: { title: string }) => s.title)).toEqual([
      'Tinq Gouda',
      'Shell Delft Westlandseweg',
    ]);
    expect(list.items[0]).toMatchObject({
      brand: 'Tinq',
      logo_url: '/api/brands/tinq/logo.svg',
      distance_km: null,
    });
    expect(list.attribution.text).toBe('© OpenStreetMap contributors');
    expect((await as(daan, 'GET', '/api/stations/favorites')).json().items).toEqual([]);

    expect(await listFavoriteStationLocations(t.database.db, sanne.user.id)).toEqual([
      { stationId: ids.gouda, title: 'Tinq Gouda', lat: 52.01, lng: 4.71 },
      { stationId: ids.delft, title: 'Shell Delft Westlandseweg', lat: 52.0012553, lng: 4.3504033 },
    ]);

    expect((await as(sanne, 'DELETE', `/api/stations/${ids.gouda}/favorite`)).statusCode).toBe(204);
    const after = (await as(sanne, 'GET', '/api/stations/favorites')).json();
    expect(after.items.map((s: { id: string }) => s.id)).toEqual([ids.delft]);
  });

  it('answers 404 for an unknown or deactivated station and 400 for a malformed id', async () => {
    const user = await registerUser(t.app);
    const put = (id: string) =>
      injectAs(t.app, user.token, { method: 'PUT', url: `/api/stations/${id}/favorite` });
    expect((await put('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await put(ids.closed!)).statusCode).toBe(404);
    expect((await put('station-1')).statusCode).toBe(400);
  });
});
