import type { PriceHistoryResponse, StationDetail } from '@fuellinq/domain/stations/station.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import type { RouteObject } from 'react-router';
import { fakeApi, Landed, renderRoutes } from '../../../test/render.tsx';
import { transaction, TX_ID } from '../../../test/money-fixtures.ts';
import { configResponse, feedResponse, feedStation, offer } from '../../../test/station-fixtures.ts';
import { everythingOnScreen } from '../../../test/visibility.ts';
import { setPageData } from '../../../lib/page-data.ts';
import { StationPage } from './station-page.tsx';

const ID = '7655ff4b-8de1-4da8-949e-71d65089e8ab';
const CARD = '00000000-0000-4000-8000-000000000abc';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const detail: StationDetail = {
  ...feedStation({
    id: ID,
    title: 'Shell Delft Westlandseweg',
    city: 'Delft',
    street: 'Westlandseweg',
    house_number: '52',
    postcode: '2624AD',
    lat: 52.0012553,
    lng: 4.3504033,
    distance_km: null,
    offers: [offer('o1', 'Koffie + croissant', 299)],
  }),
  prices: [
    {
      fuel_type: 'diesel',
      price_eur_l: 1.93,
      price_cents: 193,
      updated_at: minutesAgo(12),
      age_minutes: 12,
      source: 'station',
      price_source: 'station',
      observed_at: minutesAgo(12),
    },
    {
      fuel_type: 'euro95',
      price_eur_l: 2.394,
      price_cents: 239.4,
      updated_at: minutesAgo(0),
      age_minutes: 0,
      source: 'demo',
      price_source: 'demo',
      observed_at: minutesAgo(0),
    },
  ],
  opening_hours: [{ day: 1, opens: '06:30', closes: '22:00' }],
  opening_hours_demo: false,
  open_now: true,
  perks: ['LPG'],
  unmanned: false,
  motorway: false,
  attribution: {
    text: '© OpenStreetMap contributors',
    url: 'https://www.openstreetmap.org/copyright',
    licence: 'ODbL-1.0',
  },
};

const history: PriceHistoryResponse = {
  station_id: ID,
  fuel_type: 'euro95',
  days: 30,
  points: [
    { date: '2026-11-19', price_eur_l: 2.379, price_cents: 237.9, source: 'demo' },
    { date: '2026-11-20', price_eur_l: 2.389, price_cents: 238.9, source: 'tankbeurt' },
    { date: '2026-11-21', price_eur_l: 2.394, price_cents: 239.4, source: 'bestuurder' },
  ],
  national_average: {
    fuel_type: 'euro95',
    source: 'CBS',
    label: 'Bron: CBS',
    source_url: 'https://opendata.cbs.nl/statline/#/CBS/nl/dataset/80416ned/table',
    points: [
      { date: '2026-04-26', price_eur_l: 2.319 },
      { date: '2026-04-27', price_eur_l: 2.324 },
    ],
    through: '2026-04-27',
  },
};

