import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { renderPage } from '../test/render-page.tsx';
import { LandingPage } from './landing-page.tsx';

// Issue 29 §2: the landing page's wallet buttons add nothing by themselves; they say what will happen.

describe('the landing page’s wallet buttons', () => {
  it('tell a visitor that an account comes first, and go to the sign-up', async () => {
    renderPage('/', LandingPage);
    for (const name of ['Toevoegen aan Apple Wallet', 'Toevoegen aan Google Wallet']) {
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('href', '/signup');
      expect(link).toHaveAccessibleDescription(
        'Maak eerst een gratis account aan en koppel je bank; daarna zet je de pas in je wallet.',
      );
    }
    expect(
      screen.getByText(
        'Maak eerst een gratis account aan en koppel je bank; daarna zet je de pas in je wallet.',
      ),
    ).toBeVisible();
  });

  it('send a signed-in user to the wallet page, and say so', async () => {
    saveSession('tok', 'user', true);
    renderPage('/', LandingPage);
    const link = await screen.findByRole('link', { name: 'Toevoegen aan Apple Wallet' });
    expect(link).toHaveAttribute('href', '/app/wallet');
    expect(link).toHaveAccessibleDescription('Op je Wallet-pagina zet je je pas in Apple of Google Wallet.');
  });
});
