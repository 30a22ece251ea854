import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../lib/session.ts';
import { fakeApi, renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

describe('the CMS routes', () => {
  it('keep /admin/pages for admins: a user goes to /app without any admin call', async () => {
    saveSession('tok', 'user', true);
    const api = fakeApi({ 'GET /api/config': { status: 200, body: { map_tile_url: 'off' } } });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/admin/pages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(api.calls.some((call) => call.path.startsWith('/api/admin'))).toBe(false);
  });

  it('send a visitor without a session to the login, coming back to /admin/pages', async () => {
    const { router } = renderRoutes(routes, '/admin/pages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/admin/pages')}`);
  });

  it('open /page/{slug} in the public frame', async () => {
    const api = fakeApi({
      'GET /api/config': { status: 200, body: { map_tile_url: 'off' } },
      'GET /api/site-pages': {
        status: 404,
        body: { error: 'not_found', message: 'Pagina niet gevonden (404)' },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/page/bestaat-niet');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Pagina niet gevonden (404)' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('main')).toContainElement(heading);
  });
});
