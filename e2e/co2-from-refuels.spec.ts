import type { Page } from '@playwright/test';
import { expect, newDriverWithCard, test, topUp } from './fixtures.ts';

// Issue 29 §1's journey: a refuel with Nu tanken is the source of the CO2 figures. A new driver with two
// vehicles refuels from the wallet, says which vehicle it is for, the pump (the simulator) completes it,
// and the litres are in that vehicle's logbook as the card's refuel and in the CO2 report.

const AMSTERDAM_DAM = { lat: 52.3731, lng: 4.8926 };

async function addVehicle(page: Page, plate: string, display: string) {
  await page.goto('/app/vehicles');
  await page.getByRole('textbox', { name: 'Kenteken' }).fill(plate);
  await page.getByRole('button', { name: 'Opzoeken' }).click();
  const found = page.getByRole('region', { name: 'Gevonden voertuig' });
  await found.getByRole('button', { name: 'Toevoegen aan mijn voertuigen' }).click();
  await expect(page.getByText(`${display} is toegevoegd aan je voertuigen.`)).toBeVisible();
}

test('a driver refuels with Nu tanken for one of two vehicles and finds the litres in the CO2 report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newDriverWithCard(page, 'co2-tanken');
  await addVehicle(page, '11-zkz-3', '11-ZKZ-3');
  await addVehicle(page, 'tt-601-d', 'TT-601-D');
  await topUp(page, '€ 100,00');

  const feed = await page.request.get(
    `/api/partner/public/stations?lat=${AMSTERDAM_DAM.lat}&lng=${AMSTERDAM_DAM.lng}&limit=1`,
  );
  const station = ((await feed.json()) as { stations: { title: string }[] }).stations[0]!;

  // Nu tanken on the wallet: the card has no vehicle and there are two, so it asks which.
  const refuel = page.getByRole('form', { name: 'Nu tanken' });
  await refuel.getByRole('searchbox', { name: 'Zoek een station (naam of plaats)' }).fill(station.title);
  const title = new RegExp(station.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await refuel.getByRole('radio', { name: title }).first().check();
  await refuel.getByRole('button', { name: 'Nu tanken' }).click();
  await expect(refuel.getByText('Kies voor welk voertuig je tankt.')).toBeVisible();
  await refuel
    .getByRole('combobox', { name: 'Voor welk voertuig tank je?' })
    .selectOption({ label: '11-ZKZ-3 · SKODA CITIGO' });
  await refuel.getByRole('button', { name: 'Nu tanken' }).click();

  await expect(page).toHaveURL(/\/app\/checkout-demo\?tx=[0-9a-f-]{36}&/);
  await page.getByRole('button', { name: 'Betalen' }).click();
  await expect(page).toHaveURL(/\/app\/success\?tx=/);
  await expect(page.getByText('klaar', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const facts = page.locator('dl').filter({ hasText: 'Transactienummer' });
  await expect(facts).toContainText(/Getankt\d+,\d{2} l/, { timeout: 30_000 });
  const litres = /Getankt(\d+,\d{2}) l/.exec((await facts.textContent()) ?? '')?.[1];
  expect(litres).toMatch(/^\d+,\d{2}$/);

  // The car's logbook has it as the card's refuel; the van's has nothing.
  await page.goto('/app/vehicles');
  const car = page.getByRole('listitem').filter({ hasText: '11-ZKZ-3' });
  await car.getByRole('button', { name: 'Logboek' }).click();
  const refuels = car.getByRole('table', { name: 'Laatste tankbeurten' });
  await expect(refuels).toContainText(`${litres} l Euro95`);
  await expect(refuels.getByRole('row').filter({ hasText: litres! })).toContainText('Tankpas');

  // The CO2 report of this year counts those litres.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'CO2 rapport' })
    .click();
  await page.getByRole('button', { name: 'Dit jaar' }).click();
  await expect(page.getByLabel('Totalen')).toContainText(`${litres} l`);
  const perVehicle = page.getByRole('table', { name: 'Per voertuig' });
  await expect(perVehicle.getByRole('row').filter({ hasText: '11-ZKZ-3' })).toContainText(litres!);
});
