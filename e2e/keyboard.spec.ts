import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Keyboard-only journeys: Tab, Shift+Tab, arrows, typing and Enter, never the mouse. Every element that takes
 * focus on the way must show it (WCAG 2.4.7): it matches :focus-visible and draws an outline or a ring.
 */

/** The element with focus shows it: a visible outline or a box-shadow ring while it matches :focus-visible. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { what: 'body', visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const ring = style.boxShadow !== 'none';
    return {
      what: `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}`,
      visible: element.matches(':focus-visible') && (outline || ring),
    };
  });
  expect(focus.visible, `focus is visible on ${focus.what}`).toBe(true);
}

/** Presses Tab until `target` has focus (at most `max` times), checking the focus is visible at every stop. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${max} presses`);
}

test('login with the keyboard alone: Tab to each field, Enter signs in, focus always visible', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab reaches the skip link, which shows itself and jumps over the header.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);

  await tabTo(page, page.getByLabel('E-mailadres'));
  await page.keyboard.type('consument@fuellinq.nl');
  await tabTo(page, page.getByLabel('Wachtwoord', { exact: true }), 3);
  await page.keyboard.type('demo1234');
  await tabTo(page, page.getByRole('button', { name: 'Inloggen', exact: true }), 6);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app/);

  // Signed in: the overview opens with its first action in reach of the keyboard.
  await expect(page.locator('#inhoud').getByRole('link', { name: 'Nu tanken', exact: true })).toBeVisible();
});

test.describe('the station finder', () => {
  test.use({ geolocation: { latitude: 52.3731, longitude: 4.8926 }, permissions: ['geolocation'] });

  test('search, pick a result and open its station page with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const search = page.getByLabel('Zoek op plaats, postcode of merk');
    await tabTo(page, search);
    await page.keyboard.type('Delft');

    const results = page.getByRole('list', { name: 'Gevonden stations' });
    await expect(results.getByRole('article').first()).toContainText(/delft/i);
    const first = results.getByRole('article').first().locator('h3 a');
    const title = (await first.textContent())!.trim();
    await tabTo(page, first);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/station\/[0-9a-f-]{36}$/);
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    // The new page's heading takes focus, so a screen reader announces it; Tab goes on from there.
    await expect(heading).toBeFocused();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
  });
});

test('the contact form works with the keyboard alone and fills in the mail', async ({ page }) => {
  // Submitting hands the mailto: link to the browser; headless Chromium has no mail program, so the
  // journey reads the link the page keeps.
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();

  await tabTo(page, page.getByLabel('Naam'));
  await page.keyboard.type('Eva de Vries');
  await tabTo(page, page.getByLabel('E-mailadres'), 1);
  await page.keyboard.type('eva@example.nl');
  const topic = page.getByLabel('Onderwerp (optioneel)');
  await tabTo(page, topic, 1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(topic).toHaveValue('Saldo en betalingen');
  await tabTo(page, page.getByRole('textbox', { name: 'Bericht' }), 1);
  await page.keyboard.type('Mijn saldo staat nog niet goed.');
  await tabTo(page, page.getByRole('button', { name: 'Open in mijn mailprogramma' }), 1);
  await page.keyboard.press('Enter');

  const status = page.getByRole('status').filter({ hasText: 'Je mailprogramma opent' });
  await expect(status).toBeVisible();
  const href = await status.getByRole('link', { name: 'Open het bericht opnieuw' }).getAttribute('href');
  const mail = new URL(href!);
  expect(mail.protocol).toBe('mailto:');
  expect(mail.pathname).toBe('info@fuellinq.nl');
  expect(mail.searchParams.get('subject')).toBe('Saldo en betalingen – bericht van Eva de Vries');
  expect(mail.searchParams.get('body')).toBe(
    'Naam: Eva de Vries\r\nE-mailadres: eva@example.nl\r\nOnderwerp: Saldo en betalingen\r\n\r\nMijn saldo staat nog niet goed.',
  );
});
