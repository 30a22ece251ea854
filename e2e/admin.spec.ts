import { expect, login, newEmail, test } from './fixtures.ts';

test('an admin lands on /admin, finds a user, changes the role, blocks and unblocks', async ({
  page,
  browser,
}) => {
  // Two people in two browsers: a long journey.
  test.setTimeout(60_000);
  // Someone to manage: a fresh consumer, signed in elsewhere.
  const email = newEmail('beheer');
  const other = await browser.newContext();
  const userPage = await other.newPage();
  await userPage.goto('/signup');
  await userPage.getByLabel('E-mailadres').fill(email);
  await userPage.getByLabel('Wachtwoord', { exact: true }).fill('geheim123');
  await userPage.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(userPage).toHaveURL(/\/onboarding\/bank$/);

  await page.goto('/auth');
  await login(page, 'admin@fuellinq.nl');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beheer' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Beheer' });
  await expect(nav.getByRole('link', { name: "Pagina's" })).toHaveAttribute('href', '/admin/pages');
  await expect(page.getByText(/met partner, \d+ zonder/)).toBeVisible();

  await nav.getByRole('link', { name: 'Gebruikers' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByLabel('Zoek op e-mailadres of naam').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);

  await row.getByLabel(`Rol van ${email}`).selectOption('partner');
  await expect(page.getByText(`${email} is nu partner.`)).toBeVisible();

  await row.getByRole('button', { name: `Blokkeren ${email}` }).click();
  await page
    .getByRole('dialog', { name: 'Account blokkeren?' })
    .getByRole('button', { name: 'Blokkeren' })
    .click();
  await expect(page.getByText(`${email} is geblokkeerd.`)).toBeVisible();
  await expect(row.getByText('Geblokkeerd')).toBeVisible();

  // The blocked user's session is over at once: the next call sends them to the login page...
  await userPage.goto('/app');
  await expect(userPage).toHaveURL(/\/auth/);
  // ...and logging in again says why it is refused.
  await userPage.goto('/auth');
  await login(userPage, email, 'geheim123');
  await expect(userPage.getByRole('alert')).toHaveText(
    'Dit account is geblokkeerd. Neem contact met ons op via de contactpagina als je denkt dat dit niet klopt.',
  );

  await row.getByRole('button', { name: `Deblokkeren ${email}` }).click();
  await expect(page.getByText(`${email} is gedeblokkeerd.`)).toBeVisible();
  await userPage.getByRole('button', { name: 'Inloggen', exact: true }).click();
  // Now a partner: the role home of a partner.
  await expect(userPage).toHaveURL(/\/partner\/offers$/);
  await other.close();
});

test('an admin changes a colour, sees it at once, publishes it, and a new visitor gets it', async ({
  page,
  browser,
}) => {
  const primary = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--fl-primary').trim());
  await page.goto('/auth');
  await login(page, 'admin@fuellinq.nl');
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Beheer' })
    .getByRole('link', { name: 'Thema/Branding' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thema/Branding' })).toBeVisible();

  // Dark orange: still AA on white, so no other journey running meanwhile meets an unreadable page.
  const field = page.getByLabel('Primaire kleur', { exact: true });
  await field.fill('9a3412');
  await expect(field).toHaveValue('#9a3412');
  await expect.poll(primary).toBe('#9a3412');
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('brand') ?? '{}'))).toEqual({
    primary: '#9a3412',
  });

  await page.getByRole('button', { name: 'Publiceren als standaard' }).click();
  await expect(page.getByText('Gepubliceerd: elke bezoeker begint voortaan met dit thema.')).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto('/');
    await expect
      .poll(() =>
        visitor.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--fl-primary').trim(),
        ),
      )
      .toBe('#9a3412');
    expect(await visitor.evaluate(() => window.localStorage.getItem('brand'))).toBeNull();
  } finally {
    // Back to FuelLinq's own theme, for every other journey.
    await page.getByRole('button', { name: 'Publicatie intrekken' }).click();
    await expect(
      page.getByText('Publicatie ingetrokken: bezoekers zien weer het standaardthema.'),
    ).toBeVisible();
    await visitorContext.close();
  }
});
