import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { CARD_ID, STATION_ID, transaction, TX_ID } from '../../../test/money-fixtures.ts';
import { fakeApi, type FakeResponse, Landed, renderRoutes } from '../../../test/render.tsx';
import { CheckoutDemoPage } from './checkout-demo-page.tsx';

function setup(
  answers: Record<string, FakeResponse>,
  query = `?tx=${TX_ID}&station=${STATION_ID}&c=${CARD_ID}&amt=7500`,
) {
  saveSession('tok', 'user', true);
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api.fetch);
  const view = renderRoutes(
    [
      { path: '/app/checkout-demo', Component: CheckoutDemoPage },
      { path: '/app/success', element: <Landed name="success" /> },
      { path: '/app/cancel', element: <Landed name="cancel" /> },
    ],
    `/app/checkout-demo${query}`,
  );
  return { api, ...view };
}

describe('/app/checkout-demo (spec §2)', () => {
  it('shows the transaction, station, card id and amount in euro, and Betalen confirms and goes to /app/success', async () => {
    const { api, router } = setup({
      [`GET /api/transactions/${TX_ID}`]: { status: 200, body: transaction() },
      [`POST /api/transactions/${TX_ID}/confirm`]: { status: 200, body: transaction({ status: 'fuelling' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout (demo)' })).toBeInTheDocument();
    const dl = screen.getByLabelText('Je tankbeurt');
    expect(dl).toHaveTextContent(`Transactie${TX_ID}`);
    expect(dl).toHaveTextContent(`Pas${CARD_ID}`);
    expect(dl).toHaveTextContent('Bedrag€ 75,00');
    expect(await screen.findByText('Tinq Utrecht Kanaalweg')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Betalen' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('success');
    expect(router.state.location.search).toBe(`?tx=${TX_ID}`);
    const confirm = api.calls.find((call) => call.method === 'POST');
    expect(confirm?.path).toBe(`/api/transactions/${TX_ID}/confirm`);
    expect(confirm?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reads sid too, shows the station from the address while the transaction loads, and Annuleren cancels', async () => {
    const { api, router } = setup(
      {
        [`GET /api/transactions/${TX_ID}`]: { status: 500, body: { error: 'server_error', message: 'x' } },
        [`POST /api/transactions/${TX_ID}/cancel`]: {
          status: 200,
          body: transaction({ status: 'cancelled', released_cents: 7_500 }),
        },
      },
      `?sid=${TX_ID}&station=Tinq%20Utrecht&c=${CARD_ID}&amt=4250`,
    );
    expect(await screen.findByText('Tinq Utrecht')).toBeInTheDocument();
    expect(screen.getByLabelText('Je tankbeurt')).toHaveTextContent('Bedrag€ 42,50');
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('cancel');
    expect(router.state.location.search).toBe(`?tx=${TX_ID}`);
    expect(api.calls.some((call) => call.path === `/api/transactions/${TX_ID}/cancel`)).toBe(true);
  });

  it("says 'Checkout mislukt' and why when confirming fails", async () => {
    setup({
      [`GET /api/transactions/${TX_ID}`]: { status: 200, body: transaction() },
      [`POST /api/transactions/${TX_ID}/confirm`]: {
        status: 409,
        body: { error: 'transaction_not_open', message: 'Deze transactie is al afgerond.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Betalen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Checkout mislukt: Deze transactie is al afgerond.',
    );
  });

  it('offers no payment for a refuel that is already done, and links to it', async () => {
    setup({
      [`GET /api/transactions/${TX_ID}`]: { status: 200, body: transaction({ status: 'completed' }) },
    });
    expect(await screen.findByText(/Deze transactie is al afgerond\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Betalen' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Bekijk de tankbeurt' })).toHaveAttribute(
      'href',
      `/app/success?tx=${TX_ID}`,
    );
  });

  it("says 'Checkout mislukt' without a transaction in the address", async () => {
    const { api } = setup({}, '?amt=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Checkout mislukt: Deze transactie bestaat niet (meer).',
    );
    expect(screen.getByLabelText('Je tankbeurt')).toHaveTextContent('Bedrag—');
    expect(screen.getByRole('button', { name: 'Betalen' })).toBeDisabled();
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });
});
