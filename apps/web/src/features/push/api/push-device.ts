import { pushEndpoints } from '@fuellinq/domain/push/push.endpoints';
import { apiRequest } from '../../../lib/api-client.ts';
import { supportsPush } from './forget-push.ts';

// Web Push on this device (issue 28 §4, docs/decisions/026-web-push.md): the browser's permission and
// subscription, made through the app's service worker (public/push-sw.js shows the messages), and kept in
// step with the server's list of this person's devices.

/** What the "Meldingen op dit apparaat" control shows. */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

export const pushKeys = {
  all: ['push'] as const,
  device: () => [...pushKeys.all, 'device'] as const,
};

/** How long to wait for the service worker (it registers after the page has loaded). */
const WORKER_WAIT_MS = 10_000;

/** The app's service worker; none in development, or when it did not register in time. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing) return existing;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), WORKER_WAIT_MS);
  });
  return Promise.race([navigator.serviceWorker.ready, late]).finally(() => clearTimeout(timer));
}

function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return true;
  const have = new Uint8Array(key);
  const want = base64urlBytes(publicKey);
  return have.length === want.length && have.every((byte, index) => byte === want[index]);
}

function subscriptionBody(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    expirationTime: json.expirationTime ?? null,
  };
}

/**
 * The device's state. A subscription the browser still has is handed to the server again (it keeps one row
 * per device): its keys may have been renewed, or the server may have let it go. One made with an older key
 * of the server no longer works: it is ended.
 */
export async function readPushState(): Promise<PushState> {
  if (!supportsPush()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  try {
    const { public_key: publicKey } = await apiRequest(pushEndpoints.publicKey);
    if (!sameKey(subscription, publicKey)) {
      await subscription.unsubscribe();
      return 'off';
    }
    await apiRequest(pushEndpoints.subscribe, { body: subscriptionBody(subscription) });
  } catch {
    // Offline or the server busy: the browser's subscription still stands; the next visit hands it over.
  }
  return 'on';
}

/** Asks the browser's permission, subscribes with the server's key and tells the server. */
export async function turnPushOn(): Promise<PushState> {
  if (!supportsPush()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  const { public_key: publicKey } = await apiRequest(pushEndpoints.publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameKey(existing, publicKey)) await existing.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64urlBytes(publicKey),
  });
  try {
    await apiRequest(pushEndpoints.subscribe, { body: subscriptionBody(subscription) });
  } catch (error) {
    // The server does not know this device: the browser must not think it is on.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/** Takes this device off the server's list and ends the browser's subscription. */
export async function turnPushOff(): Promise<PushState> {
  if (!supportsPush()) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest(pushEndpoints.unsubscribe, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
