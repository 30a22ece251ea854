import { pushMessages } from '@fuellinq/domain/push/push.contract';
import type { Database } from '../../db/database.ts';
import { fieldError } from '../../lib/app-error.ts';
import { deleteSubscription, upsertSubscription } from './push.repository.ts';

// Subscribing a device to Web Push and taking it off again (issue 28 §4).

/**
 * The push services of the browsers we know (Chrome, Edge, Firefox, Safari and the browsers built on them).
 * The server posts to a subscription's endpoint, so an address anywhere else is refused: no user can make
 * the server call a host of their choosing.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

export interface SubscribeInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Whether the server may post to this endpoint: a known push service, or the tests' stand-in on 127.0.0.1. */
export function isAllowedPushEndpoint(endpoint: string, production: boolean): boolean {
  const url = new URL(endpoint);
  if (url.protocol === 'http:') return !production && url.hostname === '127.0.0.1';
  if (!production && url.hostname === '127.0.0.1') return true;
  const host = url.hostname.toLowerCase();
  return (
    (url.port === '' || url.port === '443') &&
    PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`))
  );
}

export async function subscribeDevice(
  db: Database,
  userId: string,
  input: SubscribeInput,
  options: { production: boolean; now: Date },
) {
  if (!isAllowedPushEndpoint(input.endpoint, options.production)) {
    throw fieldError('endpoint', 'validation_error', pushMessages.unknownService);
  }
  await upsertSubscription(
    db,
    userId,
    { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
    options.now,
  );
  return { endpoint: input.endpoint, created_at: options.now.toISOString() };
}

/** Takes the device off; nothing happens for an endpoint the user has no subscription at. */
export async function unsubscribeDevice(db: Database, userId: string, endpoint: string): Promise<void> {
  await deleteSubscription(db, userId, endpoint);
}
