import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, login, test } from './fixtures.ts';

// Every other journey blocks the service worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the service worker is active and controls this page (it claims open pages on activation). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** Station names in the finder's result list. */
async function stationTitles(page: Page) {
  const list = page.getByRole('list', { name: 'Gevonden stations' });
  await expect(list.getByRole('article').first()).toBeVisible();
  return list.locator('article h3').allTextContents();
}

/**
 * Runs `steps` with the network off. The browser reports every request it could not send then: those
 * console lines are expected, and only those (the ones of `steps`) are taken out of the journey's errors.
 */
async function offline(context: BrowserContext, errors: string[], steps: () => Promise<void>) {
  const before = errors.length;
  await context.setOffline(true);
  try {
    await steps();
  } finally {
    await context.setOffline(false);
  }
  const during = errors.splice(before);
  errors.push(
    ...during.filter(
      (text) => !/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/.test(text),
    ),
  );
}

test('the web manifest is served and names FuelLinq in Dutch, with its icons and colour', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b3d2e');

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'FuelLinq',
    short_name: 'FuelLinq',
    lang: 'nl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b3d2e',
  });
  // Every icon exists as the PNG of the size it claims; there is a 192 and a 512, and a maskable one.
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe(icon.type);
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose.includes('maskable'))).toBe(true);
});

test('Chromium finds nothing missing to install the app', async ({ playwright, launchOptions, baseURL }) => {
  // Chromium never offers to install from an incognito profile (a test's usual context): a real profile.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test.describe('offline', () => {
  test.use({ geolocation: { latitude: 52.3731, longitude: 4.8926 }, permissions: ['geolocation'] });

  test('the app opens offline on the last stations and cards it saw, marked offline; logout forgets the cards', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto('/');
    await controlledByServiceWorker(page);
    const seen = await stationTitles(page);
    await expect(page.getByText(/^Offline/)).toHaveCount(0);

    await page.goto('/auth');
    await login(page, 'zakelijk@fuellinq.nl');
    await expect(page).toHaveURL(/\/app/);
    // The overview asks the feed for its own five nearby stations: that answer must not replace the
    // landing page's offline list.
    await page.waitForLoadState('networkidle');
    await page.goto('/app/wallet');
    await expect(page.getByText('Bestelbus 1').first()).toBeVisible();

    await offline(context, consoleErrors, async () => {
      // A fresh start of the app with no network: the shell comes from the service worker.
      await page.goto('/');
      await expect(page.getByRole('status').filter({ hasText: 'Offline — laatst bijgewerkt' })).toHaveText(
        /^Offline — laatst bijgewerkt \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/,
      );
      expect(await stationTitles(page)).toEqual(seen);

      await page.goto('/app/wallet');
      await expect(page.getByText('Bestelbus 1').first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Offline — laatst bijgewerkt' })).toBeVisible();
    });

    // Online again, the notice goes with the first fresh answer.
    await page.goto('/app/wallet');
    await expect(page.getByText('Bestelbus 1').first()).toBeVisible();
    await expect(page.getByText(/^Offline/)).toHaveCount(0);

    // Logout: nothing of this user's stays in the browser; offline the next visitor sees no cards.
    await page.getByRole('button', { name: 'Log uit' }).click();
    await expect(page).toHaveURL(/\/auth/);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain('Bestelbus');
    expect(stored).toContain('offline:public:station-feed');
    const cached = await page.evaluate(async () => {
      const texts: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) texts.push(request.url);
      }
      return texts;
    });
    // The service worker keeps the shell and public pictures, never a signed-in answer.
    expect(cached.filter((url) => /\/(api\/(cards|balance|wallet|me)|me$)|favorites/.test(url))).toEqual([]);

    await offline(context, consoleErrors, async () => {
      await page.goto('/app/wallet');
      await expect(page).toHaveURL(/\/auth\?next=/);
      await page.goto('/');
      expect(await stationTitles(page)).toEqual(seen);
    });
  });
});
