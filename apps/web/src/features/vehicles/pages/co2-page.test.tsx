import { previousMonth } from '@fuellinq/domain/co2/calendar-date';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { demoReport, skoda, user, wpm2025 } from '../testing/fixtures.ts';
import { Co2Page } from './co2-page.tsx';

function setup(
  answers: Parameters<typeof fakeApi>[0],
  accountType: 'consumer' | 'business' = 'consumer',
  path = '/app/co2',
) {
  const api = fakeApi({
    'GET /me': { status: 200, body: user(accountType) },
    'GET /api/vehicles': { status: 200, body: { items: [skoda] } },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  saveSession('tok', 'user', true);
  const view = renderRoutes([{ path: '/app/co2', Component: Co2Page }], path);
  return { api, ...view };
}

const reportAnswer = () => ({ status: 200, body: demoReport(previousMonth()) });

describe('/app/co2', () => {
  it('asks for the previous calendar month by default and shows the totals, chart and vehicles', async () => {
    const { api } = setup({ 'GET /api/co2/report': reportAnswer });
    expect(await screen.findByRole('heading', { level: 1, name: 'CO2 rapport' })).toBeInTheDocument();
    const totals = await screen.findByLabelText('Totalen');
    expect(totals).toHaveTextContent('210,1 kg CO2e');
    expect(totals).toHaveTextContent('850 km');
    expect(totals).toHaveTextContent('75,20 l');
    expect(totals).toHaveTextContent('247,2 g/km');
    const { from, to } = previousMonth();
    expect(api.calls.find((call) => call.path === '/api/co2/report')?.query).toEqual({
      from,
      to,
      method: 'fuel_factor',
      scope: 'wtw',
    });
    expect(screen.getByLabelText('Van')).toHaveValue(from);
    expect(screen.getByLabelText('Tot en met')).toHaveValue(to);
    expect(screen.getByRole('button', { name: 'Vorige maand' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: /CO2e per dag \(kg, WTW\)/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Per voertuig' });
    expect(table).toHaveTextContent('11-ZKZ-3');
    expect(table).toHaveTextContent('Liters × brandstoffactor');
  });

  it('explains the method and names the factor source and list year', async () => {
    setup({ 'GET /api/co2/report': reportAnswer });
    const note = await screen.findByRole('region', { name: 'Werkwijze en bron' });
    expect(note).toHaveTextContent('Well-to-wheel (WTW)');
    expect(note).toHaveTextContent('Benzine E10');
    expect(note).toHaveTextContent('2,794');
    expect(note).toHaveTextContent(
      'Bron van de emissiefactoren: www.CO2emissiefactoren.nl, lijst 2026 (Factoren 2026 dd 20-08-2026).',
    );
  });

  it('asks again for TTW, another method and another period, and keeps the choice in the address', async () => {
    const { api, router } = setup({
      'GET /api/co2/report': () => ({ status: 200, body: demoReport(previousMonth(), 'ttw') }),
    });
    await screen.findByLabelText('Totalen');
    await userEvent.click(screen.getByRole('radio', { name: 'TTW (tank-to-wheel)' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Methode' }), 'electric');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stroom' }), 'groen');
    await userEvent.click(screen.getByRole('button', { name: 'Vorig jaar' }));
    const year = new Date().getFullYear() - 1;
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/co2/report').at(-1)?.query).toEqual({
        from: `${year}-01-01`,
        to: `${year}-12-31`,
        method: 'electric',
        scope: 'ttw',
        electricity: 'groen',
      }),
    );
    expect(router.state.location.search).toContain('scope=ttw');
  });

  it('says so when the period ends before it starts, without asking', async () => {
    const { api } = setup(
      { 'GET /api/co2/report': reportAnswer },
      'consumer',
      '/app/co2?from=2026-10-31&to=2026-10-01',
    );
    expect(await screen.findByText('De einddatum ligt vóór de begindatum.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/co2/report')).toBe(false);
  });

  it('shows the spec’s text when the report cannot load', async () => {
    setup({ 'GET /api/co2/report': { status: 500, body: { error: 'server_error' } } });
    expect(
      await screen.findByText('Ophalen mislukt: Tijdelijk serverprobleem. Probeer het zo opnieuw.'),
    ).toBeInTheDocument();
  });

  it('downloads the report as CSV with the chosen period', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:rapport');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api } = setup({
      'GET /api/co2/report': reportAnswer,
      'GET /api/co2/report.csv': { status: 200, body: 'periode_van;periode_tot' },
    });
    await screen.findByLabelText('Totalen');
    await userEvent.click(screen.getByRole('button', { name: 'CO2-rapport als CSV' }));
    const { from, to } = previousMonth();
    await waitFor(() => expect(saved).toEqual([`co2-rapport-${from}-${to}.csv`]));
    expect(api.calls.find((call) => call.path === '/api/co2/report.csv')?.query).toMatchObject({ from, to });
  });

  it('shows the WPM export to business accounts only', async () => {
    setup(
      { 'GET /api/co2/report': reportAnswer, 'GET /api/co2/wpm': { status: 200, body: wpm2025 } },
      'business',
    );
    const wpm = await screen.findByRole('region', { name: 'WPM-opgave (werkgebonden personenmobiliteit)' });
    const table = await within(wpm).findByRole('table', { name: 'WPM-opgave 2025' });
    expect(table).toHaveTextContent('12345678AutoDiesel6001001');
    expect(wpm).toHaveTextContent('00-01-TJ: De brandstof van dit voertuig is onbekend.');
    expect(within(wpm).getByRole('button', { name: 'WPM-opgave als PDF' })).toBeInTheDocument();
  });

  it('has no WPM export for a consumer', async () => {
    setup({ 'GET /api/co2/report': reportAnswer });
    await screen.findByLabelText('Totalen');
    expect(screen.queryByRole('region', { name: /WPM-opgave/ })).toBeNull();
  });
});
