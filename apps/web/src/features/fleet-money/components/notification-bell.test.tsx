import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, Landed, renderRoutes } from '../../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

const ID = '00000000-0000-4000-8000-0000000000e1';
const flag = {
  id: ID,
  kind: 'flag',
  title: 'Tankbeurt gemarkeerd',
  body: 'Benzine getankt in een dieselbus.',
  link: '/app/fleet/flags',
  org_id: null,
  created_at: '2026-11-18T08:00:00.000Z',
  read_at: null,
};

function render() {
  saveSession('tok', 'user', true);
  let unread = 1;
  const api = fakeApi({
    'GET /api/notifications/unread-count': () => ({ status: 200, body: { count: unread } }),
    'GET /api/notifications': () => ({
      status: 200,
      body: [{ ...flag, read_at: unread ? null : flag.created_at }],
    }),
    [`POST /api/notifications/${ID}/read`]: () => {
      unread = 0;
      return { status: 204 };
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes(
    [
      { path: '/app', element: <NotificationBell /> },
      { path: '/app/fleet/flags', element: <Landed name="markeringen" /> },
    ],
    '/app',
  );
  return api;
}

describe('NotificationBell', () => {
  it('shows the unread count, lists the notifications, and opening one marks it read and follows its link', async () => {
    const api = render();
    const bell = await screen.findByRole('button', { name: 'Meldingen, 1 ongelezen' });
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const item = await screen.findByRole('button', { name: /Tankbeurt gemarkeerd/ });
    expect(item).toHaveTextContent('Benzine getankt in een dieselbus.');
    await userEvent.click(item);
    expect(await screen.findByText('markeringen')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'POST' && call.path === `/api/notifications/${ID}/read`),
      ).toBe(true),
    );
  });

  it('closes with Escape', async () => {
    render();
    const bell = await screen.findByRole('button', { name: /Meldingen/ });
    await userEvent.click(bell);
    expect(await screen.findByRole('region', { name: 'Meldingen' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Meldingen' })).toBeNull();
  });
});
