import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { forgetPushOnThisDevice } from './api/forget-push.ts';
import { PushToggle } from './push-toggle.tsx';

// The browser's side of Web Push (permission, service worker, push manager) does not exist in jsdom: a small
// stand-in with the same shape answers for it. The server's side is the fake API, held to the contract.

const PUBLIC_KEY = `B${'Q'.repeat(86)}`;
const OTHER_KEY = `B${'A'.repeat(86)}`;
const keyBytes = (key: string) =>
  Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/') + '='), (char) => char.charCodeAt(0)).buffer;

interface BrowserPush {
  permission: NotificationPermission;
  /** What the permission prompt answers. */
  answer: NotificationPermission;
  subscription: PushSubscription | null;
  unsubscribed: string[];
}

function fakeSubscription(browser: BrowserPush, serverKey: string, n = 1): PushSubscription {
  const endpoint = `https://fcm.googleapis.com/fcm/send/device-${n}`;
  const subscription = {
    endpoint,
    options: { applicationServerKey: keyBytes(serverKey), userVisibleOnly: true },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `B${'k'.repeat(86)}`, auth: 'a'.repeat(22) },
    }),
    unsubscribe: () => {
      browser.unsubscribed.push(endpoint);
      if (browser.subscription === subscription) browser.subscription = null;
      return Promise.resolve(true);
    },
  } as unknown as PushSubscription;
  return subscription;
}

function installBrowserPush(start: Partial<BrowserPush> = {}): BrowserPush {
  const browser: BrowserPush = {
    permission: 'default',
    answer: 'granted',
    subscription: null,
    unsubscribed: [],
    ...start,
  };
  const registration = {
    pushManager: {
      getSubscription: () => Promise.resolve(browser.subscription),
      subscribe: (options: PushSubscriptionOptionsInit) => {
        const key = new Uint8Array(options.applicationServerKey as ArrayBuffer);
        expect(key).toEqual(new Uint8Array(keyBytes(PUBLIC_KEY)));
        browser.subscription = fakeSubscription(browser, PUBLIC_KEY, browser.unsubscribed.length + 1);
        return Promise.resolve(browser.subscription);
      },
    },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: () => {
      browser.permission = browser.answer;
      return Promise.resolve(browser.answer);
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
  });
  return browser;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function setup() {
  saveSession('tok', 'user', true);
  const api = fakeApi({
    'GET /api/push/public-key': { status: 200, body: { public_key: PUBLIC_KEY } },
    'POST /api/push/subscriptions': (body) => ({
      status: 201,
      body: { endpoint: (body as { endpoint: string }).endpoint, created_at: '2026-11-27T08:00:00.000Z' },
    }),
    'DELETE /api/push/subscriptions': { status: 204 },
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/app/meldingen', Component: PushToggle }], '/app/meldingen');
  return api;
}

describe('PushToggle: Meldingen op dit apparaat', () => {
  it('says so when the browser cannot show push messages', async () => {
    setup();
    expect(await screen.findByText(/Deze browser kan hier geen meldingen tonen/)).toBeVisible();
    expect(screen.getByText(/zet FuelLinq eerst op je beginscherm/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('turns on: asks permission, subscribes with the server’s key and hands the subscription over', async () => {
    const browser = installBrowserPush();
    const api = setup();
    expect(await screen.findByText(/^Uit:/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Meldingen aanzetten' }));
    expect(await screen.findByText(/^Aan:/)).toBeVisible();
    expect(browser.permission).toBe('granted');
    const posted = api.calls.find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      keys: { p256dh: `B${'k'.repeat(86)}`, auth: 'a'.repeat(22) },
      expirationTime: null,
    });
    expect(posted?.headers).toMatchObject({ authorization: 'Bearer tok' });
  });

  it('turns off: the server forgets the device and the browser ends its subscription', async () => {
    const browser = installBrowserPush({ permission: 'granted' });
    browser.subscription = fakeSubscription(browser, PUBLIC_KEY);
    const api = setup();
    expect(await screen.findByText(/^Aan:/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Meldingen uitzetten' }));
    expect(await screen.findByText(/^Uit:/)).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    });
    expect(browser.unsubscribed).toEqual(['https://fcm.googleapis.com/fcm/send/device-1']);
  });

  it('explains how to allow notifications once the browser blocks them', async () => {
    installBrowserPush({ answer: 'denied' });
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Meldingen aanzetten' }));
    expect(await screen.findByText(/Meldingen van FuelLinq zijn geblokkeerd in deze browser/)).toBeVisible();
    expect(screen.getByText(/Site-instellingen → Meldingen → Toestaan/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('stays off when the prompt is dismissed', async () => {
    installBrowserPush({ answer: 'default' });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Meldingen aanzetten' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Meldingen aanzetten' })).toBeEnabled());
    expect(screen.getByText(/^Uit:/)).toBeVisible();
  });

  it('ends a subscription made with an old server key, and shows off', async () => {
    const browser = installBrowserPush({ permission: 'granted' });
    browser.subscription = fakeSubscription(browser, OTHER_KEY);
    setup();
    expect(await screen.findByText(/^Uit:/)).toBeVisible();
    expect(browser.unsubscribed).toHaveLength(1);
  });

  it('shows the server’s refusal and leaves the browser unsubscribed', async () => {
    const browser = installBrowserPush();
    saveSession('tok', 'user', true);
    const api = fakeApi({
      'GET /api/push/public-key': { status: 200, body: { public_key: PUBLIC_KEY } },
      'POST /api/push/subscriptions': {
        status: 400,
        body: {
          error: 'validation_error',
          message: 'Deze browser gebruikt een pushdienst die FuelLinq niet kent.',
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes([{ path: '/', Component: PushToggle }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Meldingen aanzetten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Meldingen aanzetten mislukt: Deze browser gebruikt een pushdienst die FuelLinq niet kent.',
    );
    expect(browser.subscription).toBeNull();
    expect(screen.getByText(/^Uit:/)).toBeVisible();
  });
});

describe('forgetPushOnThisDevice (logout)', () => {
  it('takes the device off the server and ends the browser’s subscription', async () => {
    const browser = installBrowserPush({ permission: 'granted' });
    browser.subscription = fakeSubscription(browser, PUBLIC_KEY);
    saveSession('tok', 'user', true);
    const api = fakeApi({ 'DELETE /api/push/subscriptions': { status: 204 } });
    vi.stubGlobal('fetch', api.fetch);
    await forgetPushOnThisDevice();
    expect(api.calls).toHaveLength(1);
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', body: { endpoint: browser.unsubscribed[0] } });
    expect(browser.subscription).toBeNull();
  });
});
