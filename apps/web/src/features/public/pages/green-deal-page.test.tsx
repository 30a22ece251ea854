import type { Co2Preview } from '@fuellinq/domain/co2/co2.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { GreenDealPage } from './green-deal-page.tsx';

// The API's answer on the spec's demo data with the 2026 list (see the co2 routes' test).
const preview: Co2Preview = {
  km_total: 850,
  liters_total: 75.2,
  scope: 'wtw',
  list_year: 2026,
  list_name: 'CO2-emissiefactoren 2026',
  source: 'www.CO2emissiefactoren.nl',
  note: null,
  methods: {
    fuel_factor: {
      kg_co2_total: 210.1,
      fuel_type_used: 'euro95',
      kg_per_liter: 2.794,
      factor_name: 'Benzine (E10)',
    },
    wltp: { kg_co2_total: 166.6, g_per_km: 196, basis: 'Personenauto benzine, gemiddeld' },
    electric: {
      kg_co2_total: 47.6,
      kg_per_km: 0.056,
      factor_name: 'Personenauto elektrisch',
      electricity: 'gridmix',
    },
  },
};

describe('/greendeal (spec §2)', () => {
  it('has the hero, the three pillars, the three-step path, four features and the roadmap', async () => {
    renderPage('/greendeal', GreenDealPage, { 'GET /api/co2/preview': { status: 200, body: preview } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Van tankbon naar CO2-rapport, zonder extra werk',
    );
    const pillars = screen.getByRole('region', { name: 'Onze drie pijlers' });
    expect(
      within(pillars)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Realtime CO2-inzicht', 'Privacy by design', 'EUDI-wallet compatibel']);
    const path = screen.getByRole('list', { name: 'In drie stappen op weg' });
    expect(
      within(path)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Stap 1: Data activeren', 'Stap 2: Rapporteren en delen', 'Stap 3: Duurzaam groeien']);
    expect(
      within(screen.getByRole('region', { name: 'Wat je krijgt' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    const roadmap = screen.getByRole('region', { name: 'Roadmap' });
    expect(
      within(roadmap)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Live sinds 2026Realtime CO2-inzicht uit transactiedata/),
      expect.stringMatching(/^Live sinds 2026CO2-rapport en WPM-opgave/),
      expect.stringMatching(/^Gepland voor 2027Automatische CO2-rapportage/),
      expect.stringMatching(/^Gepland voor 2027EUDI-wallet integratie/),
      expect.stringMatching(/^Gepland voor 2028Koppeling met Data Spaces/),
      expect.stringMatching(/^Gepland voor 2030Net-zero wagenparkcompliance/),
    ]);
    // Issue 29 §2: nothing planned carries a year that has passed.
    const planned = within(roadmap)
      .getAllByText(/^Gepland voor \d{4}$/)
      .map((p) => Number((p.textContent ?? '').slice(-4)));
    expect(planned.length).toBeGreaterThan(0);
    for (const year of planned) expect(year).toBeGreaterThanOrEqual(new Date().getFullYear());
    const main = screen.getByRole('main');
    const links = within(main)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toContain('/demo?audience=business');
    expect(links).toContain('/contact');
  });

  it('shows the CO2 preview’s three methods with Dutch numbers', async () => {
    const { api } = renderPage('/greendeal', GreenDealPage, {
      'GET /api/co2/preview': { status: 200, body: preview },
    });
    const card = await screen.findByRole('region', { name: 'CO2-voorbeeld: één maand rijden' });
    expect(within(card).getByRole('status', { name: 'CO2-voorbeeld laden…' })).toBeInTheDocument();
    expect(await within(card).findByText('210,1 kg CO2')).toBeInTheDocument();
    expect(within(card).getByText('75,2 liter Euro95 × 2,794 kg CO2 per liter')).toBeInTheDocument();
    expect(within(card).getByText('166,6 kg CO2')).toBeInTheDocument();
    expect(within(card).getByText(/^850 km × 196 g CO2 per km/)).toBeInTheDocument();
    expect(within(card).getByText('47,6 kg CO2')).toBeInTheDocument();
    expect(within(card).getByText(/× 0,056 kg CO2 per km/)).toBeInTheDocument();
    expect(card).toHaveTextContent('Bron: CO2-emissiefactoren 2026, www.CO2emissiefactoren.nl.');
    expect(api.calls.filter((call) => call.path === '/api/co2/preview')).toHaveLength(1);
  });

  it('says the preview could not load and tries again on request', async () => {
    const answer: { status: number; body: unknown } = {
      status: 503,
      body: { error: 'unavailable', message: 'De dienst is even niet beschikbaar.' },
    };
    const { api } = renderPage('/greendeal', GreenDealPage, { 'GET /api/co2/preview': answer });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kon het CO2-voorbeeld niet laden');
    Object.assign(answer, { status: 200, body: preview });
    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('210,1 kg CO2')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/co2/preview')).toHaveLength(2);
  });
});
