import type { MyCompanyCard } from '@fuellinq/domain/orgs/fleet-card.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location.ts';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { companyCard } from '../../fleet-rules/api/fleet-rules-fixtures.ts';
import { MyCompanyCardsPage } from '../pages/my-company-cards-page.tsx';

const ORG_ID = '00000000-0000-4000-8000-00000000a001';
const DRIVER_CARD = '00000000-0000-4000-8000-00000000c001';
const BLOCKED_CARD = '00000000-0000-4000-8000-00000000c002';
const APPLE_URL = 'https://fuellinq.test/api/wallet/apple/download/abc';
const PASS_URL = 'https://fuellinq.test/pass/xyz';

const card = (id: string, overrides: Partial<MyCompanyCard> = {}): MyCompanyCard => ({
  ...companyCard,
  id,
  ...overrides,
});

describe('/app/zakelijke-pas wallet buttons', () => {
  it('adds a company card to Apple Wallet, says when Google Wallet is not set up, and offers nothing for a blocked card', async () => {
    saveSession('tok', 'user', true);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const api = fakeApi({
      'GET /api/orgs': { status: 200, body: [{ id: ORG_ID, name: 'Demo Transport B.V.', role: 'driver' }] },
      'GET /api/me/company-cards': {
        status: 200,
        body: [card(DRIVER_CARD), card(BLOCKED_CARD, { status: 'blocked', blocked_reason: 'lost' })],
      },
      'POST /api/wallet/pass': { status: 200, body: { url: PASS_URL, appleUrl: APPLE_URL } },
      [`POST /api/wallet/apple/${DRIVER_CARD}`]: { status: 200, body: { url: APPLE_URL } },
      [`POST /api/wallet/google/${DRIVER_CARD}`]: {
        status: 503,
        body: {
          error: 'wallet_not_configured',
          message: 'Apple/Google Wallet nog niet geconfigureerd (demo).',
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes([{ path: '/app/zakelijke-pas', Component: MyCompanyCardsPage }], '/app/zakelijke-pas');

    const wallet = await screen.findByRole('region', { name: 'Toevoegen aan je wallet' });
    // One card gets the buttons: the blocked one has no pass.
    expect(screen.getAllByRole('region', { name: 'Toevoegen aan je wallet' })).toHaveLength(1);
    expect(await within(wallet).findByRole('link', { name: 'Universele pas openen (demo)' })).toHaveAttribute(
      'href',
      PASS_URL,
    );
    expect(api.calls.filter((call) => call.path === '/api/wallet/pass').map((call) => call.body)).toEqual([
      { cardId: DRIVER_CARD },
    ]);

    await userEvent.click(within(wallet).getByRole('button', { name: 'Apple Wallet' }));
    expect(assign).toHaveBeenCalledWith(APPLE_URL);

    await userEvent.click(within(wallet).getByRole('button', { name: 'Google Wallet' }));
    expect(
      await within(wallet).findByText('Google Wallet nog niet geconfigureerd (demo).'),
    ).toBeInTheDocument();
  });
});
