import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { balance, completed, transaction, TX_ID } from '../../../test/money-fixtures.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { CheckoutCancelPage, CheckoutSuccessPage } from './checkout-result-pages.tsx';
import { setVisibility } from '../../../test/visibility.ts';

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

function setup(answers: Record<string, FakeResponse | (() => FakeResponse)>, path: string) {
  saveSession('tok', 'user', true);
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes(
    [
      { path: '/app/success', Component: CheckoutSuccessPage },
      { path: '/app/cancel', Component: CheckoutCancelPage },
    ],
    path,
  );
  const polls = () => api.calls.filter((call) => call.path === `/api/transactions/${TX_ID}`).length;
  return { api, polls };
}

const step = (name: string) =>
  within(screen.getByRole('list', { name: 'Voortgang' })).getByText(name, { exact: false });

describe('/app/success', () => {
  it("says 'Betaling geslaagd', then follows the refuel live (gereserveerd → tanken → klaar), not while the tab is hidden", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let now = transaction({ status: 'reserved' });
    const { polls } = setup(
      { [`GET /api/transactions/${TX_ID}`]: () => ({ status: 200, body: now }) },
      `/app/success?tx=${TX_ID}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Betaling geslaagd' })).toBeInTheDocument();
    expect(await screen.findByText('gereserveerd', { selector: 'strong' })).toBeInTheDocument();
    expect(step('gereserveerd').closest('li')).toHaveAttribute('aria-current', 'step');

    now = transaction({ status: 'fuelling' });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('tanken', { selector: 'strong' })).toBeInTheDocument();
    expect(step('tanken').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(step('gereserveerd')).toHaveTextContent('✓ gereserveerd');

    setVisibility('hidden');
    const before = polls();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls()).toBe(before);

    now = completed();
    setVisibility('visible');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('klaar', { selector: 'strong' })).toBeInTheDocument();
    const details = document.querySelector('dl')!;
    expect(details).toHaveTextContent('Getankt31,54 l');
    expect(details).toHaveTextContent('Prijs per liter€ 1,979');
    expect(details).toHaveTextContent('Bedrag€ 62,42');
    expect(details).toHaveTextContent('Terug op je saldo€ 12,58');
    expect(details).toHaveTextContent('Punten31 punten');
    expect(screen.getByRole('button', { name: 'Download de bon (PDF)' })).toBeInTheDocument();

    const done = polls();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls()).toBe(done);
  });

  it('downloads the receipt of the completed refuel', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:bon');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api } = setup(
      {
        [`GET /api/transactions/${TX_ID}`]: { status: 200, body: completed() },
        [`GET /api/transactions/${TX_ID}/receipt.pdf`]: { status: 200, body: '%PDF' },
      },
      `/app/success?tx=${TX_ID}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download de bon (PDF)' }));
    await waitFor(() => expect(saved).toEqual([`bon-${TX_ID}.pdf`]));
    expect(api.calls.some((call) => call.path.endsWith('/receipt.pdf'))).toBe(true);
  });

  it('says the receipt could not be made when the download fails', async () => {
    setup(
      {
        [`GET /api/transactions/${TX_ID}`]: { status: 200, body: completed() },
        [`GET /api/transactions/${TX_ID}/receipt.pdf`]: {
          status: 500,
          body: { error: 'server_error', message: 'x' },
        },
      },
      `/app/success?tx=${TX_ID}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download de bon (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bon downloaden mislukt: Tijdelijk serverprobleem. Probeer het zo opnieuw.',
    );
  });

  it('says so when the refuel expired before the pump started', async () => {
    setup(
      {
        [`GET /api/transactions/${TX_ID}`]: {
          status: 200,
          body: transaction({ status: 'expired', released_cents: 7_500 }),
        },
      },
      `/app/success?tx=${TX_ID}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deze tankbeurt is verlopen. Het gereserveerde bedrag staat weer op je saldo.',
    );
  });

  it('says the transaction is unknown without ?tx', async () => {
    setup({}, '/app/success');
    expect(await screen.findByText('Deze transactie bestaat niet (meer).')).toBeInTheDocument();
  });
});

describe('/app/cancel', () => {
  it("says 'Betaling geannuleerd' and shows the full amount back on the balance", async () => {
    setup(
      {
        [`GET /api/transactions/${TX_ID}`]: {
          status: 200,
          body: transaction({ status: 'cancelled', released_cents: 7_500 }),
        },
        'GET /api/balance': {
          status: 200,
          body: balance({ balance_cents: 10_000, available_cents: 10_000 }),
        },
      },
      `/app/cancel?tx=${TX_ID}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Betaling geannuleerd' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/staat weer volledig op je saldo/)).toHaveTextContent(
      '€ 75,00 staat weer volledig op je saldo.',
    );
    expect(await screen.findByText(/Je saldo:/)).toHaveTextContent(
      'Je saldo: € 100,00, waarvan € 100,00 beschikbaar.',
    );
  });

  it('says when the balance cannot be read', async () => {
    setup(
      {
        [`GET /api/transactions/${TX_ID}`]: {
          status: 200,
          body: transaction({ status: 'cancelled', released_cents: 7_500 }),
        },
        'GET /api/balance': { status: 500, body: { error: 'server_error', message: 'x' } },
      },
      `/app/cancel?tx=${TX_ID}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ophalen mislukt');
  });
});
