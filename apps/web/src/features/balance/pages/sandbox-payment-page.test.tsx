import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location.ts';
import { PAYMENT_ID } from '../../../test/money-fixtures.ts';
import { fakeApi, type FakeResponse, Landed, renderRoutes } from '../../../test/render.tsx';
import { SandboxPaymentPage } from './sandbox-payment-page.tsx';

const open = {
  id: PAYMENT_ID,
  description: 'Opwaardering FuelLinq-saldo',
  amount_cents: 5_000,
  status: 'open',
  sets_up_mandate: false,
};

const SECRET = 'eigen-geheim-van-de-betaling';

function setup(payment: FakeResponse, decision?: FakeResponse, fragment = `#secret=${SECRET}`) {
  const api = fakeApi({
    [`GET /api/payments/sandbox/${PAYMENT_ID}`]: payment,
    ...(decision ? { [`POST /api/payments/sandbox/${PAYMENT_ID}/decision`]: decision } : {}),
  });
  vi.stubGlobal('fetch', api.fetch);
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  const view = renderRoutes(
    [
      { path: '/betalen/sandbox/:id', Component: SandboxPaymentPage },
      { path: '/app/betaling/:id', element: <Landed name="terug" /> },
    ],
    `/betalen/sandbox/${PAYMENT_ID}${fragment}`,
  );
  return { api, assign, ...view };
}

describe('the sandbox payment page', () => {
  it('shows what is paid and to whom, pays, and follows the redirect back to FuelLinq', async () => {
    const { api, router } = setup(
      { status: 200, body: open },
      { status: 200, body: { redirect_url: `/app/betaling/${PAYMENT_ID}` } },
    );
    expect(await screen.findByRole('heading', { name: 'Betalen aan FuelLinq' })).toBeInTheDocument();
    expect(screen.getByText('Opwaardering FuelLinq-saldo')).toBeInTheDocument();
    expect(screen.getByText('€ 50,00')).toBeInTheDocument();
    expect(screen.getByText(/er wordt geen geld afgeschreven/)).toBeInTheDocument();
    expect(document.title).toBe('Betalen (sandbox) – FuelLinq');
    await userEvent.click(screen.getByRole('button', { name: 'Betalen' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('terug');
    expect(router.state.location.pathname).toBe(`/app/betaling/${PAYMENT_ID}`);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'pay',
      secret: SECRET,
    });
  });

  it('cancels, and follows a redirect to another origin as a full page load', async () => {
    const { api, assign } = setup(
      { status: 200, body: { ...open, sets_up_mandate: true } },
      { status: 200, body: { redirect_url: 'https://fuellinq.example/app/betaling/x' } },
    );
    expect(await screen.findByText(/machtig je FuelLinq/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://fuellinq.example/app/betaling/x'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'cancel',
      secret: SECRET,
    });
  });

  it('says so when the payment does not exist or is already done', async () => {
    setup({ status: 404, body: { error: 'not_found', message: 'x' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze betaling bestaat niet (meer).');
    expect(screen.getByRole('link', { name: 'Terug naar FuelLinq' })).toHaveAttribute('href', '/app/wallet');
  });

  it('offers no buttons on a link without its secret (an id from a log or a screen)', async () => {
    const { api } = setup({ status: 200, body: open }, undefined, '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze betaallink is niet compleet.');
    expect(screen.queryByRole('button', { name: 'Betalen' })).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers no buttons for a payment that is no longer open', async () => {
    setup({ status: 200, body: { ...open, status: 'paid' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze betaling is al afgerond.');
    expect(screen.queryByRole('button', { name: 'Betalen' })).toBeNull();
  });

  it("shows the server's reason when the decision fails", async () => {
    setup(
      { status: 200, body: open },
      { status: 409, body: { error: 'payment_done', message: 'Deze betaling is al afgerond.' } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Betalen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Betalen mislukt: Deze betaling is al afgerond.',
    );
  });
});
