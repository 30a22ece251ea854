import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, newDriverWithCard, test, topUp } from './fixtures.ts';

// Issue 28 §4's journey: a driver sets a price alert for diesel at a station under a price; the station's own
// pump (its partner's pump API) completes a refuel there at a lower price; the alert is in the driver's
// notification list, and the station's page shows that price as 'gemeld bij een tankbeurt'.

/** A diesel van (the RDW stand-in's TT-601-D), so the driver's refuels are diesel. */
async function addDieselVan(page: Page) {
  await page.goto('/app/vehicles');
  await page.getByRole('textbox', { name: 'Kenteken' }).fill('tt-601-d');
  await page.getByRole('button', { name: 'Opzoeken' }).click();
  const found = page.getByRole('region', { name: 'Gevonden voertuig' });
  await found.getByRole('button', { name: 'Toevoegen aan mijn voertuigen' }).click();
  await expect(page.getByText('TT-601-D is toegevoegd aan je voertuigen.')).toBeVisible();
}

/**
 * A station of the demo partner that sells diesel (not the one the phone journey reprices), its diesel price
 * (tenths of a cent), and a pump API key of the partner: its pump reports the refuel.
 */
async function partnerDieselStation(page: Page) {
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'partner@fuellinq.nl', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const mine = await page.request.get('/api/partner/stations?per_page=50&status=active', { headers });
  expect(mine.ok()).toBe(true);
  const { items } = (await mine.json()) as { items: { id: string; title: string; fuels: string[] }[] };
  const station = items.find(
    (candidate) => candidate.fuels.includes('diesel') && !/thoriumweg/i.test(candidate.title),
  );
  expect(station, 'a demo partner station with diesel').toBeTruthy();
  const detail = await page.request.get(`/api/stations/${station!.id}`);
  const { prices } = (await detail.json()) as { prices: { fuel_type: string; price_eur_l: number }[] };
  const diesel = prices.find((price) => price.fuel_type === 'diesel')!;
  const created = await page.request.post('/api/partner/pump-keys', {
    headers,
    data: { name: 'Pomp prijsalarm e2e' },
  });
  expect(created.status()).toBe(201);
  const pumpKey = ((await created.json()) as { key: string }).key;
  return { ...station!, dieselTenths: Math.round(diesel.price_eur_l * 1000), pumpKey };
}

const euros = (tenths: number) => `€ ${(tenths / 1000).toFixed(3).replace('.', ',')}`;

test('a driver sets a diesel alert at a station, a refuel there reports a lower price, and the alert is in the list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newDriverWithCard(page, 'prijsalarm');
  await addDieselVan(page);
  await topUp(page, '€ 100,00');
  const station = await partnerDieselStation(page);

  // The alert, from the station page: diesel at most 1 cent under today's price, so today's does not fire it.
  const maxTenths = station.dieselTenths - 10;
  const max = (maxTenths / 1000).toFixed(3).replace('.', ',');
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

  // A refuel at the station. Its pump charges 3 cents less than FuelLinq showed and reports it through the
  // pump API as soon as the driver has paid (before the demo pump simulator would, seconds later).
  await page.goto(`/station/${station.id}`);
  await page.getByRole('button', { name: 'Nu tanken' }).click();
  await expect(page).toHaveURL(/\/app\/checkout-demo\?tx=[0-9a-f-]{36}&/);
  const tx = new URL(page.url()).searchParams.get('tx')!;
  await page.getByRole('button', { name: 'Betalen' }).click();
  await expect(page).toHaveURL(/\/app\/success\?tx=/);
  const pumpTenths = station.dieselTenths - 30;
  const liters = 20;
  const completed = await page.request.post(`/api/partner/pumps/transactions/${tx}/complete`, {
    headers: { 'x-api-key': station.pumpKey, 'idempotency-key': `e2e-${tx}` },
    data: {
      liters,
      amount_cents: Math.round((liters * pumpTenths) / 10),
      price_per_l: pumpTenths / 1000,
    },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  const price = euros(pumpTenths);
  await expect(page.locator('dl').filter({ hasText: 'Transactienummer' })).toContainText(
    `Prijs per liter${price}`,
    { timeout: 30_000 },
  );

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
