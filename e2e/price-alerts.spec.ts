import type { Page } from '@playwright/test';
import { expect, newDriverWithCard, test, topUp } from './fixtures.ts';

// Issue 28 §4's journey: a driver sets a price alert for diesel at a station under a price; a pump (the
// simulator) completes a refuel there at a lower price; the alert is in the driver's notification list, and
// the station's page shows that price as 'gemeld bij een tankbeurt'.

const AMSTERDAM_DAM = { lat: 52.3731, lng: 4.8926 };

/** A diesel van (the RDW stand-in's TT-601-D), so the driver's refuels are diesel. */
async function addDieselVan(page: Page) {
  await page.goto('/app/vehicles');
  await page.getByRole('textbox', { name: 'Kenteken' }).fill('tt-601-d');
  await page.getByRole('button', { name: 'Opzoeken' }).click();
  const found = page.getByRole('region', { name: 'Gevonden voertuig' });
  await found.getByRole('button', { name: 'Toevoegen aan mijn voertuigen' }).click();
  await expect(page.getByText('TT-601-D is toegevoegd aan je voertuigen.')).toBeVisible();
}

/** A real seeded station near the Dam that sells diesel, and its diesel price (tenths of a cent). */
async function dieselStation(page: Page) {
  const feed = await page.request.get(
    `/api/partner/public/stations?lat=${AMSTERDAM_DAM.lat}&lng=${AMSTERDAM_DAM.lng}&fuel=diesel&limit=1`,
  );
  expect(feed.ok()).toBe(true);
  const [station] = ((await feed.json()) as { stations: { id: string; title: string }[] }).stations;
  const detail = await page.request.get(`/api/stations/${station!.id}`);
  const { prices } = (await detail.json()) as { prices: { fuel_type: string; price_eur_l: number }[] };
  const diesel = prices.find((price) => price.fuel_type === 'diesel')!;
  return { ...station!, dieselTenths: Math.round(diesel.price_eur_l * 1000) };
}

test('a driver sets a diesel alert at a station, a refuel there reports a lower price, and the alert is in the list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newDriverWithCard(page, 'prijsalarm');
  await addDieselVan(page);
  await topUp(page, '€ 100,00');
  const station = await dieselStation(page);

  // The alert, from the station page: diesel at most 5 cents above today's price.
  const max = ((station.dieselTenths + 50) / 1000).toFixed(3).replace('.', ',');
  await page.goto(`/station/${station.id}`);
  await expect(page.getByRole('heading', { level: 1, name: station.title })).toBeVisible();
  const block = page.getByRole('region', { name: 'Prijsalarm' });
  await block.getByRole('button', { name: 'Prijsalarm zetten' }).click();
  const form = block.getByRole('form', { name: 'Prijsalarm' });
  await form.getByLabel('Brandstof').selectOption('diesel');
  await form.getByLabel('Maximumprijs per liter (€)').fill(max);
  await form.getByRole('button', { name: 'Prijsalarm zetten' }).click();
  await expect(block.getByText('Je prijsalarm staat.')).toBeVisible();

  // Under the account: the alert, active.
  await page.goto('/app/prijsalarmen');
  await expect(page.getByRole('heading', { level: 2, name: `Diesel tot € ${max}` })).toBeVisible();

  // A refuel at the station: the pump reports the price per litre, which becomes the station's price.
  await page.goto(`/station/${station.id}`);
  await page.getByRole('button', { name: 'Nu tanken' }).click();
  await expect(page).toHaveURL(/\/app\/checkout-demo\?tx=[0-9a-f-]{36}&/);
  await page.getByRole('button', { name: 'Betalen' }).click();
  await expect(page).toHaveURL(/\/app\/success\?tx=/);
  await expect(page.getByText('klaar', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const facts = page.locator('dl').filter({ hasText: 'Transactienummer' });
  await expect(facts).toContainText(/Prijs per liter€ \d,\d{3}/, { timeout: 30_000 });
  const price = /Prijs per liter(€ \d,\d{3})/.exec((await facts.textContent()) ?? '')?.[1];

  // The notification list (the bell) has the alert: the station, diesel and the price the pump reported.
  await expect(async () => {
    await page.reload();
    const bell = page.getByRole('button', { name: /^Meldingen/ });
    await bell.click();
    await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText(
      `Prijsalarm: Diesel ${price} bij ${station.title}`,
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });

  // The station's page shows the refuel's price as the diesel price, and where it comes from.
  await page.goto(`/station/${station.id}`);
  const diesel = page
    .getByRole('table', { name: 'Prijzen per liter' })
    .getByRole('row')
    .filter({ hasText: 'Diesel' });
  await expect(diesel).toContainText(price!);
  await expect(diesel).toContainText('gemeld bij een tankbeurt');
});
