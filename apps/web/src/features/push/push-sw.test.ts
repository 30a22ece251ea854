import { afterEach, describe, expect, it, vi } from 'vitest';

// public/push-sw.js runs inside the service worker, which jsdom does not have: it runs here against a worker
// global of the same shape. Showing a push is also checked in Chromium's real worker (e2e/push.spec.ts); a
// click on a notification cannot be made there, so it is checked here.

const ORIGIN = 'https://fuellinq.test';

interface FakeWindow {
  url: string;
  focused: boolean;
  focus(): Promise<FakeWindow>;
  navigate(url: string): Promise<FakeWindow>;
}

function fakeWindow(url: string): FakeWindow {
  const client: FakeWindow = {
    url,
    focused: false,
    focus: () => {
      client.focused = true;
      return Promise.resolve(client);
    },
    navigate: (next) => {
      client.url = next;
      return Promise.resolve(client);
    },
  };
  return client;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function startWorker(windows: FakeWindow[] = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const opened: string[] = [];
  const worker = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    registration: {
      showNotification: (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      matchAll: () => Promise.resolve(windows),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  // The script takes the worker from `self`, as in the browser; each test runs it afresh.
  vi.stubGlobal('self', worker);
  vi.resetModules();
  // @ts-expect-error -- the worker's plain script has no types; it is run for its listeners only.
  await import('../../../public/push-sw.js');

  async function dispatch(type: string, event: Record<string, unknown>) {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }
  return {
    shown,
    opened,
    push: (text: string) =>
      dispatch('push', { data: { json: (): unknown => JSON.parse(text), text: () => text } }),
    click: (url: unknown) => {
      const notification = { data: { url }, closed: false, close: () => (notification.closed = true) };
      return dispatch('notificationclick', { notification }).then(() => notification);
    },
  };
}

describe('push-sw.js', () => {
  it('shows the message with the app icon, its tag and its page', async () => {
    const worker = await startWorker();
    await worker.push(
      JSON.stringify({ title: 'Diesel onder € 1,80', body: 'Tango: € 1,769', url: '/stations/a', tag: 'x' }),
    );
    expect(worker.shown).toEqual([
      {
        title: 'Diesel onder € 1,80',
        options: {
          body: 'Tango: € 1,769',
          icon: '/icons/icon-192.png',
          lang: 'nl',
          data: { url: '/stations/a' },
          tag: 'x',
          renotify: true,
        },
      },
    ]);
  });

  it('shows plain text under the app’s name', async () => {
    const worker = await startWorker();
    await worker.push('geen JSON');
    expect(worker.shown[0]).toMatchObject({ title: 'FuelLinq', options: { body: 'geen JSON' } });
  });

  it('on a click, brings an open app window to the message’s page', async () => {
    const open = fakeWindow(`${ORIGIN}/app`);
    const worker = await startWorker([fakeWindow('https://elders.test/'), open]);
    const notification = await worker.click('/stations/a');
    expect(notification.closed).toBe(true);
    expect(open).toMatchObject({ focused: true, url: `${ORIGIN}/stations/a` });
    expect(worker.opened).toEqual([]);
  });

  it('on a click without an open window, opens one; a link off the site opens the app instead', async () => {
    const worker = await startWorker();
    await worker.click('/stations/a');
    await worker.click('https://example.com/');
    await worker.click('//example.com/');
    expect(worker.opened).toEqual([`${ORIGIN}/stations/a`, `${ORIGIN}/app`, `${ORIGIN}/app`]);
  });
});
