import { readFile } from 'node:fs/promises';
import { expect, login, test } from './fixtures.ts';

// The demo consumer's invoices and subscription: the seeded months on Facturen, one downloaded as a PDF,
// and the subscription cancelled and resumed on its own page.

test('the demo consumer downloads an invoice PDF from Facturen', async ({ page }) => {
  await page.goto('/auth');
  await login(page, 'consument@fuellinq.nl');
  await page.waitForURL('**/app');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Facturen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();

  const rows = page.getByRole('table', { name: 'Facturen' }).getByRole('row');
  // Twelve whole months of seeded refuels at least, plus the header row.
  await expect(rows.nth(12)).toBeVisible();
  const first = rows.nth(1);
  await expect(first).toContainText(/FL-\d{4}-\d{6}/);
  await expect(first).toContainText('Overzicht');
  await expect(first).toContainText('Betaald');
  const number = (await first.getByRole('cell').first().textContent())!.trim();

  const downloading = page.waitForEvent('download');
  await first.getByRole('button', { name: `PDF van ${number}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The status filter asks the server: nothing is open for the demo consumer.
  await page.getByLabel('Status').selectOption('open');
  await expect(page.getByText('Geen facturen gevonden.')).toBeVisible();
});

test('the demo consumer cancels the subscription and resumes it', async ({ page }) => {
  await page.goto('/auth');
  await login(page, 'consument@fuellinq.nl');
  await page.waitForURL('**/app');
  await page.goto('/app/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible();
  await expect(page.getByText('Actief', { exact: true })).toBeVisible();
  await expect(page.getByText(/€ 2,50 op \d+ \w+ \d{4}/)).toBeVisible();

  await page.getByRole('button', { name: 'Abonnement opzeggen' }).click();
  await expect(
    page.getByText('Je abonnement is opgezegd en loopt af aan het einde van de betaalde periode.'),
  ).toBeVisible();
  await expect(page.getByText(/Opgezegd: je abonnement loopt af na/)).toBeVisible();
  await expect(page.getByText('Geen', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Opzegging intrekken' }).click();
  await expect(page.getByText('Je abonnement loopt weer door.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abonnement opzeggen' })).toBeVisible();
  await expect(page.getByText(/€ 2,50 op \d+ \w+ \d{4}/)).toBeVisible();
  await expect(page.getByText('Opzegging ingetrokken; je abonnement loopt door.')).toBeVisible();
});
