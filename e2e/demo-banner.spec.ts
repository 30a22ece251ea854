import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';

// The journeys run with the demo data and the sandbox (playwright.config.ts): every page says that no real
// money moves here, above the page, readable and covering nothing, on a 360 px phone too (issue 23).

const BANNER = 'Demo-omgeving: er gaat geen echt geld om';

async function expectBanner(page: Page) {
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // In the page's flow at its very top: nothing starts above it, and it is whole on a narrow screen.
  const box = (await banner.boundingBox())!;
  expect(box.y).toBe(0);
  expect(box.x).toBe(0);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(box.width).toBe(width);
  // It covers nothing: the page's header (sticky as one scrolls) starts below it.
  const header = (await page.locator('header').first().boundingBox())!;
  expect(header.y).toBeGreaterThanOrEqual(box.y + box.height - 0.5);
  // Its text wraps inside it rather than running off a narrow screen.
  expect(await banner.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

test.use({ viewport: { width: 360, height: 740 } });

test('the public pages, a server-rendered one among them, carry the banner', async ({ page }) => {
  for (const path of ['/', '/contact', '/auth']) {
    await page.goto(path);
    await expectBanner(page);
  }
  await expectNoSeriousViolations(page);
});

test('the signed-in app, the partner portal and the admin area carry it too', async ({ page, request }) => {
  for (const [email, path] of [
    ['consument@fuellinq.nl', '/app/wallet'],
    ['partner@fuellinq.nl', '/partner/prices'],
    ['admin@fuellinq.nl', '/admin'],
  ] as const) {
    const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
    expect(response.status()).toBe(200);
    const { token, user } = (await response.json()) as { token: string; user: { role: string } };
    await page.goto('/auth');
    await page.evaluate(
      ([token, role]) => {
        localStorage.setItem('token', token!);
        localStorage.setItem('role', role!);
      },
      [token, user.role],
    );
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectBanner(page);
  }
});
