import type { AdminUser } from '@fuellinq/domain/admin/admin.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { AdminUsersPage } from './users-page.tsx';

function adminUser(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'klant@example.nl',
    first_name: 'Kim',
    last_name: 'Klant',
    role: 'user',
    account_type: 'consumer',
    company_name: null,
    blocked: false,
    blocked_at: null,
    created_at: '2026-01-01T10:00:00.000Z',
    station_count: 0,
    ...overrides,
  };
}

const pageOf = (items: AdminUser[]) => ({
  status: 200,
  body: { items, total: items.length, page: 1, per_page: 20 },
});

describe('the admin users screen', () => {
  it('searches, changes a role, and blocks after a confirmation', async () => {
    let kim = adminUser({});
    const api = fakeApi({
      'GET /api/admin/users': () => pageOf([kim]),
      'PATCH /api/admin/users/00000000-0000-4000-8000-000000000001': (body) => {
        kim = { ...kim, ...(body as Partial<AdminUser>) };
        if ((body as { blocked?: boolean }).blocked) kim = { ...kim, blocked_at: '2026-11-24T01:00:00.000Z' };
        return { status: 200, body: kim };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes([{ path: '/admin/users', Component: AdminUsersPage }], '/admin/users');

    const row = (await screen.findByRole('rowheader', { name: /klant@example\.nl/ })).closest('tr')!;
    await userEvent.type(screen.getByLabelText('Zoek op e-mailadres of naam'), 'kim');
    await waitFor(() => expect(api.calls.some((call) => call.query.q === 'kim')).toBe(true));

    await userEvent.selectOptions(within(row).getByLabelText('Rol van klant@example.nl'), 'partner');
    expect(await screen.findByText('klant@example.nl is nu partner.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'partner' });
    await waitFor(() =>
      expect(within(row).getByLabelText('Rol van klant@example.nl')).toHaveValue('partner'),
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Blokkeren klant@example.nl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account blokkeren?' });
    expect(dialog).toHaveTextContent('klant@example.nl wordt overal direct uitgelogd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokkeren' }));
    expect(await screen.findByText('klant@example.nl is geblokkeerd.')).toBeInTheDocument();
    expect(await within(row).findByText('Geblokkeerd')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ blocked: true });

    await userEvent.click(within(row).getByRole('button', { name: 'Deblokkeren klant@example.nl' }));
    expect(await screen.findByText('klant@example.nl is gedeblokkeerd.')).toBeInTheDocument();
  });

  it('says in Dutch why the last admin cannot step down, and keeps the role shown', async () => {
    const me = adminUser({
      id: '00000000-0000-4000-8000-000000000009',
      email: 'baas@example.nl',
      role: 'admin',
    });
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/admin/users': pageOf([me]),
        'PATCH /api/admin/users/00000000-0000-4000-8000-000000000009': {
          status: 409,
          body: {
            error: 'last_admin',
            message:
              'Er moet minstens één actieve beheerder overblijven. Maak eerst iemand anders beheerder.',
          },
        },
      }).fetch,
    );
    renderRoutes([{ path: '/admin/users', Component: AdminUsersPage }], '/admin/users');
    const select = await screen.findByLabelText('Rol van baas@example.nl');
    await userEvent.selectOptions(select, 'user');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Rol wijzigen mislukt: Er moet minstens één actieve beheerder overblijven.',
    );
    expect(select).toHaveValue('admin');
  });

  it('shows the catalogue text when the list cannot load, and an empty search', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/admin/users': (): { status: number; body: unknown } => ({
          status: 500,
          body: { error: 'server_error', message: 'Tijdelijk serverprobleem. Probeer het zo opnieuw.' },
        }),
      }).fetch,
    );
    renderRoutes([{ path: '/admin/users', Component: AdminUsersPage }], '/admin/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kon gebruikers niet laden');
  });
});
