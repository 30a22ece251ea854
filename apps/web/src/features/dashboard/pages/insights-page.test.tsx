import { lastMonths } from '@fuellinq/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { estimatedSaving, insights, measuredSaving, savingAnswer } from '../../../test/dashboard-fixtures.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { monthLabel } from '../month-label.ts';
import { InsightsPage } from './insights-page.tsx';

const months = lastMonths(new Date(), 12);
const monthShort = (month: string) => monthLabel(month);

const monthLong = (month: string) =>
  new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

function setup(
  answer: FakeResponse | ((body: unknown) => FakeResponse),
  saving: FakeResponse = { status: 200, body: savingAnswer(months) },
) {
  saveSession('tok', 'user', true);
  const api = fakeApi({ 'GET /api/insights': answer, 'GET /api/insights/saving': saving });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/app/insights', Component: InsightsPage }], '/app/insights');
  return api;
}

describe('/app/insights (Inzichten)', () => {
  it('shows the totals, the charts with their tables, the brands and the comparisons', async () => {
    const body = insights(months, { [months.at(-1)!]: 6_000, [months.at(-2)!]: 4_000 });
    body.cost_per_km = {
      vehicles: [
        { vehicle_id: 'v1', license_plate: '11ZKZ3', km: 850, amount_cents: 9_510, cents_per_km: 11.2 },
      ],
      km: 850,
      amount_cents: 9_510,
      cents_per_km: 11.2,
    };
    // Last month measured against the CBS average (€ 2,00 under it), the month before estimated.
    const saving = savingAnswer(months, [
      estimatedSaving(months.at(-3)!, 'invoices', 8_000),
      measuredSaving(months.at(-2)!, 10_000, 10_200, 2, 3),
    ]);
    const api = setup({ status: 200, body }, { status: 200, body: saving });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inzichten' })).toBeInTheDocument();
    const stat = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextSibling;
    expect(await stat('Uitgegeven')).toHaveTextContent('€ 100,00');
    expect(await stat('Getankt')).toHaveTextContent('50,00 l');
    expect(await stat('Gemiddeld per liter')).toHaveTextContent('€ 2,000');
    expect(await stat('Tankbeurten')).toHaveTextContent('2');
    expect(api.calls.find((call) => call.path === '/api/insights')?.query).toEqual({ months: '12' });

    const perMonth = screen.getByRole('img', { name: /^Uitgaven per maand/ }).closest('figure')!;
    const rows = within(within(perMonth).getByRole('table', { hidden: true })).getAllByRole('row', {
      hidden: true,
    });
    expect(rows).toHaveLength(12);
    expect(rows.at(-1)).toHaveTextContent('€ 60,00');
    expect(screen.getByRole('table', { name: 'Per merk' })).toHaveTextContent('Shell2');

    const national = screen.getByRole('region', { name: 'Jouw prijs en het landelijk gemiddelde' });
    expect(national).toHaveTextContent('Je betaalde gemiddeld € 2,000 per liter Euro95');
    expect(national).toHaveTextContent('het CBS heeft nog geen cijfers voor de dagen van je tankbeurten');
    expect(national).toHaveTextContent('€ 0,050 per liter goedkoper dan gemiddeld.');
    expect(within(national).getByRole('link', { name: 'Bron: CBS' })).toHaveAttribute(
      'href',
      body.national_average.source_url,
    );

    expect(screen.getByRole('region', { name: 'Kosten per kilometer' })).toHaveTextContent(
      '€ 0,112 per km over 850 km',
    );
    expect(screen.getByRole('table', { name: 'Kosten per kilometer per voertuig' })).toHaveTextContent(
      '11-ZKZ-3850€ 0,112',
    );
    // The one saving, as the overview's tile shows it: measured, with what it was measured against.
    const panel = screen.getByRole('region', { name: 'Wat je pas bespaarde' });
    await waitFor(() => expect(panel).toHaveTextContent('Per maand€ 2,00gemeten'));
    expect(panel).toHaveTextContent(
      `gemetenIn ${monthLong(months.at(-2)!)} betaalde je € 2,00 minder dan het landelijk gemiddelde op de dagen van je 2 tankbeurten (50,00 l Euro95); 1 tankbeurt zonder landelijk dagcijfer niet meegeteld.`,
    );
    expect(within(panel).getByRole('link', { name: 'Bron: CBS' })).toHaveAttribute(
      'href',
      saving.source.source_url,
    );
    const perMonthSaving = within(panel).getAllByRole('row');
    expect(perMonthSaving.map((row) => row.textContent)).toEqual([
      'MaandBesparingHoe',
      `${monthShort(months.at(-2)!)}€ 2,00gemeten`,
      `${monthShort(months.at(-3)!)}€ 4,80schatting`,
    ]);
    // The period chosen for the charts does not change the saving: it is per month, the last 12.
    await userEvent.selectOptions(screen.getByLabelText('Periode'), '24 maanden');
    await waitFor(() => expect(api.calls.at(-1)?.query).toEqual({ months: '24' }));
  });

  it('says there were no refuels yet, without made-up figures', async () => {
    setup({ status: 200, body: insights(months) });
    expect(await screen.findByText('Nog geen tankbeurten in deze periode.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('region', { name: 'Kosten per kilometer' })).toHaveTextContent(
      'Nog geen kilometerstanden in deze periode.',
    );
    expect(
      await within(screen.getByRole('region', { name: 'Wat je pas bespaarde' })).findByText(
        'Nog geen facturen of tankbeurten.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an estimate only as one, with its basis', async () => {
    setup(
      { status: 200, body: insights(months, { [months.at(-1)!]: 5_000 }) },
      { status: 200, body: savingAnswer(months, [estimatedSaving(months.at(-1)!, 'refuels', 5_000)]) },
    );
    const panel = await screen.findByRole('region', { name: 'Wat je pas bespaarde' });
    expect(await within(panel).findByText('€ 3,50')).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      `schatting7 % van je tankbeurten in ${monthLong(months.at(-1)!)} (€ 50,00); er is nog geen factuur.`,
    );
    expect(panel).not.toHaveTextContent('gemeten');
  });

  it('shows the failure with a retry', async () => {
    const api = setup({ status: 503, body: { error: 'unavailable', message: 'Even niet bereikbaar.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ophalen mislukt: Even niet bereikbaar.');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/insights')).toHaveLength(2));
  });
});
