import type { Page } from '@playwright/test';
import { expect, newDriverWithCard, test, topUp } from './fixtures.ts';

// Issue 10's journey: Nu tanken on a prepaid balance, from a new account to the receipt. It needs the API of
// the balance, payments, refuels and the pump simulator (on by default in development and the demo; the
// journey waits for it to complete the refuel).

const AMSTERDAM_DAM = { lat: 52.3731, lng: 4.8926 };

/** The id of a real seeded station near the Dam, from the public feed. */
async function stationNearby(page: Page): Promise<{ id: string; title: string }> {
  const answer = await page.request.get(
    `/api/partner/public/stations?lat=${AMSTERDAM_DAM.lat}&lng=${AMSTERDAM_DAM.lng}&limit=1`,
  );
  expect(answer.ok()).toBe(true);
  const { stations } = (await answer.json()) as { stations: { id: string; title: string }[] };
  return stations[0]!;
}

/** Nu tanken on the station page, to the demo checkout; returns the amount reserved, as the page shows it. */
async function startAtStation(page: Page, station: { id: string; title: string }) {
  await page.goto(`/station/${station.id}`);
  await expect(page.getByRole('heading', { level: 1, name: station.title })).toBeVisible();
  await page.getByRole('button', { name: 'Nu tanken' }).click();
  await expect(page).toHaveURL(/\/app\/checkout-demo\?tx=[0-9a-f-]{36}&/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout (demo)' })).toBeVisible();
  const details = page.getByLabel('Je tankbeurt');
  await expect(details).toContainText(station.title);
  const amount = (await details.locator('dt:has-text("Bedrag") + dd').textContent()) ?? '';
  expect(amount).toMatch(/^€ \d+,\d{2}$/);
  return amount;
}

test('a new driver tops up, tanks at a station, pays on the demo checkout and finds the refuel with its receipt', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await newDriverWithCard(page, 'refuel');
  await topUp(page, '€ 100,00');
  const station = await stationNearby(page);

  const reserved = await startAtStation(page, station);
  expect(reserved).toBe('€ 75,00');
  await page.getByRole('button', { name: 'Betalen' }).click();

  // 'Betaling geslaagd', then the pump (the simulator) completes the refuel: litres, price, amount, the rest back.
  await expect(page).toHaveURL(/\/app\/success\?tx=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betaling geslaagd' })).toBeVisible();
  await expect(page.getByText('klaar', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const facts = page.locator('dl').filter({ hasText: 'Transactienummer' });
  await expect(facts).toContainText(/Getankt\d+,\d{2} l/);
  await expect(facts).toContainText(/Prijs per liter€ \d,\d{3}/);
  await expect(facts).toContainText(/Bedrag€ \d+,\d{2}/);
  await expect(facts).toContainText(/Terug op je saldo€ \d+,\d{2}/);
  await expect(facts).toContainText(/Punten\d+ punten?/);
  const points = /Punten(\d+) punt/.exec((await facts.textContent()) ?? '')?.[1];

  // Transacties: the refuel with its points, the top-up beside it, and the receipt.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Transacties' })
    .click();
  const table = page.getByRole('table', { name: 'Transacties' });
  const refuelRow = table.getByRole('row').filter({ hasText: 'Tankbeurt' }).first();
  await expect(refuelRow).toContainText(`${points} punt`);
  await expect(refuelRow).toContainText('klaar');
  await expect(refuelRow).toContainText(/\d+,\d{2} l/);
  await expect(table.getByRole('row').filter({ hasText: 'Opwaardering' })).toContainText('+€ 100,00');
  const download = page.waitForEvent('download');
  await refuelRow.getByRole('button', { name: /^Bon \(PDF\)/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Punten & Rewards knows the points too.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Punten & Rewards' })
    .click();
  await expect(page.getByText(`${points} punt`, { exact: false }).first()).toBeVisible();
});

test('a cancelled refuel puts the whole reservation back on the balance at once', async ({ page }) => {
  test.setTimeout(60_000);
  await newDriverWithCard(page, 'refuel');
  await topUp(page, '€ 50,00');
  const station = await stationNearby(page);

  const reserved = await startAtStation(page, station);
  expect(reserved).toBe('€ 50,00');
  await page.getByRole('button', { name: 'Annuleren' }).click();

  await expect(page).toHaveURL(/\/app\/cancel\?tx=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betaling geannuleerd' })).toBeVisible();
  await expect(page.getByText(`${reserved} staat weer volledig op je saldo.`)).toBeVisible();
  await expect(page.getByText('Je saldo: € 50,00, waarvan € 50,00 beschikbaar.')).toBeVisible();
});
