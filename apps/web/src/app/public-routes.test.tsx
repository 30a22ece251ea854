import { DEFAULT_DESCRIPTION, PUBLIC_PAGES } from '@fuellinq/domain/common/public-pages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

/** The head's value for a selector: meta content or link href. */
function head(selector: string): string | null {
  const element = document.head.querySelector(selector);
  return element?.getAttribute('content') ?? element?.getAttribute('href') ?? null;
}

function renderPublic(path: string) {
  const api = fakeApi({
    'GET /api/config': { status: 200, body: { map_tile_url: 'off' } },
    'GET /api/co2/preview': { status: 503, body: { error: 'unavailable', message: 'Even niet.' } },
  });
  vi.stubGlobal('fetch', api.fetch);
  return renderRoutes(routes, path);
}

describe('the public pages in the site layout', () => {
  it.each(PUBLIC_PAGES.filter((page) => page.path !== '/'))(
    '$path: its title, description, Open Graph tags, canonical address and one h1 in main',
    async ({ path, title, description }) => {
      renderPublic(path);
      const h1 = await screen.findByRole('heading', { level: 1 });
      expect(screen.getByRole('main')).toContainElement(h1);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('navigation', { name: 'Voettekst' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} – FuelLinq`));
      expect(head('meta[name="description"]')).toBe(description);
      expect(head('meta[property="og:description"]')).toBe(description);
      expect(head('meta[property="og:title"]')).toBe(`${title} – FuelLinq`);
      expect(head('link[rel="canonical"]')).toBe(`${window.location.origin}${path}`);
      expect(head('meta[property="og:url"]')).toBe(`${window.location.origin}${path}`);
      expect(screen.getByRole('main')).not.toHaveTextContent(/lorem ipsum|binnenkort beschikbaar/i);
    },
  );

  it('keeps the query out of the canonical address and gives the default description back on leaving', async () => {
    const { router } = renderPublic('/demo?audience=business');
    await screen.findByRole('tab', { name: 'Bedrijven/Fleet', selected: true });
    // The address is set by an effect of the layout, which may run after the page's first paint.
    await waitFor(() => expect(head('link[rel="canonical"]')).toBe(`${window.location.origin}/demo`));
    await router.navigate('/auth');
    await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
    await waitFor(() => expect(head('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION));
    expect(head('link[rel="canonical"]')).toBe(`${window.location.origin}/auth`);
  });

  it('links the footer to spec §2’s pages, /api among them', async () => {
    renderPublic('/about');
    const footer = await screen.findByRole('navigation', { name: 'Voettekst' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/terms', '/privacy', '/faq', '/contact', '/about', '/api']);
    expect(within(footer).getByRole('link', { name: 'API' })).toHaveAttribute('href', '/api');
  });

  it('opens the page about the API at /api, as typed in the address bar', async () => {
    renderPublic('/api');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1 })).toHaveTextContent('De FuelLinq-API');
  });
});
