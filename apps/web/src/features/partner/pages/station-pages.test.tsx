import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, Landed, renderRoutes } from '../../../test/render.tsx';
import { page, partnerStation, stationAnswer } from '../test/fixtures.ts';
import { PartnerNewStationPage } from './station-pages.tsx';
import { PartnerStationsPage } from './stations-page.tsx';

const settings = {
  status: 200,
  body: {
    brands: [{ slug: 'tinq', name: 'Tinq' }],
    company_name: 'Bakker Tankstations B.V.',
    kvk_number: '87654321',
    contact_name: null,
    contact_email: null,
    contact_phone: null,
    brand_slug: 'tinq',
    brand: 'Tinq',
    logo_url: '/api/brands/tinq/logo.svg',
    station_count: 2,
  },
};

describe('the new-station form', () => {
  it('checks the fields in Dutch, takes coordinates, and saves the station with its hours', async () => {
    const api = fakeApi({
      'GET /api/partner/settings': settings,
      'GET /api/config': { status: 200, body: { map_tile_url: 'off' } },
      'POST /api/partner/stations': {
        status: 201,
        body: stationAnswer(partnerStation({ id: 'new1', title: 'Tinq Amsterdam Hoofdweg' })),
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(
      [
        { path: '/partner/stations/new', Component: PartnerNewStationPage },
        { path: '/partner/stations/:id', element: <Landed name="edit" /> },
      ],
      '/partner/stations/new',
    );
    const form = await screen.findByRole('form', { name: 'Station toevoegen' });
    expect(within(form).getByLabelText('Merk')).toHaveValue('tinq');
    await userEvent.click(within(form).getByRole('button', { name: 'Station toevoegen' }));
    expect(within(form).getByText('Vul de straat in.')).toBeInTheDocument();
    expect(within(form).getByText('Plaats de pin op de kaart of vul de coördinaten in.')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Straat'), 'Hoofdweg');
    await userEvent.type(within(form).getByLabelText('Huisnummer'), '12');
    await userEvent.type(within(form).getByLabelText('Postcode'), '1058 AB');
    await userEvent.type(within(form).getByLabelText('Plaats'), 'Amsterdam');
    await userEvent.type(within(form).getByLabelText('Breedtegraad'), '48,85');
    await userEvent.type(within(form).getByLabelText('Lengtegraad'), '4,85');
    await userEvent.click(within(form).getByRole('button', { name: 'Station toevoegen' }));
    expect(within(form).getByText('Kies een locatie in Nederland.')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Breedtegraad'));
    await userEvent.type(within(form).getByLabelText('Breedtegraad'), '52,3612');
    await userEvent.click(within(form).getByLabelText('LPG'));
    await userEvent.selectOptions(within(form).getByLabelText('zondag'), 'closed');
    await userEvent.selectOptions(within(form).getByLabelText('zaterdag'), 'always');
    await userEvent.click(within(form).getByRole('button', { name: 'Station toevoegen' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('edit');
    const body = api.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: null,
      brand_slug: 'tinq',
      street: 'Hoofdweg',
      house_number: '12',
      postcode: '1058 AB',
      city: 'Amsterdam',
      lat: 52.3612,
      lng: 4.85,
      fuels: ['euro95', 'diesel', 'lpg'],
    });
    expect(body.opening_hours).toHaveLength(6);
    expect((body.opening_hours as { day: number }[]).find((p) => p.day === 6)).toEqual({
      day: 6,
      opens: '00:00',
      closes: '24:00',
    });
  });
});

describe('the stations table', () => {
  it('searches, pages and deactivates after confirmation', async () => {
    const rows = [partnerStation({ id: 's1', title: 'Tinq Delft Vulcanusweg' })];
    const api = fakeApi({
      'GET /api/partner/stations': page(rows, 41),
      'DELETE /api/partner/stations/s1': { status: 200, body: stationAnswer({ ...rows[0]!, active: false }) },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes([{ path: '/partner/stations', Component: PartnerStationsPage }], '/partner/stations');
    const row = await screen.findByRole('row', { name: /Tinq Delft Vulcanusweg/ });
    expect(row).toHaveTextContent('Vulcanusweg 2, 2624 AV, Delft');
    expect(row).toHaveTextContent('Euro95, Diesel');
    expect(screen.getByText('1–20 van 41')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(api.calls.at(-1)!.query).toMatchObject({ page: '2', per_page: '20' });
    await userEvent.type(screen.getByLabelText('Zoek op naam, plaats of postcode'), 'delft');
    await vi.waitFor(() => expect(api.calls.at(-1)!.query).toMatchObject({ q: 'delft', page: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deactiveren Tinq Delft Vulcanusweg' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactiveren' }));
    expect(await screen.findByText('Tinq Delft Vulcanusweg is gedeactiveerd.')).toBeInTheDocument();
  });

  it('has an empty state and an error state', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/partner/stations': page([]) }).fetch);
    const first = renderRoutes([{ path: '/', Component: PartnerStationsPage }], '/');
    expect(await screen.findByText('Je hebt nog geen stations.')).toBeInTheDocument();
    first.unmount();
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/partner/stations': { status: 500, body: { error: 'server_error', message: 'x' } } })
        .fetch,
    );
    renderRoutes([{ path: '/', Component: PartnerStationsPage }], '/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kon stations niet laden');
  });
});
