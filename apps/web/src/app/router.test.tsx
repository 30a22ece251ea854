import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../lib/session.ts';
import { fakeApi, renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

const me = (role: string) => ({
  status: 200,
  body: {
    user: {
      id: 'u',
      email: 'a@b.nl',
      first_name: null,
      last_name: null,
      role,
      account_type: 'consumer',
      name: 'a',
    },
  },
});

describe('routing and guards', () => {
  it('sends a logged-out visitor of /app/vehicles to /auth with next', async () => {
    const { router } = renderRoutes(routes, '/app/vehicles');
    await screen.findByRole('heading', { name: 'Inloggen' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?next=%2Fapp%2Fvehicles');
  });

  it('guards /partner the same way', async () => {
    const { router } = renderRoutes(routes, '/partner/prices');
    await screen.findByRole('heading', { name: 'Inloggen' });
    expect(router.state.location.search).toBe('?next=%2Fpartner%2Fprices');
  });

  it('shows a signed-in user without the partner role what /partner is for, without calling the partner API', async () => {
    const api = fakeApi({ 'GET /me': me('user') });
    vi.stubGlobal('fetch', api.fetch);
    saveSession('tok', 'user', true);
    const { router } = renderRoutes(routes, '/partner/prices');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dit deel is voor tankstationpartners' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dit deel is voor tankstationpartners – FuelLinq'));
    expect(screen.getByRole('link', { name: 'Partner worden' })).toHaveAttribute(
      'href',
      '/contact?onderwerp=Tankstation%20aansluiten',
    );
    expect(screen.queryByRole('navigation', { name: 'Partner Portal' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/api/partner'))).toEqual([]);
    expect(router.state.location.pathname).toBe('/partner/prices');
  });

  it('gives a partner the portal', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /me': me('partner'),
        'GET /api/partner/offers': { status: 200, body: { items: [], total: 0, page: 1, per_page: 25 } },
        'GET /api/partner/stations': { status: 200, body: { items: [], total: 0, page: 1, per_page: 25 } },
      }).fetch,
    );
    saveSession('tok', 'partner', true);
    const { router } = renderRoutes(routes, '/partner');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/offers'));
    expect(await screen.findByRole('navigation', { name: 'Partner Portal' })).toBeInTheDocument();
    expect(screen.queryByText('Dit deel is voor tankstationpartners')).toBeNull();
  });

  it('moves focus to the new page heading on a route change, so screen readers announce it', async () => {
    const { router } = renderRoutes(routes, '/auth');
    const login = await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
    expect(login).not.toHaveFocus();
    await router.navigate('/forgot');
    const forgot = await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' });
    await waitFor(() => expect(forgot).toHaveFocus());
    expect(forgot).toHaveAttribute('tabindex', '-1');
  });

  it('redirects unknown paths to /', async () => {
    const { router } = renderRoutes(routes, '/bestaat/niet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('redirects /login to /auth with its query', async () => {
    const { router } = renderRoutes(routes, '/login?next=%2Fapp');
    await screen.findByRole('heading', { name: 'Inloggen' });
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows Thema/Branding to an admin only', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /me': me('admin') }).fetch);
    saveSession('tok', 'admin', true);
    renderRoutes(routes, '/app');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Thema/Branding' })).toHaveAttribute(
      'href',
      '/app/admin/branding',
    );
  });

  it('hides Thema/Branding from a user and sends them from the branding page to /app', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /me': me('user') }).fetch);
    saveSession('tok', 'user', true);
    const { router } = renderRoutes(routes, '/app/admin/branding');
    await screen.findByRole('heading', { name: 'Overzicht' });
    expect(router.state.location.pathname).toBe('/app');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).queryByRole('link', { name: 'Thema/Branding' })).toBeNull();
    for (const label of [
      'Overzicht',
      'Voertuigen',
      'Wallet/Passen',
      'Transacties',
      'Punten & Rewards',
      'Inzichten',
      'Facturen',
      'CO2 rapport',
      'Protected Routes',
      'Over ons',
      'Contact',
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    // The partner portal is for partners: a user does not see it.
    expect(within(nav).queryByRole('link', { name: 'Partner Portal' })).toBeNull();
  });

  it.each([
    ['user', [], ['Partner', 'Beheer'], []],
    ['partner', ['Partner'], ['Beheer'], ['Partner Portal']],
    ['admin', ['Beheer'], ['Partner'], ['Thema/Branding', 'Beheer']],
  ])(
    'shows a %s only the areas that are theirs, in the header and the sidebar',
    async (role, headerLinks, notInHeader, sidebarLinks) => {
      vi.stubGlobal('fetch', fakeApi({ 'GET /me': me(role) }).fetch);
      saveSession('tok', role, true);
      renderRoutes(routes, '/app');
      const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' });
      const header = within(screen.getByRole('banner')).getAllByRole('navigation', { name: 'Hoofdmenu' })[0]!;
      for (const label of headerLinks) {
        expect(within(header).getByRole('link', { name: label }), label).toBeInTheDocument();
      }
      for (const label of notInHeader) {
        expect(within(header).queryByRole('link', { name: label }), label).toBeNull();
      }
      if (role === 'admin')
        expect(within(header).getByRole('link', { name: 'Beheer' })).toHaveAttribute('href', '/admin');
      for (const label of sidebarLinks) {
        expect(within(sidebar).getByRole('link', { name: label }), label).toBeInTheDocument();
      }
      if (role !== 'partner')
        expect(within(sidebar).queryByRole('link', { name: 'Partner Portal' })).toBeNull();
    },
  );

  it('logs out when /me fails on the dashboard', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /me': { status: 500, body: { error: 'server_error', message: 'x' } } }).fetch,
    );
    saveSession('tok', 'user', true);
    const { router } = renderRoutes(routes, '/app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the logged-in header and logs out to the login page', async () => {
    const api = fakeApi({ 'GET /me': me('user'), 'POST /api/auth/logout': { status: 204 } });
    vi.stubGlobal('fetch', api.fetch);
    saveSession('tok', 'user', true);
    const { router } = renderRoutes(routes, '/');
    const header = screen.getByRole('banner');
    const nav = within(header).getAllByRole('navigation', { name: 'Hoofdmenu' })[0]!;
    for (const label of ['Home', 'Over ons', 'EU Agenda', 'Contact', 'Dashboard']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: 'Partner' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Log uit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(api.calls.some((call) => call.path === '/api/auth/logout')).toBe(true);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(
      within(screen.getByRole('banner')).getAllByRole('link', { name: 'Log in' })[0],
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getAllByRole('link', { name: 'Account aanmaken' })[0],
    ).toBeInTheDocument();
  });
});
