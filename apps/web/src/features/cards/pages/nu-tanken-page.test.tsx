import { OSM_ATTRIBUTION } from '@fuellinq/domain/stations/station-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, type FakeResponse, Landed, renderRoutes } from '../../../test/render.tsx';
import { companyCard } from '../../fleet-rules/api/fleet-rules-fixtures.ts';
import { balance, transaction } from '../../../test/money-fixtures.ts';
import { feedResponse, feedStation } from '../../../test/station-fixtures.ts';
import { card } from '../../../test/wallet-fixtures.ts';
import { NuTankenPage } from './nu-tanken-page.tsx';

const FAVORITE = '11111111-1111-4111-8111-111111111111';
const NEAR = '22222222-2222-4222-8222-222222222222';
const active = card({ label: 'Mijn tankpas', is_active: true });

function setup(
  geolocation: Pick<Geolocation, 'getCurrentPosition'>,
  answers: Record<string, FakeResponse> = {},
) {
  Object.defineProperty(window.navigator, 'geolocation', { configurable: true, get: () => geolocation });
  saveSession('tok', 'user', true);
  const api = fakeApi({
    'GET /api/cards': { status: 200, body: [active] },
    'GET /api/balance': { status: 200, body: balance({ balance_cents: 9_000, available_cents: 9_000 }) },
    'GET /api/stations/favorites': {
      status: 200,
      body: { items: [feedStation({ id: FAVORITE, title: 'Tinq Kanaalweg' })], attribution: OSM_ATTRIBUTION },
    },
    'GET /api/partner/public/stations': feedResponse([
      feedStation({ id: FAVORITE, title: 'Tinq Kanaalweg', distance_km: 2.1 }),
      feedStation({ id: NEAR, title: 'Shell Vleutensebaan', distance_km: 0.3 }),
    ]),
    'POST /api/transactions/start': {
      status: 201,
      body: { url: '/app/checkout-demo', transaction: transaction() },
    },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  const view = renderRoutes(
    [
      { path: '/app/tanken', Component: NuTankenPage },
      { path: '/app/checkout-demo', element: <Landed name="checkout" /> },
    ],
    '/app/tanken',
  );
  return { api, ...view };
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'geolocation');
});

describe('the Nu tanken tab (/app/tanken)', () => {
  it('proposes the nearest station first, and starts with a fuel and a preset maximum chosen by tap', async () => {
    const { api, router } = setup({
      getCurrentPosition: (ok) => ok({ coords: { latitude: 52.09, longitude: 5.12 } } as GeolocationPosition),
    });
    const nearest = await screen.findByRole('list', { name: 'Dichtstbij' });
    const radios = within(nearest).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Shell Vleutensebaan'),
      expect.stringContaining('Tinq Kanaalweg'),
    ]);
    await waitFor(() => expect(radios[0]).toBeChecked());

    await userEvent.click(screen.getByRole('radio', { name: 'Diesel' }));
    await userEvent.click(screen.getByRole('button', { name: '€ 40' }));
    expect(screen.getByRole('button', { name: '€ 40' })).toHaveAttribute('aria-pressed', 'true');
    const amount = screen.getByLabelText('Maximaal bedrag (optioneel)');
    expect(amount).toHaveValue('40');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await userEvent.click(screen.getByRole('button', { name: 'Nu tanken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/checkout-demo'));
    const start = api.calls.find((call) => call.method === 'POST' && call.path === '/api/transactions/start');
    expect(start?.body).toEqual({
      cardId: active.id,
      stationId: NEAR,
      fuel_type: 'diesel',
      max_amount_cents: 4000,
    });
  });

  it('falls back to the list when the location is refused', async () => {
    setup({
      getCurrentPosition: (_ok, fail) => fail?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    });
    expect(await screen.findByText('Locatie geweigerd.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Favorieten' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Dichtstbij' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Tinq Kanaalweg/ })).not.toBeChecked();
  });

  it('tanks with the company card straight away when the driver has no private card', async () => {
    const { api, router } = setup(
      {
        getCurrentPosition: (ok) =>
          ok({ coords: { latitude: 52.09, longitude: 5.12 } } as GeolocationPosition),
      },
      {
        'GET /api/cards': { status: 200, body: [] },
        'GET /api/me/company-cards': { status: 200, body: [companyCard] },
      },
    );
    const form = await screen.findByRole('form', { name: 'Nu tanken' });
    const company = await within(form).findByRole('radio', { name: /Demo Transport B.V./ });
    expect(company).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Privé' })).not.toBeChecked();
    expect(within(form).getByRole('list', { name: 'Regels van deze pas' })).toHaveTextContent(
      'Maximaal € 50,00 per dag',
    );
    await waitFor(() =>
      expect(within(form).getByRole('radio', { name: /Shell Vleutensebaan/ })).toBeChecked(),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Nu tanken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/checkout-demo'));
    const start = api.calls.find((call) => call.method === 'POST' && call.path === '/api/transactions/start');
    expect(start?.body).toEqual({ cardId: companyCard.id, stationId: NEAR });
  });

  it('keeps the private card chosen when there is one, beside the company card', async () => {
    setup(
      {
        getCurrentPosition: (ok) =>
          ok({ coords: { latitude: 52.09, longitude: 5.12 } } as GeolocationPosition),
      },
      { 'GET /api/me/company-cards': { status: 200, body: [companyCard] } },
    );
    const form = await screen.findByRole('form', { name: 'Nu tanken' });
    await within(form).findByRole('radio', { name: /Demo Transport B.V./ });
    expect(within(form).getByRole('radio', { name: 'Privé' })).toBeChecked();
  });
});
