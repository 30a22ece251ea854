import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.fuellinq.nl' });
  const { db } = t.database;
  ids.open = await insertStation(db, {
    title: 'Tinq Gouda',
    lat: 52.01,
    lng: 4.71,
    pricesUpdatedAt: new Date('2026-03-02T10:15:00Z'),
  });
  ids.closed = await insertStation(db, { title: 'Gesloten', lat: 52, lng: 4.7, active: false });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('GET /sitemap.xml', () => {
  it('lists every public page and the page of every active station, on PUBLIC_URL', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(response.body);
    expect(urls.slice(0, 10)).toEqual(
      [
        '/',
        '/greendeal',
        '/demo',
        '/eu-agenda',
        '/about',
        '/contact',
        '/api',
        '/faq',
        '/terms',
        '/privacy',
      ].map((path) => `https://www.fuellinq.nl${path}`),
    );
    expect(urls).toContain(`https://www.fuellinq.nl/station/${ids.open}`);
    expect(urls).not.toContain(`https://www.fuellinq.nl/station/${ids.closed}`);
    expect(urls.some((url) => /\/(app|partner|admin|auth)\b/.test(url!))).toBe(false);
  });

  it('dates a station page by its latest change', async () => {
    const body = (await get('/sitemap.xml')).body;
    const entry = new RegExp(
      `<url><loc>[^<]*/station/${ids.open}</loc><lastmod>([^<]+)</lastmod></url>`,
    ).exec(body);
    expect(entry).not.toBeNull();
    // The station row was written just now, after its prices' time: the later of the two counts.
    expect(Date.parse(entry![1]!)).toBeGreaterThan(Date.parse('2026-03-02T10:15:00Z'));
  });
});

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of signed-in areas and token links, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/app', '/partner', '/admin', '/onboarding', '/api/', '/pass/', '/reset'])
      expect(lines).toContain(`Disallow: ${path}`);
    // The page about the API (/api) stays open: only /api/ (the JSON) is closed.
    expect(lines).not.toContain('Disallow: /api');
    expect(lines).toContain('Sitemap: https://www.fuellinq.nl/sitemap.xml');
  });
});
