import type { PriceAlertDto } from '@fuellinq/domain/notifications/price-alert.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { StationPriceAlert } from '../components/station-price-alert.tsx';
import { PriceAlertsPage } from './price-alerts-page.tsx';

const STATION = '00000000-0000-4000-8000-00000000a001';
const ALERT = '00000000-0000-4000-8000-00000000a101';
const AREA = '00000000-0000-4000-8000-00000000a102';

const stationAlert: PriceAlertDto = {
  id: ALERT,
  kind: 'station',
  station: { id: STATION, title: 'Tango Utrecht', city: 'Utrecht' },
  lat: null,
  lng: null,
  radius_km: null,
  fuel_type: 'diesel',
  max_price_eur_l: 1.8,
  channels: ['push', 'app'],
  paused: false,
  created_at: '2026-11-26T08:00:00.000Z',
};
const areaAlert: PriceAlertDto = {
  ...stationAlert,
  id: AREA,
  kind: 'area',
  station: null,
  lat: 52.0907,
  lng: 5.1214,
  radius_km: 10,
  fuel_type: 'euro95',
  max_price_eur_l: 1.95,
  channels: ['email'],
};

type Answers = Parameters<typeof fakeApi>[0];

function renderPage(answers: Answers) {
  saveSession('tok', 'user', true);
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/app/prijsalarmen', element: <PriceAlertsPage /> }], '/app/prijsalarmen');
  return api;
}

let position: { latitude: number; longitude: number } | null = null;
Object.defineProperty(window.navigator, 'geolocation', {
  configurable: true,
  get: () => ({
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
      position
        ? ok({ coords: position } as GeolocationPosition)
        : fail({ code: 1, message: 'denied' } as GeolocationPositionError),
  }),
});
afterEach(() => {
  position = null;
});

