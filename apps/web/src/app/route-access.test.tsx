import { screen, within } from '@testing-library/react';
import { Navigate, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../lib/session.ts';
import { meAnswer } from '../test/wallet-fixtures.ts';
import { fakeApi, renderRoutes } from '../test/render.tsx';
import { RequireAdmin, RequireAuth, RequirePartner } from './guards.tsx';
import { routeAccess } from './route-access.ts';
import { routes } from './router.tsx';

const table = routeAccess(routes);
const find = (path: string) => table.find((access) => access.path === path);

describe('routeAccess: the route table read for its guards', () => {
  it('finds the guards of the real router: login for /app and /onboarding, partner and admin beneath', () => {
    expect(find('/')).toEqual({ path: '/', requires: [], redirectTo: null });
    expect(find('/station/:id')?.requires).toEqual([]);
    expect(find('/app')?.requires).toEqual(['login']);
    expect(find('/app/vehicles')?.requires).toEqual(['login']);
    expect(find('/app/protected-routes')?.requires).toEqual(['login']);
    expect(find('/onboarding/bank')?.requires).toEqual(['login']);
    expect(find('/app/admin/branding')?.requires).toEqual(['login', 'admin']);
    expect(find('/app/admin')).toEqual({
      path: '/app/admin',
      requires: ['login', 'admin'],
      redirectTo: '/app/admin/branding',
    });
    expect(find('/partner/prices')?.requires).toEqual(['login', 'partner']);
    expect(find('/partner')?.redirectTo).toBe('/partner/offers');
    expect(find('/admin')).toEqual({ path: '/admin', requires: ['login', 'admin'], redirectTo: null });
    expect(find('/admin/pages/:id')?.requires).toEqual(['login', 'admin']);
    expect(find('*')).toEqual({ path: '*', requires: [], redirectTo: '/' });
    // Every page once; every /app and /partner page behind the login.
    expect(new Set(table.map((access) => access.path)).size).toBe(table.length);
    for (const access of table.filter(({ path }) => /^\/(app|partner)(\/|$)/.test(path)))
      expect(access.requires[0], access.path).toBe('login');
  });

  it('follows a guard wherever it stands in a table, so a new guarded route needs no second list', () => {
    const Page = () => null;
    const derived = routeAccess([
      {
        Component: Outlet,
        children: [
          { path: 'open', Component: Page },
          {
            path: 'beheer',
            Component: RequireAuth,
            children: [
              { index: true, element: <Navigate to="/beheer/x" /> },
              { Component: RequireAdmin, children: [{ path: 'x', Component: Page }] },
              { Component: RequirePartner, children: [{ path: 'y/:id', Component: Page }] },
            ],
          },
        ],
      },
    ]);
    expect(derived).toEqual([
      { path: '/open', requires: [], redirectTo: null },
      { path: '/beheer', requires: ['login'], redirectTo: '/beheer/x' },
      { path: '/beheer/x', requires: ['login', 'admin'], redirectTo: null },
      { path: '/beheer/y/:id', requires: ['login', 'partner'], redirectTo: null },
    ]);
  });
});

describe('/app/protected-routes', () => {
  it('lists every route of the table with who may open it and what happens otherwise', async () => {
    saveSession('tok', 'user', true);
    vi.stubGlobal('fetch', fakeApi({ 'GET /me': meAnswer('user') }).fetch);
    renderRoutes(routes, '/app/protected-routes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Protected Routes' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Routes en wie ze mag openen' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(table.length + 1);
    const row = (path: string) =>
      rows.find((candidate) => candidate.querySelector('th')?.textContent?.startsWith(path))!;
    expect(row('/app/admin/branding')).toHaveTextContent('Rol admin (ingelogd)Naar /app');
    expect(row('/partner/settings')).toHaveTextContent(
      'Rol partner (ingelogd)Uitleg: dit deel is voor tankstationpartners',
    );
    expect(row('/app/vehicles')).toHaveTextContent(
      'Ingelogd (elke rol)Naar /auth, daarna terug naar deze pagina',
    );
    expect(row('/about')).toHaveTextContent('Iedereen–');
    expect(row('/app/admin')).toHaveTextContent('verwijst door naar /app/admin/branding');
    const guarded = table.filter((access) => access.requires.length > 0).length;
    expect(screen.getByText(new RegExp(`^${guarded} van de ${table.length} routes`))).toBeInTheDocument();
  });
});
