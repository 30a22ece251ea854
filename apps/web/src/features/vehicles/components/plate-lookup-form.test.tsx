import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { van, vanLookup } from '../testing/fixtures.ts';
import { PlateLookupForm } from './plate-lookup-form.tsx';

function setup(answers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api.fetch);
  saveSession('tok', 'user', true);
  renderRoutes([{ path: '/', Component: PlateLookupForm }], '/');
  return api;
}

const plateField = () => screen.getByRole('textbox', { name: 'Kenteken' });
const lookupButton = () => screen.getByRole('button', { name: 'Opzoeken' });

describe('PlateLookupForm', () => {
  it('keeps the lookup button disabled while the plate is blank', async () => {
    setup({});
    expect(lookupButton()).toBeDisabled();
    await userEvent.type(plateField(), '   ');
    expect(lookupButton()).toBeDisabled();
    await userEvent.type(plateField(), 't');
    expect(lookupButton()).toBeEnabled();
  });

  it('says Kenteken ontbreekt for a plate of dashes only, without asking the server', async () => {
    const api = setup({});
    await userEvent.type(plateField(), '- -');
    await userEvent.click(lookupButton());
    expect(await screen.findByText('Kenteken ontbreekt')).toBeInTheDocument();
    expect(plateField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the RDW facts before saving, then adds the vehicle by its cleaned plate', async () => {
    const api = setup({
      'GET /api/rdw/lookup': { status: 200, body: vanLookup },
      'POST /api/vehicles': { status: 201, body: van },
    });
    await userEvent.type(plateField(), 'tt-601-d');
    await userEvent.click(lookupButton());
    const found = await screen.findByRole('region', { name: 'Gevonden voertuig' });
    expect(found).toHaveTextContent('VOLKSWAGEN KOMBI');
    expect(found).toHaveTextContent('TT-601-D');
    expect(found).toHaveTextContent('211 g/km (NEDC)');
    expect(found).toHaveTextContent('17 mei 2027');
    expect(found).toHaveTextContent('EURO 5 G');
    expect(api.calls.map((call) => `${call.method} ${call.path} ${call.query.plate ?? ''}`)).toEqual([
      'GET /api/rdw/lookup TT601D',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen aan mijn voertuigen' }));
    expect(await screen.findByText('TT-601-D is toegevoegd aan je voertuigen.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/vehicles', body: { plate: 'TT601D' } }),
    ]);
    expect(plateField()).toHaveValue('');
  });

  it('says so when the vehicle is already in the list, and offers no second add', async () => {
    setup({ 'GET /api/rdw/lookup': { status: 200, body: { ...vanLookup, vehicle_id: van.id } } });
    await userEvent.type(plateField(), 'TT601D');
    await userEvent.click(lookupButton());
    expect(await screen.findByText('Staat al in je lijst')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toevoegen aan mijn voertuigen' })).toBeNull();
  });

  it.each([
    [404, { error: 'plate_not_found', message: 'Kenteken niet gevonden.' }, 'Kenteken niet gevonden.'],
    [
      503,
      {
        error: 'rdw_unavailable',
        message: 'Het kentekenregister van de RDW is nu niet bereikbaar. Probeer het zo opnieuw.',
      },
      'Het kentekenregister van de RDW is nu niet bereikbaar. Probeer het zo opnieuw.',
    ],
  ])('shows the server’s Dutch text for a %i', async (status, body, text) => {
    setup({ 'GET /api/rdw/lookup': { status, body } });
    await userEvent.type(plateField(), 'ZZ999Z');
    await userEvent.click(lookupButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
  });

  it('refuses a plate with no Dutch shape before asking the server', async () => {
    const api = setup({});
    await userEvent.type(plateField(), 'ABC');
    await userEvent.click(lookupButton());
    expect(await screen.findByText('Dit is geen geldig Nederlands kenteken.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
