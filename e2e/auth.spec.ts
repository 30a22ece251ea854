import { expect, login, newEmail, test } from './fixtures.ts';

test('a visitor signs up and lands on the bank step of onboarding', async ({ page }) => {
  await page.goto('/signup');
  await expect(page).toHaveTitle('Account aanmaken – FuelLinq');
  await page.getByLabel('Voornaam (optioneel)').fill('Eva');
  await page.getByLabel('E-mailadres').fill(newEmail('signup'));
  await page.getByLabel('Wachtwoord', { exact: true }).fill('geheim123');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/onboarding\/bank$/);
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
});

test('after logout a wrong password shows the spec text, the right one logs in again', async ({ page }) => {
  const email = newEmail('logout');
  await page.goto('/signup');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('geheim123');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/onboarding\/bank$/);

  await page.getByRole('button', { name: 'Log uit' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  await login(page, email, 'verkeerd-wachtwoord');
  await expect(page.getByRole('alert')).toHaveText('E-mailadres of wachtwoord klopt niet.');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Wachtwoord', { exact: true }).fill('geheim123');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('a logged-out visit to /app/vehicles goes to login and comes back after it', async ({ page }) => {
  await page.goto('/app/vehicles');
  await expect(page).toHaveURL(/\/auth\?next=%2Fapp%2Fvehicles$/);
  await login(page, 'consument@fuellinq.nl');
  await expect(page).toHaveURL(/\/app\/vehicles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Voertuigen' })).toBeVisible();
});

test('the admin sees Thema/Branding; a user does not and is sent from the branding page to /app', async ({
  page,
  browser,
}) => {
  await page.goto('/auth');
  await login(page, 'admin@fuellinq.nl');
  // The admin's role home is /admin (spec §2); the dashboard sidebar has Thema/Branding for admins.
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/app');
  const adminNav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(adminNav.getByRole('link', { name: 'Thema/Branding' })).toBeVisible();

  const context = await browser.newContext();
  const userPage = await context.newPage();
  await userPage.goto('/auth');
  await login(userPage, 'consument@fuellinq.nl');
  await expect(userPage).toHaveURL(/\/app$/);
  await expect(
    userPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Overzicht' }),
  ).toBeVisible();
  await expect(userPage.getByRole('link', { name: 'Thema/Branding' })).toHaveCount(0);
  await userPage.goto('/app/admin/branding');
  await expect(userPage).toHaveURL(/\/app$/);
  await context.close();
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/dit/bestaat/niet');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tanken zonder gedoe');
});

test('the login form works with the keyboard alone', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('E-mailadres').focus();
  await page.keyboard.type('partner@fuellinq.nl');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/partner\/offers$/);
});

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  const email = newEmail('reset');
  const register = await request.post('/api/auth/register', { data: { email, password: 'oud-geheim' } });
  expect(register.status()).toBe(201);

  await page.goto('/forgot');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Verstuur resetlink' }).click();
  // The form's own message (the offline banner keeps a quiet status region of its own on every page).
  await expect(page.getByRole('status').filter({ hasText: 'resetlink gestuurd' })).toBeVisible();

  const link = await readResetLink(email);
  await page.goto(link);
  await expect(page.getByText('Resetcode:')).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord').fill('nieuw-geheim');
  await page.getByLabel('Herhaal wachtwoord').fill('iets-anders');
  await expect(page.getByText('De wachtwoorden komen niet overeen.')).toBeVisible();
  await page.getByLabel('Herhaal wachtwoord').fill('nieuw-geheim');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je wachtwoord is gewijzigd.' })).toBeVisible();

  await page.getByRole('link', { name: 'Inloggen' }).last().click();
  await login(page, email, 'nieuw-geheim');
  await expect(page).toHaveURL(/\/app$/);
});

async function readResetLink(email: string): Promise<string> {
  const { readdir, readFile } = await import('node:fs/promises');
  const outbox = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}/outbox`;
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.includes(email));
    if (files.length) {
      const mail = (await readFile(`${outbox}/${files.sort().at(-1)}`, 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const match = /https?:\/\/[^\s]+\/reset\?token=[A-Za-z0-9_-]+/.exec(mail);
      if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset mail for ${email}`);
}
