import type { SitePageRead } from '@fuellinq/domain/site-pages/site-page.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { type FakeResponse, fakeApi, Landed, renderRoutes } from '../../../test/render.tsx';
import { CmsPage } from './cms-page.tsx';

const routes = [
  { path: '/page/:slug', Component: CmsPage },
  { path: '/', element: <Landed name="home" /> },
];

function sitePage(overrides: Partial<SitePageRead> = {}): SitePageRead {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    slug: 'hoe-werkt-de-prepaid-tankpas',
    title: 'Hoe werkt de prepaid tankpas',
    content_md: 'Je tankt van je **saldo**.',
    content_html: null,
    render_html: '<p>Je tankt van je <strong>saldo</strong>.</p>',
    layout: 'standard',
    media_url: null,
    published: true,
    published_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    stats: null,
    ...overrides,
  };
}

function open(
  path: string,
  answer: FakeResponse | (() => Promise<FakeResponse>),
  extra: Record<string, FakeResponse> = {},
) {
  const api = fakeApi({
    'GET /api/config': { status: 200, body: { map_tile_url: 'off' } },
    'GET /api/site-pages': typeof answer === 'function' ? answer : answer,
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  return { ...renderRoutes(routes, path), api };
}

describe('/page/{slug}', () => {
  it('shows a skeleton while loading, then the banner, the content and "FuelLinq – {title}"', async () => {
    let answer!: (value: FakeResponse) => void;
    const { api } = open(
      '/page/hoe-werkt-de-prepaid-tankpas',
      () => new Promise((resolve) => (answer = resolve)),
    );
    expect(await screen.findByRole('status', { name: 'Pagina laden…' })).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer({ status: 200, body: sitePage() });
    const banner = await screen.findByTestId('page-banner');
    expect(within(banner).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Hoe werkt de prepaid tankpas',
    );
    expect(screen.queryByRole('status', { name: 'Pagina laden…' })).not.toBeInTheDocument();
    expect(screen.getByText('saldo', { selector: 'strong' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('FuelLinq – Hoe werkt de prepaid tankpas'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Je tankt van je saldo.',
    );
    expect(api.calls.find((call) => call.path === '/api/site-pages')?.query).toEqual({
      slug: 'hoe-werkt-de-prepaid-tankpas',
    });
  });

  it('leaves the banner out with ?noBanner=1, keeping the title as the heading', async () => {
    open('/page/hoe-werkt-de-prepaid-tankpas?noBanner=1', { status: 200, body: sitePage() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hoe werkt de prepaid tankpas' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('page-banner')).not.toBeInTheDocument();
  });

  it("says 'Pagina niet gevonden (404)' for an unknown page or a draft", async () => {
    open('/page/bestaat-niet', {
      status: 404,
      body: { error: 'not_found', message: 'Pagina niet gevonden (404)' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden (404)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
  });

  it("says 'Kon pagina niet laden' when the server fails, and tries again on request", async () => {
    let calls = 0;
    open('/page/tarieven', () => {
      calls += 1;
      return Promise.resolve(
        calls === 1
          ? { status: 503, body: { error: 'unavailable', message: 'Even niet.' } }
          : { status: 200, body: sitePage({ slug: 'tarieven', title: 'Tarieven' }) },
      );
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kon pagina niet laden');
    within(alert).getByRole('button', { name: 'Opnieuw proberen' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarieven' })).toBeInTheDocument();
  });

  it('shows media: an image and an mp4 as video', async () => {
    open('/page/met-media', {
      status: 200,
      body: sitePage({
        slug: 'met-media',
        title: 'Met media',
        media_url: ['/og-image.png', 'https://cdn.fuellinq.nl/uitleg.mp4'],
      }),
    });
    expect(await screen.findByRole('img', { name: 'Afbeelding 1 bij Met media' })).toHaveAttribute(
      'src',
      '/og-image.png',
    );
    expect(screen.getByLabelText('Video bij Met media')).toHaveAttribute(
      'src',
      'https://cdn.fuellinq.nl/uitleg.mp4',
    );
  });
});

describe('the KPI strip', () => {
  const stats = { vehicles: 0, passes: 1, open_invoices: 2 };

  it("shows a signed-in visitor's vehicles, passes and open invoices on an overview page, as the page brings them", async () => {
    saveSession('tok', 'user', true);
    const { api } = open('/page/cijfers', {
      status: 200,
      body: sitePage({ slug: 'cijfers', title: 'Cijfers', layout: 'overview', stats }),
    });
    const strip = await screen.findByRole('region', { name: 'Jouw kerncijfers' });
    expect(within(strip).getByText('Passen').nextElementSibling).toHaveTextContent('1');
    expect(within(strip).getByText('Voertuigen').nextElementSibling).toHaveTextContent('0');
    expect(within(strip).getByText('Open facturen').nextElementSibling).toHaveTextContent('2');
    // Spec §3: the figures come with the page; nothing else is asked for them.
    expect(api.calls.map((call) => call.path)).not.toContain('/api/invoices');
    expect(api.calls.map((call) => call.path)).not.toContain('/api/cards');
  });

  it("shows when the slug or title says 'overzicht', not on other pages, and never to an anonymous visitor", async () => {
    saveSession('tok', 'user', true);
    const first = open('/page/mijn-overzicht', {
      status: 200,
      body: sitePage({ slug: 'mijn-overzicht', title: 'Alles', stats }),
    });
    expect(await screen.findByRole('region', { name: 'Jouw kerncijfers' })).toBeInTheDocument();
    first.unmount();

    const second = open('/page/tarieven', {
      status: 200,
      body: sitePage({ slug: 'tarieven', title: 'Tarieven', stats }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Tarieven' });
    expect(screen.queryByRole('region', { name: 'Jouw kerncijfers' })).not.toBeInTheDocument();
    second.unmount();

    window.localStorage.clear();
    clearSession();
    open('/page/x', { status: 200, body: sitePage({ slug: 'x', title: 'Jouw overzicht' }) });
    await screen.findByRole('heading', { level: 1, name: 'Jouw overzicht' });
    expect(screen.queryByRole('region', { name: 'Jouw kerncijfers' })).not.toBeInTheDocument();
  });
});
