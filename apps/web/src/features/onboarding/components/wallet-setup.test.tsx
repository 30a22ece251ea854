import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location.ts';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { WalletSetup } from './wallet-setup.tsx';
import { setVisibility } from '../../../test/visibility.ts';

const pending: Record<string, unknown> = { linked: false, bank: 'ing', status: 'pending', iban_masked: null };
const linked = { linked: true, bank: 'ing', status: 'linked', iban_masked: 'NL69 INGB •••• 6789' };
const issued = {
  id: '00000000-0000-4000-8000-000000000001',
  label: 'Mijn tankpas',
  last4: '4321',
  masked_pan: '7088 •••• •••• 4321',
  status: 'active',
  is_active: true,
  plate: null,
  created_at: '2026-11-21T09:00:00.000Z',
};

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

function setup(answers: Record<string, FakeResponse | ((body: unknown) => FakeResponse)>, info?: string) {
  saveSession('tok', 'user', true);
  const api = fakeApi({
    'GET /api/bank/status': { status: 200, body: linked },
    // No active card yet: 204, no error.
    'GET /api/cards/active': { status: 204 },
    'POST /api/cards/issue': { status: 201, body: issued },
    'POST /api/wallet/pass': { status: 200, body: { url: 'http://127.0.0.1/pass/abc' } },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  renderRoutes(
    [{ path: '/', element: <WalletSetup info={info ?? null} continueTo="/onboarding/done" /> }],
    '/',
  );
  const count = (method: string, path: string) =>
    api.calls.filter((call) => call.method === method && call.path === path).length;
  return { api, assign, count };
}

describe('the wallet screen', () => {
  it('polls the bank every 2.5 s, not while the tab is hidden, then issues and shows the card', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = pending;
    const { count, api } = setup({ 'GET /api/bank/status': () => ({ status: 200, body: status }) });
    expect(await screen.findByText('wachten op koppeling')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apple Wallet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Google Wallet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verder' })).toBeDisabled();
    expect(count('GET', '/api/bank/status')).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(count('GET', '/api/bank/status')).toBe(2);

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(count('GET', '/api/bank/status')).toBe(2);

    status = linked;
    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(await screen.findByText('Je pas is klaar om toe te voegen.')).toBeInTheDocument();
    const polls = count('GET', '/api/bank/status');
    expect(polls).toBeGreaterThanOrEqual(3);
    expect(api.calls.find((call) => call.path === '/api/cards/issue')?.body).toEqual({
      label: 'Mijn tankpas',
    });
    expect(
      screen.getByRole('figure', { name: 'Mijn tankpas, kaartnummer eindigt op 4321' }),
    ).toBeInTheDocument();
    expect([...screen.getByTestId('pan').children].map((group) => group.textContent)).toEqual([
      '7088',
      '••••',
      '••••',
      '4321',
    ]);
    expect(screen.getByText('Gekoppeld met ING · NL69 INGB •••• 6789')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/wallet/pass')?.body).toEqual({ cardId: issued.id }),
    );
    expect(await screen.findByRole('link', { name: 'Universele pas openen (demo)' })).toHaveAttribute(
      'href',
      'http://127.0.0.1/pass/abc',
    );
    expect(screen.getByText('Apple/Google Wallet nog niet geconfigureerd (demo).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verder' })).toHaveAttribute('href', '/onboarding/done');

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(count('GET', '/api/bank/status')).toBe(polls);
  });

  it('uses the active card instead of issuing one', async () => {
    const { count } = setup({
      'GET /api/cards/active': { status: 200, body: { id: issued.id, label: 'Bus', last4: '9999' } },
    });
    expect(
      await screen.findByRole('figure', { name: 'Bus, kaartnummer eindigt op 9999' }),
    ).toBeInTheDocument();
    expect(count('POST', '/api/cards/issue')).toBe(0);
  });

  it('sends the browser to the Google link and says when Apple is not configured', async () => {
    const { assign } = setup({
      'POST /api/wallet/apple/00000000-0000-4000-8000-000000000001': {
        status: 503,
        body: { error: 'wallet_not_configured', message: 'Apple Wallet nog niet geconfigureerd (demo).' },
      },
      'POST /api/wallet/google/00000000-0000-4000-8000-000000000001': {
        status: 200,
        body: { url: 'https://pay.google.com/gp/v/save/jwt' },
      },
    });
    await screen.findByText('Je pas is klaar om toe te voegen.');
    await userEvent.click(screen.getByRole('button', { name: 'Apple Wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Apple Wallet nog niet geconfigureerd (demo).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Google Wallet' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.google.com/gp/v/save/jwt'));
  });

  it('says when a wallet link has no URL, and when the pass cannot be fetched', async () => {
    setup({
      'POST /api/wallet/apple/00000000-0000-4000-8000-000000000001': { status: 200, body: {} },
      'POST /api/wallet/pass': { status: 500, body: { error: 'server_error', message: 'x' } },
    });
    expect(await screen.findByText('Wallet-pass ophalen mislukt (demo).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apple Wallet' }));
    expect(await screen.findByText('Geen Apple Wallet-URL ontvangen.')).toBeInTheDocument();
  });

  it('says when the pass response has no link', async () => {
    setup({ 'POST /api/wallet/pass': { status: 200, body: {} } });
    expect(await screen.findByText('Geen wallet-link ontvangen.')).toBeInTheDocument();
  });

  it('says when the card cannot be fetched or issued', async () => {
    setup({ 'POST /api/cards/issue': { status: 500, body: { error: 'server_error', message: 'x' } } });
    expect(await screen.findByText('Kon (actieve) pas niet ophalen/uitgeven.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apple Wallet' })).toBeDisabled();
  });

  it('shows the pending note from the bank step, and the refusal with a way back', async () => {
    setup(
      { 'GET /api/bank/status': { status: 200, body: { ...pending, status: 'failed' } } },
      'Bankkoppeling in behandeling, even geduld.',
    );
    expect(await screen.findByText('Bankkoppeling in behandeling, even geduld.')).toBeInTheDocument();
    expect(await screen.findByText(/Je hebt de koppeling bij je bank geweigerd/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kies je bank opnieuw' })).toHaveAttribute(
      'href',
      '/onboarding/bank',
    );
  });

  it('links to the FAQ, contact, the dashboard and "later"', async () => {
    setup({});
    await screen.findByText('Je pas is klaar om toe te voegen.');
    expect(screen.getByRole('link', { name: 'veelgestelde vragen' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Naar je dashboard' })).toHaveAttribute('href', '/app');
    expect(screen.getByRole('link', { name: 'Later' })).toHaveAttribute('href', '/');
  });
});
