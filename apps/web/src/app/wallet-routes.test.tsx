import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../lib/session.ts';
import { fakeApi, renderRoutes } from '../test/render.tsx';
import { bankOptions, meAnswer } from '../test/wallet-fixtures.ts';
import { routes } from './router.tsx';

const me = meAnswer();

describe('the onboarding, wallet and pass routes', () => {
  it('keeps onboarding behind the login', async () => {
    const { router } = renderRoutes(routes, '/onboarding/bank?bank=ing');
    await screen.findByRole('heading', { name: 'Inloggen' });
    expect(router.state.location.search).toBe('?next=%2Fonboarding%2Fbank%3Fbank%3Ding');
  });

  it('shows the bank step, /app/wallet and /app/wallet-setup to a signed-in user', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /me': me,
        'GET /api/bank/options': { status: 200, body: bankOptions },
        'GET /api/cards': { status: 200, body: [] },
        'GET /api/bank/status': {
          status: 200,
          body: { linked: false, bank: null, status: 'none', iban_masked: null },
        },
      }).fetch,
    );
    saveSession('tok', 'user', true);
    const bank = renderRoutes(routes, '/onboarding/bank');
    expect(await screen.findByRole('heading', { name: 'Bank koppelen' })).toBeInTheDocument();
    bank.unmount();
    const wallet = renderRoutes(routes, '/app/wallet');
    expect(await screen.findByRole('heading', { name: 'Wallet & Passen' })).toBeInTheDocument();
    wallet.unmount();
    renderRoutes(routes, '/app/wallet-setup');
    expect(await screen.findByRole('heading', { name: 'Wallet instellen' })).toBeInTheDocument();
    expect(await screen.findByText('wachten op koppeling')).toBeInTheDocument();
  });

  it('opens the sandbox bank without a session and without the FuelLinq header', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/bank/sandbox/abc': { status: 400, body: { error: 'invalid_state', message: 'Ongeldig.' } },
      }).fetch,
    );
    renderRoutes(routes, '/bank/sandbox/abc?state=x');
    expect(await screen.findByRole('heading', { name: 'Koppelen niet mogelijk' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('opens the universal pass page without a session', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/pass/tok': { status: 404, body: { error: 'not_found', message: 'x' } } }).fetch,
    );
    renderRoutes(routes, '/pass/tok');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze pas bestaat niet (meer).');
  });
});
