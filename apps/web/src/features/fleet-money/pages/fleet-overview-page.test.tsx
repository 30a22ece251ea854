import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, Landed, renderRoutes } from '../../../test/render.tsx';
import { balanceMessages } from '@fuellinq/domain/money/balance.contract';
import {
  balance,
  budgets,
  chooseOrg,
  fees,
  ORG_ID,
  orgList,
  preferences,
} from '../testing/fleet-money-fixtures.ts';
import { FleetOverviewPage } from './fleet-overview-page.tsx';

const base = `/api/orgs/${ORG_ID}`;

type Answers = Parameters<typeof fakeApi>[0];

function render(role: 'owner' | 'manager' | 'accountant' | 'driver' = 'manager', extra: Answers = {}) {
  saveSession('tok', 'user', true);
  chooseOrg();
  const api = fakeApi({
    'GET /api/orgs': { status: 200, body: orgList(role) },
    [`GET ${base}/balance`]: { status: 200, body: balance },
    [`GET ${base}/budgets`]: { status: 200, body: budgets },
    [`GET ${base}/fees`]: { status: 200, body: fees },
    [`GET ${base}/notification-preferences`]: { status: 200, body: preferences },
    [`PUT ${base}/notification-preferences`]: (body) => ({
      status: 200,
      body: { ...preferences, ...(body as object) },
    }),
    [`GET ${base}/flags`]: { status: 200, body: [] },
    [`GET ${base}/room-requests`]: { status: 200, body: [] },
    [`GET ${base}/cards`]: { status: 200, body: [] },
    [`POST ${base}/balance/top-ups`]: {
      status: 201,
      body: {
        url: '/betalen/sandbox/pay-1#secret=s',
        payment: {
          id: 'pay-1',
          purpose: 'top_up',
          amount_cents: 10_000,
          status: 'open',
          url: '/betalen/sandbox/pay-1#secret=s',
          return_path: '/app/fleet',
          created_at: '2026-11-18T10:00:00.000Z',
          paid_at: null,
        },
      },
    },
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes(
    [
      { path: '/app/fleet', Component: FleetOverviewPage },
      { path: '/betalen/sandbox/:id', element: <Landed name="betaalpagina" /> },
    ],
    '/app/fleet',
  );
  return api;
}

describe('FleetOverviewPage', () => {
  it('shows the balance, the budgets against what is used, and every fee', async () => {
    render('manager');
    expect(await screen.findByTestId('org-balance')).toHaveTextContent('€ 1.100,00');
    expect(screen.getByRole('heading', { level: 1, name: 'Wagenpark' })).toBeInTheDocument();
    const meter = await screen.findByRole('meter', { name: 'Jan de Vries — maandbudget' });
    expect(meter).toHaveAttribute('aria-valuetext', '€ 170,00 van € 200,00');
    expect(screen.getByText(/€ 170,00 van € 200,00 \(85 %\)/)).toBeInTheDocument();
    expect(await screen.findByText(/Geen verborgen kosten/)).toBeInTheDocument();
    expect(screen.getByText('Nog geen bedrijfspassen.')).toBeInTheDocument();
    expect(screen.getByText('Open markeringen').parentElement).toHaveTextContent('0');
  });

  it('lets a manager top up the company balance with an Idempotency-Key, to the payment page', async () => {
    const api = render('manager');
    const form = await screen.findByRole('form', { name: 'Saldo van de organisatie opwaarderen' });
    await userEvent.click(within(form).getByRole('button', { name: '€ 100,00' }));
    await userEvent.click(within(form).getByRole('button', { name: '€ 100,00 opwaarderen' }));
    expect(await screen.findByText('betaalpagina')).toBeInTheDocument();
    const call = api.calls.find((c) => c.method === 'POST' && c.path === `${base}/balance/top-ups`);
    expect(call?.body).toEqual({ amount_cents: 10_000 });
    expect(call?.headers['Idempotency-Key'] ?? call?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('lets a manager link automatic top-up through a first payment when there is no mandate', async () => {
    const api = render('manager', {
      [`POST ${base}/balance/mandate`]: {
        status: 201,
        body: {
          url: '/betalen/sandbox/pay-2#secret=s',
          payment: {
            id: 'pay-2',
            purpose: 'mandate',
            amount_cents: 1,
            status: 'open',
            url: '/betalen/sandbox/pay-2#secret=s',
            return_path: '/app/fleet',
            created_at: '2026-11-18T10:00:00.000Z',
            paid_at: null,
          },
        },
      },
    });
    await userEvent.click(await screen.findByText('Automatisch opwaarderen'));
    expect(screen.getByText(/incasso van de zakelijke rekening van je organisatie/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Automatisch opwaarderen' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Machtiging instellen' }));
    expect(await screen.findByText('betaalpagina')).toBeInTheDocument();
    const call = api.calls.find((c) => c.method === 'POST' && c.path === `${base}/balance/mandate`);
    expect(call?.headers['Idempotency-Key'] ?? call?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says why linking failed and lets the manager try again', async () => {
    render('owner', {
      [`POST ${base}/balance/mandate`]: {
        status: 503,
        body: { error: 'payments_unavailable', message: 'Betalen kan nu even niet.' },
      },
    });
    await userEvent.click(await screen.findByText('Automatisch opwaarderen'));
    await userEvent.click(screen.getByRole('button', { name: 'Machtiging instellen' }));
    expect(await screen.findByText(/Betalen kan nu even niet\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Machtiging instellen' })).toBeEnabled();
  });

  it('switches automatic top-up on with a threshold and amount once the organisation has a mandate', async () => {
    let current = {
      ...balance,
      mandate: { status: 'valid', iban_masked: null },
      auto_top_up: null as null | { enabled: boolean; threshold_cents: number; amount_cents: number },
    };
    const api = render('manager', {
      [`GET ${base}/balance`]: () => ({ status: 200, body: current }),
      [`PUT ${base}/balance/auto-top-up`]: (body) => {
        current = { ...current, auto_top_up: body as typeof current.auto_top_up };
        return { status: 200, body: { auto_top_up: current.auto_top_up, mandate: current.mandate } };
      },
    });
    expect(await screen.findByText('Automatisch opwaarderen: uit')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Automatisch opwaarderen'));
    const form = screen.getByRole('form', { name: 'Automatisch opwaarderen' });
    expect(form).toHaveTextContent('Machtiging: de rekening van de eerste betaling (valid)');
    await userEvent.click(within(form).getByLabelText('Automatisch opwaarderen aan'));
    const threshold = within(form).getByLabelText('Als het beschikbare bedrag lager is dan (€)');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '500');
    const amount = within(form).getByLabelText('Waardeer op met (€)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '250,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText('Automatisch opwaarderen opgeslagen.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      enabled: true,
      threshold_cents: 50_000,
      amount_cents: 25_050,
    });
    // The balance is read again and says it is on.
    expect(
      await screen.findByText('Automatisch opwaarderen: aan, € 250,50 onder € 500,00'),
    ).toBeInTheDocument();
  });

  it('refuses an amount out of range before sending, with the reason at the field', async () => {
    const api = render('manager', {
      [`GET ${base}/balance`]: {
        status: 200,
        body: { ...balance, mandate: { status: 'valid', iban_masked: 'NL** RABO **** **12 34' } },
      },
    });
    await userEvent.click(await screen.findByText('Automatisch opwaarderen'));
    const form = screen.getByRole('form', { name: 'Automatisch opwaarderen' });
    const amount = within(form).getByLabelText('Waardeer op met (€)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText(balanceMessages.topUpRange)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT' && c.path.endsWith('/auto-top-up'))).toBe(false);
  });

  it('saves a manager’s choice per kind of notification', async () => {
    const api = render('owner');
    const select = await screen.findByRole('combobox', { name: 'Budget voor 80 % gebruikt' });
    expect(select).toHaveValue('daily');
    await userEvent.selectOptions(select, 'off');
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ budget_80: 'off' }),
    );
    expect(await screen.findByText('Opgeslagen.')).toBeInTheDocument();
  });

  it('shows a bookkeeper the figures without the top-up or the notification choices', async () => {
    render('accountant');
    expect(await screen.findByTestId('org-balance')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Saldo van de organisatie opwaarderen' })).toBeNull();
    expect(screen.getByText('Automatisch opwaarderen: uit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Machtiging instellen' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Meldingen' })).toBeNull();
  });

  it('tells a driver this overview is not for their role', async () => {
    render('driver');
    expect(await screen.findByText('Dit is niet voor jouw rol.')).toBeInTheDocument();
  });
});
