import { lastMonths, previousMonth } from '@fuellinq/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import {
  estimatedSaving,
  invoice,
  measuredSaving,
  savingAnswer,
  subscription,
} from '../../../test/dashboard-fixtures.ts';
import { historyAnswer, historyItem, loyalty } from '../../../test/money-fixtures.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { feedResponse, feedStation } from '../../../test/station-fixtures.ts';
import { card } from '../../../test/wallet-fixtures.ts';
import { demoReport, skoda, user, van } from '../../vehicles/testing/fixtures.ts';
import { OverviewPage } from './overview-page.tsx';

const months = lastMonths(new Date(), 12);
const lastMonth = months.at(-2)!;
const thisMonth = months.at(-1)!;
const monthLong = (month: string) =>
  new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

const failed: FakeResponse = {
  status: 503,
  body: { error: 'unavailable', message: 'Even niet bereikbaar.' },
};
const favourites = [
  feedStation({ id: 'f1', title: 'Shell Dam' }),
  feedStation({
    id: 'f2',
    title: 'Tinq Zuid',
    brand: 'Tinq',
    prices: [
      {
        fuel_type: 'euro95',
        price_eur_l: 2.199,
        price_cents: 219.9,
        updated_at: '2026-11-21T08:00:00.000Z',
        source: 'demo',
        price_source: 'demo',
        observed_at: '2026-11-21T08:00:00.000Z',
      },
    ],
  }),
];

function answers(overrides: Record<string, FakeResponse> = {}): Record<string, FakeResponse> {
  const active = card({ is_active: true, label: 'Mijn tankpas', last4: '4242' });
  return {
    'GET /me': { status: 200, body: user() },
    'GET /api/cards/active': { status: 200, body: { id: active.id, label: active.label, last4: '4242' } },
    'GET /api/cards': { status: 200, body: [active, card({ status: 'paused' })] },
    'GET /api/vehicles': { status: 200, body: { items: [van, skoda] } },
    'GET /api/invoices': {
      status: 200,
      body: [
        invoice(lastMonth, 12_345, { status: 'open' }),
        invoice(months.at(-3)!, 10_000),
        invoice(months.at(-4)!, 8_000),
      ],
    },
    // The saving as the server works it out: every invoiced month estimated (nothing to measure), this
    // month 7 % of its refuels (no invoice yet).
    'GET /api/insights/saving': {
      status: 200,
      body: savingAnswer(months, [
        estimatedSaving(months.at(-4)!, 'invoices', 8_000),
        estimatedSaving(months.at(-3)!, 'invoices', 10_000),
        estimatedSaving(lastMonth, 'invoices', 12_345),
        estimatedSaving(thisMonth, 'refuels', 5_000),
      ]),
    },
    'GET /api/loyalty': { status: 200, body: loyalty({ points: 620 }) },
    'GET /api/billing/subscription': { status: 200, body: subscription() },
    'GET /api/stations/favorites': {
      status: 200,
      body: { items: favourites, attribution: feedResponse([]).body.attribution },
    },
    'GET /api/partner/public/stations': feedResponse([feedStation({ id: 'n1', title: 'Esso Ring' })]),
    'GET /api/co2/report': { status: 200, body: demoReport(previousMonth()) },
    'GET /api/transactions': historyAnswer([
      historyItem({
        id: 't1',
        brand: 'Tinq',
        city: 'Utrecht',
        liters: 31.54,
        price_per_l: 1.979,
        points: 31,
      }),
    ]),
    ...overrides,
  };
}

function setup(overrides: Record<string, FakeResponse> = {}) {
  saveSession('tok', 'user', true);
  const api = fakeApi(answers(overrides));
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/app', Component: OverviewPage }], '/app');
  return api;
}

const pathsCalled = (api: ReturnType<typeof setup>) => new Set(api.calls.map((call) => call.path));

const tile = (name: string) =>
  within(screen.getByRole('list', { name: 'Kerncijfers' }))
    .getByRole('link', { name })
    .closest('li')!;
/** The first look waits for the lazily loaded page. */
const loaded = () => screen.findByRole('list', { name: 'Kerncijfers' }, { timeout: 5_000 });

