import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { DemoPage, tabForAudience } from './demo-page.tsx';

describe('/demo (spec §2)', () => {
  it('opens the Bedrijven/Fleet tab for ?audience=business', async () => {
    renderPage('/demo?audience=business', DemoPage);
    const fleet = await screen.findByRole('tab', { name: 'Bedrijven/Fleet' });
    expect(fleet).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tankstations/Partners' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Voor bedrijven en wagenparken');
  });

  it('opens the stations’ tab for ?audience=partner, and the first for consumers and everyone else', () => {
    expect(tabForAudience('partner')).toBe('partners');
    expect(tabForAudience('business')).toBe('business');
    expect(tabForAudience('consumer')).toBe('business');
    expect(tabForAudience(null)).toBe('business');
  });

  it('speaks to a consumer, shows how it works, and switches tabs with the keyboard into the URL', async () => {
    const { router } = renderPage('/demo?audience=consumer', DemoPage);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zo werkt je gratis tankpas' }),
    ).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Zo werkt het voor bestuurders' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('h3')?.textContent),
    ).toEqual(['Stap 1: Account en bank', 'Stap 2: Pas in je wallet', 'Stap 3: Tanken en sparen']);
    screen.getByRole('tab', { name: 'Bedrijven/Fleet' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?audience=partner'));
    expect(screen.getByRole('tab', { name: 'Tankstations/Partners' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Voor tankstations en partners');
  });

  it('answers the tab’s questions in an accordion that works with the keyboard', async () => {
    renderPage('/demo?audience=partner', DemoPage);
    const panel = await screen.findByRole('tabpanel');
    const question = within(panel).getByRole('button', { name: 'Hoe word ik partner met mijn tankstation?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(panel).getByRole('region', { name: 'Hoe word ik partner met mijn tankstation?' }),
    ).toHaveTextContent('Tankstation aansluiten');
    await userEvent.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('button', { name: 'Hoe snel staan mijn prijzen online?' })).toHaveFocus();
  });

  it('calls to action: sign up and contact', async () => {
    renderPage('/demo', DemoPage);
    const cta = await screen.findByRole('region', { name: 'Klaar om te beginnen?' });
    expect(within(cta).getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute('href', '/signup');
    expect(within(cta).getByRole('link', { name: 'Contact opnemen' })).toHaveAttribute('href', '/contact');
  });
});
