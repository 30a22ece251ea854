import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, signInWithRole, type TestApp } from '../../test/test-app.ts';
import { insertStation, multipartFile, ONE_PIXEL_PNG, stationsSettled } from '../../test/stations.ts';

let t: TestApp;
let partnerA: { token: string; user: { id: string } };
let partnerB: { token: string; user: { id: string } };
const ids: Record<string, string> = {};

beforeAll(async () => {
  // A small upload limit, so the size check can be shown without megabytes of test data.
  t = await createTestApp({ OFFER_IMAGE_MAX_BYTES: '2048' });
  partnerA = await signInWithRole(t, 'partner', 'business');
  partnerB = await signInWithRole(t, 'partner', 'business');
  const { db } = t.database;
  ids.a1 = await insertStation(db, {
    title: 'Tinq Gouda',
    city: 'Gouda',
    lat: 52.01,
    lng: 4.71,
    partnerId: partnerA.user.id,
  });
  ids.a2 = await insertStation(db, {
    title: 'Tinq Woerden',
    city: 'Woerden',
    lat: 52.08,
    lng: 4.88,
    partnerId: partnerA.user.id,
  });
  ids.b1 = await insertStation(db, {
    title: 'Tango Zwolle',
    city: 'Zwolle',
    lat: 52.5,
    lng: 6.09,
    partnerId: partnerB.user.id,
  });
  await stationsSettled(t.app);
});
afterAll(async () => {
  await t?.close();
});

const as = (
  who: { token: string },
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => injectAs(t.app, who.token, { method, url, ...(payload ? { payload } : {}) });
const upload = (who: { token: string }, filename: string, type: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile('image', filename, type, bytes);
  return injectAs(t.app, who.token, { method: 'POST', url: '/api/partner/offers/images', payload, headers });
};
const publicOffers = async (stationId: string) => {
  const feed = (await t.app.inject({ method: 'GET', url: '/api/partner/public/stations' })).json();
  const station = feed.stations.find((s: { id: string }) => s.id === stationId);
  return (station.offers as { title: string }[]).map((o) => o.title);
};

describe('offer images', () => {
  it('accepts an image by its bytes, whatever its name and declared type, and serves it', async () => {
    const response = await upload(partnerA, 'notities.txt', 'text/plain', ONE_PIXEL_PNG);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      image_url: `/api/offers/images/${body.id}`,
      content_type: 'image/png',
      size: ONE_PIXEL_PNG.length,
    });
    ids.image = body.image_url;
    const served = await t.app.inject({ method: 'GET', url: body.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
  });

  it('refuses what is no image, even when it is named and typed like one', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await upload(partnerA, 'foto.png', 'image/png', html);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      error: 'unsupported_media_type',
      message: 'Kies een afbeeldingsbestand. PNG, JPEG, GIF of WebP.',
    });
  });

  it('refuses an image over the size limit, and a request without a file', async () => {
    const big = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(4096)]);
    const tooBig = await upload(partnerA, 'groot.png', 'image/png', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      error: 'payload_too_large',
      message: 'De afbeelding is groter dan 2 KB.',
    });
    const json = await as(partnerA, 'POST', '/api/partner/offers/images', { image: 'x' });
    expect(json.statusCode).toBe(415);
  });
});

