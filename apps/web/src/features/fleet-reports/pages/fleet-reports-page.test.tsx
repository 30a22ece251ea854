import type { FleetReport, FleetReportRow } from '@fuellinq/domain/fleet-reports/fleet-report.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { phoneScreen } from '../../../test/screen-size.ts';
import { FleetReportsPage } from './fleet-reports-page.tsx';

const ORG_ID = '00000000-0000-4000-8000-00000000a001';
const base = `/api/orgs/${ORG_ID}/reports`;

const national = (overrides: Partial<FleetReportRow['national']> = {}): FleetReportRow['national'] => ({
  compared_liters: 0,
  paid_cents: 0,
  national_cents: 0,
  saved_cents: 0,
  paid_per_liter_cents: null,
  national_per_liter_cents: null,
  ...overrides,
});

/** 30 l Euro95 at € 2,100 against a CBS average of € 2,050: € 1,50 overpaid. */
const overpaid = national({
  compared_liters: 30,
  paid_cents: 6_300,
  national_cents: 6_150,
  saved_cents: -150,
  paid_per_liter_cents: 210,
  national_per_liter_cents: 205,
});

const row = (overrides: Partial<FleetReportRow>): FleetReportRow => ({
  key: '00000000-0000-4000-8000-0000000000d1',
  label: 'Jan Jansen',
  refuels: 3,
  liters: 90,
  amount_cents: 17_100,
  co2_kg: 271.4,
  national: national(),
  months: [{ month: '2026-11', refuels: 3, liters: 90, amount_cents: 17_100, co2_kg: 271.4 }],
  ...overrides,
});

const report = (by: FleetReport['by'], rows: FleetReportRow[]): FleetReport => ({
  by,
  from: '2026-10-01',
  to: '2026-11-18',
  months: ['2026-10', '2026-11'],
  rows,
  totals: {
    refuels: rows.reduce((sum, r) => sum + r.refuels, 0),
    liters: rows.reduce((sum, r) => sum + r.liters, 0),
    amount_cents: rows.reduce((sum, r) => sum + r.amount_cents, 0),
    co2_kg: rows.reduce((sum, r) => sum + r.co2_kg, 0),
    national: overpaid,
    months: [
      { month: '2026-10', refuels: 1, liters: 50, amount_cents: 9_000, co2_kg: 160 },
      { month: '2026-11', refuels: 3, liters: 90, amount_cents: 17_100, co2_kg: 271.4 },
    ],
  },
});

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:rapport');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

/** The page with the API answering each grouping (`by`) with its own report. */
function render(answers: Partial<Record<FleetReport['by'], { status: number; body: unknown }>>) {
  saveSession('tok', 'user', true);
  window.localStorage.setItem('fuellinq.org', ORG_ID);
  const api = fakeApi({
    'GET /api/orgs': { status: 200, body: [{ id: ORG_ID, name: 'Demo Transport B.V.', role: 'accountant' }] },
  });
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname === `${base}.csv`) {
      asked.push(`csv ${address.search}`);
      return Promise.resolve(
        new Response('Bestuurder;Tankbeurten\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="rapport-per-bestuurder-2026-10-01-2026-11-18.csv"',
          },
        }),
      );
    }
    if (address.pathname === base) {
      const by = (address.searchParams.get('by') ?? 'driver') as FleetReport['by'];
      asked.push(`json ${address.search}`);
      const answer = answers[by] ?? { status: 200, body: report(by, []) };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }
    return api.fetch(url, init);
  });
  renderRoutes([{ path: '/app/fleet/reports', Component: FleetReportsPage }], '/app/fleet/reports');
  return { asked };
}

describe('FleetReportsPage', () => {
  it('shows the report per driver with totals, the CBS comparison, charts and a table', async () => {
    render({
      driver: {
        status: 200,
        body: report('driver', [
          row({ national: overpaid }),
          row({
            key: null,
            label: 'Zonder bestuurder',
            refuels: 1,
            liters: 10,
            amount_cents: 2_100,
            co2_kg: 28.3,
          }),
        ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Rapport per bestuurder' });
    const jan = within(table).getByRole('row', { name: /^Jan Jansen/ });
    for (const text of ['€ 171,00', '90,00 l', '271,4 kg', '€ 2,100 / € 2,050', '€ 1,50 te veel betaald'])
      expect(jan).toHaveTextContent(text);
    expect(within(table).getByRole('row', { name: /^Zonder bestuurder/ })).toHaveTextContent('€ 21,00');
    expect(screen.getByText('€ 192,00')).toBeInTheDocument();
    // The sentence under the totals: the fleet's Euro95 against the CBS average of the same days.
    expect(screen.getByText(/betaalde de vloot gemiddeld € 2,100 per liter/)).toHaveTextContent(
      'het CBS-gemiddelde van dezelfde dagen was € 2,050: € 1,50 te veel betaald',
    );
    expect(screen.getByRole('img', { name: /^Uitgaven per bestuurder/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Uitgaven per maand/ })).toBeInTheDocument();
  });

  it('switches to per cost centre and a chosen period, and downloads that as CSV', async () => {
    const { asked } = render({
      cost_centre: { status: 200, body: report('cost_centre', [row({ label: 'Bouw' })]) },
    });
    await screen.findByText('Geen zakelijke tankbeurten in deze periode.');
    await userEvent.selectOptions(screen.getByLabelText('Indeling'), 'cost_centre');
    await userEvent.type(screen.getByLabelText('Van'), '2026-10-01');
    expect(screen.getByText('Kies zowel een begin- als een einddatum.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tot en met'), '2026-11-18');
    const table = await screen.findByRole('table', { name: 'Rapport per kostenplaats' });
    expect(within(table).getByRole('row', { name: /^Bouw/ })).toBeInTheDocument();
    expect(asked).toContain('json ?by=cost_centre&from=2026-10-01&to=2026-11-18');
    await userEvent.click(screen.getByRole('button', { name: 'Exporteer als CSV' }));
    await waitFor(() => expect(saved).toEqual(['rapport-per-bestuurder-2026-10-01-2026-11-18.csv']));
    expect(asked).toContain('csv ?by=cost_centre&from=2026-10-01&to=2026-11-18');
  });

  it('says when loading failed, with a retry', async () => {
    render({ driver: { status: 500, body: { error: 'internal', message: 'Er ging iets mis.' } } });
    expect(await screen.findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('is a card per driver on a phone', async () => {
    phoneScreen();
    render({ driver: { status: 200, body: report('driver', [row({})]) } });
    const cards = await screen.findByRole('list', { name: 'Rapport per bestuurder' });
    expect(within(cards).getByRole('listitem')).toHaveTextContent(/Jan Jansen.*€ 171,00/);
    expect(screen.queryByRole('table', { name: 'Rapport per bestuurder' })).toBeNull();
  });
});
