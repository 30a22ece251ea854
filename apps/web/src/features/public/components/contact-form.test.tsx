import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form.tsx';

describe('ContactForm (spec §2, §5)', () => {
  it('needs a name, an e-mail address and a message before it opens anything', async () => {
    const openMail = vi.fn();
    render(<ContactForm to="info@fuellinq.nl" openMail={openMail} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open in mijn mailprogramma' }));
    expect(await screen.findByText('Vul je naam in.')).toBeInTheDocument();
    expect(screen.getByText('Vul je e-mailadres in.')).toBeInTheDocument();
    expect(screen.getByText('Schrijf je bericht.')).toBeInTheDocument();
    expect(screen.getByLabelText('Naam')).toHaveAttribute('aria-invalid', 'true');
    expect(openMail).not.toHaveBeenCalled();
  });

  it('opens the mail program with a message to FuelLinq, everything filled in, and keeps the link', async () => {
    const openMail = vi.fn();
    render(<ContactForm to="info@fuellinq.nl" openMail={openMail} />);
    await userEvent.type(screen.getByLabelText('Naam'), 'Eva de Vries');
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'eva@example.nl');
    await userEvent.selectOptions(screen.getByLabelText('Onderwerp (optioneel)'), 'Zakelijk en wagenpark');
    await userEvent.type(screen.getByLabelText('Bericht'), 'Wij rijden met 12 auto’s.{Enter}Bel me gerust.');
    await userEvent.click(screen.getByRole('button', { name: 'Open in mijn mailprogramma' }));

    expect(openMail).toHaveBeenCalledTimes(1);
    const href = openMail.mock.calls[0]![0] as string;
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('info@fuellinq.nl');
    expect(url.searchParams.get('subject')).toBe('Zakelijk en wagenpark – bericht van Eva de Vries');
    expect(url.searchParams.get('body')).toBe(
      'Naam: Eva de Vries\r\nE-mailadres: eva@example.nl\r\nOnderwerp: Zakelijk en wagenpark\r\n\r\nWij rijden met 12 auto’s.\r\nBel me gerust.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Je mailprogramma opent met je bericht aan info@fuellinq.nl.',
    );
    expect(screen.getByRole('link', { name: 'Open het bericht opnieuw' })).toHaveAttribute('href', href);
  });

  it('leaves the topic out when none is chosen', async () => {
    const openMail = vi.fn();
    render(<ContactForm to="info@fuellinq.nl" openMail={openMail} />);
    await userEvent.type(screen.getByLabelText('Naam'), 'Sam');
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'sam@example.nl');
    await userEvent.type(screen.getByLabelText('Bericht'), 'Hoi');
    await userEvent.click(screen.getByRole('button', { name: 'Open in mijn mailprogramma' }));
    expect(new URL(openMail.mock.calls[0]![0] as string).searchParams.get('subject')).toBe('Bericht van Sam');
  });
});
