import type { AdminStation, AdminUser } from '@fuellinq/domain/admin/admin.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { AdminStationsPage } from './stations-page.tsx';

const STATION_ID = '00000000-0000-4000-8000-0000000000a1';
const PARTNER_ID = '00000000-0000-4000-8000-0000000000b2';

const partner: AdminUser = {
  id: PARTNER_ID,
  email: 'partner2@fuellinq.nl',
  first_name: null,
  last_name: null,
  role: 'partner',
  account_type: 'business',
  company_name: 'Tango Tankstations B.V.',
  blocked: false,
  blocked_at: null,
  created_at: '2026-01-01T10:00:00.000Z',
  station_count: 199,
};

describe('the admin stations screen', () => {
  it('hands a station to a partner through PUT /api/admin/stations/{id}/partner', async () => {
    let station: AdminStation = {
      id: STATION_ID,
      title: 'Tango Zwolle',
      brand: 'Tango',
      city: 'Zwolle',
      postcode: '8011AB',
      active: true,
      partner_id: null,
      partner_email: null,
    };
    const api = fakeApi({
      'GET /api/admin/stations': () => ({
        status: 200,
        body: { items: [station], total: 1, page: 1, per_page: 20 },
      }),
      'GET /api/admin/users': { status: 200, body: { items: [partner], total: 1, page: 1, per_page: 100 } },
      [`PUT /api/admin/stations/${STATION_ID}/partner`]: (body) => {
        const { partnerId } = body as { partnerId: string | null };
        station = { ...station, partner_id: partnerId, partner_email: partnerId ? partner.email : null };
        return { status: 200, body: { station_id: STATION_ID, partner_id: partnerId } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes([{ path: '/admin/stations', Component: AdminStationsPage }], '/admin/stations');

    const select = await screen.findByLabelText('Partner van Tango Zwolle');
    expect(select).toHaveValue('');
    const row = select.closest('tr')!;
    expect(within(row).getByText('8011 AB Zwolle')).toBeInTheDocument();
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, PARTNER_ID);
    expect(await screen.findByText('Tango Tankstations B.V. beheert nu Tango Zwolle.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ partnerId: PARTNER_ID });
    // The partners offered are active partners only.
    expect(api.calls.find((call) => call.path === '/api/admin/users')?.query).toMatchObject({
      role: 'partner',
      status: 'active',
    });

    await userEvent.selectOptions(select, '');
    expect(await screen.findByText('Tango Zwolle heeft geen partner meer.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ partnerId: null });
  });
});
