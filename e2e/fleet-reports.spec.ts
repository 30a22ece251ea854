import { readFile } from 'node:fs/promises';
import { demoOwnerInOrg, expect, test } from './fixtures.ts';

// Issue 25 §3: the demo organisation's owner opens the fleet reports with their charts, per driver and per
// cost centre, and downloads the report as CSV.

test('the demo owner opens the fleet reports with their charts and downloads the CSV', async ({ page }) => {
  await demoOwnerInOrg(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Rapporten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapporten' })).toBeVisible();

  // The demo's three months of company refuels, per driver: the charts and a row per driver.
  await expect(page.getByRole('img', { name: /^Uitgaven per bestuurder/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Uitgaven per maand/ })).toBeVisible();
  const drivers = page.getByRole('table', { name: 'Rapport per bestuurder' });
  await expect(drivers.getByRole('row').nth(1)).toContainText(/€ \d/);

  await page.getByLabel('Indeling').selectOption('cost_centre');
  const centres = page.getByRole('table', { name: 'Rapport per kostenplaats' });
  await expect(centres.getByRole('row').nth(1)).toContainText(/€ \d/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporteer als CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^rapport-per-kostenplaats-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = (await readFile((await download.path())!)).toString('utf8');
  expect(csv).toContain('Kostenplaats;Tankbeurten;Liters;Bedrag (€);CO2 (kg)');
  expect(csv).toContain('Totaal;');
});
