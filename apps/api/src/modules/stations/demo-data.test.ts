import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverWithCard, fundBalance, partnerStation, pumpKey } from '../../test/refuels.ts';
import { insertOffer, insertStation, stationsSettled } from '../../test/stations.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';

// Issue 29 §2: offers and opening hours the demo seed made up looked real ("Stofzuigen gratis" and "Nu open"
// at Esso Amsterdam Sarphatistraat) and earned double points. Now every such offer and every such week of
// hours is marked demo wherever it shows, says nothing about now, and earns nothing extra.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ALL_WEEK: [number, number, number][] = [1, 2, 3, 4, 5, 6, 7].map((day) => [day, 0, 1440]);
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a demo offer', () => {
  it('is marked demo on the station page, in the feed and in the search; a partner’s own offer is not', async () => {
    const { partner, stationId } = await partnerStation(t, {
      title: 'Esso Sarphatistraat',
      lat: 52.36,
      lng: 4.9,
    });
    await insertOffer(t.database.db, { stationId, title: 'Stofzuigen gratis', isDemo: true });
    await insertOffer(t.database.db, { partnerId: partner.user.id, title: '10 cent korting' });
    await stationsSettled(t.app);

    const titles = (offers: { title: string; demo: boolean }[]) =>
      Object.fromEntries(offers.map((offer) => [offer.title, offer.demo]));
    const page = await get(`/api/stations/${stationId}`);
    expect(page.statusCode).toBe(200);
    expect(titles(page.json().offers)).toEqual({ 'Stofzuigen gratis': true, '10 cent korting': false });

    const feed = await get('/api/partner/public/stations?q=Sarphatistraat');
    const inFeed = feed.json().stations.find((s: { id: string }) => s.id === stationId);
    expect(titles(inFeed.offers)).toEqual({ 'Stofzuigen gratis': true, '10 cent korting': false });

    const search = await get('/api/stations/search?q=Sarphatistraat&sort=deals');
    const inSearch = search.json().items.find((s: { id: string }) => s.id === stationId);
    expect(titles(inSearch.offers)).toEqual({ 'Stofzuigen gratis': true, '10 cent korting': false });

    // A demo partner's seeded offer is marked in its own portal too.
    await insertOffer(t.database.db, {
      partnerId: partner.user.id,
      title: 'Gratis bandencheck',
      isDemo: true,
    });
    const portal = await injectAs(t.app, partner.token, { method: 'GET', url: '/api/partner/offers' });
    expect(titles(portal.json().items)).toEqual({ '10 cent korting': false, 'Gratis bandencheck': true });
  });

  it('earns single points: only a partner’s own offer doubles them', async () => {
    const { partner, stationId } = await partnerStation(t, { title: 'Tinq Demostraat' });
    const key = await pumpKey(t.app, partner.token);
    await insertOffer(t.database.db, { stationId, title: 'Wasbox 10 minuten', isDemo: true });
    await stationsSettled(t.app);

    const refuel = async () => {
      const driver = await driverWithCard(t.app);
      await fundBalance(t.database.db, driver.userId, 10_000);
      const started = await injectAs(t.app, driver.token, {
        method: 'POST',
        url: '/api/transactions/start',
        payload: { cardId: driver.cardId, stationId },
      });
      const id = started.json().transaction.id as string;
      await injectAs(t.app, driver.token, { method: 'POST', url: `/api/transactions/${id}/confirm` });
      const completed = await t.app.inject({
        method: 'POST',
        url: `/api/partner/pumps/transactions/${id}/complete`,
        payload: { liters: 30.12, amount_cents: 6_623, price_per_l: 2.199 },
        headers: { 'x-api-key': key },
      });
      expect(completed.statusCode, completed.body).toBe(200);
      const loyalty = await injectAs(t.app, driver.token, { method: 'GET', url: '/api/loyalty' });
      return { points: completed.json().points, description: loyalty.json().history[0].description };
    };

    const withDemo = await refuel();
    expect(withDemo.points).toBe(30);
    expect(withDemo.description).not.toContain('dubbele punten');

    // The same station with an offer of the partner's own: double, so the demo one was what did not count.
    await insertOffer(t.database.db, { partnerId: partner.user.id, title: '10 cent korting' });
    await stationsSettled(t.app);
    const withOwn = await refuel();
    expect(withOwn.points).toBe(60);
    expect(withOwn.description).toContain('dubbele punten');
  });
});

describe('demo opening hours', () => {
  it('are marked demo and claim neither "Nu open" nor "24/7 open"; a station’s own hours do', async () => {
    const demo = await insertStation(t.database.db, {
      title: 'Shell Demo-uren',
      lat: 52.1,
      lng: 5.1,
      hours: ALL_WEEK,
      hoursDemo: true,
    });
    const own = await insertStation(t.database.db, {
      title: 'Shell Eigen uren',
      lat: 52.1,
      lng: 5.2,
      hours: ALL_WEEK,
    });
    const unknown = await insertStation(t.database.db, { title: 'Shell Geen uren', lat: 52.1, lng: 5.3 });
    await stationsSettled(t.app);

    const demoPage = (await get(`/api/stations/${demo}`)).json();
    expect(demoPage).toMatchObject({ opening_hours_demo: true, open_now: null });
    expect(demoPage.opening_hours).toHaveLength(7);
    expect(demoPage.perks).not.toContain('24/7 open');

    const ownPage = (await get(`/api/stations/${own}`)).json();
    expect(ownPage).toMatchObject({ opening_hours_demo: false, open_now: true });
    expect(ownPage.perks).toContain('24/7 open');

    expect((await get(`/api/stations/${unknown}`)).json()).toMatchObject({
      opening_hours: [],
      opening_hours_demo: false,
      open_now: null,
    });

    const search = (await get('/api/stations/search?q=Shell&limit=100')).json().items;
    const perksOf = (id: string) => search.find((item: { id: string }) => item.id === id).perks;
    expect(perksOf(demo)).not.toContain('24/7 open');
    expect(perksOf(own)).toContain('24/7 open');
  });
});
