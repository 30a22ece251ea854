import { messageFor } from '@fuellinq/domain/errors/error-codes';
import { OSM_ATTRIBUTION } from '@fuellinq/domain/stations/station-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../../lib/session.ts';
import { fakeApi, type FakeResponse, Landed, renderRoutes } from '../../../../test/render.tsx';
import { balance, payment, PAYMENT_ID, transaction, TX_ID } from '../../../../test/money-fixtures.ts';
import { feedResponse, feedStation } from '../../../../test/station-fixtures.ts';
import { card } from '../../../../test/wallet-fixtures.ts';
import { WalletPage } from '../../pages/wallet-page.tsx';

const FAVORITE = '11111111-1111-4111-8111-111111111111';
const NEAR = '22222222-2222-4222-8222-222222222222';
const active = card({ label: 'Mijn tankpas', is_active: true });
const checkoutUrl = `/app/checkout-demo?tx=${TX_ID}&station=${FAVORITE}&c=${active.id}&amt=7500`;

let geolocation: { getCurrentPosition: (ok: PositionCallback) => void } | undefined;
beforeEach(() => {
  geolocation = undefined;
  Object.defineProperty(window.navigator, 'geolocation', { configurable: true, get: () => geolocation });
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'geolocation');
});

type Answers = Record<string, FakeResponse | ((body: unknown) => FakeResponse)>;

