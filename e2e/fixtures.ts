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
