import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { writeWebBuild } from '../test/web-build.ts';
import { canonicalPath, renderIndexHtml } from './index-html.ts';
import { ROUTE_MODULES } from './route-chunks.ts';

// The web app's own index.html: the tags the server fills in must be the ones the template has.
const template = await readFile(fileURLToPath(new URL('../../../web/index.html', import.meta.url)), 'utf8');

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await writeWebBuild({
    'index.html': template,
    // A build manifest as Vite writes it: the entry, a chunk it shares with the public pages, their own.
    '.vite/manifest.json': JSON.stringify({
      'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_button-B2.js'] },
      '_button-B2.js': { file: 'assets/button-B2.js' },
      '_schemas-D4.js': { file: 'assets/schemas-D4.js', imports: ['_button-B2.js'] },
      'src/features/public/pages/green-deal-page.tsx': {
        file: 'assets/green-deal-page-C3.js',
        isDynamicEntry: true,
        imports: ['_button-B2.js', '_schemas-D4.js'],
      },
      'src/features/stations/pages/station-page.tsx': {
        file: 'assets/station-page-E5.js',
        isDynamicEntry: true,
        imports: ['_schemas-D4.js'],
      },
      // The signed-in app's layout and overview, grouped into named chunks (vite.config.ts): no key of their own.
      '_app-signed-in-F6.js': {
        file: 'assets/app-signed-in-F6.js',
        name: 'app-signed-in',
        imports: ['_button-B2.js', '_schemas-D4.js', '_app-shared-G7.js'],
      },
      '_app-shared-G7.js': {
        file: 'assets/app-shared-G7.js',
        name: 'app-shared',
        imports: ['_schemas-D4.js'],
      },
    }),
  });
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://www.fuellinq.nl' });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

