import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

let counter = 0;
/** A new address per call, so journeys never collide on the server's unique e-mail index. */
export function newEmail(prefix = 'e2e') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.nl`;
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/** The demo organisation's owner signed in, with Demo Transport B.V. chosen in the header; its id. */
export async function demoOwnerInOrg(page: Page): Promise<string> {
  await page.goto('/auth');
  await login(page, 'zakelijk@fuellinq.nl');
  await expect(page).toHaveURL(/\/app$/);
  const orgs = await page.request.get('/api/orgs', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  const org = ((await orgs.json()) as { id: string; name: string }[]).find(
    (o) => o.name === 'Demo Transport B.V.',
  )!;
  await page.getByRole('combobox', { name: 'Weergave: privé of organisatie' }).selectOption(org.id);
  return org.id;
}

/** A new account (`prefix` names its address) with a linked bank (the sandbox bank) and its first card, issued by the wallet step. */
export async function newDriverWithCard(page: Page, prefix: string) {
  await page.goto('/signup');
  await page.getByLabel('E-mailadres').fill(newEmail(prefix));
  await page.getByLabel('Wachtwoord', { exact: true }).fill('geheim123');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/onboarding\/bank$/);
  await page.getByRole('option', { name: 'ING' }).click();
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await page.getByRole('button', { name: 'Akkoord' }).click();
  await expect(page.getByText('Je pas is klaar om toe te voegen.')).toBeVisible();
}

/** Tops up the balance through the sandbox payment page, and comes back to the wallet once it is paid. */
export async function topUp(page: Page, amount: string) {
  await page.goto('/app/wallet');
  await page.getByRole('button', { name: 'Opwaarderen' }).click();
  const form = page.getByRole('form', { name: 'Opwaarderen' });
  await form.getByRole('button', { name: amount }).click();
  await form.getByRole('button', { name: 'Verder naar betalen' }).click();

  await expect(page).toHaveURL(/\/betalen\/sandbox\/[0-9a-f-]{36}#secret=[\w-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Betalen aan FuelLinq' })).toBeVisible();
  await expect(page.getByText(amount, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Betalen' }).click();

  // The return page asks the server until the payment is paid, then goes back to the wallet.
  await expect(page).toHaveURL(/\/app\/wallet$/);
  await expect(page.getByLabel('Je saldo')).toContainText(`Saldo${amount}`);
}

/**
 * Every journey fails on a console error or an uncaught page error. The browser's own note about a 4xx
 * answer is not one: a wrong password is supposed to get a 401.
 */
const EXPECTED = /Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