function setup(answers: Answers = {}) {
  saveSession('tok', 'user', true);
  const api = fakeApi({
    'GET /api/cards': { status: 200, body: [active] },
    'GET /api/balance': {
      status: 200,
      body: balance({ balance_cents: 8_250, available_cents: 750, reserved_cents: 7_500 }),
    },
    'GET /api/stations/favorites': {
      status: 200,
      body: {
        items: [feedStation({ id: FAVORITE, title: 'Tinq Utrecht Kanaalweg', city: 'Utrecht' })],
        attribution: OSM_ATTRIBUTION,
      },
    },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  const view = renderRoutes(
    [
      { path: '/app/wallet', Component: WalletPage },
      { path: '/app/checkout-demo', element: <Landed name="checkout" /> },
      { path: '/betalen/sandbox/:id', element: <Landed name="sandbox" /> },
    ],
    '/app/wallet',
  );
  return { api, ...view };
}

const posts = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((call) => call.method !== 'GET' && call.path === path);

const block = () => screen.getByRole('region', { name: 'Nu tanken' });

describe('the Nu tanken block of /app/wallet', () => {
  it('shows the balance, what is available of it and what is held for a refuel', async () => {
    setup();
    const saldo = await screen.findByLabelText('Je saldo');
    expect(saldo).toHaveTextContent('Saldo€ 82,50');
    expect(saldo).toHaveTextContent('Beschikbaar€ 7,50');
    expect(saldo).toHaveTextContent('Gereserveerd voor tanken€ 75,00');
  });

  it('starts a refuel at a favourite station with the active card, one Idempotency-Key per press, and goes to the checkout', async () => {
    const { api, router } = setup({
      'POST /api/transactions/start': { status: 201, body: { url: checkoutUrl, transaction: transaction() } },
    });
    await userEvent.click(await within(block()).findByRole('radio', { name: /Tinq Utrecht Kanaalweg/ }));
    await userEvent.type(screen.getByLabelText('Maximaal bedrag (optioneel)'), '40');
    await userEvent.click(within(block()).getByRole('button', { name: 'Nu tanken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/checkout-demo'));
    const [start] = posts(api, '/api/transactions/start');
    expect(start?.body).toEqual({ cardId: active.id, stationId: FAVORITE, max_amount_cents: 4000 });
    expect(start?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(router.state.location.search).toBe(checkoutUrl.slice('/app/checkout-demo'.length));
  });

  it('offers the nearest stations after the favourites once the location is known', async () => {
    geolocation = {
      getCurrentPosition: (ok) => ok({ coords: { latitude: 52.09, longitude: 5.12 } } as GeolocationPosition),
    };
    const { api } = setup({
      'GET /api/partner/public/stations': feedResponse([
        feedStation({ id: FAVORITE, title: 'Tinq Utrecht Kanaalweg', distance_km: 0.4 }),
        feedStation({ id: NEAR, title: 'Shell Utrecht Vleutensebaan', distance_km: 1.26 }),
      ]),
    });
    await within(block()).findByRole('radio', { name: /Tinq Utrecht Kanaalweg/ });
    await userEvent.click(screen.getByRole('button', { name: 'Stations in de buurt' }));
    const nearby = await screen.findByRole('list', { name: 'In de buurt' });
    expect(
      within(nearby)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Shell Utrecht VleutensebaanAmsterdam · 1,3 km']);
    expect(api.calls.find((call) => call.path === '/api/partner/public/stations')?.query).toMatchObject({
      lat: '52.09',
      lng: '5.12',
    });
  });

  it("asks for a station, and for an active card with spec §5's text, before sending anything", async () => {
    const { api } = setup({ 'GET /api/cards': { status: 200, body: [card({ label: 'Niet actief' })] } });
    await userEvent.click(await within(block()).findByRole('button', { name: 'Nu tanken' }));
    expect(await screen.findByText('Kies een station.')).toBeInTheDocument();
    await userEvent.click(within(block()).getByRole('radio', { name: /Tinq Utrecht Kanaalweg/ }));
    await userEvent.click(within(block()).getByRole('button', { name: 'Nu tanken' }));
    expect(await within(block()).findByRole('alert')).toHaveTextContent(
      /^Kies eerst een actieve pas op de Wallet-pagina\.$/,
    );
    expect(posts(api, '/api/transactions/start')).toHaveLength(0);
  });

  it("says 'Transactie starten mislukt' with the reason, and refuses a maximum out of range", async () => {
    const { api } = setup({
      'POST /api/transactions/start': {
        status: 404,
        body: { error: 'station_not_found', message: 'Dit tankstation bestaat niet (meer).' },
      },
    });
    await userEvent.click(await within(block()).findByRole('radio', { name: /Tinq Utrecht Kanaalweg/ }));
    await userEvent.type(screen.getByLabelText('Maximaal bedrag (optioneel)'), '400');
    await userEvent.click(within(block()).getByRole('button', { name: 'Nu tanken' }));
    expect(await screen.findByText('Kies een maximum van € 5,00 tot € 300,00.')).toBeInTheDocument();
    expect(posts(api, '/api/transactions/start')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Maximaal bedrag (optioneel)'));
    await userEvent.click(within(block()).getByRole('button', { name: 'Nu tanken' }));
    expect(await within(block()).findByRole('alert')).toHaveTextContent(
      'Transactie starten mislukt: Dit tankstation bestaat niet (meer).',
    );
    expect(posts(api, '/api/transactions/start')[0]?.body).toEqual({
      cardId: active.id,
      stationId: FAVORITE,
    });
    // Pressing again is a new action: a new key.
    await userEvent.click(within(block()).getByRole('button', { name: 'Nu tanken' }));
    await waitFor(() => expect(posts(api, '/api/transactions/start')).toHaveLength(2));
    const [first, second] = posts(api, '/api/transactions/start').map(
      (call) => call.headers['idempotency-key'],
    );
    expect(first).not.toBe(second);
  });

  it('falls back to POST /api/checkout/fuel with the same body and key when /start is not there (spec §7)', async () => {
    const { api, router } = setup({
      'POST /api/transactions/start': {
        status: 404,
        body: { error: 'not_found', message: messageFor('not_found') },
      },
      'POST /api/checkout/fuel': { status: 201, body: { url: checkoutUrl, transaction: transaction() } },
    });
    await userEvent.click(await within(block()).findByRole('radio', { name: /Tinq Utrecht Kanaalweg/ }));
    await userEvent.click(within(block()).getByRole('button', { name: 'Nu tanken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/checkout-demo'));
    const [start] = posts(api, '/api/transactions/start');
    const [fallback] = posts(api, '/api/checkout/fuel');
    expect(fallback?.body).toEqual(start?.body);
    expect(fallback?.headers['idempotency-key']).toBe(start?.headers['idempotency-key']);
  });

  it('tops up a preset or a typed amount in Dutch euros and goes to the payment page', async () => {
    const { api, router } = setup({
      'POST /api/balance/top-ups': (body) => ({
        status: 201,
        body: {
          url: `/betalen/sandbox/${PAYMENT_ID}`,
          payment: payment({ amount_cents: (body as { amount_cents: number }).amount_cents }),
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Opwaarderen' }));
    const form = screen.getByRole('form', { name: 'Opwaarderen' });
    expect(within(form).getByRole('button', { name: '€ 50,00' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(form).getByRole('button', { name: '€ 100,00' }));
    expect(within(form).getByLabelText('Bedrag in euro')).toHaveValue('100,00');
    await userEvent.clear(within(form).getByLabelText('Bedrag in euro'));
    await userEvent.type(within(form).getByLabelText('Bedrag in euro'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Verder naar betalen' }));
    expect(await within(form).findByText('Kies een bedrag van € 10,00 tot € 500,00.')).toBeInTheDocument();
    expect(posts(api, '/api/balance/top-ups')).toHaveLength(0);
    await userEvent.clear(within(form).getByLabelText('Bedrag in euro'));
    await userEvent.type(within(form).getByLabelText('Bedrag in euro'), '37,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Verder naar betalen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/betalen/sandbox/${PAYMENT_ID}`));
    const [topUp] = posts(api, '/api/balance/top-ups');
    expect(topUp?.body).toEqual({ amount_cents: 3750, return_path: '/app/wallet' });
    expect(topUp?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it("says 'Opwaarderen mislukt' with the reason", async () => {
    setup({
      'POST /api/balance/top-ups': {
        status: 503,
        body: { error: 'unavailable', message: 'De betaalprovider is niet bereikbaar.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Opwaarderen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verder naar betalen' }));
    expect(
      await screen.findByText('Opwaarderen mislukt: De betaalprovider is niet bereikbaar.'),
    ).toBeInTheDocument();
  });

  it('sets up automatic top-up through a first payment (the mandate)', async () => {
    const { api, router } = setup({
      'POST /api/balance/mandate': {
        status: 201,
        body: {
          url: `/betalen/sandbox/${PAYMENT_ID}`,
          payment: payment({ purpose: 'mandate', amount_cents: 1 }),
        },
      },
    });
    await userEvent.click(await screen.findByText('Automatisch opwaarderen'));
    await userEvent.click(screen.getByRole('button', { name: 'Machtiging instellen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/betalen/sandbox/${PAYMENT_ID}`));
    expect(posts(api, '/api/balance/mandate')[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('saves the automatic top-up once there is a mandate', async () => {
    const withMandate = balance({ mandate: { status: 'valid', iban_masked: 'NL** INGB **** **67 89' } });
    const { api } = setup({
      'GET /api/balance': { status: 200, body: withMandate },
      'PUT /api/balance/auto-top-up': (body) => ({
        status: 200,
        body: {
          ...withMandate,
          auto_top_up: body as { enabled: boolean; threshold_cents: number; amount_cents: number },
        },
      }),
    });
    await userEvent.click(await screen.findByText('Automatisch opwaarderen'));
    const form = screen.getByRole('form', { name: 'Automatisch opwaarderen' });
    expect(form).toHaveTextContent('Machtiging: NL** INGB **** **67 89 (valid)');
    await userEvent.click(within(form).getByLabelText('Automatisch opwaarderen aan'));
    const threshold = within(form).getByLabelText('Als het beschikbare bedrag lager is dan (€)');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '15');
    await userEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText('Automatisch opwaarderen opgeslagen.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: true,
      threshold_cents: 1500,
      amount_cents: 2500,
    });
  });

  it('says so when the balance cannot be read', async () => {
    setup({ 'GET /api/balance': { status: 500, body: { error: 'server_error', message: 'x' } } });
    expect(await within(block()).findByRole('alert')).toHaveTextContent(
      'Saldo ophalen mislukt: Tijdelijk serverprobleem. Probeer het zo opnieuw.',
    );
  });
});
