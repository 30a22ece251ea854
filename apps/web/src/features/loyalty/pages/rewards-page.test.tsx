import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { loyalty } from '../../../test/money-fixtures.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { RewardsPage } from './rewards-page.tsx';

function setup(answers: Record<string, FakeResponse | ((body: unknown) => FakeResponse)>) {
  saveSession('tok', 'user', true);
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/app/rewards', Component: RewardsPage }], '/app/rewards');
  return { api };
}

const voucher = {
  id: 'r1',
  reward: 'wasbeurt',
  title: 'Gratis wasbeurt',
  points: 750,
  voucher_code: 'WAS-7K2P-9QX4',
  created_at: '2026-11-21T09:30:00.000Z',
  used_at: null,
};

describe('/app/rewards (Punten & Rewards)', () => {
  it('shows the points, the rewards (available or not), the history and the redemptions with their codes', async () => {
    setup({
      'GET /api/loyalty': { status: 200, body: loyalty({ redemptions: [voucher] }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Punten & Rewards' })).toBeInTheDocument();
    expect(await screen.findByText('620 punten')).toBeInTheDocument();
    const rewards = screen.getByRole('region', { name: 'Beloningen' });
    expect(within(rewards).getByRole('button', { name: 'Inwisselen (€ 5 op je saldo)' })).toBeEnabled();
    expect(within(rewards).queryByRole('button', { name: 'Inwisselen (Gratis wasbeurt)' })).toBeNull();
    expect(within(rewards).getByText('Nog 130 punten nodig.')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Puntengeschiedenis' });
    expect(history).toHaveTextContent('Tankbeurt Tinq Utrecht Kanaalweg');
    expect(history).toHaveTextContent('+31 punten');
    expect(screen.getByRole('region', { name: 'Ingewisseld' })).toHaveTextContent('WAS-7K2P-9QX4');
  });

  it('says when a station took a voucher', async () => {
    setup({
      'GET /api/loyalty': {
        status: 200,
        body: loyalty({ redemptions: [{ ...voucher, used_at: '2026-11-26T14:05:00.000Z' }] }),
      },
    });
    const redeemed = await screen.findByRole('region', { name: 'Ingewisseld' });
    expect(redeemed).toHaveTextContent('Code WAS-7K2P-9QX4: gebruikt op 26-11-2026 15:05');
  });

  it('redeems only after the confirmation, with an Idempotency-Key, and says what it gave', async () => {
    let points = 620;
    const { api } = setup({
      'GET /api/loyalty': () => ({ status: 200, body: loyalty({ points }) }),
      'POST /api/loyalty/redeem': () => {
        points = 120;
        return {
          status: 201,
          body: {
            redemption: {
              ...voucher,
              reward: 'saldo-5',
              title: '€ 5 op je saldo',
              points: 500,
              voucher_code: null,
            },
            points,
          },
        };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Inwisselen (€ 5 op je saldo)' }));
    expect(screen.getByRole('heading', { name: 'Beloning inwisselen?' })).toBeInTheDocument();
    expect(
      screen.getByText(/€ 5 op je saldo kost 500 punten\. Daarna heb je nog 120 punten\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Inwisselen (€ 5 op je saldo)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inwisselen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Beloning ingewisseld.');
    const redeem = api.calls.find((call) => call.method === 'POST');
    expect(redeem?.body).toEqual({ reward: 'saldo-5' });
    expect(redeem?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('120 punten')).toBeInTheDocument();
  });

  it('gives the voucher code of a car wash', async () => {
    setup({
      'GET /api/loyalty': {
        status: 200,
        body: loyalty({
          points: 800,
          rewards: loyalty().rewards.map((reward) => ({ ...reward, available: true })),
        }),
      },
      'POST /api/loyalty/redeem': { status: 201, body: { redemption: voucher, points: 50 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Inwisselen (Gratis wasbeurt)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inwisselen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Beloning ingewisseld. Je code: WAS-7K2P-9QX4',
    );
  });

  it("says 'Inwisselen mislukt' and why", async () => {
    setup({
      'GET /api/loyalty': { status: 200, body: loyalty() },
      'POST /api/loyalty/redeem': {
        status: 409,
        body: { error: 'not_enough_points', message: 'Je hebt niet genoeg punten voor deze beloning.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Inwisselen (€ 5 op je saldo)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inwisselen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inwisselen mislukt: Je hebt niet genoeg punten voor deze beloning.',
    );
  });

  it('has empty states for a new driver', async () => {
    setup({
      'GET /api/loyalty': { status: 200, body: loyalty({ points: 0, history: [], redemptions: [] }) },
    });
    expect(await screen.findByText('Nog geen punten.')).toBeInTheDocument();
    expect(screen.getByText('Je hebt nog niets ingewisseld.')).toBeInTheDocument();
    expect(screen.getByText('0 punten')).toBeInTheDocument();
  });

  it("says 'Punten ophalen mislukt' with a retry", async () => {
    setup({ 'GET /api/loyalty': { status: 500, body: { error: 'server_error', message: 'x' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Punten ophalen mislukt: Tijdelijk serverprobleem. Probeer het zo opnieuw.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument());
  });
});