describe('/app (Overzicht)', () => {
  it('shows every block of spec §2 with the user’s own figures', { timeout: 15_000 }, async () => {
    const api = setup();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeInTheDocument();
    expect(await screen.findByText('Welkom terug, Sanne.')).toBeInTheDocument();
    const welcome = screen.getByRole('region', { name: 'Welkom' });
    expect(within(welcome).getByRole('button', { name: 'Log uit' })).toBeInTheDocument();

    const tiles = screen.getByRole('list', { name: 'Kerncijfers' });
    await waitFor(() => expect(within(tiles).queryAllByRole('status')).toEqual([]));
    expect(tile('Voertuigen')).toHaveTextContent('2');
    expect(tile('Passen')).toHaveTextContent('21 actief');
    expect(tile('Openstaande facturen')).toHaveTextContent('1€ 123,45 te betalen');
    // The server's figure for last month: 6 % of its invoice, € 123,45 × 0,06 = € 7,41, called an estimate.
    expect(tile('Besparing per maand')).toHaveTextContent('€ 7,41');
    expect(tile('Besparing per maand')).toHaveTextContent(
      `schatting6 % van je facturen over ${monthLong(lastMonth)} (€ 123,45)`,
    );
    expect(tile('Puntensaldo')).toHaveTextContent('620 punten');
    expect(within(tile('Puntensaldo')).queryByText('schatting')).toBeNull();

    const nav = screen.getByRole('navigation', { name: 'Snelle acties' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Nu tanken', 'Saldo opwaarderen', 'Voertuig toevoegen', 'CO2 rapport']);

    expect(
      await screen.findByRole('figure', { name: 'Mijn tankpas, kaartnummer eindigt op 4242' }),
    ).toBeVisible();

    const chart = screen.getByRole('region', { name: 'Kosten en besparing, 12 maanden' });
    expect(within(chart).getByRole('img', { name: /Kosten volgens je facturen/ })).toBeInTheDocument();
    const table = within(chart).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Maand', 'Kosten (facturen)', 'Besparing']);
    // This month has no invoice yet: 7 % of its refuels (€ 50,00 → € 3,50), and the note names it.
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('€ 0,00€ 3,50');
    expect(rows.at(-2)).toHaveTextContent('€ 123,45€ 7,41');
    expect(chart).toHaveTextContent(
      `schatting${monthLong(months.at(-4)!)}, ${monthLong(months.at(-3)!)}, ${monthLong(lastMonth)}, ${monthLong(thisMonth)}: niets te meten`,
    );
    expect(chart).not.toHaveTextContent('Gemeten');
    // Earlier months without an invoice get no saving: nothing to rest it on.
    expect(rows[1]).toHaveTextContent('€ 0,00€ 0,00');

    const comparer = screen.getByRole('region', { name: 'Stations vergelijken' });
    const prices = within(comparer).getByRole('table');
    expect(
      within(prices)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Brandstof', 'Shell DamShell · Amsterdam', 'Tinq ZuidTinq · Amsterdam']);
    // Generated prices say so here too, as on every card (issue 29 §2).
    expect(within(prices).getByRole('row', { name: /Euro95/ })).toHaveTextContent(
      '€ 2,319demoprijs€ 2,199goedkoopstdemoprijs',
    );

    const recent = screen.getByRole('region', { name: 'Recente tankbeurten' });
    const refuels = await within(recent).findByRole('table');
    expect(within(refuels).getAllByRole('row')[1]).toHaveTextContent(
      '21 nov 2026TinqUtrecht31,54 l€ 1,97931 punten',
    );

    const points = screen.getByRole('region', { name: 'Punten en abonnement' });
    expect(points).toHaveTextContent('620 punten');
    expect(points).toHaveTextContent('Nog 130 punten tot Gratis wasbeurt.');
    expect(points).toHaveTextContent('ActiefVolgende betaling € 2,50 op 10 dec 2026.');

    expect(await screen.findByRole('region', { name: 'CO2 en RDW' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stations op de kaart' })).toBeInTheDocument();
    // The tile and the chart read the one saving answer; the overview sums nothing of its own.
    expect(pathsCalled(api)).toContain('/api/insights/saving');
    expect(pathsCalled(api)).not.toContain('/api/insights');
  });

  it('shows 420 points when the loyalty call fails, labelled as a stand-in, and the rest of the page as usual', async () => {
    setup({ 'GET /api/loyalty': failed });
    await loaded();
    await waitFor(() => expect(tile('Puntensaldo')).toHaveTextContent('420 punten'));
    expect(tile('Puntensaldo')).toHaveTextContent(
      'schattingJe punten konden niet worden geladen; dit is een standaardwaarde, niet je eigen saldo.',
    );
    const block = screen.getByRole('region', { name: 'Punten en abonnement' });
    expect(block).toHaveTextContent('420 punten');
    expect(block).toHaveTextContent('standaardwaarde, niet je eigen saldo');
    await waitFor(() => expect(tile('Voertuigen')).toHaveTextContent('2'));
    expect(await screen.findByText('21 nov 2026')).toBeInTheDocument();
  });

  it('estimates 7 % of the refuels without any invoice, and says so', async () => {
    setup({
      'GET /api/invoices': { status: 200, body: [] },
      'GET /api/insights/saving': {
        status: 200,
        body: savingAnswer(months, [estimatedSaving(thisMonth, 'refuels', 5_000)]),
      },
    });
    await loaded();
    await waitFor(() => expect(tile('Besparing per maand')).toHaveTextContent('€ 3,50'));
    expect(tile('Besparing per maand')).toHaveTextContent(
      `schatting7 % van je tankbeurten in ${monthLong(thisMonth)} (€ 50,00); er is nog geen factuur.`,
    );
    expect(tile('Openstaande facturen')).toHaveTextContent('0Alles betaald');
  });

  it('shows a measured saving as measured, against the CBS average, with no estimate beside it', async () => {
    setup({
      'GET /api/insights/saving': {
        status: 200,
        body: savingAnswer(months, [
          measuredSaving(lastMonth, 9_800, 10_161, 3),
          estimatedSaving(thisMonth, 'refuels', 5_000),
        ]),
      },
    });
    await loaded();
    await waitFor(() => expect(tile('Besparing per maand')).toHaveTextContent('€ 3,61'));
    expect(tile('Besparing per maand')).toHaveTextContent(
      `gemetenIn ${monthLong(lastMonth)} betaalde je € 3,61 minder dan het landelijk gemiddelde op de dagen van je 3 tankbeurten (49,00 l Euro95).`,
    );
    expect(within(tile('Besparing per maand')).queryByText('schatting')).toBeNull();
    expect(within(tile('Besparing per maand')).getByRole('link', { name: 'Bron: CBS' })).toBeVisible();
    const chart = screen.getByRole('region', { name: 'Kosten en besparing, 12 maanden' });
    expect(await within(chart).findByText(/^Gemeten tegenover het landelijk gemiddelde/)).toHaveTextContent(
      `Gemeten tegenover het landelijk gemiddelde (CBS) op de dagen van je tankbeurten: ${monthLong(lastMonth)}.`,
    );
  });

  it('keeps every other block when the invoices fail, and retries them on request', async () => {
    const api = setup({ 'GET /api/invoices': failed });
    await loaded();
    const chart = screen.getByRole('region', { name: 'Kosten en besparing, 12 maanden' });
    expect(await within(chart).findByRole('alert')).toHaveTextContent(
      'Facturen ophalen mislukt: Even niet bereikbaar.',
    );
    await waitFor(() => expect(tile('Openstaande facturen')).toHaveTextContent('Ophalen mislukt.'));
    // The saving is the server's own figure: it does not depend on the invoices call.
    expect(tile('Besparing per maand')).toHaveTextContent('€ 7,41');
    expect(tile('Puntensaldo')).toHaveTextContent('620 punten');
    expect(await screen.findByText('Welkom terug, Sanne.')).toBeInTheDocument();

    const before = api.calls.filter((call) => call.path === '/api/invoices').length;
    await userEvent.click(within(chart).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/invoices').length).toBeGreaterThan(before),
    );
  });

  it('gives a new account empty states, not made-up figures', async () => {
    setup({
      'GET /api/cards/active': { status: 204 },
      'GET /api/cards': { status: 200, body: [] },
      'GET /api/vehicles': { status: 200, body: { items: [] } },
      'GET /api/invoices': { status: 200, body: [] },
      'GET /api/insights/saving': { status: 200, body: savingAnswer(months) },
      'GET /api/loyalty': { status: 200, body: loyalty({ points: 0, history: [] }) },
      'GET /api/billing/subscription': {
        status: 200,
        body: subscription({ status: 'none', next_charge_on: null }),
      },
      'GET /api/stations/favorites': {
        status: 200,
        body: { items: [], attribution: feedResponse([]).body.attribution },
      },
      'GET /api/transactions': historyAnswer([]),
      'GET /api/partner/public/stations': feedResponse([
        feedStation({ id: 'n1', title: 'Esso Ring' }),
        feedStation({ id: 'n2', title: 'BP Noord', brand: 'BP' }),
      ]),
    });
    await loaded();
    expect(await screen.findByText('Je hebt nog geen actieve pas.')).toBeInTheDocument();
    await waitFor(() =>
      expect(tile('Besparing per maand')).toHaveTextContent('Nog geen facturen of tankbeurten.'),
    );
    expect(within(tile('Besparing per maand')).queryByText('schatting')).toBeNull();
    expect(screen.getByRole('region', { name: 'Kosten en besparing, 12 maanden' })).toHaveTextContent(
      'Nog geen facturen.',
    );
    expect(await screen.findByText('Nog geen tankbeurten.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Punten en abonnement' })).toHaveTextContent(
      'Nog niet gestartJe abonnement start zodra je je eerste pas hebt.',
    );
    // No favourites: nearby stations stand in, and the comparer says where they come from.
    const comparer = screen.getByRole('region', { name: 'Stations vergelijken' });
    expect(await within(comparer).findByText(/Stations rond Amsterdam centrum/)).toBeInTheDocument();
    expect(
      within(comparer)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Brandstof', 'Esso RingShell · Amsterdam', 'BP NoordBP · Amsterdam']);
  });
});
