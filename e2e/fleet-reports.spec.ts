import { readFile } from 'node:fs/promises';
import { demoOwnerInOrg, expect, test } from './fixtures.ts';

// Issue 25 §3: the demo organisation's owner opens the fleet reports with their charts, per driver and per
// cost centre, and downloads the report as CSV; then the organisation's CO2 report per cost centre as PDF.

test('the demo owner downloads the fleet report as CSV and the CO2 report as PDF', async ({ page }) => {
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

  // The organisation's CO2 report for the auditor: per cost centre, as a PDF.
  const co2 = page.getByRole('region', { name: 'CO2 en WPM-opgave' });
  await co2.getByLabel('CO2 indelen').selectOption('cost_centre');
  await expect(co2.getByRole('table', { name: /^CO2 per kostenplaats in \d{4}$/ })).toBeVisible();
  const pdfDownload = page.waitForEvent('download');
  await co2.getByRole('button', { name: /^CO2-rapport \d{4} \(PDF\)$/ }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^co2-rapport-\d{4}-per-kostenplaats\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
});
