import type { Browser } from '@playwright/test';
import { expect, login, test } from './fixtures.ts';

/** A signed-in demo account in a browser of its own. */
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth');
  await login(page, email);
  await expect(page).not.toHaveURL(/\/auth/);
  return { page, close: () => context.close() };
}

test('two drivers confirm a station’s price, it publishes, and an admin takes it back', async ({
  browser,
  request,
}) => {
  // Three people in three browsers.
  test.setTimeout(90_000);
  // A station without a partner, whose Euro95 price is the demo one.
  const feed = await request.get('/api/partner/public/stations?q=Esso&limit=50&fuel=euro95');
  const stations = (await feed.json()) as {
    stations: { id: string; title: string; prices: { fuel_type: string; source: string }[] }[];
  };
  const station = stations.stations.find((candidate) =>
    candidate.prices.some((price) => price.fuel_type === 'euro95' && price.source === 'demo'),
  )!;

  const confirm = async (email: string) => {
    const driver = await signedIn(browser, email);
    await driver.page.goto(`/station/${station.id}`);
    await driver.page.getByRole('button', { name: 'Prijs klopt niet?' }).click();
    await driver.page.getByRole('button', { name: /^Euro95 € \d,\d{3} klopt$/ }).click();
    return driver;
  };

  const first = await confirm('bestuurder1@fuellinq.nl');
  await expect(first.page.getByText(/Wacht op bevestiging:/)).toBeVisible();
  await first.close();

  const second = await confirm('bestuurder2@fuellinq.nl');
  await expect(second.page.getByText(/Gepubliceerd:/).locator('..')).toContainText(
    'Een andere bestuurder meldde dezelfde prijs',
  );
  await second.close();

  const admin = await signedIn(browser, 'admin@fuellinq.nl');
  await admin.page.goto('/admin/price-reports');
  await admin.page.getByLabel('Zoek op e-mailadres of station').fill('bestuurder2@fuellinq.nl');
  const withdraw = admin.page.getByRole('button', {
    name: `Melding van bestuurder2@fuellinq.nl bij ${station.title} intrekken`,
  });
  await withdraw.click();
  await admin.page
    .getByRole('dialog', { name: 'Melding intrekken?' })
    .getByRole('button', { name: 'Intrekken' })
    .click();
  await expect(admin.page.getByText(/Melding ingetrokken\. De prijs is terug op € \d,\d{3}\./)).toBeVisible();
  await admin.close();
});
