import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { BankSandboxPage } from './bank-sandbox-page.tsx';

const linkId = '11111111-2222-4333-8444-555555555555';
const ing = {
  link_id: linkId,
  status: 'pending',
  bank: {
    id: 'ing',
    name: 'ING',
    logo: 'data:image/svg+xml,x',
    iban_code: 'INGB',
    color: '#e9620c',
    text_color: '#fff',
  },
  demo_ibans: ['NL69INGB0123456789'],
};

function setup(
  link: FakeResponse,
  decision: FakeResponse = { status: 200, body: { status: 'linked', redirectUrl: '/onboarding/wallet' } },
) {
  const api = fakeApi({
    [`GET /api/bank/sandbox/${linkId}`]: link,
    [`POST /api/bank/sandbox/${linkId}/decision`]: decision,
  });
  vi.stubGlobal('fetch', api.fetch);
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  renderRoutes(
    [{ path: '/bank/sandbox/:linkId', Component: BankSandboxPage }],
    `/bank/sandbox/${linkId}?state=st4te`,
  );
  return { api, assign };
}

const decisionBody = (api: ReturnType<typeof fakeApi>) =>
  api.calls.find((call) => call.method === 'POST')?.body;

describe('the sandbox bank', () => {
  it('is dressed as the chosen bank and approves with the offered account, then goes back to the app', async () => {
    const { api, assign } = setup({ status: 200, body: ing });
    expect(await screen.findByRole('heading', { name: 'Toestemming voor FuelLinq' })).toBeInTheDocument();
    expect(screen.getByText('Sandbox-bank voor FuelLinq · geen echte bank')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /NL69 INGB 0123 4567 89/ })).toBeChecked();
    expect(document.title).toBe('Toestemming – ING (sandbox) – FuelLinq');
    await userEvent.click(screen.getByRole('button', { name: 'Akkoord' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/onboarding/wallet'));
    expect(decisionBody(api)).toEqual({ state: 'st4te', decision: 'approve', iban: 'NL69INGB0123456789' });
  });

  it('checks a typed IBAN against the bank before sending it', async () => {
    const { api, assign } = setup({ status: 200, body: ing });
    await userEvent.click(await screen.findByRole('radio', { name: 'Een ander rekeningnummer' }));
    await userEvent.type(screen.getByLabelText('IBAN'), 'NL06 ABNA 0489 2716 53');
    await userEvent.click(screen.getByRole('button', { name: 'Akkoord' }));
    expect(await screen.findByText('Dit IBAN hoort niet bij ING.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('IBAN'));
    await userEvent.type(screen.getByLabelText('IBAN'), 'NL68INGB0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Akkoord' }));
    expect(await screen.findByText('Dit IBAN klopt niet: controleer de cijfers.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends Weigeren without an account', async () => {
    const { api, assign } = setup(
      { status: 200, body: ing },
      { status: 200, body: { status: 'failed', redirectUrl: '/onboarding/wallet' } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Weigeren' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/onboarding/wallet'));
    expect(decisionBody(api)).toEqual({ state: 'st4te', decision: 'reject' });
  });

  it('says so when the state is wrong or used, with a way back', async () => {
    setup({
      status: 400,
      body: {
        error: 'invalid_state',
        message: 'Dit koppelverzoek is ongeldig of al gebruikt. Kies je bank opnieuw.',
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dit koppelverzoek is ongeldig of al gebruikt. Kies je bank opnieuw.',
    );
    expect(screen.getByRole('link', { name: 'Terug naar FuelLinq' })).toHaveAttribute(
      'href',
      '/onboarding/bank',
    );
  });

  it("shows the server's reason when the bank refuses the account", async () => {
    setup(
      { status: 200, body: ing },
      { status: 400, body: { error: 'invalid_iban', message: 'Dit IBAN hoort niet bij ING.' } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Akkoord' }));
    expect(await screen.findByText('Dit IBAN hoort niet bij ING.')).toBeInTheDocument();
  });
});
