import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, login, newDriverWithCard, test, topUp } from './fixtures.ts';

// Issue 26's journeys on a phone held in one hand, run by the android and iphone projects (their device
// profiles from Playwright's list, in Debian's Chromium): sign in, Nu tanken to the end, the transactions
// with their amounts on screen, an invoice download and the partner changing a price. One sign-in per
// journey; the three journeys run side by side.
test.describe.configure({ mode: 'parallel' });

const AMSTERDAM_DAM = { latitude: 52.3731, longitude: 4.8926 };

/** The tab bar at the bottom of the screen, and the page's heading on its first screen. */
async function expectPhoneShell(page: Page, area: string, heading: string | RegExp) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  const viewport = page.viewportSize()!;
  expect((await h1.boundingBox())!.y).toBeLessThan(viewport.height / 2);
  const tabs = page.getByRole('navigation', { name: `${area} (tabs)` });
  await expect(tabs).toBeVisible();
  // One menu on a phone: the tab bar's Meer, not a second one in the header.
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  expect(Math.round((await tabs.boundingBox())!.y + (await tabs.boundingBox())!.height)).toBe(
    viewport.height,
  );
  return tabs;
}

/** A thumb's tap on a control in the middle of the screen, clear of the top bar and the sticky button. */
async function tapCentred(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await control.tap();
}

/** Nothing on the page sticks out past the phone's right edge. */
async function expectNoSidewaysScroll(page: Page) {
  // The device's own width: a mobile browser widens its window to fit content that sticks out.
  const width = page.viewportSize()!.width;
  const found = await page.evaluate((width) => {
    // What sticks out, for the failure message: the innermost elements past the edge.
    const past = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.right > width + 1 && box.width > 0;
    };
    const outside = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => past(element) && !Array.from(element.children).some(past),
    );
    const described = outside.map(
      (element) =>
        `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 50)}"> "${(element.textContent ?? '').trim().slice(0, 30)}"`,
    );
    return { scrollWidth: document.documentElement.scrollWidth, outside: described.slice(0, 5) };
  }, width);
  expect(found.scrollWidth, found.outside.join(', ')).toBeLessThanOrEqual(width);
}

test('the demo driver signs in, finds the amounts of their transactions and downloads an invoice', async ({
  page,
}) => {
  await page.goto('/auth');
  await login(page, 'consument@fuellinq.nl', DEMO_PASSWORD);
  await page.waitForURL('**/app');
  const tabs = await expectPhoneShell(page, 'Dashboard', 'Overzicht');
  await expect(tabs.getByRole('link', { name: 'Overzicht' })).toHaveAttribute('aria-current', 'page');

  // Transacties, through Meer: a card per item, the amount on screen beside the date.
  await tabs.getByRole('button', { name: 'Meer' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('link', { name: 'Transacties' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
  // The filters wait behind a button, so the first refuel and its amount are on the first screen, above the
  // tab bar, without scrolling.
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Soort')).toBeHidden();
  const refuel = page
    .getByRole('list', { name: 'Transacties' })
    .getByRole('listitem')
    .filter({ hasText: 'Tankbeurt' })
    .first();
  const amount = refuel.getByText(/^[+−-]?€ \d+,\d{2}$/).first();
  await expect(amount).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const amountBox = (await amount.boundingBox())!;
  expect(amountBox.x + amountBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(amountBox.y + amountBox.height).toBeLessThanOrEqual((await tabs.boundingBox())!.y);
  await expectNoSidewaysScroll(page);
  // Opened, the filters work as before and the button counts those in use.
  await filters.tap();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Soort').selectOption({ label: 'Tankbeurt' });
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Facturen: the newest invoice's PDF.
  await tabs.getByRole('button', { name: 'Meer' }).click();
  await sheet.getByRole('link', { name: 'Facturen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
  const pdf = page.getByRole('button', { name: /^PDF van FL-\d{4}-\d{6}$/ }).first();
  const number = (await pdf.getAttribute('aria-label'))?.replace('PDF van ', '') ?? (await pdf.textContent());
  const downloading = page.waitForEvent('download');
  await pdf.tap();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^FL-\d{4}-\d{6}\.pdf$/);
  expect(number).toBeTruthy();
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSidewaysScroll(page);
});

test('a driver tanks from the Nu tanken tab at the nearest station, one-handed, to the end', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(AMSTERDAM_DAM);
  await newDriverWithCard(page, 'phone');
  await topUp(page, '€ 50,00');

  const tabs = page.getByRole('navigation', { name: 'Dashboard (tabs)' });
  await tabs.getByRole('link', { name: 'Nu tanken' }).tap();
  await expectPhoneShell(page, 'Dashboard', 'Nu tanken');
  await expect(tabs.getByRole('link', { name: 'Nu tanken' })).toHaveAttribute('aria-current', 'page');

  // The nearest station is proposed, chosen already.
  const nearest = page.getByRole('list', { name: 'Dichtstbij' }).getByRole('radio').first();
  await expect(nearest).toBeChecked();

  await expectNoSidewaysScroll(page);
  // At 200 % text size nothing scrolls sideways: not the page (its header included), not the form, and
  // the big controls hold their text.
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  await expectNoSidewaysScroll(page);
  // And on the narrowest phone the app is made for, 360 px wide.
  const device = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(device);
  const form = (await page.getByRole('form', { name: 'Nu tanken' }).boundingBox())!;
  expect(form.x + form.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const preset = page.getByRole('button', { name: '€ 40' });
  const submit = page.getByRole('button', { name: 'Nu tanken' });
  for (const control of [preset, submit]) {
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(await control.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
  // Fuelled at 200 % too.
  await tapCentred(page, preset);
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  await tapCentred(page, submit);

  await expect(page).toHaveURL(/\/app\/checkout-demo\?tx=/);
  await expect(page.getByLabel('Je tankbeurt')).toContainText('€ 40,00');
  await page.getByRole('button', { name: 'Betalen' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Betaling geslaagd' })).toBeVisible();
  await expect(page.getByText('klaar', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('dl').filter({ hasText: 'Transactienummer' })).toContainText(/Bedrag€ \d+,\d{2}/);
  await expectNoSidewaysScroll(page);
});

test('the demo partner changes a price on a phone', async ({ page }, testInfo) => {
  await page.goto('/auth');
  await login(page, 'partner@fuellinq.nl', DEMO_PASSWORD);
  await page.waitForURL('**/partner/offers');
  const tabs = await expectPhoneShell(page, 'Partner Portal', 'Aanbiedingen');
  await tabs.getByRole('link', { name: 'Prijzen' }).tap();
  await expect(tabs.getByRole('link', { name: 'Prijzen' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Prijzen' })).toBeVisible();

  const title = 'Tinq Utrecht Thoriumweg';
  await page.getByLabel('Zoek een station').fill('thoriumweg');
  // Each profile its own price, so the two can run at once against one server.
  const price = testInfo.project.name === 'iphone' ? '1,822' : '1,811';
  const diesel = page.getByLabel(`Diesel ${title}`, { exact: true });
  await diesel.fill(price);
  await page.getByRole('button', { name: 'Prijzen opslaan (1)' }).tap();
  await expect(page.getByText('1 prijs opgeslagen.')).toBeVisible();
  await expect(diesel).toHaveValue(price);
  await expectNoSidewaysScroll(page);
});