describe('partner offers', () => {
  it('creates an offer for all stations and one for a single station; the public feed shows them', async () => {
    const all = await as(partnerA, 'POST', '/api/partner/offers', {
      title: '5 cent korting',
      subtitle: 'Met je FuelLinq-pas',
      badge: 'Actie',
      image_url: ids.image,
      price_cents: null,
    });
    expect(all.statusCode).toBe(201);
    expect(all.json()).toMatchObject({
      title: '5 cent korting',
      status: 'active',
      station_id: null,
      station_title: null,
      image_url: ids.image,
      ended_at: null,
    });
    ids.all = all.json().id;
    const one = await as(partnerA, 'POST', '/api/partner/offers', {
      title: 'Wasbox',
      station_id: ids.a2,
      price_cents: 350,
    });
    expect(one.json()).toMatchObject({ station_id: ids.a2, station_title: 'Tinq Woerden', price_cents: 350 });
    ids.one = one.json().id;
    expect(await publicOffers(ids.a1!)).toEqual(['5 cent korting']);
    expect(await publicOffers(ids.a2!)).toEqual(['Wasbox', '5 cent korting']);
    expect(await publicOffers(ids.b1!)).toEqual([]);
  });

  it('validates offers with Dutch messages naming the field', async () => {
    const cases: [object, number, string][] = [
      [{ title: 'x' }, 400, 'title'],
      [{ title: 'Actie', price_cents: -1 }, 400, 'price_cents'],
      [{ title: 'Actie', image_url: 'https://elders.example/plaatje.png' }, 400, 'image_url'],
      [
        { title: 'Actie', valid_from: '2030-01-02T00:00:00Z', valid_until: '2030-01-01T00:00:00Z' },
        400,
        'valid_until',
      ],
      [{ title: 'Actie', valid_until: '2020-01-01T00:00:00Z' }, 400, 'valid_until'],
      [{ title: 'Actie', station_id: ids.b1 }, 404, 'station_id'],
    ];
    for (const [body, status, path] of cases) {
      const response = await as(partnerA, 'POST', '/api/partner/offers', body);
      expect(response.statusCode, path).toBe(status);
      expect(response.json().issues[0].path, path).toBe(path);
    }
    // Another partner may not use A's upload.
    const borrowed = await as(partnerB, 'POST', '/api/partner/offers', {
      title: 'Actie',
      image_url: ids.image,
    });
    expect(borrowed.json().issues).toEqual([{ path: 'image_url', message: 'Upload de afbeelding opnieuw.' }]);
  });

  it('lists, searches and pages its own offers only', async () => {
    const list = (await as(partnerA, 'GET', '/api/partner/offers')).json();
    expect(list.total).toBe(2);
    expect(list.items.map((o: { title: string }) => o.title)).toEqual(['Wasbox', '5 cent korting']);
    const found = (await as(partnerA, 'GET', '/api/partner/offers?q=korting')).json();
    expect(found.items.map((o: { id: string }) => o.id)).toEqual([ids.all]);
    expect((await as(partnerB, 'GET', '/api/partner/offers')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('keeps another partner out: no change, no ending, no deleting', async () => {
    const url = `/api/partner/offers/${ids.all}`;
    for (const response of [
      await as(partnerB, 'PATCH', url, { title: 'Gekaapt' }),
      await as(partnerB, 'PATCH', url, { ended: true }),
      await as(partnerB, 'DELETE', url),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
    expect(await publicOffers(ids.a1!)).toEqual(['5 cent korting']);
  });

  it('updates, ends, reopens and deletes an offer', async () => {
    const url = `/api/partner/offers/${ids.all}`;
    const updated = await as(partnerA, 'PATCH', url, { title: '6 cent korting', badge: null });
    expect(updated.json()).toMatchObject({ title: '6 cent korting', badge: null, status: 'active' });
    const ended = await as(partnerA, 'PATCH', url, { ended: true });
    expect(ended.json()).toMatchObject({ status: 'ended', ended_at: expect.any(String) });
    expect(await publicOffers(ids.a1!)).toEqual([]);
    const endedList = (await as(partnerA, 'GET', '/api/partner/offers?status=ended')).json();
    expect(endedList.items.map((o: { id: string }) => o.id)).toEqual([ids.all]);
    await as(partnerA, 'PATCH', url, { ended: false });
    expect(await publicOffers(ids.a1!)).toEqual(['6 cent korting']);
    const later = await as(partnerA, 'PATCH', url, {
      valid_from: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.json().status).toBe('scheduled');
    expect(await publicOffers(ids.a1!)).toEqual([]);
    expect((await as(partnerA, 'DELETE', url)).statusCode).toBe(204);
    expect((await as(partnerA, 'DELETE', url)).statusCode).toBe(404);
  });
});
