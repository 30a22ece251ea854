import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, Landed, renderRoutes } from '../../../test/render.tsx';
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

function render(role: 'owner' | 'manager' | 'accountant' | 'driver' = 'manager') {
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
    expect(screen.queryByRole('heading', { name: 'Meldingen' })).toBeNull();
  });

  it('tells a driver this overview is not for their role', async () => {
    render('driver');
    expect(await screen.findByText('Dit is niet voor jouw rol.')).toBeInTheDocument();
  });
});
