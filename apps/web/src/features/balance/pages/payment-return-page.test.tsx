import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { payment, PAYMENT_ID } from '../../../test/money-fixtures.ts';
import { fakeApi, type FakeResponse, Landed, renderRoutes } from '../../../test/render.tsx';
import { PaymentReturnPage } from './payment-return-page.tsx';

type Answer = FakeResponse | ((body: unknown) => FakeResponse);

function setup(answers: Record<string, Answer>, start = `/app/betaling/${PAYMENT_ID}`) {
  saveSession('tok', 'user', true);
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api.fetch);
  const view = renderRoutes(
    [
      { path: '/app/betaling/:id', Component: PaymentReturnPage },
      { path: '/app/wallet', element: <Landed name="wallet" /> },
      { path: '/app/checkout-demo', element: <Landed name="checkout" /> },
      { path: '/betalen/sandbox/:id', element: <Landed name="sandbox" /> },
      { path: '/app/fleet', element: <Landed name="wagenpark" /> },
    ],
    start,
  );
  return { api, ...view };
}

const get = `GET /api/payments/${PAYMENT_ID}`;

describe('the payment return page', () => {
  it('never takes the return for a payment: it asks until the payment is paid, then goes where it was for', async () => {
    const back = '/app/checkout-demo?tx=t1&station=s1&c=c1&amt=7500';
    let asked = 0;
    const { router } = setup({
      [get]: () => {
        asked += 1;
        return { status: 200, body: payment({ status: asked < 2 ? 'open' : 'paid', return_path: back }) };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Betaling controleren' })).toBeInTheDocument();
    expect(screen.getByText('We wachten op de bevestiging van je betaling…')).toBeInTheDocument();
    expect(await screen.findByTestId('landed', {}, { timeout: 4_000 })).toHaveTextContent('checkout');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(back);
    expect(asked).toBe(2);
  });

  it('goes to the wallet when the return path is not a page of this site', async () => {
    setup({ [get]: { status: 200, body: payment({ status: 'paid', return_path: '//evil.example/x' }) } });
    expect(await screen.findByTestId('landed')).toHaveTextContent('wallet');
  });

  it('says a cancelled top-up was not paid, and pays again with the same amount and return', async () => {
    const { api, router } = setup({
      [get]: { status: 200, body: payment({ status: 'canceled', amount_cents: 3_750 }) },
      'POST /api/balance/top-ups': {
        status: 201,
        body: { url: `/betalen/sandbox/${PAYMENT_ID}`, payment: payment({ amount_cents: 3_750 }) },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Betaling niet gelukt' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'De betaling is geannuleerd. Er is niets afgeschreven.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw betalen (€ 37,50)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/betalen/sandbox/${PAYMENT_ID}`));
    const retry = api.calls.find((call) => call.method === 'POST');
    expect(retry?.body).toEqual({ amount_cents: 3_750, return_path: '/app/wallet' });
    expect(retry?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sets up the mandate again after a failed first payment', async () => {
    const { api } = setup({
      [get]: { status: 200, body: payment({ status: 'failed', purpose: 'mandate', amount_cents: 1 }) },
      'POST /api/balance/mandate': {
        status: 201,
        body: { url: `/betalen/sandbox/${PAYMENT_ID}`, payment: payment({ purpose: 'mandate' }) },
      },
    });
    expect(await screen.findByText('De betaling is mislukt. Er is niets afgeschreven.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Opnieuw betalen/ }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/balance/mandate')).toBe(true));
  });

  it('sends an unpaid card fee back to the wallet to try again there', async () => {
    setup({
      [get]: { status: 200, body: payment({ status: 'expired', purpose: 'card_fee', amount_cents: 499 }) },
    });
    expect(await screen.findByText('De betaling is verlopen. Er is niets afgeschreven.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Opnieuw betalen/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Terug naar Wallet' })).toHaveAttribute('href', '/app/wallet');
  });

  it('says so when the payment cannot be read', async () => {
    setup({
      [get]: { status: 404, body: { error: 'not_found', message: 'Deze betaling bestaat niet (meer).' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ophalen mislukt: Deze betaling bestaat niet (meer).',
    );
  });

  describe('of an organisation’s payment (?org=)', () => {
    const ORG = '00000000-0000-4000-8000-0000000000a1';
    const orgGet = `GET /api/orgs/${ORG}/balance/payments/${PAYMENT_ID}`;
    const start = `/app/betaling/${PAYMENT_ID}?org=${ORG}`;

    it('reads it through the organisation and goes back to the fleet screen once paid', async () => {
      const { api } = setup(
        {
          [orgGet]: {
            status: 200,
            body: payment({ purpose: 'mandate', amount_cents: 1, status: 'paid', return_path: '/app/fleet' }),
          },
        },
        start,
      );
      expect(await screen.findByText('wagenpark')).toBeInTheDocument();
      expect(api.calls.some((call) => call.path === `/api/payments/${PAYMENT_ID}`)).toBe(false);
    });

    it('says when it was not paid and leads back to the fleet screen, without a private retry', async () => {
      setup(
        {
          [orgGet]: {
            status: 200,
            body: payment({ purpose: 'top_up', status: 'canceled', return_path: '/app/fleet' }),
          },
        },
        start,
      );
      expect(
        await screen.findByText('De betaling is geannuleerd. Er is niets afgeschreven.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Opnieuw betalen/ })).toBeNull();
      await userEvent.click(screen.getByRole('link', { name: 'Terug naar Wagenpark' }));
      expect(await screen.findByText('wagenpark')).toBeInTheDocument();
    });
  });
});
