import { lastMonths } from '@fuellinq/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { insights } from '../../../test/dashboard-fixtures.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { InsightsPage } from './insights-page.tsx';

const months = lastMonths(new Date(), 12);

function setup(answer: FakeResponse | ((body: unknown) => FakeResponse)) {
  saveSession('tok', 'user', true);
  const api = fakeApi({ 'GET /api/insights': answer });
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
    body.card_saving = {
      refuels_compared: 2,
      refuels_without_price: 1,
      posted_cents: 10_200,
      paid_cents: 10_000,
      saved_cents: 200,
    };
    const api = setup({ status: 200, body });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inzichten' })).toBeInTheDocument();
    const stat = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextSibling;
    expect(await stat('Uitgegeven')).toHaveTextContent('€ 100,00');
    expect(await stat('Getankt')).toHaveTextContent('50,00 l');
    expect(await stat('Gemiddeld per liter')).toHaveTextContent('€ 2,000');
    expect(await stat('Tankbeurten')).toHaveTextContent('2');
    expect(api.calls[0]?.query).toEqual({ months: '12' });

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
    const saving = screen.getByRole('region', { name: 'Wat je pas bespaarde' });
    expect(saving).toHaveTextContent(
      'Je betaalde € 100,00 waar de stations € 102,00 vroegen (2 tankbeurten).',
    );
    expect(saving).toHaveTextContent('€ 2,00 bespaard.');
    expect(saving).toHaveTextContent('1 tankbeurt zonder bekende prijs aan de pomp niet meegeteld.');

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
    expect(screen.getByRole('region', { name: 'Wat je pas bespaarde' })).toHaveTextContent(
      'Nog geen tankbeurten om te vergelijken',
    );
  });

  it('shows the failure with a retry', async () => {
    const api = setup({ status: 503, body: { error: 'unavailable', message: 'Even niet bereikbaar.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ophalen mislukt: Even niet bereikbaar.');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
  });
});
