import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '../../lib/session.ts';
import { fakeApi, Landed, renderRoutes } from '../../test/render.tsx';
import { phoneScreen } from '../../test/screen-size.ts';
import { AppShell } from './app-shell.tsx';
import { partnerSidebarGroups, partnerTabs } from './partner-layout.tsx';
import { PublicShell } from './public-layout.tsx';

function renderPartnerArea() {
  return renderRoutes(
    [
      {
        path: '/partner',
        element: (
          <AppShell label="Partner Portal" groups={partnerSidebarGroups} tabs={partnerTabs}>
            <Outlet />
          </AppShell>
        ),
        children: [{ index: true, element: <h1>Aanbiedingen</h1> }],
      },
      { path: '/login', element: <Landed name="login" /> },
    ],
    '/partner',
  );
}

describe('the area menu', () => {
  it('is the sidebar on a wide screen, and on a phone only the tab bar: the sidebar is not drawn there', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetch);
    saveSession('tok', 'partner', true);
    const wide = renderPartnerArea();
    expect(await screen.findByRole('heading', { name: 'Aanbiedingen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Partner Portal' })).toBeInTheDocument();
    wide.unmount();
    phoneScreen();
    renderPartnerArea();
    expect(await screen.findByRole('heading', { name: 'Aanbiedingen' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Partner Portal' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Partner Portal (tabs)' })).toBeInTheDocument();
  });
});

describe('the header on a phone', () => {
  it('has no Menu button in a signed-in area, whose tab bar has Meer', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'POST /api/auth/logout': { status: 204 } }).fetch);
    saveSession('tok', 'partner', true);
    renderPartnerArea();
    expect(await screen.findByRole('heading', { name: 'Aanbiedingen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meer' })).toBeInTheDocument();
  });

  it('keeps its Menu button on the public site, where there is no tab bar', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetch);
    renderRoutes([{ path: '/', element: <PublicShell>Welkom</PublicShell> }], '/');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await userEvent.setup().click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const menuNav = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(within(menuNav).getByRole('link', { name: 'EU Agenda' })).toHaveAttribute('href', '/eu-agenda');
  });

  it('leaves to Meer what its menu held: the site’s pages, the other areas and Log uit', async () => {
    const api = fakeApi({ 'POST /api/auth/logout': { status: 204 } });
    vi.stubGlobal('fetch', api.fetch);
    saveSession('tok', 'partner', true);
    const user = userEvent.setup();
    const view = renderPartnerArea();
    await user.click(await screen.findByRole('button', { name: 'Meer' }));
    const sheet = screen.getByRole('navigation', { name: 'Partner Portal (tabs) (meer)' });
    for (const [label, href] of [
      ['Home', '/'],
      ['EU Agenda', '/eu-agenda'],
      ['Contact', '/contact'],
      ['Dashboard', '/app'],
    ]) {
      expect(within(sheet).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    // The partner's own area is in the sheet once, under its own name.
    expect(within(sheet).queryByRole('link', { name: 'Partner' })).not.toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Log uit' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(getSession().token).toBeNull();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/auth/logout');
  });
});
