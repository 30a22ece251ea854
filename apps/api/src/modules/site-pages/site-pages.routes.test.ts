import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices } from '../../db/schema/index.ts';
import { startRdwReplay, type RdwReplayServer } from '../../test/rdw-replay-server.ts';
import { driverWithCard } from '../../test/refuels.ts';
import { createTestApp, injectAs, signInWithRole, type TestApp } from '../../test/test-app.ts';
import { addVehicle } from '../../test/vehicles.ts';

let t: TestApp;
let replay: RdwReplayServer;
type Caller = { token: string; user: { id: string } };
let admin: Caller;
let user: Caller;
let partner: Caller;

beforeAll(async () => {
  replay = await startRdwReplay();
  t = await createTestApp({ PUBLIC_URL: 'https://www.fuellinq.nl', RDW_BASE_URL: replay.url });
  admin = await signInWithRole(t, 'admin');
  user = await signInWithRole(t, 'user');
  partner = await signInWithRole(t, 'partner');
});
afterAll(async () => {
  await t?.close();
  await replay?.close();
});

const as = (
  caller: Caller | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  caller
    ? injectAs(t.app, caller.token, { method, url, ...(payload ? { payload } : {}) })
    : t.app.inject({ method, url, ...(payload ? { payload } : {}) });

let counter = 0;
async function createPage(body: Record<string, unknown> = {}) {
  counter += 1;
  const response = await as(admin, 'POST', '/api/admin/site-pages', {
    title: `Testpagina ${counter}`,
    slug: `testpagina-${counter}`,
    content_md: 'Hallo **wereld**.',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const auditRows = (pageId: string) =>
  t.database.db
    .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'site_page'), eq(auditLog.entityId, pageId)))
    .orderBy(auditLog.createdAt);

describe('GET /api/site-pages?slug=', () => {
  it('shows a published page to everyone, in the spec §3 shape, with the markdown rendered', async () => {
    const page = await createPage({ slug: 'tarieven', title: 'Tarieven', published: true });
    for (const caller of [null, user, partner, admin]) {
      const response = await as(caller, 'GET', '/api/site-pages?slug=tarieven');
      expect(response.statusCode).toBe(200);
      // A signed-in reader's answer carries their own figures: kept by no shared cache.
      expect(response.headers['cache-control']).toBe(caller ? 'private, no-store' : 'no-cache');
      expect(response.json()).toEqual({
        id: page.id,
        slug: 'tarieven',
        title: 'Tarieven',
        content_md: 'Hallo **wereld**.',
        content_html: null,
        render_html: '<p>Hallo <strong>wereld</strong>.</p>',
        layout: 'standard',
        media_url: null,
        published: true,
        published_at: expect.any(String),
        created_at: expect.any(String),
        updated_at: expect.any(String),
        stats: caller ? { vehicles: 0, passes: 0, open_invoices: 0 } : null,
      });
    }
  });

  it('gives a signed-in reader spec §3’s stats: their own vehicles, passes and open invoices', async () => {
    await createPage({
      slug: 'mijn-overzicht',
      title: 'Mijn overzicht',
      layout: 'overview',
      published: true,
    });
    const driver = await driverWithCard(t.app);
    await addVehicle(t.app, driver.token, '11ZKZ3');
    await addVehicle(t.app, driver.token, 'TT601D');
    // Two invoices, one still open.
    const party = { name: 'Test', address: null, kvk: null, vat_id: null };
    await t.database.db.insert(invoices).values(
      (['open', 'paid'] as const).map((status, index) => ({
        userId: driver.userId,
        number: `FL-2099-${String(900_001 + index)}`,
        year: 2099,
        sequence: 900_001 + index,
        kind: 'invoice' as const,
        document: 'overzicht' as const,
        status,
        invoiceDate: `2099-0${index + 2}-01`,
        periodStart: `2099-0${index + 1}-01`,
        periodEnd: `2099-0${index + 1}-28`,
        amountExclCents: 207,
        vatCents: 43,
        amountInclCents: 250,
        supplier: party,
        customer: { ...party, business: false },
      })),
    );
    const read = async (token: string | null) => {
      const response = token
        ? await injectAs(t.app, token, { method: 'GET', url: '/api/site-pages?slug=mijn-overzicht' })
        : await t.app.inject({ method: 'GET', url: '/api/site-pages?slug=mijn-overzicht' });
      expect(response.statusCode).toBe(200);
      return response.json().stats;
    };
    const list = async <T>(url: string) =>
      (await injectAs(t.app, driver.token, { method: 'GET', url })).json<T>();
    expect(await read(driver.token)).toEqual({ vehicles: 2, passes: 1, open_invoices: 1 });
    // The same counts as the lists the dashboard reads.
    const cards = await list<unknown[]>('/api/cards');
    const vehicles = await list<{ items: unknown[] }>('/api/vehicles');
    const open = await list<unknown[]>('/api/invoices?status=open');
    expect([vehicles.items.length, cards.length, open.length]).toEqual([2, 1, 1]);
    // Someone else's figures are not the driver's; an anonymous reader gets none.
    expect(await read(user.token)).toEqual({ vehicles: 0, passes: 0, open_invoices: 0 });
    expect(await read(null)).toBeNull();
  });

  it('shows a draft to admins only; anyone else gets the spec’s 404 text', async () => {
    await createPage({ slug: 'concept-pagina' });
    for (const caller of [null, user, partner]) {
      const response = await as(caller, 'GET', '/api/site-pages?slug=concept-pagina');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', message: 'Pagina niet gevonden (404)' });
    }
    const forAdmin = await as(admin, 'GET', '/api/site-pages?slug=concept-pagina');
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json()).toMatchObject({ slug: 'concept-pagina', published: false, published_at: null });
    expect(forAdmin.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 for an unknown slug and 400 without one', async () => {
    expect((await as(null, 'GET', '/api/site-pages?slug=bestaat-niet')).statusCode).toBe(404);
    const missing = await as(null, 'GET', '/api/site-pages');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([expect.objectContaining({ path: 'slug' })]);
  });
});

describe('the admin API', () => {
  it('refuses anyone but an admin: 401 anonymous, 403 user and partner, and changes nothing', async () => {
    const page = await createPage();
    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/site-pages'],
      ['GET', `/api/admin/site-pages/${page.id}`],
      ['POST', '/api/admin/site-pages', { title: 'Inbraak', slug: 'inbraak', content_md: 'x' }],
      ['PATCH', `/api/admin/site-pages/${page.id}`, { title: 'Gewijzigd' }],
      ['POST', `/api/admin/site-pages/${page.id}/publish`],
      ['POST', `/api/admin/site-pages/${page.id}/unpublish`],
      ['DELETE', `/api/admin/site-pages/${page.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await as(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const caller of [user, partner]) {
        const response = await as(caller, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({
          error: 'forbidden',
          message: 'Je hebt geen toegang tot deze pagina.',
        });
      }
    }
    const after = (await as(admin, 'GET', `/api/admin/site-pages/${page.id}`)).json();
    expect(after).toMatchObject({ title: page.title, published: false });
    expect((await as(admin, 'GET', '/api/site-pages?slug=inbraak')).statusCode).toBe(404);
  });

  it('creates, edits, publishes, unpublishes and deletes a page, each with its audit row', async () => {
    const page = await createPage({ slug: 'levenscyclus', title: 'Levenscyclus' });
    const edited = await as(admin, 'PATCH', `/api/admin/site-pages/${page.id}`, {
      title: 'Levenscyclus van een pagina',
      layout: 'overview',
      media_url: ['/og-image.png', 'https://cdn.fuellinq.nl/uitleg.mp4'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Levenscyclus van een pagina',
      layout: 'overview',
      media_url: ['/og-image.png', 'https://cdn.fuellinq.nl/uitleg.mp4'],
      content_md: 'Hallo **wereld**.',
    });
    const published = await as(admin, 'POST', `/api/admin/site-pages/${page.id}/publish`);
    expect(published.json()).toMatchObject({ published: true, published_at: expect.any(String) });
    expect((await as(null, 'GET', '/api/site-pages?slug=levenscyclus')).statusCode).toBe(200);
    const unpublished = await as(admin, 'POST', `/api/admin/site-pages/${page.id}/unpublish`);
    expect(unpublished.json()).toMatchObject({ published: false, published_at: null });
    expect((await as(null, 'GET', '/api/site-pages?slug=levenscyclus')).statusCode).toBe(404);

    expect((await as(admin, 'DELETE', `/api/admin/site-pages/${page.id}`)).statusCode).toBe(204);
    expect((await as(admin, 'GET', `/api/admin/site-pages/${page.id}`)).statusCode).toBe(404);
    expect((await as(admin, 'DELETE', `/api/admin/site-pages/${page.id}`)).statusCode).toBe(404);

    const rows = await auditRows(page.id);
    expect(rows.map((row) => row.action)).toEqual([
      'site_page.create',
      'site_page.update',
      'site_page.publish',
      'site_page.unpublish',
      'site_page.delete',
    ]);
    expect(rows.every((row) => row.actor === admin.user.id)).toBe(true);
    expect(rows[1]!.details).toMatchObject({
      slug: 'levenscyclus',
      fields: ['title', 'layout', 'media_url'],
    });
  });

  it('lists pages with their published state, filtered by status and text', async () => {
    await createPage({ slug: 'lijst-gepubliceerd', title: 'Lijst gepubliceerd', published: true });
    await createPage({ slug: 'lijst-concept', title: 'Lijst concept' });
    const drafts = (await as(admin, 'GET', '/api/admin/site-pages?status=draft&q=lijst')).json();
    expect(drafts.items.map((page: { slug: string }) => page.slug)).toEqual(['lijst-concept']);
    const all = (await as(admin, 'GET', '/api/admin/site-pages?q=lijst')).json();
    expect(all.total).toBe(2);
    expect(all.items.map((page: { published: boolean }) => page.published).sort()).toEqual([false, true]);
  });
});

describe('sanitising on save', () => {
  it('drops scripts, event handlers and javascript: URLs from HTML, and keeps the content', async () => {
    const page = await createPage({
      content_md: null,
      content_html:
        '<h2 onclick="alert(1)">Welkom</h2><script>alert("xss")</script>' +
        '<p>Lees <a href="javascript:alert(2)">dit</a> en <a href="/faq" target="_blank">de FAQ</a>.</p>' +
        '<img src="x" onerror="alert(3)" alt="pomp"><img src="javascript:alert(4)" alt="b">' +
        '<a href="JaVa&#x09;ScRiPt:alert(5)">raar</a><iframe src="https://evil.nl"></iframe>' +
        '<style>body{display:none}</style><svg onload="alert(6)"></svg>',
    });
    for (const html of [page.content_html as string, page.render_html as string]) {
      expect(html).not.toMatch(/<script|alert|onerror|onclick|onload|javascript:|<iframe|<style|<svg/i);
      expect(html).toContain('<h2>Welkom</h2>');
      expect(html).toContain('<a href="/faq" target="_blank" rel="noopener noreferrer">de FAQ</a>');
      expect(html).toContain('<img src="x" alt="pomp" />');
    }
    const shown = (await as(admin, 'GET', `/api/site-pages?slug=${page.slug}`)).json();
    expect(shown.render_html).toBe(page.render_html);
  });

  it('renders markdown without raw HTML and without javascript: links', async () => {
    const page = await createPage({
      content_md:
        '# Kop\n\n<script>alert(1)</script>\n\n[klik](javascript:alert(2)) <img src=x onerror=alert(3)>\n\n[contact](/contact)',
    });
    // Raw HTML stays text a visitor reads, never markup; the javascript: link is no link.
    expect(page.render_html).not.toMatch(/<script|<img|href="javascript/i);
    expect(page.render_html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(page.render_html).toContain('<h1>Kop</h1>');
    expect(page.render_html).toContain('<a href="/contact">contact</a>');
    // The markdown itself is kept as written, for the editor.
    expect(page.content_md).toContain('<script>');
  });
});

describe('bad input', () => {
  it('refuses slugs outside the rule and a slug in use, in Dutch, naming the field', async () => {
    for (const slug of ['Hoofdletters', 'met spatie', '-rand', 'a--b', 'x', '../etc']) {
      const response = await as(admin, 'POST', '/api/admin/site-pages', {
        title: 'Slugtest',
        slug,
        content_md: 'x',
      });
      expect(response.statusCode, slug).toBe(400);
      expect(response.json().issues).toEqual([expect.objectContaining({ path: 'slug' })]);
    }
    await createPage({ slug: 'dubbel' });
    const taken = await as(admin, 'POST', '/api/admin/site-pages', {
      title: 'Nog een',
      slug: 'dubbel',
      content_md: 'x',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'slug_taken',
      message: 'Deze slug is al in gebruik door een andere pagina.',
      issues: [{ path: 'slug' }],
    });
    const other = await createPage();
    const renamed = await as(admin, 'PATCH', `/api/admin/site-pages/${other.id}`, { slug: 'dubbel' });
    expect(renamed.statusCode).toBe(409);
  });

  it('refuses missing titles, unsafe media addresses, unknown layouts and bad ids with a 4xx', async () => {
    const cases: [object, string][] = [
      [{ slug: 'zonder-titel', content_md: 'x' }, 'title'],
      [{ title: 'Media', slug: 'media-fout', media_url: 'javascript:alert(1)' }, 'media_url'],
      [{ title: 'Media', slug: 'media-fout', media_url: ['/a.png', 'http://evil.nl/b.png'] }, 'media_url.1'],
      [{ title: 'Indeling', slug: 'indeling', layout: 'raster' }, 'layout'],
      [{ title: 'Nul\u0000byte', slug: 'nulbyte' }, 'title'],
    ];
    for (const [body, path] of cases) {
      const response = await as(admin, 'POST', '/api/admin/site-pages', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
    }
    expect((await as(admin, 'PATCH', '/api/admin/site-pages/geen-uuid', { title: 'x y' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await as(admin, 'PATCH', '/api/admin/site-pages/00000000-0000-4000-8000-000000000000', {
          title: 'Niets',
        })
      ).statusCode,
    ).toBe(404);
    const page = await createPage();
    expect((await as(admin, 'PATCH', `/api/admin/site-pages/${page.id}`, {})).statusCode).toBe(400);
  });
});

describe('the sitemap', () => {
  it('lists a CMS page while it is published, and not after', async () => {
    const locs = async () =>
      [...(await as(null, 'GET', '/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => match[1],
      );
    const page = await createPage({ slug: 'in-de-sitemap' });
    expect(await locs()).not.toContain('https://www.fuellinq.nl/page/in-de-sitemap');
    await as(admin, 'POST', `/api/admin/site-pages/${page.id}/publish`);
    expect(await locs()).toContain('https://www.fuellinq.nl/page/in-de-sitemap');
    await as(admin, 'POST', `/api/admin/site-pages/${page.id}/unpublish`);
    expect(await locs()).not.toContain('https://www.fuellinq.nl/page/in-de-sitemap');
  });
});
