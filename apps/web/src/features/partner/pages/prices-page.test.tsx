import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { page, partnerStation } from '../test/fixtures.ts';
import { PartnerPricesPage } from './prices-page.tsx';

const S1 = '3b0d5a4e-8c1f-4a2b-9e6d-7f8a9b0c1d01';
const S2 = '3b0d5a4e-8c1f-4a2b-9e6d-7f8a9b0c1d02';

const stations = [
  partnerStation({ id: S1, title: 'Tinq Delft Vulcanusweg' }),
  partnerStation({
    id: S2,
    title: 'Tinq Gouda Goudse Poort',
    fuels: ['euro95', 'diesel', 'lpg'],
    prices: [
      {
        fuel_type: 'lpg',
        price_eur_l: 0.999,
        price_cents: 99.9,
        updated_at: new Date().toISOString(),
        source: 'station',
        price_source: 'station',
        observed_at: new Date().toISOString(),
      },
    ],
  }),
];

function renderPage() {
  const api = fakeApi({
    'GET /api/partner/stations': page(stations),
    'PUT /api/partner/prices': (body) => ({
      status: 200,
      body: { saved: (body as { prices: unknown[] }).prices.length, prices: [] },
    }),
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/partner/prices', Component: PartnerPricesPage }], '/partner/prices');
  return api;
}

describe('the price grid', () => {
  it('shows every price with its age, and a dash where a station does not sell the fuel', async () => {
    renderPage();
    const delft = await screen.findByLabelText('Euro95 Tinq Delft Vulcanusweg');
    expect(delft).toHaveValue('2,199');
    const row = screen.getByRole('row', { name: /Tinq Delft Vulcanusweg/ });
    expect(row).toHaveTextContent('bijgewerkt 3 uur geleden (demo)');
    expect(within(row).getAllByText('—')).toHaveLength(3);
    expect(screen.getByRole('row', { name: /Gouda/ })).toHaveTextContent('bijgewerkt zojuist');
  });

  it('checks each price in Dutch and saves many at once', async () => {
    const api = renderPage();
    const euro95 = await screen.findByLabelText('Euro95 Tinq Delft Vulcanusweg');
    await userEvent.clear(euro95);
    await userEvent.type(euro95, '19,99');
    expect(screen.getByText('Vul een prijs tussen € 0,50 en € 4,00 per liter in.')).toBeInTheDocument();
    expect(euro95).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Prijzen opslaan (1)' })).toBeDisabled();

    await userEvent.clear(euro95);
    await userEvent.type(euro95, '2,099');
    const lpg = screen.getByLabelText('LPG Tinq Gouda Goudse Poort');
    await userEvent.clear(lpg);
    await userEvent.type(lpg, '0.989');
    await userEvent.click(screen.getByRole('button', { name: 'Prijzen opslaan (2)' }));
    expect(await screen.findByText('2 prijzen opgeslagen.')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      prices: [
        { station_id: S1, fuel_type: 'euro95', price_eur_l: 2.099 },
        { station_id: S2, fuel_type: 'lpg', price_eur_l: 0.989 },
      ],
    });
  });
});
