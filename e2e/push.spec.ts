import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Web Push in the real service worker (docs/decisions/026-web-push.md). Subscribing for real needs
// Google's push service, which this machine cannot reach: DevTools delivers the message to the worker
// instead, decrypted, as the push service would. What the server sends is tested against a push service
// stand-in (apps/api/src/modules/push/push.test.ts).
test.use({ serviceWorkers: 'allow' });

/** What the worker showed: the notifications of this origin, as the page reads them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map(({ title, body, icon, tag, data }) => ({
      title,
      body,
      icon,
      tag,
      data: data as unknown,
    }));
  });
}

test('a push message is shown with its title, body, icon and page; the same tag replaces it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const cdp = await context.newCDPSession(page);
  const registrations: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) {
      if (!registration.isDeleted) registrations.push(registration.registrationId);
    }
  });
  // The app registers its worker a few seconds after the page's load (lib/service-worker.ts), and
  // `navigator.serviceWorker.ready` already answers while the new worker is still activating: a message is
  // delivered once the worker is activated, as a push service reaches an installed app.
  let activated = false;
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    if (versions.some((version) => version.status === 'activated')) activated = true;
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  await expect.poll(() => activated, { timeout: 15_000 }).toBe(true);

  const deliver = (message: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: registrations.at(-1)!,
      data: JSON.stringify(message),
    });

  await deliver({
    title: 'Diesel onder € 1,80',
    body: 'Tango Utrecht: diesel € 1,769 per liter.',
    url: '/stations',
    tag: 'alert:1:diesel',
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Diesel onder € 1,80',
        body: 'Tango Utrecht: diesel € 1,769 per liter.',
        icon: `${new URL(baseURL!).origin}/icons/icon-192.png`,
        tag: 'alert:1:diesel',
        data: { url: '/stations' },
      },
    ]);

  // The same alert again, cheaper: one notification, the newest. A link elsewhere is not followed.
  await deliver({
    title: 'Diesel onder € 1,75',
    body: 'Tango Utrecht: diesel € 1,749 per liter.',
    url: 'https://example.com/',
    tag: 'alert:1:diesel',
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([expect.objectContaining({ title: 'Diesel onder € 1,75', data: { url: '/app' } })]);
});
