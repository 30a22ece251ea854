import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyAnswer, configuredCompany, exampleCompany } from '../test/company-fixtures.ts';
import { renderPage } from '../test/render-page.tsx';
import { ContactPage } from './contact-page.tsx';

const WELL_KNOWN_EXAMPLE_IBAN = /NL91\s?ABNA\s?0417\s?1643\s?00/i;

describe('/contact (spec §2 Contact page)', () => {
  it('names the page, states the reply time and offers call, e-mail, WhatsApp and route', async () => {
    renderPage('/contact', ContactPage, companyAnswer(exampleCompany));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact' });
    const main = screen.getByRole('main');
    expect(main).toContainElement(heading);
    expect(main).toHaveTextContent('We antwoorden binnen 1–2 werkdagen.');

    const channels = await screen.findByRole('list', { name: 'Direct contact' });
    const link = (name: RegExp) => within(channels).getByRole('link', { name });
    expect(link(/^Bel ons/)).toHaveAttribute('href', 'tel:+31202624410');
    expect(link(/^Mail ons/)).toHaveAttribute('href', 'mailto:info@fuellinq.nl');
    expect(link(/^WhatsApp/).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/31641182025\?text=/);
    expect(link(/^Route/)).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=52.3772,4.9165',
    );
    expect(link(/^Route/)).toHaveAttribute('target', '_blank');
  });

  it('has the message form, a map and the company details, each with a copy button', async () => {
    renderPage('/contact', ContactPage, companyAnswer(configuredCompany));
    const form = await screen.findByRole('form', { name: 'Stuur ons een bericht' });
    for (const label of ['Naam', 'E-mailadres', 'Onderwerp (optioneel)', 'Bericht'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Bedrijfsgegevens' });
    for (const label of ['Bedrijfsnaam', 'Adres', 'KvK-nummer', 'Btw-nummer', 'IBAN', 'E-mailadres'])
      expect(within(details).getByRole('button', { name: `Kopieer ${label}` })).toBeInTheDocument();
    expect(details).toHaveTextContent('Tankdienst Noord B.V.');
    expect(details).toHaveTextContent('NL06 ABNA 0489 2716 53');
    expect(details).not.toHaveTextContent('Voorbeeldgegevens');
    // The configured company has no office position and no WhatsApp: no map, no link to nowhere.
    expect(screen.queryByRole('region', { name: /^Kaart met ons kantoor/ })).toBeNull();
    const channels = screen.getByRole('list', { name: 'Direct contact' });
    expect(within(channels).getByRole('link', { name: /^Bel ons/ })).toHaveAttribute(
      'href',
      'tel:+31501234567',
    );
    expect(within(channels).queryByRole('link', { name: /^WhatsApp/ })).toBeNull();
  });

  // Issue 29 §2: unset details are a marked example, never with a bank account people could copy.
  it('shows the unconfigured details as a marked example, without an IBAN to copy', async () => {
    renderPage('/contact', ContactPage, companyAnswer(exampleCompany));
    const details = await screen.findByRole('region', { name: 'Bedrijfsgegevens' });
    expect(within(details).getByRole('note')).toHaveTextContent(/^Voorbeeldgegevens/);
    expect(within(details).queryByRole('button', { name: 'Kopieer IBAN' })).toBeNull();
    expect(within(details).queryByText('IBAN')).toBeNull();
    expect(screen.getByRole('main')).not.toHaveTextContent(WELL_KNOWN_EXAMPLE_IBAN);
    expect(await screen.findByRole('region', { name: /^Kaart met ons kantoor/ })).toBeInTheDocument();
  });

  it('chooses the topic a link names (?onderwerp=), and none for an unknown one', async () => {
    const { unmount } = renderPage(
      '/contact?onderwerp=Tankstation%20aansluiten',
      ContactPage,
      companyAnswer(exampleCompany),
    );
    expect(await screen.findByLabelText('Onderwerp (optioneel)')).toHaveValue('Tankstation aansluiten');
    unmount();
    renderPage('/contact?onderwerp=Iets%20geks', ContactPage, companyAnswer(exampleCompany));
    expect(await screen.findByLabelText('Onderwerp (optioneel)')).toHaveValue('');
  });
});