function renderPage(answers: Parameters<typeof fakeApi>[0], routes: RouteObject[] = []) {
  const api = fakeApi({
    'GET /api/config': configResponse,
    'GET /api/partner/public/stations': feedResponse([
      feedStation({ id: 'n1', title: 'Tinq Delft Vulcanusweg' }),
    ]),
    [`GET /api/stations/${ID}/prices/history`]: { status: 200, body: history },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  // The whole page is on screen: what waits to be scrolled to (the stations nearby) draws now.
  everythingOnScreen();
  const view = renderRoutes([{ path: '/station/:id', Component: StationPage }, ...routes], `/station/${ID}`);
  return Object.assign(api, { router: view.router });
}

describe('the station page', () => {
  it('shows address, every price with its age, offers, hours, Route and Nu tanken', async () => {
    renderPage({ [`GET /api/stations/${ID}`]: { status: 200, body: detail } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shell Delft Westlandseweg' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Shell Delft Westlandseweg – FuelLinq');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Actuele brandstofprijzen met hun leeftijd, acties, openingstijden en route van Shell Delft Westlandseweg in Delft.',
    );
    expect(screen.getByText('Westlandseweg 52, 2624 AD Delft')).toBeInTheDocument();
    const prices = screen.getByRole('table', { name: 'Prijzen per liter' });
    expect(within(prices).getByRole('row', { name: /Diesel/ })).toHaveTextContent(
      '€ 1,930door de partner, 12 min geleden',
    );
    expect(within(prices).getByRole('row', { name: /Euro95/ })).toHaveTextContent('€ 2,394demoprijs');
    expect(screen.getByText('Koffie + croissant')).toBeInTheDocument();
    expect(screen.getByText('Nu open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Route/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=52.0012553,4.3504033',
    );
    expect(screen.getByRole('link', { name: 'Nu tanken' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/station/${ID}`)}`,
    );
    expect(screen.getAllByText('© OpenStreetMap contributors').length).toBeGreaterThan(0);
    expect(await screen.findByRole('article', { name: 'Tinq Delft Vulcanusweg' })).toBeInTheDocument();
  });

  it('starts from the answer the server drew it with: on screen at once, the station not asked again', async () => {
    setPageData({ at: Date.now(), answers: { [`/api/stations/${ID}`]: detail } });
    try {
      const api = renderPage({});
      // The first render already holds the station: no skeleton, no wait.
      expect(
        screen.getByRole('heading', { level: 1, name: 'Shell Delft Westlandseweg' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('img', { name: /^Prijsverloop Euro95/ })).toBeInTheDocument();
      expect(api.calls.map((call) => call.path)).not.toContain(`/api/stations/${ID}`);
    } finally {
      setPageData(undefined);
    }
  });

  it('shows the map only when asked, as on the landing page', async () => {
    renderPage({ [`GET /api/stations/${ID}`]: { status: 200, body: detail } });
    const map = await screen.findByRole('region', { name: 'Kaart: Shell Delft Westlandseweg' });
    expect(within(map).getByRole('button', { name: 'Kaart tonen' })).toBeInTheDocument();
  });

  it('charts the history with the CBS average beside it, on its real dates, "Bron: CBS"', async () => {
    renderPage({ [`GET /api/stations/${ID}`]: { status: 200, body: detail } });
    expect(
      await screen.findByRole('img', { name: 'Prijsverloop Euro95 bij dit station' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Landelijk gemiddelde Euro95 per dag' })).toBeInTheDocument();
    expect(screen.getByText(/26 apr 2026 – 27 apr 2026/)).toBeInTheDocument();
    // Issue 29 §2: CBS publishes weeks behind; the page says up to which day its average runs.
    expect(screen.getByText('CBS-gemiddelde t/m 27 apr 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bron: CBS' })).toHaveAttribute(
      'href',
      history.national_average!.source_url,
    );
  });

  it('marks each day’s price source with its own shape, named in a legend and in the table', async () => {
    renderPage({ [`GET /api/stations/${ID}`]: { status: 200, body: detail } });
    const chart = await screen.findByRole('img', { name: 'Prijsverloop Euro95 bij dit station' });
    // Three sources, three shapes: a diamond (outlined polygon), a square and a triangle.
    expect(chart.querySelectorAll('rect')).toHaveLength(1);
    expect(chart.querySelectorAll('polygon')).toHaveLength(2);
    const legend = screen.getByRole('list', { name: 'Legenda' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tankbeurt', 'Bestuurder', 'Demoprijs']);
    const table = screen.getByRole('table', { name: 'Prijsverloop Euro95 bij dit station' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('€ 2,389 (tankbeurt)');
  });

  // Issue 29 §2: what the demo seed made up is marked, and its hours say nothing about "Nu open".
  it('marks a demo offer and demo opening hours "demo", and claims no "Nu open" from them', async () => {
    const demo: StationDetail = {
      ...detail,
      offers: [offer('o1', 'Koffie + croissant', 299), offer('o2', 'Stofzuigen gratis', 0, true)],
      opening_hours: [{ day: 1, opens: '00:00', closes: '24:00' }],
      opening_hours_demo: true,
      open_now: null,
    };
    renderPage({ [`GET /api/stations/${ID}`]: { status: 200, body: demo } });
    const invented = await screen.findByText('Stofzuigen gratis');
    expect(invented).toHaveTextContent('Stofzuigen gratisdemo');
    expect(screen.getByText('Koffie + croissant')).not.toHaveTextContent('demo');
    expect(screen.getByText(/^Demo-openingstijden/)).toHaveTextContent(
      'Demo-openingstijdendemo: verzonnen voor de demo, niet door het station opgegeven.',
    );
    expect(screen.queryByText('Nu open')).toBeNull();
    expect(screen.queryByText('Nu gesloten')).toBeNull();
  });

  it('stars the station for a signed-in user', async () => {
    saveSession('tok', 'user', true);
    const api = renderPage({
      [`GET /api/stations/${ID}`]: { status: 200, body: detail },
      'GET /api/stations/favorites': { status: 200, body: { items: [], attribution: detail.attribution } },
      [`PUT /api/stations/${ID}/favorite`]: { status: 204 },
    });
    const star = await screen.findByRole('button', {
      name: 'Shell Delft Westlandseweg als favoriet bewaren',
    });
    await userEvent.click(star);
    expect(api.calls.some((c) => c.method === 'PUT' && c.path === `/api/stations/${ID}/favorite`)).toBe(true);
  });

  it('starts a refuel at this station with the active card and goes to the checkout', async () => {
    saveSession('tok', 'user', true);
    const checkout = `/app/checkout-demo?tx=${TX_ID}&station=${ID}&c=c1&amt=7500`;
    const api = renderPage(
      {
        [`GET /api/stations/${ID}`]: { status: 200, body: detail },
        'GET /api/stations/favorites': { status: 200, body: { items: [], attribution: detail.attribution } },
        'GET /api/cards/active': { status: 200, body: { id: CARD, label: 'Mijn tankpas', last4: '4242' } },
        'POST /api/transactions/start': { status: 201, body: { url: checkout, transaction: transaction() } },
      },
      [{ path: '/app/checkout-demo', element: <Landed name="checkout" /> }],
    );
    // A driver can press it once the active card is known (the signed-in button loads as a chunk of its own).
    const button = () => screen.getByRole('button', { name: 'Nu tanken' });
    await waitFor(() => expect(button()).toBeEnabled());
    await userEvent.click(button());
    expect(await screen.findByTestId('landed')).toHaveTextContent('checkout');
    expect(api.router.state.location.search).toBe(`?tx=${TX_ID}&station=${ID}&c=c1&amt=7500`);
    const start = api.calls.find((call) => call.path === '/api/transactions/start');
    expect(start?.body).toEqual({ cardId: CARD, stationId: ID });
    expect(start?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks for an active card first (spec §5), with a way to the wallet', async () => {
    saveSession('tok', 'user', true);
    const api = renderPage({
      [`GET /api/stations/${ID}`]: { status: 200, body: detail },
      'GET /api/stations/favorites': { status: 200, body: { items: [], attribution: detail.attribution } },
      'GET /api/cards/active': { status: 204 },
    });
    const button = () => screen.getByRole('button', { name: 'Nu tanken' });
    await waitFor(() => expect(button()).toBeEnabled());
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kies eerst een actieve pas op de Wallet-pagina.',
    );
    expect(screen.getByRole('link', { name: 'Naar Wallet' })).toHaveAttribute('href', '/app/wallet');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("says 'Transactie starten mislukt' and why when the server refuses", async () => {
    saveSession('tok', 'user', true);
    renderPage({
      [`GET /api/stations/${ID}`]: { status: 200, body: detail },
      'GET /api/stations/favorites': { status: 200, body: { items: [], attribution: detail.attribution } },
      'GET /api/cards/active': { status: 200, body: { id: CARD, label: null, last4: '4242' } },
      'POST /api/transactions/start': {
        status: 409,
        body: { error: 'card_blocked', message: 'Deze pas is geblokkeerd.' },
      },
    });
    const button = () => screen.getByRole('button', { name: 'Nu tanken' });
    await waitFor(() => expect(button()).toBeEnabled());
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Transactie starten mislukt: Deze pas is geblokkeerd.',
    );
  });

  it('shows a title full of markup as text: no link, image or bold text comes of it', async () => {
    const title = '<b>Gratis</b><a href=//evil.example>x</a><img src=x onerror=alert(1)>';
    renderPage({
      [`GET /api/stations/${ID}`]: { status: 200, body: { ...detail, title } },
      'GET /api/partner/public/stations': feedResponse([feedStation({ id: 'n1', title })]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.querySelector('a[href="//evil.example"]')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('says when a station does not exist', async () => {
    renderPage({ [`GET /api/stations/${ID}`]: { status: 404, body: { error: 'not_found', message: 'x' } } });
    expect(await screen.findByText(/Dit tankstation bestaat niet \(meer\)\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zoek een ander station' })).toHaveAttribute('href', '/');
  });

  it("shows 'Kon stations niet laden' with a retry when loading fails", async () => {
    renderPage({
      [`GET /api/stations/${ID}`]: { status: 500, body: { error: 'server_error', message: 'x' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kon stations niet laden');
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
