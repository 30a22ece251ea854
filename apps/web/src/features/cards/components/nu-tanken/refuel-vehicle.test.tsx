import { OSM_ATTRIBUTION } from '@fuellinq/domain/stations/station-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../../lib/session.ts';
import { fakeApi, type FakeResponse, Landed, renderRoutes } from '../../../../test/render.tsx';
import { balance, transaction, TX_ID } from '../../../../test/money-fixtures.ts';
import { feedStation } from '../../../../test/station-fixtures.ts';
import { card, vehicle } from '../../../../test/wallet-fixtures.ts';
import { WalletPage } from '../../pages/wallet-page.tsx';

// Which vehicle a refuel is for: the card's, else the driver's only one; with several and none on the card,
// Nu tanken asks, and the refuel goes into that vehicle's logbook. On the card list, each card names the
// vehicle it refuels.

const STATION = '11111111-1111-4111-8111-111111111111';
const car = vehicle('11-ZKZ-3');
const van = vehicle('TT-601-D', { make: 'VOLKSWAGEN', model: 'KOMBI', fuel_primary: 'diesel' });

function setup(answers: Record<string, FakeResponse | ((body: unknown) => FakeResponse)>) {
  saveSession('tok', 'user', true);
  const api = fakeApi({
    'GET /api/balance': { status: 200, body: balance() },
    'GET /api/stations/favorites': {
      status: 200,
      body: {
        items: [feedStation({ id: STATION, title: 'Tinq Utrecht Kanaalweg' })],
        attribution: OSM_ATTRIBUTION,
      },
    },
    'POST /api/transactions/start': {
      status: 201,
      body: { url: `/app/checkout-demo?tx=${TX_ID}`, transaction: transaction() },
    },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  const view = renderRoutes(
    [
      { path: '/app/wallet', Component: WalletPage },
      { path: '/app/checkout-demo', element: <Landed name="checkout" /> },
    ],
    '/app/wallet',
  );
  return { api, ...view };
}

const block = () => screen.getByRole('region', { name: 'Nu tanken' });
const starts = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/api/transactions/start');

describe('Nu tanken and the vehicle', () => {
  it('asks which vehicle when the card has none and there are several, and sends the choice and the reading', async () => {
    const active = card({ is_active: true });
    const { api, router } = setup({
      'GET /api/cards': { status: 200, body: [active] },
      'GET /api/vehicles': { status: 200, body: { items: [car, van] } },
    });
    await userEvent.click(await within(block()).findByRole('radio', { name: /Tinq Utrecht Kanaalweg/ }));
    const question = await within(block()).findByRole('combobox', { name: 'Voor welk voertuig tank je?' });
    await userEvent.click(within(block()).getByRole('button', { name: 'Nu tanken' }));
    expect(await within(block()).findByText('Kies voor welk voertuig je tankt.')).toBeInTheDocument();
    expect(starts(api)).toEqual([]);

    await userEvent.selectOptions(question, 'TT-601-D · VOLKSWAGEN KOMBI');
    await userEvent.type(within(block()).getByLabelText('Kilometerstand (optioneel)'), '84.250');
    await userEvent.click(within(block()).getByRole('button', { name: 'Nu tanken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/checkout-demo'));
    expect(starts(api)[0]?.body).toEqual({
      cardId: active.id,
      stationId: STATION,
      vehicle_id: van.id,
      odometer_km: 84_250,
    });
  });

  it('does not ask when the card has a vehicle, and names it', async () => {
    const active = card({ is_active: true, plate: 'TT601D' });
    const { api, router } = setup({
      'GET /api/cards': { status: 200, body: [active] },
      'GET /api/vehicles': { status: 200, body: { items: [car, van] } },
    });
    await userEvent.click(await within(block()).findByRole('radio', { name: /Tinq Utrecht Kanaalweg/ }));
    expect(
      await within(block()).findByText(
        'Voor TT-601-D · VOLKSWAGEN KOMBI: de tankbeurt komt in het logboek van dit voertuig.',
      ),
    ).toBeInTheDocument();
    expect(within(block()).queryByRole('combobox', { name: 'Voor welk voertuig tank je?' })).toBeNull();
    await userEvent.click(within(block()).getByRole('button', { name: 'Nu tanken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/checkout-demo'));
    expect(starts(api)[0]?.body).toEqual({ cardId: active.id, stationId: STATION });
  });
});

describe('the vehicle of a card', () => {
  it('ties a card to one of the user’s vehicles from the card list, and back to none', async () => {
    const active = card({ label: 'Bestelbus 1', is_active: true });
    let plate: string | null = null;
    const { api } = setup({
      'GET /api/cards': () => ({ status: 200, body: [{ ...active, plate }] }),
      'GET /api/vehicles': { status: 200, body: { items: [car, van] } },
      [`PUT /api/cards/${active.id}/vehicle`]: (body) => {
        const id = (body as { vehicle_id: string | null }).vehicle_id;
        plate = [car, van].find((item) => item.id === id)?.license_plate ?? null;
        return { status: 200, body: { ...active, plate } };
      },
    });
    const list = await screen.findByRole('list', { name: 'Mijn passen' });
    const choice = await within(list).findByRole('combobox', { name: 'Voertuig van Bestelbus 1' });
    expect(choice).toHaveValue('');
    await userEvent.selectOptions(choice, 'TT-601-D · VOLKSWAGEN KOMBI');
    await waitFor(() => expect(choice).toHaveValue(van.id));
    await userEvent.selectOptions(choice, 'Geen voertuig');
    await waitFor(() => expect(choice).toHaveValue(''));
    const puts = api.calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.body)).toEqual([{ vehicle_id: van.id }, { vehicle_id: null }]);
  });

  it('says why a tie failed', async () => {
    const active = card({ label: 'Mijn tankpas', is_active: true });
    setup({
      'GET /api/cards': { status: 200, body: [active] },
      'GET /api/vehicles': { status: 200, body: { items: [car, van] } },
      [`PUT /api/cards/${active.id}/vehicle`]: {
        status: 404,
        body: { error: 'vehicle_not_found', message: 'Voertuig niet gevonden.' },
      },
    });
    const list = await screen.findByRole('list', { name: 'Mijn passen' });
    await userEvent.selectOptions(
      await within(list).findByRole('combobox', { name: 'Voertuig van Mijn tankpas' }),
      '11-ZKZ-3 · SKODA CITIGO',
    );
    expect(await within(list).findByRole('alert')).toHaveTextContent('Voertuig koppelen mislukt');
    expect(within(list).getByRole('alert')).toHaveTextContent('Voertuig niet gevonden.');
  });

  it('says where to add a vehicle when there is none', async () => {
    const active = card({ label: 'Mijn tankpas', is_active: true });
    setup({
      'GET /api/cards': { status: 200, body: [active] },
      'GET /api/vehicles': { status: 200, body: { items: [] } },
    });
    const list = await screen.findByRole('list', { name: 'Mijn passen' });
    expect(await within(list).findByRole('link', { name: 'Voeg een voertuig toe' })).toHaveAttribute(
      'href',
      '/app/vehicles',
    );
  });
});
