import { readFile } from 'node:fs/promises';
import { addDays, previousMonth } from '@fuellinq/domain/co2/calendar-date';
import { expect, newEmail, test } from './fixtures.ts';

// The server looks plates up at the local RDW replay server (playwright.config.ts), which answers with the
// real recorded RDW responses.
test('a driver adds a car by its plate, logs kilometres and a refuel, and gets the CO2 report as CSV', async ({
  page,
}) => {
  const { from, to } = previousMonth();
  await page.goto('/signup');
  await page.getByLabel('E-mailadres').fill(newEmail('voertuig'));
  await page.getByLabel('Wachtwoord', { exact: true }).fill('geheim123');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/onboarding\/bank$/);

  await page.goto('/app/vehicles');
  await expect(page).toHaveTitle('Voertuigen – FuelLinq');
  const lookup = page.getByRole('button', { name: 'Opzoeken' });
  await expect(lookup).toBeDisabled();
  await page.getByRole('textbox', { name: 'Kenteken' }).fill('tt-601-d');
  await lookup.click();
  const found = page.getByRole('region', { name: 'Gevonden voertuig' });
  await expect(found).toContainText('VOLKSWAGEN KOMBI');
  await expect(found).toContainText('211 g/km (NEDC)');
  await expect(found).toContainText('17 mei 2027');
  await found.getByRole('button', { name: 'Toevoegen aan mijn voertuigen' }).click();
  await expect(page.getByText('TT-601-D is toegevoegd aan je voertuigen.')).toBeVisible();

  await page.getByRole('button', { name: 'Logboek' }).click();
  const odometer = page.getByRole('form', { name: 'Kilometerstand loggen' });
  const logReading = async (km: string, date: string) => {
    await odometer.getByLabel('Kilometerstand (km)').fill(km);
    await odometer.getByLabel('Datum').fill(date);
    await odometer.getByRole('button', { name: 'Odometer loggen' }).click();
  };
  await logReading('1000', from);
  await expect(page.getByRole('table', { name: 'Laatste kilometerstanden' })).toContainText('1.000 km');
  await logReading('2000', to);
  await expect(page.getByRole('table', { name: 'Laatste kilometerstanden' })).toContainText('2.000 km');
  // A reading lower than an earlier one is refused with the spec's text and the reason.
  await logReading('900', to);
  await expect(odometer.getByRole('alert')).toContainText('Odometer loggen mislukt');
  await expect(odometer.getByRole('alert')).toContainText('lager dan een eerdere stand');

  const fuel = page.getByRole('form', { name: 'Tankbeurt loggen' });
  await fuel.getByLabel('Liters').fill('40');
  await fuel.getByLabel('Totaalbedrag (€)').fill('72,00');
  await fuel.getByLabel('Datum').fill(addDays(from, 9));
  await fuel.getByLabel('Kilometerstand (optioneel)').fill('1300');
  await fuel.getByRole('button', { name: 'Tankbeurt loggen' }).click();
  await expect(page.getByRole('table', { name: 'Laatste tankbeurten' })).toContainText('€ 72,00');
  await expect(page.getByRole('table', { name: 'Laatste tankbeurten' })).toContainText('€ 1,800');

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'CO2 rapport' })
    .click();
  await expect(page).toHaveTitle('CO2 rapport – FuelLinq');
  // 40 L of diesel × 3,251 kg/L (Diesel B7, WTW, 2026 list) over 1.000 km.
  const totals = page.getByLabel('Totalen');
  await expect(totals).toContainText('130,0 kg CO2e');
  await expect(totals).toContainText('1.000 km');
  await expect(totals).toContainText('40,00 l');
  await expect(totals).toContainText('130,0 g/km');
  await expect(page.getByRole('region', { name: 'Werkwijze en bron' })).toContainText(
    'www.CO2emissiefactoren.nl',
  );

  await page.locator('label', { hasText: 'TTW (tank-to-wheel)' }).click();
  await expect(page.getByRole('radio', { name: 'TTW (tank-to-wheel)' })).toBeChecked();
  // 40 × 2,462 = 98,5 kg tank-to-wheel.
  await expect(totals).toContainText('98,5 kg CO2e');
  // The scope switch works with the keyboard too.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'WTW (well-to-wheel)' })).toBeChecked();
  await expect(totals).toContainText('130,0 kg CO2e');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CO2-rapport als CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`co2-rapport-${from}-${to}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, row, total] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe(
    'periode_van;periode_tot;kenteken;voertuig;brandstof;methode;scope;km;liters;kwh;kg_co2e;g_co2e_per_km;factoren;factorlijst;bron;opmerkingen',
  );
  expect(row).toContain(
    `${from};${to};TT-601-D;VOLKSWAGEN KOMBI;Diesel;Liters × brandstoffactor;WTW;1000;40,00;;130,0;130,0;`,
  );
  expect(row).toContain('Diesel B7: 3,251 kg CO2e/liter (lijst 2026)');
  expect(total).toContain(';Totaal;');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CO2-rapport als PDF' }).click(),
  ]);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
});
