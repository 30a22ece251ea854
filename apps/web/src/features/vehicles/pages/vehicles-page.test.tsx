import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { fuelLogAnswer, odometerLogAnswer, skoda, user, van } from '../testing/fixtures.ts';
import { VehiclesPage } from './vehicles-page.tsx';

const emptyPage = { status: 200, body: { items: [], total: 0, page: 1, per_page: 10 } };

function setup(answers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /me': { status: 200, body: user() }, ...answers });
  vi.stubGlobal('fetch', api.fetch);
  saveSession('tok', 'user', true);
  renderRoutes([{ path: '/app/vehicles', Component: VehiclesPage }], '/app/vehicles');
  return api;
}

const card = async (plate: string) =>
  (await screen.findByText(plate, { selector: 'span' })).closest('li') as HTMLElement;

describe('/app/vehicles', () => {
  it('lists each vehicle with its plate, make, model, fuel, g/km with cycle and APK expiry', async () => {
    setup({ 'GET /api/vehicles': { status: 200, body: { items: [van, skoda] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Voertuigen' })).toBeInTheDocument();
    expect(document.title).toBe('Voertuigen – FuelLinq');
    const first = await card('TT-601-D');
    expect(first).toHaveTextContent('VOLKSWAGEN KOMBI');
    expect(first).toHaveTextContent('Diesel');
    expect(first).toHaveTextContent('CO2 211 g/km (NEDC)');
    expect(first).toHaveTextContent('APK tot 17 mei 2027');
    const second = await card('11-ZKZ-3');
    expect(within(second).getByText('verlopen')).toBeInTheDocument();
  });

  it('shows an empty state, and the spec’s text when loading fails', async () => {
    setup({ 'GET /api/vehicles': { status: 200, body: { items: [] } } });
    expect(await screen.findByText('Nog geen voertuigen')).toBeInTheDocument();
  });

  it('shows Ophalen mislukt with a retry when the list cannot load', async () => {
    setup({ 'GET /api/vehicles': { status: 500, body: { error: 'server_error' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ophalen mislukt: Tijdelijk serverprobleem. Probeer het zo opnieuw.',
    );
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('deletes a vehicle only after confirming', async () => {
    let items = [van];
    const api = setup({
      'GET /api/vehicles': () => ({ status: 200, body: { items } }),
      [`DELETE /api/vehicles/${van.id}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'TT-601-D verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Voertuig verwijderen?' });
    expect(dialog).toHaveTextContent(
      'TT-601-D wordt verwijderd, met al zijn kilometerstanden en tankbeurten.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'TT-601-D verwijderen' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Nog geen voertuigen')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/vehicles/${van.id}`,
    ]);
  });

  it('logs an odometer reading from the logbook, and shows Odometer loggen mislukt with the reason', async () => {
    let fail = false;
    const api = setup({
      'GET /api/vehicles': { status: 200, body: { items: [van] } },
      'GET /api/co2/odometer': emptyPage,
      'GET /api/co2/fuel': emptyPage,
      'POST /api/co2/odometer': (body) =>
        fail
          ? {
              status: 400,
              body: {
                error: 'odometer_too_low',
                message:
                  'De kilometerstand is lager dan een eerdere stand van dit voertuig: 120.000 km op 1 mrt 2026.',
                issues: [
                  {
                    path: 'odometer_km',
                    message:
                      'De kilometerstand is lager dan een eerdere stand van dit voertuig: 120.000 km op 1 mrt 2026.',
                  },
                ],
              },
            }
          : { status: 201, body: odometerLogAnswer(body) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Logboek' }));
    const form = screen.getByRole('form', { name: 'Kilometerstand loggen' });
    expect(await within(form).findByRole('combobox', { name: 'Doel' })).toHaveValue('privé');
    await userEvent.type(within(form).getByLabelText('Kilometerstand (km)'), '120.850');
    await userEvent.clear(within(form).getByLabelText('Datum'));
    await userEvent.type(within(form).getByLabelText('Datum'), '2026-03-28');
    await userEvent.click(within(form).getByRole('button', { name: 'Odometer loggen' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        vehicle_id: van.id,
        odometer_km: 120850,
        date: '2026-03-28',
        purpose: 'privé',
      }),
    );

    fail = true;
    await userEvent.type(within(form).getByLabelText('Kilometerstand (km)'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Odometer loggen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Odometer loggen mislukt: De kilometerstand is lager dan een eerdere stand van dit voertuig: 120.000 km op 1 mrt 2026.',
    );
    expect(within(form).getByLabelText('Kilometerstand (km)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('logs a refuel with Dutch decimals and leaves the missing amount to the server; a failure says Tankbeurt loggen mislukt', async () => {
    let answer: FakeResponse | null = null;
    const api = setup({
      'GET /api/vehicles': { status: 200, body: { items: [van] } },
      'GET /api/co2/odometer': emptyPage,
      'GET /api/co2/fuel': emptyPage,
      'POST /api/co2/fuel': (body) => answer ?? { status: 201, body: fuelLogAnswer(body) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Logboek' }));
    const form = screen.getByRole('form', { name: 'Tankbeurt loggen' });
    expect(within(form).getByRole('combobox', { name: 'Brandstof' })).toHaveValue('diesel');
    await userEvent.type(within(form).getByLabelText('Liters'), '45,2');
    await userEvent.type(within(form).getByLabelText('Totaalbedrag (€)'), '95,10');
    await userEvent.clear(within(form).getByLabelText('Datum'));
    await userEvent.type(within(form).getByLabelText('Datum'), '2026-03-19');
    await userEvent.click(within(form).getByRole('button', { name: 'Tankbeurt loggen' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        vehicle_id: van.id,
        liters: 45.2,
        total_eur: 95.1,
        price_per_l: null,
        date: '2026-03-19',
        odometer_km: null,
        fuel_type: 'diesel',
        purpose: 'privé',
      }),
    );

    answer = {
      status: 400,
      body: {
        error: 'amounts_inconsistent',
        message: '30,00 liter × € 2,100 is € 63,00, maar het totaalbedrag is € 70,00.',
      },
    };
    await userEvent.type(within(form).getByLabelText('Liters'), '30');
    await userEvent.type(within(form).getByLabelText('Totaalbedrag (€)'), '70');
    await userEvent.type(within(form).getByLabelText('Prijs per liter (€)'), '2,1');
    await userEvent.click(within(form).getByRole('button', { name: 'Tankbeurt loggen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Tankbeurt loggen mislukt: 30,00 liter × € 2,100 is € 63,00, maar het totaalbedrag is € 70,00.',
    );
  });

  it('saves a nickname, a fuel and a KvK number, and fetches the RDW data again', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: user('business') },
      'GET /api/vehicles': { status: 200, body: { items: [van] } },
      'GET /api/co2/odometer': emptyPage,
      'GET /api/co2/fuel': emptyPage,
      [`PATCH /api/vehicles/${van.id}`]: { status: 200, body: van },
    });
    vi.stubGlobal('fetch', api.fetch);
    saveSession('tok', 'user', true);
    renderRoutes([{ path: '/app/vehicles', Component: VehiclesPage }], '/app/vehicles');
    await userEvent.click(await screen.findByRole('button', { name: 'Logboek' }));
    const form = screen.getByRole('form', { name: 'Voertuiggegevens' });
    await userEvent.type(within(form).getByLabelText('Bijnaam (optioneel)'), 'Busje');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Brandstof' }), 'hvo');
    await userEvent.type(await within(form).findByLabelText('KvK-nummer (WPM)'), '87654321');
    await userEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText('Opgeslagen.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'RDW-gegevens verversen' }));
    expect(await within(form).findByText('De RDW-gegevens zijn opnieuw opgehaald.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { nickname: 'Busje', fuel_primary: 'hvo', kvk_number: '87654321' },
      { refresh_rdw: true },
    ]);
  });

  it('lists a vehicle’s logs and deletes one', async () => {
    const reading = {
      id: 'o1',
      vehicle_id: van.id,
      odometer_km: 120850,
      date: '2026-03-28',
      purpose: 'zakelijk',
      note: null,
      created_at: '',
    };
    const refuel = {
      id: 'f1',
      vehicle_id: van.id,
      liters: 45.2,
      total_eur: 95.1,
      total_cents: 9510,
      price_per_l: 2.104,
      date: '2026-03-19',
      station_id: null,
      odometer_km: null,
      fuel_type: 'diesel',
      purpose: 'woon-werk',
      note: null,
      source: 'handmatig',
      transaction_id: null,
      card_log_id: null,
      created_at: '',
    };
    const api = setup({
      'GET /api/vehicles': { status: 200, body: { items: [van] } },
      'GET /api/co2/odometer': { status: 200, body: { items: [reading], total: 1, page: 1, per_page: 10 } },
      'GET /api/co2/fuel': { status: 200, body: { items: [refuel], total: 1, page: 1, per_page: 10 } },
      'DELETE /api/co2/fuel/f1': { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Logboek' }));
    const readings = await screen.findByRole('table', { name: 'Laatste kilometerstanden' });
    expect(readings).toHaveTextContent('28 mrt 2026120.850 kmZakelijk');
    const refuels = screen.getByRole('table', { name: 'Laatste tankbeurten' });
    expect(refuels).toHaveTextContent('45,20 l Diesel');
    expect(refuels).toHaveTextContent('€ 95,10');
    expect(refuels).toHaveTextContent('€ 2,104');
    expect(refuels).toHaveTextContent('Woon-werk');
    await userEvent.click(
      screen.getByRole('button', { name: 'Tankbeurt van 19 mrt 2026 (€ 95,10) verwijderen' }),
    );
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/co2/fuel/f1')).toBe(
        true,
      ),
    );
  });
});
