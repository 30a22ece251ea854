import { screen, waitFor, within } from '@testing-library/react';
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

const overview = {
  status: 200,
  body: {
    users: {
      total: 7,
      by_role: { user: 4, partner: 2, admin: 1 },
      by_account_type: { consumer: 5, business: 2 },
      blocked: 1,
    },
    stations: { total: 3865, with_partner: 574, without_partner: 3291 },
  },
};

describe('the admin area (/admin)', () => {
  it('is the admin’s home: the overview and the navigation to Pagina’s, Gebruikers, Stations and Thema/Branding', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /me': me('admin'), 'GET /api/admin/overview': overview }).fetch);
    saveSession('tok', 'admin', true);
    renderRoutes(routes, '/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beheer' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Beheer' });
    for (const [label, href] of [
      ["Pagina's", '/admin/pages'],
      ['Gebruikers', '/admin/users'],
      ['Stations', '/admin/stations'],
      ['Prijsmeldingen', '/admin/price-reports'],
      ['Thema/Branding', '/app/admin/branding'],
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(await screen.findByText('3.865')).toBeInTheDocument();
    expect(screen.getByText('574 met partner, 3291 zonder')).toBeInTheDocument();
  });

  it('sends a user or a partner to /app and a visitor to /auth', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /me': me('partner') }).fetch);
    const visitor = renderRoutes(routes, '/admin/users');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/auth'));
    expect(visitor.router.state.location.search).toBe('?next=%2Fadmin%2Fusers');
    visitor.unmount();

    saveSession('tok', 'partner', true);
    const partner = renderRoutes(routes, '/admin');
    await waitFor(() => expect(partner.router.state.location.pathname).toBe('/app'));
  });

  it('sends /app/admin to the branding editor', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /me': me('admin'),
        'GET /api/theme': { status: 200, body: { theme: null, published_at: null } },
      }).fetch,
    );
    saveSession('tok', 'admin', true);
    const { router } = renderRoutes(routes, '/app/admin');
    // A lazy route: its chunk may take a moment on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thema/Branding' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/admin/branding');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Beheer' })).toHaveAttribute('href', '/admin');
  });
});
