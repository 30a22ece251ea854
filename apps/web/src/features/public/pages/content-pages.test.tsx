import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allEndpoints } from '@fuellinq/domain/api/endpoints';
import { describe, expect, it } from 'vitest';
import { API_GROUPS, API_OFFERS } from '../content/api.ts';
import { companyAnswer, configuredCompany, exampleCompany } from '../test/company-fixtures.ts';
import { renderPage } from '../test/render-page.tsx';
import { AboutPage } from './about-page.tsx';
import { ApiPage } from './api-page.tsx';
import { EuAgendaPage } from './eu-agenda-page.tsx';
import { FaqPage } from './faq-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

describe('/about', () => {
  it('says what FuelLinq stands for', async () => {
    renderPage('/about', AboutPage);
    const promises = await screen.findByRole('region', { name: 'Waar we voor staan' });
    expect(
      within(promises)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Geen borg aan de pomp',
      'Echte prijzen, met hun leeftijd',
      'CO2 op officiële factoren',
      'Toegankelijk voor iedereen',
    ]);
    expect(screen.getByRole('main')).toHaveTextContent('€ 2,50 per maand');
  });
});

describe('/eu-agenda (spec §9 demo figures)', () => {
  it('shows 72 %, 33 %, € 1.240 and −12 %, marked as demo figures', async () => {
    renderPage('/eu-agenda', EuAgendaPage);
    const figures = await screen.findByRole('region', { name: 'Een wagenpark in cijfers' });
    expect(within(figures).getByText('Demo-cijfers')).toBeInTheDocument();
    expect(figures).toHaveTextContent('Het zijn geen echte gegevens.');
    const values = within(figures)
      .getAllByRole('definition')
      .filter((dd) => dd.className.includes('text-3xl'))
      .map((dd) => dd.textContent);
    expect(values).toEqual(['72 %', '33 %', '€ 1.240', '−12 %']);
    expect(
      within(figures)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['EV-aandeel', 'Brandstof', 'Bespaard', 'Trend CO2']);
  });
});

describe('/api', () => {
  it('offers the price, pump, till and fleet APIs and CO2 exports, and links the reference', async () => {
    renderPage('/api', ApiPage);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'De FuelLinq-API voor partners en wagenparken',
    );
    const offers = screen.getByRole('region', { name: 'Wat de API biedt' });
    expect(
      within(offers)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Prijzen-API', 'Pomp-API', 'Kassa-API', 'CO2-exports', 'Wagenpark-API']);
    const fleets = within(offers).getByRole('region', { name: 'Wagenpark-API' });
    expect(fleets).toHaveTextContent('GET /api/orgs/{orgId}/invoices/{id}/ubl');
    expect(fleets).toHaveTextContent('Peppol-e-factuur (UBL)');
    const till = within(offers).getByRole('region', { name: 'Kassa-API' });
    expect(till).toHaveTextContent('POST /api/partner/codes/check');
    expect(till).toHaveTextContent('POST /api/partner/codes/redeem');
    const pump = within(offers).getByRole('region', { name: 'Pomp-API' });
    expect(pump).toHaveTextContent('POST /api/partner/pumps/transactions/{id}/complete');
    expect(pump).toHaveTextContent('X-Api-Key: <sleutel uit de partnerinstellingen>');
    expect(pump).toHaveTextContent('partnerinstellingen');
    expect(screen.getAllByRole('link', { name: 'Interactieve API-referentie' })[0]).toHaveAttribute(
      'href',
      '/api/docs',
    );
    expect(screen.getByRole('link', { name: 'OpenAPI-document (JSON)' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
  });

  it('shows only endpoints the API has', () => {
    const declared = new Set(allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const shown = [
      ...API_OFFERS.flatMap((offer) => offer.paths),
      ...API_GROUPS.flatMap((group) => group.paths),
    ];
    expect(shown.filter((path) => !declared.has(path.replace(/\{(\w+)\}/g, ':$1')))).toEqual([]);
  });
});

describe('/terms', () => {
  it('states the subscription and the prepaid balance without holds', async () => {
    renderPage('/terms', TermsPage, companyAnswer(configuredCompany));
    await screen.findByRole('heading', { level: 1, name: 'Voorwaarden van FuelLinq' });
    const main = screen.getByRole('main');
    // Issue 29 §2: who FuelLinq is comes from the server's configuration.
    expect(
      await within(main).findByText(
        'Tankdienst Noord B.V., Stationsweg 3, 9711 AA Groningen, KvK 12345678, btw NL001234567B01',
      ),
    ).toBeInTheDocument();
    expect(main).toHaveTextContent('De eerste maand is gratis. Daarna kost FuelLinq € 2,50 per maand.');
    expect(main).toHaveTextContent('FuelLinq zet nooit een bedrag vast op je bankrekening.');
    expect(within(main).getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute('href', '/privacy');
  });
});

describe('/privacy (AVG)', () => {
  it('says what is stored, why, how long, the rights, and how to export or erase it', async () => {
    renderPage('/privacy', PrivacyPage, companyAnswer(exampleCompany));
    await screen.findByRole('heading', { level: 1, name: 'Privacy bij FuelLinq' });
    const main = screen.getByRole('main');
    // Unconfigured, the controller named is the marked example.
    expect(
      await within(main).findByText(
        'FuelLinq B.V., Piet Heinkade 55, 1019 GM Amsterdam, KvK 91735264 (voorbeeldgegevens)',
      ),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'info@fuellinq.nl' })).toHaveAttribute(
      'href',
      'mailto:info@fuellinq.nl',
    );
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Welke gegevens we bewaren',
      'Waarom we ze gebruiken',
      'Hoe lang we ze bewaren',
      'Met wie we gegevens delen',
      'Je rechten',
      'Je gegevens downloaden of verwijderen',
      'Beveiliging',
    ]);
    expect(main).toHaveTextContent('Facturen en de tankbeurten erop: 7 jaar');
    expect(main).toHaveTextContent('Het logboek van wijzigingen (wie wat veranderde): 2 jaar');
    expect(main).toHaveTextContent('Autoriteit Persoonsgegevens');
    expect(within(main).getByRole('link', { name: 'Mijn gegevens' })).toHaveAttribute('href', '/app/privacy');
    expect(main).toHaveTextContent('GET /api/me/export');
    expect(main).toHaveTextContent('DELETE /api/me');
  });
});

describe('/faq', () => {
  it('lists the questions per topic in accordions', async () => {
    renderPage('/faq', FaqPage);
    await screen.findByRole('heading', { level: 1, name: 'Veelgestelde vragen' });
    const topics = screen.getByRole('navigation', { name: 'Onderwerpen' });
    expect(within(topics).getByRole('link', { name: 'Saldo en kosten' })).toHaveAttribute('href', '#saldo');
    const section = screen.getByRole('region', { name: 'Saldo en kosten' });
    const name = 'Wordt er geld vastgezet op mijn bankrekening bij de pomp?';
    await userEvent.click(within(section).getByRole('button', { name }));
    expect(within(section).getByRole('region', { name })).toHaveTextContent(
      'er wordt niets vastgezet op je bankrekening',
    );
  });
});
