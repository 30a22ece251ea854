import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location.ts';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, type FakeResponse, Landed, renderRoutes } from '../../../test/render.tsx';
import { bankOptions } from '../../../test/wallet-fixtures.ts';
import { OnboardingBankPage } from './onboarding-bank-page.tsx';

function WalletStep() {
  const location = useLocation();
  return (
    <>
      <Landed name="wallet" />
      <p data-testid="info">{(location.state as { info?: string } | null)?.info ?? ''}</p>
    </>
  );
}

const routes = [
  { path: '/onboarding/bank', Component: OnboardingBankPage },
  { path: '/onboarding/wallet', Component: WalletStep },
  { path: '/signup', element: <Landed name="signup" /> },
  { path: '/demo', element: <Landed name="demo" /> },
  { path: '/', element: <Landed name="home" /> },
];

function setup(
  link: FakeResponse | ((body: unknown) => FakeResponse | Promise<FakeResponse>),
  path = '/onboarding/bank',
) {
  saveSession('tok', 'user', true);
  const api = fakeApi({
    'GET /api/bank/options': { status: 200, body: bankOptions },
    'POST /api/bank/link': link,
  });
  vi.stubGlobal('fetch', api.fetch);
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  return { api, assign, view: renderRoutes(routes, path) };
}

describe('onboarding step 2: the bank', () => {
  it('shows step 2 of 3 and keeps Doorgaan disabled until a bank is chosen', async () => {
    setup({ status: 200, body: {} });
    await screen.findByRole('option', { name: 'ING' });
    const steps = within(screen.getByRole('navigation', { name: 'Voortgang' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓Account (klaar)',
      '2Bank koppelen (huidige stap)',
      '3Wallet',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Doorgaan' })).toBeDisabled();
    await userEvent.click(screen.getByRole('option', { name: 'ING' }));
    expect(screen.getByRole('button', { name: 'Doorgaan' })).toBeEnabled();
    expect(window.localStorage.getItem('fuellinq_bank')).toBe('ing');
  });

  it('goes back to the page before, never to /signup (which sends a signed-in user to the dashboard)', async () => {
    const { view } = setup({ status: 200, body: {} }, '/demo');
    // Sign-up replaces itself with the bank step: the page before it is where the user came from.
    await view.router.navigate('/onboarding/bank');
    await userEvent.click(await screen.findByRole('link', { name: '← Terug' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('demo');
    expect(view.router.state.location.pathname).toBe('/demo');
  });

  it('goes to the home page from a bank step opened directly, with nothing before it', async () => {
    const { view } = setup({ status: 200, body: {} });
    const back = await screen.findByRole('link', { name: '← Terug' });
    expect(back).toHaveAttribute('href', '/');
    back.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('landed')).toHaveTextContent('home');
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('preselects the bank of the query parameter and goes to the bank, keeping the choice', async () => {
    let release: (answer: FakeResponse) => void = () => {};
    const { api, assign } = setup(
      () => new Promise((resolve) => (release = resolve)),
      '/onboarding/bank?bank=rabo',
    );
    expect(await screen.findByRole('option', { name: 'Rabobank' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Doorgaan' }));
    expect(await screen.findByRole('button', { name: 'Koppelen…' })).toBeDisabled();
    release({
      status: 200,
      body: { redirectUrl: '/bank/sandbox/abc?state=xyz', status: 'pending', linked: false, pending: true },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/bank/sandbox/abc?state=xyz'));
    expect(api.calls.find((call) => call.path === '/api/bank/link')?.body).toEqual({ bank: 'rabo' });
    expect(window.localStorage.getItem('fuellinq_bank')).toBe('rabo');
    expect(screen.getByRole('button', { name: 'Koppelen…' })).toBeDisabled();
  });

  it('goes to the wallet step when the link is already there, and says so when it is pending', async () => {
    const linked = setup(
      { status: 200, body: { status: 'linked', linked: true, pending: false } },
      '/onboarding/bank?bank=ing',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Doorgaan' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('wallet');
    expect(screen.getByTestId('info')).toHaveTextContent('');
    linked.view.unmount();

    setup(
      { status: 200, body: { status: 'pending', linked: false, pending: true } },
      '/onboarding/bank?bank=ing',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Doorgaan' }));
    expect(await screen.findByTestId('info')).toHaveTextContent('Bankkoppeling in behandeling, even geduld.');
  });

  it('says what went wrong: the reason for a refusal, the spec text otherwise', async () => {
    const refused = setup(
      {
        status: 429,
        body: { error: 'rate_limited', message: 'Te veel pogingen. Wacht even en probeer het opnieuw.' },
      },
      '/onboarding/bank?bank=knab',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Doorgaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Te veel pogingen. Wacht even en probeer het opnieuw.',
    );
    refused.view.unmount();

    setup({ status: 502 }, '/onboarding/bank?bank=knab');
    await userEvent.click(await screen.findByRole('button', { name: 'Doorgaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis bij het koppelen.');
    expect(screen.getByRole('button', { name: 'Doorgaan' })).toBeEnabled();
  });

  it('ignores a query parameter that names no bank of the picker', async () => {
    setup({ status: 200, body: {} }, '/onboarding/bank?bank=asn');
    await screen.findByRole('option', { name: 'ING' });
    expect(screen.getByRole('button', { name: 'Doorgaan' })).toBeDisabled();
  });
});
