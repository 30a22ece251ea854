import {
  type OrgCo2Group,
  type OrgCo2Report,
  OrgCo2ReportSchema,
} from '@fuellinq/domain/co2/org-co2.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { catchDownloads } from '../../../test/downloads.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { OrgCo2Section } from './org-co2-section.tsx';

const ORG_ID = '00000000-0000-4000-8000-00000000a001';
const co2Path = `/api/orgs/${ORG_ID}/co2`;

const group = (overrides: Partial<OrgCo2Group>): OrgCo2Group => ({
  key: '00000000-0000-4000-8000-0000000000v1',
  label: 'VX-123-B · Bus 1',
  vehicles: 1,
  vehicle_ids: ['00000000-0000-4000-8000-0000000000v1'],
  km: 4_000,
  liters: 110,
  kg_co2: 357.6,
  ...overrides,
});

/** The organisation's report as the API answers it (the person's report inside, here without vehicle rows). */
const answer = (year: number, by: OrgCo2Report['by'], groups: OrgCo2Group[]): OrgCo2Report => ({
  org: { id: ORG_ID, name: 'Demo Transport B.V.', kvk_number: '12345678' },
  year,
  by,
  groups,
  report: {
    method: 'fuel_factor',
    scope: 'wtw',
    electricity: 'gridmix',
    period: { from: `${year}-01-01`, to: `${year}-12-31` },
    km_total: groups.reduce((sum, g) => sum + g.km, 0),
    liters_total: groups.reduce((sum, g) => sum + g.liters, 0),
    kg_co2_total: groups.reduce((sum, g) => sum + g.kg_co2, 0),
    avg_g_per_km: null,
    bucket: 'month',
    series: { odometer: [], fuel: [], co2: [] },
    vehicles: [],
    factors: [],
    factor_list: {
      lists: [{ year: 2026, name: 'CO2-emissiefactoren 2026' }],
      source: 'CO2emissiefactoren.nl',
      notes: [],
    },
    notes: [],
    generated_at: '2026-11-27T10:00:00.000Z',
  },
});

const saved = catchDownloads();

function render({ failPdf = false } = {}) {
  saveSession('tok', 'user', true);
  const api = fakeApi({});
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const address = new URL(url, 'http://localhost');
    const file = address.pathname.match(/\/(co2|wpm)\.(csv|pdf)$/);
    if (file) {
      asked.push(`${file[1]}.${file[2]} ${address.search}`);
      // The PDF of the CO2 report is refused, as the server refuses a driver.
      if (address.pathname.endsWith('/co2.pdf') && failPdf)
        return Promise.resolve(
          Response.json({ error: 'forbidden', message: 'Hier heb je geen toegang toe.' }, { status: 403 }),
        );
      return Promise.resolve(
        new Response(file[2] === 'csv' ? 'jaar;kvk_nummer\r\n' : '%PDF-1.3', {
          status: 200,
          headers: { 'content-type': file[2] === 'csv' ? 'text/csv' : 'application/pdf' },
        }),
      );
    }
    if (address.pathname === co2Path) {
      const year = Number(address.searchParams.get('year'));
      const by = address.searchParams.get('by') as OrgCo2Report['by'];
      asked.push(`co2 ${address.search}`);
      const groups =
        by === 'cost_centre'
          ? [
              group({ key: '00000000-0000-4000-8000-0000000000c1', label: 'Bouw' }),
              group({ key: null, label: 'Zonder kostenplaats', km: 600, liters: 60, kg_co2: 147.8 }),
            ]
          : [group({})];
      return Promise.resolve(
        // The answer keeps to the API's contract.
        new Response(
          JSON.stringify(OrgCo2ReportSchema.parse(answer(year, by, year === 2026 ? groups : []))),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
      );
    }
    return api.fetch(url, init);
  });
  renderRoutes([{ path: '/', Component: () => <OrgCo2Section orgId={ORG_ID} thisYear={2026} /> }], '/');
  return { asked };
}

describe('OrgCo2Section', () => {
  it('shows the CO2 per vehicle, per cost centre and for another year, and downloads the WPM export', async () => {
    const { asked } = render();
    const table = await screen.findByRole('table', { name: 'CO2 per voertuig in 2026' });
    expect(within(table).getByRole('rowheader', { name: 'VX-123-B · Bus 1' })).toBeInTheDocument();
    expect(within(table).getByText('357,6 kg')).toBeInTheDocument();
    expect(asked).toContain('co2 ?year=2026&by=vehicle');

    await userEvent.selectOptions(screen.getByLabelText('CO2 indelen'), 'cost_centre');
    const perCentre = await screen.findByRole('table', { name: 'CO2 per kostenplaats in 2026' });
    expect(within(perCentre).getByRole('rowheader', { name: 'Bouw' })).toBeInTheDocument();
    expect(within(perCentre).getByRole('rowheader', { name: 'Zonder kostenplaats' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Jaar'), '2025');
    expect(await screen.findByText('Geen kilometers of tankbeurten in 2025.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'WPM-opgave 2025 (CSV)' }));
    await vi.waitFor(() => expect(saved).toEqual(['wpm-opgave-2025.csv']));
    expect(asked).toContain('wpm.csv ?year=2025');
  });

  it('downloads the CO2 report as the table groups it and the WPM export, as CSV and PDF, by keyboard too', async () => {
    const { asked } = render();
    await screen.findByRole('table', { name: 'CO2 per voertuig in 2026' });
    await userEvent.selectOptions(screen.getByLabelText('CO2 indelen'), 'cost_centre');
    const downloads = screen.getByRole('group', { name: 'Downloads 2026' });
    const buttons = within(downloads).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'CO2-rapport 2026 (CSV)',
      'CO2-rapport 2026 (PDF)',
      'WPM-opgave 2026 (CSV)',
      'WPM-opgave 2026 (PDF)',
    ]);

    for (const name of ['CO2-rapport 2026 (CSV)', 'CO2-rapport 2026 (PDF)', 'WPM-opgave 2026 (CSV)']) {
      const count = saved.length;
      await userEvent.click(within(downloads).getByRole('button', { name }));
      await vi.waitFor(() => expect(saved).toHaveLength(count + 1));
    }
    // The last one by keyboard: Tab to it, then Enter.
    const wpmPdf = within(downloads).getByRole('button', { name: 'WPM-opgave 2026 (PDF)' });
    while (document.activeElement !== wpmPdf) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(saved).toEqual([
        'co2-rapport-2026-per-kostenplaats.csv',
        'co2-rapport-2026-per-kostenplaats.pdf',
        'wpm-opgave-2026.csv',
        'wpm-opgave-2026.pdf',
      ]),
    );
    expect(asked.filter((request) => /^(co2|wpm)\./.test(request))).toEqual([
      'co2.csv ?year=2026&by=cost_centre',
      'co2.pdf ?year=2026&by=cost_centre',
      'wpm.csv ?year=2026',
      'wpm.pdf ?year=2026',
    ]);
  });

  it('says why a download failed', async () => {
    render({ failPdf: true });
    await userEvent.click(await screen.findByRole('button', { name: 'CO2-rapport 2026 (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Downloaden mislukt: Hier heb je geen toegang toe.',
    );
    expect(saved).toEqual([]);
  });
});
