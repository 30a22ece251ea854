import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { PartnerSettingsPage } from './settings-page.tsx';

const settings = {
  brands: [{ slug: 'tinq', name: 'Tinq' }],
  company_name: 'El Amrani Mobiliteit B.V.',
  kvk_number: '76543210',
  contact_name: null,
  contact_email: 'partner2@fuellinq.nl',
  contact_phone: null,
  brand_slug: 'tinq',
  brand: 'Tinq',
  logo_url: '/api/brands/tinq/logo.svg',
  station_count: 199,
};

describe('partner settings', () => {
  it('shows the details, checks the KvK number in Dutch and saves', async () => {
    const api = fakeApi({
      'GET /api/partner/settings': { status: 200, body: settings },
      'PUT /api/partner/settings': (body) => ({ status: 200, body: { ...settings, ...(body as object) } }),
      'GET /api/partner/pump-keys': { status: 200, body: { items: [] } },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes([{ path: '/', Component: PartnerSettingsPage }], '/');
    expect(await screen.findByLabelText('Bedrijfsnaam')).toHaveValue('El Amrani Mobiliteit B.V.');
    expect(screen.getByLabelText('Merk')).toHaveValue('tinq');
    expect(screen.getByText(/Je beheert 199 stations\./)).toBeInTheDocument();
    expect(await screen.findByText('Nog geen API-sleutels.')).toBeInTheDocument();
    const kvk = screen.getByLabelText('KvK-nummer');
    await userEvent.clear(kvk);
    await userEvent.type(kvk, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByText('Een KvK-nummer heeft 8 cijfers.')).toBeInTheDocument();
    await userEvent.type(kvk, '45678');
    await userEvent.type(screen.getByLabelText('Contactpersoon'), 'Fatima El Amrani');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Instellingen opgeslagen.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      kvk_number: '12345678',
      contact_name: 'Fatima El Amrani',
      brand_slug: 'tinq',
    });
  });
});