describe('Prijsalarmen', () => {
  it('lists the alerts with their place, fuel, maximum and channels', async () => {
    renderPage({ 'GET /api/price-alerts': { status: 200, body: [stationAlert, areaAlert] } });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Diesel tot € 1,800');
    expect(within(items[0]!).getByRole('link', { name: 'Tango Utrecht (Utrecht)' })).toHaveAttribute(
      'href',
      `/station/${STATION}`,
    );
    expect(items[0]).toHaveTextContent('Via pushmelding, in de app');
    expect(items[1]).toHaveTextContent('Euro95 tot € 1,950');
    expect(items[1]).toHaveTextContent('Binnen 10 km van 52,0907, 5,1214');
    // Push is turned on per device, beside the list.
    expect(screen.getByRole('heading', { level: 2, name: 'Meldingen op dit apparaat' })).toBeInTheDocument();
  });

  it('shows an empty list with the way to a station, and a failed load with a retry', async () => {
    let answer: FakeResponse = { status: 500, body: { error: 'server_error', message: 'Stuk.' } };
    renderPage({ 'GET /api/price-alerts': () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent('Je prijsalarmen laden mislukt.');
    answer = { status: 200, body: [] };
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Je hebt nog geen prijsalarmen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zoek een station' })).toHaveAttribute('href', '/app/stations');
  });

  it('pauses, changes and deletes an alert', async () => {
    let alerts = [stationAlert];
    const api = renderPage({
      'GET /api/price-alerts': () => ({ status: 200, body: alerts }),
      [`PATCH /api/price-alerts/${ALERT}`]: (body) => {
        alerts = [{ ...stationAlert, ...(body as Partial<PriceAlertDto>) }];
        return { status: 200, body: alerts[0] };
      },
      [`DELETE /api/price-alerts/${ALERT}`]: () => {
        alerts = [];
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Diesel tot € 1,800 pauzeren' }));
    expect(await screen.findByText('Gepauzeerd')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ paused: true });

    await userEvent.click(screen.getByRole('button', { name: 'Diesel tot € 1,800 wijzigen' }));
    const price = screen.getByLabelText('Maximumprijs per liter (€)');
    expect(price).toHaveValue('1,800');
    await userEvent.clear(price);
    await userEvent.type(price, '1,759');
    await userEvent.click(screen.getByRole('button', { name: 'Wijziging bewaren' }));
    expect(await screen.findByRole('heading', { name: /Diesel tot € 1,759/ })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH')[1]?.body).toEqual({
      fuel_type: 'diesel',
      max_price_eur_l: 1.759,
      channels: ['push', 'app'],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Diesel tot € 1,759 verwijderen' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Je hebt nog geen prijsalarmen')).toBeInTheDocument();
  });

  it('sets an area alert around the current location, after saying what is missing', async () => {
    let alerts: PriceAlertDto[] = [];
    const api = renderPage({
      'GET /api/price-alerts': () => ({ status: 200, body: alerts }),
      'POST /api/price-alerts': () => {
        alerts = [areaAlert];
        return { status: 201, body: areaAlert };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nieuw alarm voor een gebied' }));
    const form = screen.getByRole('form', { name: 'Prijsalarm' });
    await userEvent.click(within(form).getByLabelText('Pushmelding'));
    await userEvent.click(within(form).getByLabelText('In de app'));
    await userEvent.clear(within(form).getByLabelText('Straal (km)'));
    await userEvent.type(within(form).getByLabelText('Straal (km)'), '80');
    await userEvent.click(within(form).getByRole('button', { name: 'Prijsalarm zetten' }));
    expect(await within(form).findByText('Vul een prijs per liter in, zoals 1,799.')).toBeInTheDocument();
    expect(within(form).getByText('Kies een straal van 1 tot en met 50 km.')).toBeInTheDocument();
    expect(within(form).getByText('Kies minstens één manier om het te horen.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.selectOptions(within(form).getByLabelText('Brandstof'), 'euro95');
    await userEvent.type(within(form).getByLabelText('Maximumprijs per liter (€)'), '1,95');
    await userEvent.clear(within(form).getByLabelText('Straal (km)'));
    await userEvent.type(within(form).getByLabelText('Straal (km)'), '10');
    await userEvent.click(within(form).getByLabelText('E-mail'));
    await userEvent.click(within(form).getByRole('button', { name: 'Prijsalarm zetten' }));
    expect(
      await within(form).findByText('Kies het midden: je huidige locatie of een punt op de kaart.'),
    ).toBeInTheDocument();
    position = { latitude: 52.0907, longitude: 5.1214 };
    await userEvent.click(within(form).getByRole('button', { name: 'Gebruik mijn huidige locatie' }));
    expect(await within(form).findByText('Midden: 52,0907, 5,1214')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Prijsalarm zetten' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Prijsalarm' })).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      fuel_type: 'euro95',
      max_price_eur_l: 1.95,
      channels: ['email'],
      lat: 52.0907,
      lng: 5.1214,
      radius_km: 10,
    });
    expect(await screen.findByRole('heading', { name: 'Euro95 tot € 1,950' })).toBeInTheDocument();
  });
});

describe('Prijsalarm on a station page', () => {
  function renderStation(answers: Answers, signedIn = true) {
    if (signedIn) saveSession('tok', 'user', true);
    const api = fakeApi(answers);
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(
      [
        {
          path: '/station/:id',
          element: (
            <StationPriceAlert
              station={{ id: STATION, title: 'Tango Utrecht', fuels: ['euro95', 'diesel'] }}
            />
          ),
        },
      ],
      `/station/${STATION}`,
    );
    return api;
  }

  it('sets an alert for a fuel at this station and shows the server refusal on its field', async () => {
    let first = true;
    const api = renderStation({
      'POST /api/price-alerts': () => {
        if (first) {
          first = false;
          const message = 'Kies een prijs tussen € 0,50 en € 4,00.';
          return {
            status: 400,
            body: { error: 'validation_error', message, issues: [{ path: 'max_price_eur_l', message }] },
          };
        }
        return { status: 201, body: stationAlert };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Prijsalarm zetten' }));
    const form = await screen.findByRole('form', { name: 'Prijsalarm' });
    expect(within(form).getByText('Bij Tango Utrecht')).toBeInTheDocument();
    expect(within(form).getByLabelText('Brandstof')).toHaveValue('diesel');
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Euro95', 'Diesel']);
    await userEvent.type(within(form).getByLabelText('Maximumprijs per liter (€)'), '1,8');
    await userEvent.click(within(form).getByRole('button', { name: 'Prijsalarm zetten' }));
    expect(await within(form).findByText('Kies een prijs tussen € 0,50 en € 4,00.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Prijsalarm zetten' }));
    expect(await screen.findByText(/Je prijsalarm staat/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { fuel_type: 'diesel', max_price_eur_l: 1.8, channels: ['push', 'app'], station_id: STATION },
      { fuel_type: 'diesel', max_price_eur_l: 1.8, channels: ['push', 'app'], station_id: STATION },
    ]);
  });

  it('asks someone signed out to log in first', () => {
    localStorage.clear();
    renderStation({}, false);
    expect(screen.getByRole('link', { name: 'Log in voor een prijsalarm' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent(`/station/${STATION}`)}`,
    );
  });
});
