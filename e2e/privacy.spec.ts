import { readFile } from 'node:fs/promises';
import { expect, login, newEmail, test } from './fixtures.ts';

test('a driver downloads everything stored about them, then erases the account and can sign up again', async ({
  page,
}) => {
  const email = newEmail('avg');
  await page.goto('/signup');
  await page.getByLabel('Voornaam (optioneel)').fill('Noor');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('geheim123');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/onboarding\/bank$/);

  await page.goto('/app');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Mijn gegevens' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeFocused();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download mijn gegevens' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fuellinq-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ email, first_name: 'Noor' });
  expect(JSON.stringify(data)).not.toContain('argon2');

  // Before anything is confirmed, the screen says what happens to the money.
  await expect(
    page.getByText('Er staat geen saldo op je account, dus er valt niets terug te storten.'),
  ).toBeVisible();
  await expect(page.getByText(/Facturen bewaren we zeven jaar voor de Belastingdienst/)).toBeVisible();

  await page.getByLabel('Je wachtwoord, ter bevestiging').fill('niet-mijn-wachtwoord');
  await page.getByRole('button', { name: 'Account verwijderen' }).click();
  await page.getByRole('button', { name: 'Ja, verwijder mijn account' }).click();
  await expect(page.getByText('Dit wachtwoord klopt niet. Je account is niet verwijderd.')).toBeVisible();

  await page.getByLabel('Je wachtwoord, ter bevestiging').fill('geheim123');
  await page.getByRole('button', { name: 'Account verwijderen' }).click();
  await page.getByRole('button', { name: 'Ja, verwijder mijn account' }).click();
  await expect(page).toHaveURL(/\/account-verwijderd$/);
  await expect(page.getByText('Je account en je gegevens zijn verwijderd.')).toBeVisible();
  await expect(page.getByText('Er stond geen saldo op je account.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  await page.goto('/auth');
  await login(page, email, 'geheim123');
  await expect(page.getByRole('alert')).toHaveText('E-mailadres of wachtwoord klopt niet.');

  await page.goto('/signup');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('een-nieuw-begin');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/onboarding\/bank$/);
});
