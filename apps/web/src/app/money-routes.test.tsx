import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../lib/session.ts';
import { historyAnswer, loyalty, PAYMENT_ID, payment, TX_ID } from '../test/money-fixtures.ts';
import { fakeApi, renderRoutes } from '../test/render.tsx';
import { meAnswer } from '../test/wallet-fixtures.ts';
import { routes } from './router.tsx';

describe('the routes of Nu tanken', () => {
  it('keeps the money screens behind the login', async () => {
    const { router } = renderRoutes(routes, `/app/checkout-demo?tx=${TX_ID}&amt=7500`);
    await screen.findByRole('heading', { name: 'Inloggen' });
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent(`/app/checkout-demo?tx=${TX_ID}&amt=7500`)}`,
    );
  });

  it('opens the sandbox payment page without a session and without the app around it, as a provider would', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [`GET /api/payments/sandbox/${PAYMENT_ID}`]: {
          status: 200,
          body: {
            id: PAYMENT_ID,
            description: 'Opwaardering FuelLinq-saldo',
            amount_cents: 2_500,
            status: 'open',
            sets_up_mandate: false,
          },
        },
      }).fetch,
    );
    renderRoutes(routes, `/betalen/sandbox/${PAYMENT_ID}#secret=eigen-geheim`);
    expect(await screen.findByRole('heading', { name: 'Betalen aan FuelLinq' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull();
  });

  it('shows Transacties, Punten & Rewards, the payment return and the checkout screens to a signed-in user', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /me': meAnswer(),
        'GET /api/transactions': historyAnswer([]),
        'GET /api/cards': { status: 200, body: [] },
        'GET /api/loyalty': { status: 200, body: loyalty() },
        [`GET /api/payments/${PAYMENT_ID}`]: { status: 200, body: payment() },
        [`GET /api/transactions/${TX_ID}`]: { status: 404, body: { error: 'not_found', message: 'x' } },
        'GET /api/balance': { status: 404, body: { error: 'not_found', message: 'x' } },
      }).fetch,
    );
    saveSession('tok', 'user', true);
    for (const [path, heading] of [
      ['/app/transactions', 'Transacties'],
      ['/app/rewards', 'Punten & Rewards'],
      [`/app/betaling/${PAYMENT_ID}`, 'Betaling controleren'],
      [`/app/checkout-demo?tx=${TX_ID}`, 'Checkout (demo)'],
      [`/app/success?tx=${TX_ID}`, 'Betaling geslaagd'],
      [`/app/cancel?tx=${TX_ID}`, 'Betaling geannuleerd'],
    ] as const) {
      const view = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      view.unmount();
    }
  });
});
