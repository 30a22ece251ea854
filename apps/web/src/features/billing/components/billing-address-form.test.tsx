import { billingAddressMessages } from '@fuellinq/domain/billing/billing-address.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { BillingAddressCard } from './billing-address-form.tsx';

const render = () =>
  renderRoutes([{ path: '/app/invoices', Component: BillingAddressCard }], '/app/invoices');
const form = () => screen.findByRole('form', { name: 'Factuuradres' });

describe('Factuuradres', () => {
  it('asks for an address while there is none, checks it in the browser, and saves it as the API writes it', async () => {
    const api = fakeApi({
      'GET /api/billing/address': { status: 200, body: { address: null } },
      'PUT /api/billing/address': (body) => ({
        status: 200,
        body: { address: { ...(body as object), updated_at: '2026-11-24T08:00:00.000Z' } },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    render();
    const address = await form();
    expect(within(address).getByText(billingAddressMessages.missing)).toBeInTheDocument();

    await userEvent.type(within(address).getByLabelText('Straat en huisnummer'), 'Kanaalweg');
    await userEvent.type(within(address).getByLabelText('Postcode'), '35');
    await userEvent.click(within(address).getByRole('button', { name: 'Factuuradres opslaan' }));
    expect(await within(address).findByText('Vul ook je huisnummer in.')).toBeInTheDocument();
    expect(within(address).getByText('Vul een postcode in als 1234 AB.')).toBeInTheDocument();
    expect(within(address).getByText('Vul je woonplaats in.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.type(within(address).getByLabelText('Straat en huisnummer'), ' 12');
    await userEvent.type(within(address).getByLabelText('Postcode'), '26kl');
    await userEvent.type(within(address).getByLabelText('Plaats'), 'Utrecht');
    await userEvent.click(within(address).getByRole('button', { name: 'Factuuradres opslaan' }));
    expect(await screen.findByRole('status')).toHaveTextContent(billingAddressMessages.saved);
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      street: 'Kanaalweg 12',
      postcode: '3526 KL',
      city: 'Utrecht',
    });
    // The saved address is what the form now holds, with when it was given.
    expect(await screen.findByText(/gewijzigd op 24 nov 2026/)).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveValue('3526 KL');
  });

  it('puts the server’s field message on its field and keeps what was typed', async () => {
    const api = fakeApi({
      'GET /api/billing/address': {
        status: 200,
        body: {
          address: {
            street: 'Damrak 1',
            postcode: '1012 LG',
            city: 'Amsterdam',
            updated_at: '2026-10-01T08:00:00.000Z',
          },
        },
      },
      'PUT /api/billing/address': {
        status: 400,
        body: {
          error: 'validation_error',
          message: 'Controleer de velden.',
          issues: [{ path: 'city', message: 'Maximaal 80 tekens.' }],
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    render();
    const address = await form();
    expect(within(address).getByLabelText('Straat en huisnummer')).toHaveValue('Damrak 1');
    await userEvent.clear(within(address).getByLabelText('Plaats'));
    await userEvent.type(within(address).getByLabelText('Plaats'), 'Amsterdam-Zuidoost');
    await userEvent.click(within(address).getByRole('button', { name: 'Factuuradres opslaan' }));
    expect(await within(address).findByText('Maximaal 80 tekens.')).toBeInTheDocument();
    expect(within(address).getByLabelText('Plaats')).toHaveValue('Amsterdam-Zuidoost');
  });

  it('says why the address was not saved when no field is to blame', async () => {
    const api = fakeApi({
      'GET /api/billing/address': { status: 200, body: { address: null } },
      'PUT /api/billing/address': { status: 500, body: { error: 'server_error', message: 'x' } },
    });
    vi.stubGlobal('fetch', api.fetch);
    render();
    const address = await form();
    await userEvent.type(within(address).getByLabelText('Straat en huisnummer'), 'Kanaalweg 12');
    await userEvent.type(within(address).getByLabelText('Postcode'), '3526 KL');
    await userEvent.type(within(address).getByLabelText('Plaats'), 'Utrecht');
    await userEvent.click(within(address).getByRole('button', { name: 'Factuuradres opslaan' }));
    expect(await within(address).findByRole('alert')).toHaveTextContent(
      `${billingAddressMessages.saveFailed}: Tijdelijk serverprobleem. Probeer het zo opnieuw.`,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(address).getByLabelText('Plaats')).toHaveValue('Utrecht');
  });

  it('says when the address cannot be read, and tries again', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/billing/address': () =>
        fail
          ? { status: 503, body: { error: 'unavailable', message: 'Tijdelijk niet beschikbaar.' } }
          : { status: 200, body: { address: null } },
    });
    vi.stubGlobal('fetch', api.fetch);
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Factuuradres ophalen mislukt');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(async () => expect(await form()).toBeInTheDocument());
  });
});
