// @vitest-environment jsdom
// jsdom, not happy-dom: the live preview runs DOMPurify, which needs a DOM it can walk (see page-html.test.ts).
import type { SitePage } from '@fuellinq/domain/site-pages/site-page.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { type FakeResponse, fakeApi, renderRoutes } from '../../../test/render.tsx';
import { AdminPageEditPage } from './admin-page-edit-page.tsx';
import { AdminPagesPage } from './admin-pages-page.tsx';

const routes = [
  { path: '/admin/pages', Component: AdminPagesPage },
  { path: '/admin/pages/:id', Component: AdminPageEditPage },
];

const ID = '22222222-2222-4222-8222-222222222222';

function sitePage(overrides: Partial<SitePage> = {}): SitePage {
  return {
    id: ID,
    slug: 'tarieven',
    title: 'Tarieven',
    content_md: 'Eerste maand **gratis**.',
    content_html: null,
    render_html: '<p>Eerste maand <strong>gratis</strong>.</p>',
    layout: 'standard',
    media_url: null,
    published: false,
    published_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

function openAdmin(path: string, answers: Record<string, FakeResponse | ((body: unknown) => FakeResponse)>) {
  saveSession('tok', 'admin', true);
  const api = fakeApi({
    'GET /api/config': { status: 200, body: { map_tile_url: 'off' } },
    'GET /api/vehicles': { status: 200, body: { items: [] } },
    'GET /api/cards': { status: 200, body: [] },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return { ...renderRoutes(routes, path), api };
}

/** The first look waits for the lazy route and the first answer, on a busy machine too. */
const FIRST = { timeout: 5000 };

const list = (items: SitePage[]) => ({
  status: 200,
  body: { items, total: items.length, page: 1, per_page: 20 },
});

describe('/admin/pages', () => {
  it('lists every page with its published state', async () => {
    openAdmin('/admin/pages', {
      'GET /api/admin/site-pages': list([
        sitePage(),
        sitePage({
          id: '33333333-3333-4333-8333-333333333333',
          slug: 'over-de-pas',
          title: 'Over de pas',
          published: true,
        }),
      ]),
    });
    const table = await screen.findByRole('table', { name: "Alle pagina's" }, FIRST);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Tarieven/page/tarieven',
      'Over de pas/page/over-de-pas',
    ]);
    expect(within(rows[0]!).getByText('Concept')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Gepubliceerd')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Publiceren: Tarieven' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Offline halen: Over de pas' })).toBeInTheDocument();
  });

  it('creates a draft with a slug suggested from the title, then opens its editor', async () => {
    const user = userEvent.setup();
    const { api, router } = openAdmin('/admin/pages', {
      'GET /api/admin/site-pages': list([]),
      'POST /api/admin/site-pages': (body) => ({
        status: 201,
        body: sitePage({
          title: (body as { title: string }).title,
          slug: (body as { slug: string }).slug,
          content_md: null,
          render_html: '',
        }),
      }),
      [`GET /api/admin/site-pages/${ID}`]: { status: 200, body: sitePage() },
    });
    await screen.findByText('Er zijn nog geen pagina’s.', {}, FIRST);
    await user.click(screen.getByRole('button', { name: 'Nieuwe pagina' }));
    await user.type(screen.getByLabelText('Titel'), 'Tanken in België?');
    expect(screen.getByLabelText('Slug')).toHaveValue('tanken-in-belgie');
    await user.click(screen.getByRole('button', { name: 'Pagina aanmaken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/pages/${ID}`));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Tanken in België?',
      slug: 'tanken-in-belgie',
      layout: 'standard',
      content_md: null,
      content_html: null,
      media_url: null,
      published: false,
    });
  });

  it('shows the server’s slug message on the field', async () => {
    const user = userEvent.setup();
    openAdmin('/admin/pages', {
      'GET /api/admin/site-pages': list([]),
      'POST /api/admin/site-pages': {
        status: 409,
        body: {
          error: 'slug_taken',
          message: 'Deze slug is al in gebruik door een andere pagina.',
          issues: [{ path: 'slug', message: 'Deze slug is al in gebruik door een andere pagina.' }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nieuwe pagina' }, FIRST));
    await user.type(screen.getByLabelText('Titel'), 'Tarieven');
    await user.click(screen.getByRole('button', { name: 'Pagina aanmaken' }));
    expect(await screen.findByText('Deze slug is al in gebruik door een andere pagina.')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/admin/pages/:id', () => {
  it('previews the content live, sanitised as the public page is, and saves it', async () => {
    const user = userEvent.setup();
    const { api } = openAdmin(`/admin/pages/${ID}`, {
      [`GET /api/admin/site-pages/${ID}`]: { status: 200, body: sitePage() },
      [`PATCH /api/admin/site-pages/${ID}`]: (body) => ({
        status: 200,
        body: sitePage(body as Partial<SitePage>),
      }),
    });
    const preview = await screen.findByTestId('page-preview', {}, FIRST);
    expect(within(preview).getByText('gratis', { selector: 'strong' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Opmaak'), 'html');
    const content = screen.getByLabelText('Inhoud (HTML)');
    await user.clear(content);
    await user.click(content);
    await user.paste(
      '<h2 onclick="alert(1)">Nieuw</h2><script>alert(2)</script><a href="javascript:alert(3)">klik</a>',
    );
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { level: 2, name: 'Nieuw' })).toBeInTheDocument(),
    );
    expect(preview.innerHTML).not.toMatch(/<script|onclick|javascript:/);
    await user.type(screen.getByLabelText('Media (één adres per regel)'), '/og-image.png');
    expect(await within(preview).findByRole('img', { name: 'Afbeelding 1 bij Tarieven' })).toHaveAttribute(
      'src',
      '/og-image.png',
    );

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Pagina opgeslagen.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      title: 'Tarieven',
      slug: 'tarieven',
      layout: 'standard',
      content_md: null,
      content_html:
        '<h2 onclick="alert(1)">Nieuw</h2><script>alert(2)</script><a href="javascript:alert(3)">klik</a>',
      media_url: '/og-image.png',
    });
  });

  it('publishes a draft and says so', async () => {
    const user = userEvent.setup();
    let stored = sitePage();
    openAdmin(`/admin/pages/${ID}`, {
      [`GET /api/admin/site-pages/${ID}`]: () => ({ status: 200, body: stored }),
      [`POST /api/admin/site-pages/${ID}/publish`]: () => {
        stored = sitePage({ published: true, published_at: '2026-11-22T10:00:00.000Z' });
        return { status: 200, body: stored };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Publiceren' }, FIRST));
    expect(await screen.findByText('De pagina is gepubliceerd.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Offline halen' })).toBeInTheDocument();
    expect(screen.getByText('Gepubliceerd')).toBeInTheDocument();
  });
});
