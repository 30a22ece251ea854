import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { historyAnswer, historyItem, STATION_ID, TX_ID } from '../../../test/money-fixtures.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { phoneScreen } from '../../../test/screen-size.ts';
import { card } from '../../../test/wallet-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

const bus = card({ label: 'Bus', is_active: true });

const refuel = historyItem();
const topUp = historyItem({
  id: 'pay-1',
  kind: 'top_up',
  date: '2026-11-20T18:00:00.000Z',
  status: 'paid',
  amount_cents: 5_000,
  description: 'Opwaardering via iDEAL',
  brand: null,
  city: null,
  station_id: null,
  fuel_type: null,
  liters: null,
  price_per_l: null,
  points: null,
  receipt_url: null,
});
const fee = historyItem({
  ...topUp,
  id: 'fee-1',
  kind: 'card_fee',
  status: 'paid',
  amount_cents: -499,
  description: 'Extra pas Bus',
});
const reward = historyItem({
  ...topUp,
  id: 'rw-1',
  kind: 'reward',
  status: 'completed',
  amount_cents: 500,
  description: '€ 5 op je saldo',
  points: -500,
});

function setup(
  list: FakeResponse | ((body: unknown) => FakeResponse),
  answers: Record<string, FakeResponse> = {},
) {
  saveSession('tok', 'user', true);
  const api = fakeApi({
    'GET /api/transactions': list,
    'GET /api/cards': { status: 200, body: [bus] },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/app/transactions', Component: TransactionsPage }], '/app/transactions');
  const asked = () => api.calls.filter((call) => call.path === '/api/transactions').map((call) => call.query);
  return { api, asked };
}

const table = () => screen.getByRole('table', { name: 'Transacties' });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/app/transactions (Transacties)', () => {
  it("shows the spec's columns plus amount and status, with top-ups, card fees and rewards in the same list", async () => {
    setup(historyAnswer([refuel, topUp, fee, reward]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transacties' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Transacties' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Datum',
      'Omschrijving',
      'Merk',
      'Plaats',
      'Liters',
      'Prijs per liter',
      'Punten',
      'Bedrag',
      'Status',
      'Bon',
    ]);
    const [, first, second, third, fourth] = within(table()).getAllByRole('row');
    expect(cells(first!)).toEqual([
      '21-11-2026 10:04',
      'TankbeurtTinq Utrecht Kanaalweg',
      'Tinq',
      'Utrecht',
      '31,54 l',
      '€ 1,979',
      '31 punten',
      '-€ 62,42',
      'klaar',
      'Bon (PDF)',
    ]);
    expect(cells(second!)).toEqual([
      '20-11-2026 19:00',
      'OpwaarderingOpwaardering via iDEAL',
      '–',
      '–',
      '–',
      '–',
      '–',
      '+€ 50,00',
      'betaald',
      '',
    ]);
    expect(cells(third!)[1]).toBe('Extra pasExtra pas Bus');
    expect(cells(third!)[7]).toBe('-€ 4,99');
    expect(cells(fourth!)[1]).toBe('Beloning€ 5 op je saldo');
    expect(cells(fourth!)[6]).toBe('-500 punten');
  });

  it('filters by period, card, station, status and kind, back on page 1, and clears them', async () => {
    const { asked } = setup(historyAnswer([refuel, topUp], 60));
    await screen.findByRole('table', { name: 'Transacties' });
    expect(asked()[0]).toEqual({ page: '1', per_page: '25' });
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ page: '2' }));

    await userEvent.type(screen.getByLabelText('Van'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('Tot en met'), '2026-11-30');
    await userEvent.selectOptions(screen.getByLabelText('Pas'), bus.id);
    await userEvent.selectOptions(screen.getByLabelText('Station'), 'Tinq, Utrecht');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'klaar');
    await userEvent.selectOptions(screen.getByLabelText('Soort'), 'Tankbeurt');
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({
        page: '1',
        per_page: '25',
        from: '2026-11-01',
        to: '2026-11-30',
        card_id: bus.id,
        station_id: STATION_ID,
        status: 'completed',
        kind: 'refuel',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ page: '1', per_page: '25' }));
    expect(screen.getByLabelText('Van')).toHaveValue('');
  });

  it('is a card per item on a phone, the amount on top, with the same filters and paging', async () => {
    phoneScreen();
    const { asked } = setup(historyAnswer([refuel, topUp], 60));
    const list = await screen.findByRole('list', { name: 'Transacties' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Datum: 21-11-2026 10:04');
    expect(first).toHaveTextContent('Bedrag: -€ 62,42');
    expect(within(first!).getByText('Merk').nextSibling).toHaveTextContent('Tinq');
    expect(within(first!).getByText('Plaats').nextSibling).toHaveTextContent('Utrecht');
    expect(within(first!).getByText('Liters').nextSibling).toHaveTextContent('31,54 l');
    expect(within(first!).getByRole('button', { name: /Bon \(PDF\)/ })).toBeInTheDocument();
    expect(second).toHaveTextContent('Bedrag: +€ 50,00');

    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ page: '2' }));
    await userEvent.selectOptions(screen.getByLabelText('Soort'), 'Tankbeurt');
    await waitFor(() => expect(asked().at(-1)).toEqual({ page: '1', per_page: '25', kind: 'refuel' }));
  });

  it('keeps the filters behind a Filters button that counts those in use (shown on a phone only)', async () => {
    phoneScreen();
    setup(historyAnswer([refuel, topUp]));
    await screen.findByRole('list', { name: 'Transacties' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const fieldset = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(fieldset).getByLabelText('Soort')).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.selectOptions(screen.getByLabelText('Soort'), 'Tankbeurt');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'klaar');
    expect(toggle).toHaveAccessibleName('Filters (2)');
    await userEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(toggle).toHaveAccessibleName('Filters');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('refuses a period that ends before it starts, without asking', async () => {
    const { asked } = setup(historyAnswer([refuel]));
    await screen.findByRole('table', { name: 'Transacties' });
    await userEvent.type(screen.getByLabelText('Van'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('Tot en met'), '2026-11-01');
    expect(await screen.findByText('De einddatum ligt vóór de begindatum.')).toBeInTheDocument();
    expect(asked().some((query) => query.from === '2026-11-30' && query.to === '2026-11-01')).toBe(false);
  });

  it('exports the filtered list as CSV and downloads a receipt', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api } = setup(historyAnswer([refuel]), {
      'GET /api/transactions.csv': { status: 200, body: 'datum;merk' },
      [`GET /api/transactions/${TX_ID}/receipt.pdf`]: { status: 200, body: '%PDF' },
    });
    await screen.findByRole('table', { name: 'Transacties' });
    await userEvent.selectOptions(screen.getByLabelText('Soort'), 'Tankbeurt');
    await userEvent.click(screen.getByRole('button', { name: 'Exporteer als CSV' }));
    await waitFor(() => expect(saved).toEqual(['transacties.csv']));
    expect(api.calls.find((call) => call.path === '/api/transactions.csv')?.query).toEqual({
      kind: 'refuel',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Bon (PDF) van 21-11-2026 10:04' }));
    await waitFor(() => expect(saved).toEqual(['transacties.csv', `bon-${TX_ID}.pdf`]));
  });

  it('says when the export fails', async () => {
    setup(historyAnswer([refuel]), {
      'GET /api/transactions.csv': { status: 500, body: { error: 'server_error', message: 'x' } },
    });
    await screen.findByRole('table', { name: 'Transacties' });
    await userEvent.click(screen.getByRole('button', { name: 'Exporteer als CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Exporteren mislukt: Tijdelijk serverprobleem. Probeer het zo opnieuw.',
    );
  });

  it('has an empty state that leads to Nu tanken, and says when filters find nothing', async () => {
    setup(historyAnswer([]));
    expect(await screen.findByText('Nog geen transacties.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nu tanken' })).toHaveAttribute('href', '/app/wallet');
    await userEvent.selectOptions(screen.getByLabelText('Soort'), 'Opwaardering');
    expect(await screen.findByText('Geen transacties gevonden.')).toBeInTheDocument();
  });

  it('says why the list cannot load, with a retry', async () => {
    setup({ status: 500, body: { error: 'server_error', message: 'x' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ophalen mislukt: Tijdelijk serverprobleem. Probeer het zo opnieuw.',
    );
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
