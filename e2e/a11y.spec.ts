import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';

/** A seeded station near Amsterdam, from the public feed. */
async function stationId(request: APIRequestContext): Promise<string> {
  const response = await request.get(
    '/api/partner/public/stations?lat=52.3731&lng=4.8926&radius_km=5&limit=1',
  );
  const body = (await response.json()) as { stations?: { id: string }[] } | { id: string }[];
  const list = Array.isArray(body) ? body : (body.stations ?? []);
  expect(list.length).toBeGreaterThan(0);
  return list[0]!.id;
}

/** The page has loaded: its main heading is there and no skeleton or spinner is left. */
async function loaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const publicPages = [
  '/',
  '/greendeal',
  '/demo?audience=consumer',
  '/demo?audience=business',
  '/contact',
  '/about',
  '/eu-agenda',
  '/api',
  '/terms',
  '/privacy',
  '/faq',
  '/auth',
  '/signup',
  '/forgot',
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

const appScreens = ['/app/wallet', '/app/vehicles', '/app/transactions', '/app/rewards', '/app/co2'];
const partnerScreens = [
  '/partner/offers',
  '/partner/prices',
  '/partner/stations',
  '/partner/settings',
  '/partner/codes',
];

test.describe('WCAG 2.2 AA (axe-core): no serious or critical violation', () => {
  // Every page is its own check; they share nothing, so both workers take them.
  // axe reads every element: a long list (transactions, 90 days of history) takes it a while on 2 cores.
  test.describe.configure({ mode: 'parallel', timeout: 60_000 });

  for (const path of publicPages) {
    test(`public page ${path}`, async ({ page }) => {
      await page.goto(path);
      await loaded(page);
      await expectNoSeriousViolations(page);
    });
  }

  test('a station page', async ({ page, request }) => {
    await page.goto(`/station/${await stationId(request)}`);
    await loaded(page);
    await expectNoSeriousViolations(page);
  });

  for (const path of appScreens) {
    test(`app screen ${path} (business user)`, async ({ page, request }) => {
      await signIn(page, request, 'zakelijk@fuellinq.nl');
      await page.goto(path);
      await loaded(page);
      await expectNoSeriousViolations(page);
    });
  }

  for (const path of partnerScreens) {
    test(`partner portal ${path}`, async ({ page, request }) => {
      await signIn(page, request, 'partner@fuellinq.nl');
      await page.goto(path);
      await loaded(page);
      await expectNoSeriousViolations(page);
    });
  }
});
