import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Database } from '../../db/database.ts';
import {
  countFailure,
  deleteSubscriptionById,
  markDelivered,
  subscriptionsOf,
  type StoredSubscription,
} from './push.repository.ts';

// Web Push delivery (issue 28 §4, docs/decisions/026-web-push.md). web-push encrypts each message to the
// browser's keys (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292); we send the request ourselves
// with fetch, with a time-out, so a slow push service never holds up the caller.

export interface PushMessage {
  title: string;
  body: string;
  /** Where a click on the notification leads (a path of this site). */
  url: string;
  /** Messages with the same tag replace each other, on the device and in the push service's queue. */
  tag?: string;
}

export type PushResult = 'sent' | 'no_subscription' | 'failed';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface PushSettings {
  vapid: VapidDetails;
  log: FastifyBaseLogger;
  now: () => Date;
  timeoutMs?: number;
}

/** How long the push service keeps a message for a device that is off: a price is news for a few hours. */
export const PUSH_TTL_SECONDS = 6 * 3600;
/** Failed sends in a row (other than 404/410, which remove it at once) after which a subscription is dropped. */
export const MAX_PUSH_FAILURES = 10;
const DEFAULT_TIMEOUT_MS = 10_000;

/** The settings of the apps that registered the push module, the newest last (a test may build a second). */
const configured: PushSettings[] = [];

/**
 * The app's VAPID keys, logger and clock for `sendPush`, set when the push module registers (one app per
 * process in production). Returns the undo the app runs when it closes.
 */
export function configurePush(settings: PushSettings): () => void {
  configured.push(settings);
  return () => {
    const index = configured.indexOf(settings);
    if (index >= 0) configured.splice(index, 1);
  };
}

/** A Topic header (RFC 8030: at most 32 base64url characters) standing for the message's tag. */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

type Outcome = 'sent' | 'gone' | 'failed';

async function deliver(
  settings: PushSettings,
  subscription: StoredSubscription,
  payload: string,
  tag: string | undefined,
): Promise<Outcome> {
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: settings.vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        ...(tag ? { topic: topicOf(tag) } : {}),
      },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    // fetch sets the length itself from the body.
    delete headers['Content-Length'];
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return 'sent';
    if (response.status === 404 || response.status === 410) return 'gone';
    settings.log.warn(
      { subscriptionId: subscription.id, status: response.status },
      'push service refused a message',
    );
    return 'failed';
  } catch (error) {
    settings.log.warn({ err: error, subscriptionId: subscription.id }, 'push message not delivered');
    return 'failed';
  }
}

/**
 * Sends one notification to every device of the user. 'sent' when at least one push service accepted it,
 * 'no_subscription' when the user has none, 'failed' otherwise. Never throws for a push service's answer:
 * a device that is gone (404, 410) is forgotten, another failure is counted and logged.
 */
export async function sendPush(db: Database, userId: string, message: PushMessage): Promise<PushResult> {
  const settings = configured.at(-1);
  const subscriptions = await subscriptionsOf(db, userId);
  if (subscriptions.length === 0) return 'no_subscription';
  if (!settings) return 'failed';
  const payload = JSON.stringify({
    title: message.title,
    body: message.body,
    url: message.url,
    ...(message.tag ? { tag: message.tag } : {}),
  });
  const outcomes = await Promise.all(
    subscriptions.map(async (subscription) => {
      const outcome = await deliver(settings, subscription, payload, message.tag);
      try {
        if (outcome === 'sent') await markDelivered(db, subscription.id, settings.now());
        else if (outcome === 'gone') await deleteSubscriptionById(db, subscription.id);
        else await countFailure(db, subscription.id, MAX_PUSH_FAILURES);
      } catch (error) {
        settings.log.error({ err: error, subscriptionId: subscription.id }, 'push bookkeeping failed');
      }
      return outcome;
    }),
  );
  return outcomes.includes('sent') ? 'sent' : 'failed';
}
