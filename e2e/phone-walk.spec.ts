import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';

/**
 * Issue 26's walk: every signed-in screen of each role on a phone held in one hand, 360 × 740 px. A screen
 * fails when it is wider than the phone (the page, or any element sticking out past its edge), when its
 * main heading is not on the first screen, or when axe finds a serious or critical WCAG 2.2 AA violation.
 * One sign-in per role; each screen is checked once it has loaded, and every failing screen is reported.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });
// Each role's walk is one test, so the two workers share them; a screen takes a few seconds with axe.
test.describe.configure({ mode: 'parallel' });
const perScreen = 15_000;

const driverScreens = [
  '/app',
  '/app/wallet',
  '/app/wallet-setup',
  '/app/transactions',
  '/app/rewards',
  '/app/vehicles',
  '/app/co2',
  '/app/insights',
  '/app/invoices',
  '/app/subscription',
  '/app/privacy',
  '/app/prijsalarmen',
  '/app/protected-routes',
  '/app/checkout-demo',
  '/app/success',
  '/app/cancel',
];

/** Signs in through the API and hands the session to the page as the login form would ("onthoud mij"). */
async function signIn(page: Page, request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { role: string } };
  await page.addInitScript(
    ([token, role]) => {
      localStorage.setItem('token', token!);
      localStorage.setItem('role', role!);
    },
    [token, user.role],
  );
}

/** What sticks out of a 360 px page: its own width, and each visible element past the screen's edges. */
function measure() {
  const width = window.innerWidth;
  const clipped = (element: Element): boolean => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' && style.overflowX !== 'auto' && style.overflowX !== 'scroll') {
        const box = parent.getBoundingClientRect();
        if (box.left >= -1 && box.right <= width + 1) return true;
      }
    }
    return false;
  };
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const classes = typeof element.className === 'string' ? element.className.slice(0, 60) : '';
    return `<${element.tagName.toLowerCase()} class="${classes}"> "${text}"`;
  };
  const outside: Element[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    // Only the outermost: its children stick out with it.
    if (outside.some((reported) => reported.contains(element))) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right <= width + 1 && box.left >= -1) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.position === 'fixed') continue;
    if (clipped(element)) continue;
    outside.push(element);
  }
  const heading = document.querySelector('main h1') ?? document.querySelector('h1');
  return {
    scrollWidth: document.documentElement.scrollWidth,
    width,
    height: window.innerHeight,
    outside: outside.slice(0, 5).map(describe),
    headingBottom: heading ? Math.round(heading.getBoundingClientRect().bottom + window.scrollY) : null,
  };
}

/** Loads a screen, waits until it has drawn what it shows, and checks it; failures are collected, not fatal. */
async function check(page: Page, path: string) {
  const started = Date.now();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const drawn = Date.now();
  const found = await page.evaluate(measure);
  expect.soft(found.scrollWidth, `${path} is ${found.scrollWidth} px wide`).toBeLessThanOrEqual(found.width);
  expect.soft(found.outside, `${path}: elements past the screen's edge`).toEqual([]);
  expect
    .soft(found.headingBottom ?? Infinity, `${path}: the heading ends at ${found.headingBottom} px`)
    .toBeLessThanOrEqual(found.height);
  await test.step(`axe ${path}`, async () => {
    try {
      await expectNoSeriousViolations(page);
    } catch (error) {
      expect.soft(String(error), `${path}: axe`).toBe('');
    }
  });
  if (process.env.WALK_TIMES) {
    console.log(`${path}: drawn in ${drawn - started} ms, checked in ${Date.now() - drawn} ms`);
  }
}

/** The first record's own screen, from the links of a list screen (a station, a page). */
async function firstLink(page: Page, path: string, prefix: string): Promise<string> {
  await page.goto(path);
  const link = page.locator(`main a[href^="${prefix}"]:not([href$="/new"])`).first();
  return (await link.getAttribute('href'))!;
}

test('a driver (consument) on a phone: every app screen fits', async ({ page, request }) => {
  test.setTimeout(driverScreens.length * perScreen);
  await signIn(page, request, 'consument@fuellinq.nl');
  for (const path of driverScreens) await check(page, path);
});

test('a business account (zakelijk) on a phone: every app screen fits', async ({ page, request }) => {
  test.setTimeout(driverScreens.length * perScreen);
  await signIn(page, request, 'zakelijk@fuellinq.nl');
  for (const path of driverScreens) await check(page, path);
});

test('a partner on a phone: every partner screen fits', async ({ page, request }) => {
  test.setTimeout(8 * perScreen);
  await signIn(page, request, 'partner@fuellinq.nl');
  for (const path of ['/partner/offers', '/partner/prices', '/partner/stations', '/partner/stations/new']) {
    await check(page, path);
  }
  await check(page, await firstLink(page, '/partner/stations', '/partner/stations/'));
  for (const path of ['/partner/settings', '/partner/codes']) await check(page, path);
});

test('an admin on a phone: every admin screen fits', async ({ page, request }) => {
  test.setTimeout(8 * perScreen);
  await signIn(page, request, 'admin@fuellinq.nl');
  for (const path of ['/admin', '/admin/users', '/admin/stations', '/admin/pages', '/admin/price-reports']) {
    await check(page, path);
  }
  await check(page, await firstLink(page, '/admin/pages', '/admin/pages/'));
  await check(page, '/app/admin/branding');
});

/** The fleet screens as the router has them now (issue 24 adds them one by one), without a parameter. */
function fleetScreens(): string[] {
  const router = readFileSync(new URL('../apps/web/src/app/router.tsx', import.meta.url), 'utf8');
  return [...router.matchAll(/path: '(fleet(?:\/[\w-]+)*)'/g)].map((match) => `/app/${match[1]}`);
}

test('a fleet owner (zakelijk) on a phone: every fleet screen fits', async ({ page, request }) => {
  const screens = fleetScreens();
  test.skip(screens.length === 0, 'no fleet screens yet');
  test.setTimeout(screens.length * perScreen);
  await signIn(page, request, 'zakelijk@fuellinq.nl');
  for (const path of screens) await check(page, path);
});
