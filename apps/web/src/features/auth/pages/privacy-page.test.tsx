import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '../../../lib/session.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { AccountErasedPage } from './account-erased-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';

const preview = {
  balance_cents: 3_606,
  payout_iban_masked: 'NL69 INGB •••• 6789',
  subscription_status: 'trialing',
  refuel_in_progress: false,
  open_refuels: 1,
  invoices_kept: 4,
};

const erased = {
  payout_cents: 3_606,
  payout_iban_masked: 'NL69 INGB •••• 6789',
  subscription_ended: true,
  final_invoice_number: 'FL-2026-000123',
};

function setup(answers: Record<string, FakeResponse | ((body: unknown) => FakeResponse)>) {
  saveSession('tok', 'user', true);
  const api = fakeApi({ 'GET /api/me/erasure': { status: 200, body: preview }, ...answers });
  vi.stubGlobal('fetch', api.fetch);
  const view = renderRoutes(
    [
      { path: '/app/privacy', Component: PrivacyPage },
      { path: '/account-verwijderd', Component: AccountErasedPage },
    ],
    '/app/privacy',
  );
  return { api, ...view };
}

/** GET /api/me/export of a person with nothing stored but the profile. */
const emptyExport = {
  exported_at: '2026-11-26T12:00:00.000Z',
  about: 'Alle gegevens die FuelLinq over je bewaart.',
  profile: { email: 'noor@example.nl' },
  ...Object.fromEntries(
    [
      'sessions',
      'bank_links',
      'cards',
      'wallet_passes',
      'vehicles',
      'odometer_logs',
      'fuel_logs',
      'favourite_stations',
      'push_subscriptions',
      'partner_stations',
      'partner_offers',
      'audit_entries',
      'organisation_memberships',
      'organisation_audit_entries',
      'refuels',
      'balance_ledger',
      'payments',
      'points_ledger',
      'reward_redemptions',
      'subscription_events',
      'invoices',
    ].map((list) => [list, []]),
  ),
  partner_profile: null,
  subscription: null,
  billing_address: null,
};

const wrongPassword = 'Dit wachtwoord klopt niet. Je account is niet verwijderd.';

describe('Mijn gegevens', () => {
  it('downloads everything stored about the person as a JSON file', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:gegevens');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api } = setup({ 'GET /api/me/export': { status: 200, body: emptyExport } });
    await userEvent.click(screen.getByRole('button', { name: 'Download mijn gegevens' }));
    await waitFor(() => expect(saved).toEqual(['fuellinq-gegevens.json']));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /api/me/export');
  });

  it('says when the download fails', async () => {
    setup({
      'GET /api/me/export': {
        status: 429,
        body: { error: 'rate_limited', message: 'Te veel pogingen. Wacht even en probeer het opnieuw.' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download mijn gegevens' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Downloaden van je gegevens mislukt: Te veel pogingen. Wacht even en probeer het opnieuw.',
    );
  });

  it('says beforehand what happens to the balance, the subscription and the invoices', async () => {
    setup({});
    expect(
      await screen.findByText(
        'Je saldo van € 36,06 storten we terug naar je rekening NL69 INGB •••• 6789. Je open tankbeurt wordt geannuleerd; het gereserveerde bedrag gaat mee terug.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Je abonnement stopt meteen: er wordt niets meer afgeschreven/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Facturen bewaren we zeven jaar voor de Belastingdienst \(nu 4\)/),
    ).toBeInTheDocument();
  });

  it('will not erase while a refuel is pumping, and says why', async () => {
    const { api } = setup({
      'GET /api/me/erasure': { status: 200, body: { ...preview, refuel_in_progress: true, open_refuels: 0 } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Je bent nu aan het tanken.');
    expect(screen.getByRole('button', { name: 'Account verwijderen' })).toBeDisabled();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('erases the account after the password and a confirmation, and lands signed out with the payout', async () => {
    const { api } = setup({ 'DELETE /api/me': { status: 200, body: erased } });
    await screen.findByText(/Je saldo van € 36,06/);
    await userEvent.type(screen.getByLabelText('Je wachtwoord, ter bevestiging'), 'geheim123');
    await userEvent.click(screen.getByRole('button', { name: 'Account verwijderen' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Weet je zeker dat je je account wilt verwijderen?',
    });
    expect(dialog).toHaveTextContent('Je saldo van € 36,06 storten we terug.');
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, verwijder mijn account' }));
    expect(await screen.findByRole('heading', { name: 'Account verwijderd' })).toBeInTheDocument();
    expect(
      screen.getByText('Je saldo van € 36,06 storten we terug naar rekening NL69 INGB •••• 6789.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Je laatste factuur is FL-2026-000123/)).toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.method === 'DELETE').map((call) => [call.method, call.path, call.body]),
    ).toEqual([['DELETE', '/api/me', { password: 'geheim123' }]]);
    expect(getSession().token).toBeNull();
  });

  it('puts a wrong password on the password field and keeps the person signed in', async () => {
    setup({
      'DELETE /api/me': {
        status: 400,
        body: {
          error: 'invalid_password',
          message: wrongPassword,
          issues: [{ path: 'password', message: wrongPassword }],
        },
      },
    });
    await userEvent.type(screen.getByLabelText('Je wachtwoord, ter bevestiging'), 'fout-fout');
    await userEvent.click(screen.getByRole('button', { name: 'Account verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, verwijder mijn account' }));
    const field = screen.getByLabelText('Je wachtwoord, ter bevestiging');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(wrongPassword);
    expect(getSession().token).toBe('tok');
    expect(screen.queryByRole('heading', { name: 'Account verwijderd' })).toBeNull();
  });

  it('asks for the password before anything is sent', async () => {
    const { api } = setup({});
    await userEvent.click(screen.getByRole('button', { name: 'Account verwijderen' }));
    expect(await screen.findByText('Vul je wachtwoord in om te bevestigen.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });
});
