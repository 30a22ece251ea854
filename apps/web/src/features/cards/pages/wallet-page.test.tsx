import { OSM_ATTRIBUTION } from '@fuellinq/domain/stations/station-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location.ts';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { balance } from '../../../test/money-fixtures.ts';
import { card } from '../../../test/wallet-fixtures.ts';
import { WalletPage } from './wallet-page.tsx';

/** The Nu tanken block's own reads: the balance and the favourite stations. */
const walletBlockAnswers = {
  'GET /api/balance': { status: 200, body: balance() },
  'GET /api/stations/favorites': { status: 200, body: { items: [], attribution: OSM_ATTRIBUTION } },
};

function setup(answers: Record<string, FakeResponse | ((body: unknown) => FakeResponse)>) {
  saveSession('tok', 'user', true);
  const api = fakeApi({ ...walletBlockAnswers, ...answers });
  vi.stubGlobal('fetch', api.fetch);
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  renderRoutes([{ path: '/app/wallet', Component: WalletPage }], '/app/wallet');
  return { api, assign };
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Mijn passen' }))
    .getAllByRole('listitem')
    .map((item) => item);

describe('Wallet & Passen', () => {
  it('shows the active card and every card with the status badges of spec §4', async () => {
    const cards = [
      card({ label: 'Bestelbus 1', is_active: true }),
      card({ label: null, status: 'blocked' }),
      card({ label: 'Bus 3', status: 'paused' }),
      card({ label: 'Bus 4', status: 'pending' }),
      card({ label: 'Bus 5', status: 'expired' }),
    ];
    setup({ 'GET /api/cards': { status: 200, body: cards } });
    expect(
      await screen.findByRole('figure', { name: `Bestelbus 1, kaartnummer eindigt op ${cards[0]!.last4}` }),
    ).toBeInTheDocument();
    const items = rows();
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Bestelbus 1✓ Actieve pas',
      'Pas #2geblokkeerd',
      'Bus 3gepauzeerd',
      'Bus 4in behandeling',
      'Bus 5expired',
    ]);
    // Never for the active card, nor for a blocked or paused one.
    expect(within(items[0]!).queryByRole('button', { name: /Maak actief/ })).toBeNull();
    for (const item of items.slice(1, 3))
      expect(within(item).queryByRole('button', { name: /Maak actief/ })).toBeNull();
    for (const item of items.slice(3))
      expect(within(item).getByRole('button', { name: /Maak actief/ })).toBeInTheDocument();
    expect(screen.getByText('€ 4,99')).toBeInTheDocument();
    expect(screen.getByText('€ 9,99')).toBeInTheDocument();
  });

  it('reads the list from `{ cards }` as well', async () => {
    setup({
      'GET /api/cards': { status: 200, body: { cards: [card({ label: 'Uit object', is_active: true })] } },
    });
    await screen.findByRole('list', { name: 'Mijn passen' });
    expect(rows().map((item) => item.querySelector('p')?.textContent)).toEqual(['Uit object✓ Actieve pas']);
  });

  it('makes a card active and says so, or says that it failed', async () => {
    const a = card({ label: 'A', is_active: true });
    const b = card({ label: 'B' });
    let selected = false;
    const { api } = setup({
      'GET /api/cards': () => ({
        status: 200,
        body: [
          { ...a, is_active: !selected },
          { ...b, is_active: selected },
        ],
      }),
      'POST /api/cards/select': (body) => {
        selected = (body as { cardId: string }).cardId === b.id;
        return { status: 200, body: { ...b, is_active: true } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Maak actief (B)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Actieve pas gewijzigd');
    expect(api.calls.find((call) => call.path === '/api/cards/select')?.body).toEqual({ cardId: b.id });
    expect(await screen.findByRole('button', { name: 'Maak actief (A)' })).toBeInTheDocument();
  });

  it('names the reason when a card blocked in the meantime cannot be made active', async () => {
    setup({
      'GET /api/cards': {
        status: 200,
        body: [card({ label: 'A', is_active: true }), card({ label: 'B' })],
      },
      'POST /api/cards/select': {
        status: 409,
        body: { error: 'card_blocked', message: 'Deze pas is geblokkeerd en kan niet actief worden.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Maak actief (B)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kon actieve pas niet wijzigen. Deze pas is geblokkeerd en kan niet actief worden.',
    );
  });

  it('blocks a lost card after a confirm step, then replaces it for free', async () => {
    const a = card({ label: 'A', is_active: true });
    let blocked = false;
    let replaced = false;
    const { api } = setup({
      'GET /api/cards': () => ({
        status: 200,
        body: replaced
          ? [{ ...a, status: 'blocked', is_active: false }, card({ label: 'A', is_active: true })]
          : [{ ...a, status: blocked ? 'blocked' : 'active', is_active: !blocked }],
      }),
      [`POST /api/cards/${a.id}/report-lost`]: () => {
        blocked = true;
        return { status: 200, body: { ...a, status: 'blocked', is_active: false } };
      },
      [`POST /api/cards/${a.id}/replace`]: () => {
        replaced = true;
        return { status: 201, body: card({ label: 'A', is_active: true }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pas kwijt of gestolen? (A)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('definitief geblokkeerd');
    expect(api.calls.some((call) => call.path.endsWith('/report-lost'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokkeer pas' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pas geblokkeerd');
    expect(await screen.findByRole('button', { name: 'Vervang pas (A)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Maak actief/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Vervang pas (A)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nieuwe pas aangemaakt');
  });

  it('deletes a card only after the confirmation, and reports a failure', async () => {
    const a = card({ label: 'A', is_active: true });
    const b = card({ label: 'B' });
    let deleted = false;
    let fail = false;
    const { api } = setup({
      'GET /api/cards': () => ({ status: 200, body: deleted ? [a] : [a, b] }),
      [`DELETE /api/cards/${b.id}`]: () => {
        if (fail) return { status: 500, body: { error: 'server_error', message: 'x' } };
        deleted = true;
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verwijderen (B)' }));
    expect(
      screen.getByRole('heading', { name: 'Weet je zeker dat je deze pas wilt verwijderen?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen (B)' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Verwijderen' }).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Verwijderen mislukt');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen (B)' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Verwijderen' }).at(-1)!);
    expect(await screen.findByRole('status')).toHaveTextContent('Pas verwijderd');
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it("creates a prepaid card (an empty label is the server's 'Prepaid tankpas') and reports a failure", async () => {
    let fail = false;
    const { api } = setup({
      'GET /api/cards': { status: 200, body: [] },
      'POST /api/cards': () =>
        fail
          ? { status: 500, body: { error: 'server_error', message: 'x' } }
          : { status: 201, body: card({ label: 'Prepaid tankpas' }) },
    });
    expect(await screen.findByText('Nog geen passen')).toBeInTheDocument();
    expect(screen.getByText('Je hebt nog geen actieve pas.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Je eerste pas is gratis. Voor elke extra pas gaat de prijs van je FuelLinq-saldo af.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prepaid tankpas aanmaken' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Prepaid tankpas aangemaakt');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ label: '' });

    fail = true;
    await userEvent.type(screen.getByLabelText('Naam van de pas (optioneel)'), '  Bus  ');
    await userEvent.click(screen.getByRole('button', { name: 'Prepaid tankpas aanmaken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aanmaken mislukt');
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ label: 'Bus' });
    expect(screen.getByLabelText('Naam van de pas (optioneel)')).toHaveValue('  Bus  ');
  });

  it('charges an extra card from the balance, or offers to pay it on its own when the balance is short', async () => {
    const { api, assign } = setup({
      'GET /api/cards': { status: 200, body: [card({ label: 'A', is_active: true })] },
      'POST /api/cards': {
        status: 409,
        body: {
          error: 'insufficient_balance',
          message: 'Je saldo is niet hoog genoeg. Waardeer eerst op.',
          checkout_url: 'https://pay.example/checkout/tr_1',
        },
      },
    });
    expect(
      await screen.findByText(
        'De prijs gaat van je FuelLinq-saldo af. Is je saldo te laag, dan betaal je de pas los.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prepaid tankpas aanmaken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Een extra pas kost € 4,99 (normaal € 9,99). Je saldo is te laag: betaal de pas los.',
    );
    expect(api.calls.find((call) => call.method === 'POST')?.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{32}$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pas betalen (€ 4,99)' }));
    expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/tr_1');
  });

  it("says 'Kon passen niet ophalen' when the list fails", async () => {
    setup({ 'GET /api/cards': { status: 500, body: { error: 'server_error', message: 'x' } } });
    await waitFor(() => expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Kon passen niet ophalen'));
  });

  it('adds a chosen card to Apple or Google Wallet, and asks to choose a card first', async () => {
    const a = card({ label: 'A', is_active: true });
    const { assign } = setup({
      'GET /api/cards': { status: 200, body: [a] },
      [`POST /api/wallet/apple/${a.id}`]: {
        status: 200,
        body: { url: 'http://x/api/wallet/apple/download/t' },
      },
      [`POST /api/wallet/google/${a.id}`]: { status: 200, body: {} },
      'POST /api/wallet/pass': { status: 200, body: { url: 'http://x/pass/p' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Toevoegen aan Apple Wallet' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://x/api/wallet/apple/download/t'));
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen aan Google Wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geen Google Wallet-URL ontvangen.');
    await userEvent.click(screen.getByRole('button', { name: 'Pas openen in de browser' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://x/pass/p'));

    await userEvent.selectOptions(screen.getByLabelText('Pas voor Apple Wallet'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen aan Apple Wallet' }));
    expect(await screen.findByText('Kies eerst een pas.')).toBeInTheDocument();
  });

  it('revokes every earlier pass link of the chosen card', async () => {
    const a = card({ label: 'A', is_active: true });
    const { api } = setup({
      'GET /api/cards': { status: 200, body: [a] },
      'POST /api/wallet/pass/revoke': { status: 200, body: { url: 'http://x/pass/nieuw' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eerdere paslinks intrekken' }));
    expect(await screen.findByText('Alle eerdere links van deze pas werken niet meer.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/wallet/pass/revoke')?.body).toEqual({ cardId: a.id });
  });

  it('says why the links could not be revoked', async () => {
    setup({
      'GET /api/cards': { status: 200, body: [card({ label: 'A', is_active: true })] },
      'POST /api/wallet/pass/revoke': { status: 500, body: { error: 'server_error', message: 'x' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eerdere paslinks intrekken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Intrekken mislukt: Tijdelijk serverprobleem. Probeer het zo opnieuw.',
    );
    expect(screen.queryByText('Alle eerdere links van deze pas werken niet meer.')).toBeNull();
  });
});
