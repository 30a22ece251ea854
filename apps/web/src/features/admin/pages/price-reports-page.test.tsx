import type { AdminPriceReport } from '@fuellinq/domain/stations/price-report.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { AdminPriceReportsPage } from './price-reports-page.tsx';

const REPORT_ID = '00000000-0000-4000-8000-0000000000c1';

const published: AdminPriceReport = {
  id: REPORT_ID,
  station_id: '00000000-0000-4000-8000-0000000000a1',
  station_title: 'Tinq Utrecht Kanaalweg',
  fuel_type: 'diesel',
  price_eur_l: 1.799,
  status: 'published',
  reason: null,
  user_id: '00000000-0000-4000-8000-0000000000b1',
  user_email: 'bestuurder1@fuellinq.nl',
  created_at: '2026-11-27T09:15:00.000Z',
  published_at: '2026-11-27T09:15:00.000Z',
  previous_price_eur_l: 1.879,
  points: 10,
  contradicted: false,
  withdrawn_at: null,
};
const rejected: AdminPriceReport = {
  ...published,
  id: '00000000-0000-4000-8000-0000000000c2',
  status: 'rejected',
  reason: 'implausible',
  price_eur_l: 3.5,
  published_at: null,
  previous_price_eur_l: null,
  points: 0,
};

describe('the admin price reports screen', () => {
  it('lists reports with their outcome and takes a published one back after a confirmation', async () => {
    let report = published;
    const api = fakeApi({
      'GET /api/admin/price-reports': () => ({
        status: 200,
        body: { items: [report, rejected], total: 2, page: 1, per_page: 25 },
      }),
      [`POST /api/admin/price-reports/${REPORT_ID}/withdraw`]: () => {
        report = { ...report, status: 'withdrawn', withdrawn_at: '2026-11-27T10:00:00.000Z' };
        return {
          status: 200,
          body: { report, restored: true, message: 'Melding ingetrokken. De prijs is terug op € 1,879.' },
        };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(
      [{ path: '/admin/price-reports', Component: AdminPriceReportsPage }],
      '/admin/price-reports',
    );
    const user = userEvent.setup();

    const withdraw = await screen.findByRole('button', {
      name: 'Melding van bestuurder1@fuellinq.nl bij Tinq Utrecht Kanaalweg intrekken',
    });
    const row = withdraw.closest('tr')!;
    expect(within(row).getByText('Gepubliceerd')).toBeInTheDocument();
    expect(within(row).getByText('was € 1,879')).toBeInTheDocument();
    const rejectedRow = screen.getByText('Diesel € 3,500').closest('tr')!;
    expect(within(rejectedRow).getByText('Afgewezen')).toBeInTheDocument();
    expect(within(rejectedRow).getByText('meer dan 25% van het CBS-gemiddelde')).toBeInTheDocument();
    expect(within(rejectedRow).queryByRole('button')).not.toBeInTheDocument();

    await user.click(withdraw);
    const dialog = await screen.findByRole('dialog', { name: 'Melding intrekken?' });
    expect(dialog).toHaveTextContent('valt die terug op € 1,879');
    await user.click(within(dialog).getByRole('button', { name: 'Intrekken' }));
    expect(await screen.findByText('Melding ingetrokken. De prijs is terug op € 1,879.')).toBeInTheDocument();
    expect(await within(row).findByText('Ingetrokken')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('filters on a state and says when nothing is there', async () => {
    const api = fakeApi({
      'GET /api/admin/price-reports': { status: 200, body: { items: [], total: 0, page: 1, per_page: 25 } },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(
      [{ path: '/admin/price-reports', Component: AdminPriceReportsPage }],
      '/admin/price-reports',
    );
    expect(await screen.findByText('Nog geen prijsmeldingen.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'withdrawn');
    expect(await screen.findByText('Geen meldingen in deze selectie.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query).toMatchObject({ status: 'withdrawn' });
  });

  it('says when the list cannot load', async () => {
    const api = fakeApi({
      'GET /api/admin/price-reports': { status: 500, body: { error: 'server_error', message: 'Tijdelijk.' } },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(
      [{ path: '/admin/price-reports', Component: AdminPriceReportsPage }],
      '/admin/price-reports',
    );
    expect(await screen.findByText(/Kon meldingen niet laden/)).toBeInTheDocument();
  });
});