describe('/api in the address bar', () => {
  it('opens the SPA’s page about the API for a browser', async () => {
    const response = await page('/api');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>API – FuelLinq</title>');
    expect((await page('/api?x=1')).statusCode).toBe(200);
  });

  it('stays JSON for JSON requests and for every /api/… path', async () => {
    const json = await page('/api', 'application/json');
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ error: 'not_found' });
    for (const url of ['/api/', '/api/onbekend', '/api/stations/x/y']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'not_found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('pages for link previews and curl (Accept: any type)', () => {
  const anything = (url: string, accept?: string) =>
    t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });

  it('answers every public page its HTML, whatever the caller accepts', async () => {
    await t.database.db
      .insert(sitePages)
      .values({ slug: 'over-tanken', title: 'Over tanken', contentMd: 'Tekst', published: true });
    const publicPages = [
      '/',
      '/greendeal',
      '/station/098c7be6-ef88-49ff-a531-13c99ab3e631',
      '/page/over-tanken',
      '/about',
      '/eu-agenda',
      '/contact',
      '/demo?audience=business',
      '/faq',
      '/terms',
      '/privacy',
      '/api',
      '/auth',
      '/signup',
    ];
    for (const url of publicPages) {
      for (const accept of ['*/*', undefined, 'application/json, */*;q=0.8']) {
        const response = await anything(url, accept);
        expect(response.statusCode, `${url} ${accept}`).toBe(200);
        expect(response.headers['content-type'], `${url} ${accept}`).toBe('text/html; charset=utf-8');
        expect(response.body, url).toContain('<div id="root">');
      }
    }
    expect((await anything('/page/over-tanken', '*/*')).body).toContain(
      '<meta property="og:title" content="FuelLinq – Over tanken" />',
    );
  });

  it('answers JSON 404 only to unknown /api/… paths, and to a missing file', async () => {
    for (const url of ['/api/onbekend', '/api/stations/x/y', '/api/']) {
      const response = await anything(url, '*/*');
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'not_found', message: expect.any(String) });
    }
    const missingFile = await anything('/assets/bestaat-niet-A1.js', '*/*');
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('the HTML the server sends', () => {
  it('carries a published CMS page’s own title, "FuelLinq – {title}", and never a draft’s', async () => {
    await t.database.db.insert(sitePages).values([
      { slug: 'tanken-op-de-zaak', title: 'Tanken op de zaak', contentMd: 'Tekst', published: true },
      { slug: 'nog-geheim', title: 'Nog geheim', contentMd: 'Tekst', published: false },
    ]);
    const published = (await page('/page/tanken-op-de-zaak')).body;
    expect(published).toContain('<title>FuelLinq – Tanken op de zaak</title>');
    expect(published).toContain('<meta property="og:title" content="FuelLinq – Tanken op de zaak" />');
    expect(published).toContain(
      '<link rel="canonical" href="https://www.fuellinq.nl/page/tanken-op-de-zaak" />',
    );
    const draft = await page('/page/nog-geheim');
    expect(draft.statusCode).toBe(200);
    expect(draft.body).toContain('<title>FuelLinq</title>');
    expect(draft.body).not.toContain('Nog geheim');
    // A broken address never becomes a 500.
    expect((await page('/page/%E0%A4%A')).statusCode).toBeLessThan(500);
  });

  it('carries a public page’s title, description and absolute canonical address', async () => {
    const body = (await page('/contact?topic=x')).body;
    expect(body).toContain('<title>Contact – FuelLinq</title>');
    expect(body).toMatch(/<meta\s+name="description"\s+content="Bel, mail of app met FuelLinq/);
    expect(body).toMatch(/<meta\s+property="og:description"\s+content="Bel, mail of app met FuelLinq/);
    expect(body).toContain('<meta property="og:title" content="Contact – FuelLinq" />');
    expect(body).toContain('<link rel="canonical" href="https://www.fuellinq.nl/contact" />');
    expect(body).toContain('<meta property="og:url" content="https://www.fuellinq.nl/contact" />');
    expect(body).toContain('<meta property="og:image" content="https://www.fuellinq.nl/og-image.png" />');
  });

  it('preloads a station page’s station, as the web app asks it, and nothing on other pages', async () => {
    const id = '098c7be6-ef88-49ff-a531-13c99ab3e631';
    const body = (await page(`/station/${id}?via=zoeken`)).body;
    expect(body).toContain(
      `<link rel="preload" href="/api/stations/${id}" as="fetch" crossorigin="use-credentials" />`,
    );
    expect(body.indexOf('rel="preload"')).toBeLessThan(body.indexOf('</head>'));
    for (const url of ['/', '/station/abc', `/station/${id}/extra`, '/contact']) {
      expect((await page(url)).body, url).not.toContain('rel="preload" href="/api/');
    }
  });

  it('names the chunks of a lazily loaded page ahead, beyond what the entry brings', async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads((await page('/greendeal')).body)).toEqual([
      '/assets/green-deal-page-C3.js',
      '/assets/schemas-D4.js',
    ]);
    expect(preloads((await page('/station/098c7be6-ef88-49ff-a531-13c99ab3e631')).body)).toEqual([
      '/assets/station-page-E5.js',
      '/assets/schemas-D4.js',
    ]);
    // The signed-in overview: the chunk its layout and page are grouped into, and what that imports, each once.
    expect(preloads((await page('/app')).body)).toEqual([
      '/assets/app-signed-in-F6.js',
      '/assets/schemas-D4.js',
      '/assets/app-shared-G7.js',
    ]);
    // The landing page is in the entry; a page the table does not know gets nothing extra.
    expect(preloads((await page('/')).body)).toEqual([]);
    expect(preloads((await page('/app/wallet')).body)).toEqual([]);
  });

  it('knows only route modules the web router really loads lazily', async () => {
    const router = await readFile(
      fileURLToPath(new URL('../../../web/src/app/router.tsx', import.meta.url)),
      'utf8',
    );
    for (const { module } of ROUTE_MODULES) {
      // The router lives in src/app/: its own layouts are `./layouts/…`, the features `../features/…`.
      const specifier = module.startsWith('src/app/')
        ? `./${module.slice('src/app/'.length)}`
        : `../${module.replace(/^src\//, '')}`;
      expect(router, module).toContain(`import('${specifier}')`);
    }
  });

  it('keeps the defaults on other pages, with their own canonical address', async () => {
    const body = (await page('/station/abc/')).body;
    expect(body).toContain('<title>FuelLinq</title>');
    expect(body).toMatch(/content="FuelLinq: gratis digitale prepaid tankpas/);
    expect(body).toContain('<link rel="canonical" href="https://www.fuellinq.nl/station/abc" />');
  });
});

describe('renderIndexHtml', () => {
  it('escapes whatever the address holds', () => {
    const html = renderIndexHtml(template, { publicUrl: 'https://x.nl', url: '/a"><script>x</script>' });
    expect(html).not.toContain('<script>x');
    expect(html).toContain('href="https://x.nl/a&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it('reads the canonical path without query, fragment or trailing slash', () => {
    expect(canonicalPath('/demo?audience=business')).toBe('/demo');
    expect(canonicalPath('/faq/#vraag')).toBe('/faq');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('//')).toBe('/');
  });
});

describe('the demo banner (a demo feature is on: config.ts, demoFeatures)', () => {
  const banner =
    /<div id="demo-banner" role="status" style="[^"]+">Demo-omgeving: er gaat geen echt geld om<\/div>/;
  const options = { publicUrl: 'https://x.nl', url: '/app/wallet' };

  it('is the first thing in the body, before and outside the app’s root, on a page the browser draws', () => {
    const html = renderIndexHtml(template, { ...options, demoBanner: true });
    expect(html).toMatch(banner);
    const body = html.slice(html.indexOf('<body>') + '<body>'.length).trimStart();
    expect(body).toMatch(new RegExp(`^${banner.source}\\s*<div id="root"></div>`));
    expect(html.match(/id="demo-banner"/g)).toHaveLength(1);
  });

  it('is there on a page the server rendered as well, outside the rendered root', () => {
    const html = renderIndexHtml(template, {
      ...options,
      url: '/contact',
      demoBanner: true,
      rendered: { html: '<main><h1>Contact</h1></main>', data: { at: 1, answers: {} } },
    });
    expect(html).toMatch(banner);
    expect(html.indexOf('id="demo-banner"')).toBeLessThan(html.indexOf('<div id="root"><main>'));
  });

  it('is absent when no demo feature is on', () => {
    expect(renderIndexHtml(template, options)).not.toContain('demo-banner');
    expect(renderIndexHtml(template, { ...options, demoBanner: false })).not.toContain('Demo-omgeving');
  });

  it('is on every page this test app serves (tests run with the demo data and the sandbox)', async () => {
    for (const url of ['/', '/contact', '/station/abc', '/app/wallet', '/partner', '/admin', '/pass/x']) {
      expect((await page(url)).body, url).toMatch(banner);
    }
  });
});
