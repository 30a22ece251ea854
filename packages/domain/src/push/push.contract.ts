import { z } from 'zod';
import { text } from '../common/text.ts';

// Web Push (issue 28 §4, docs/decisions/026-web-push.md): the server's VAPID public key, and the browser's
// PushSubscription (its `toJSON()`), which the server keeps to send price alerts to this device.

export const PushPublicKeySchema = z.object({
  /** The VAPID public key (base64url): the browser's `applicationServerKey`. */
  public_key: z.string(),
});
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

export const pushMessages = {
  endpoint: 'Dit is geen geldig adres van een pushdienst.',
  keys: 'De sleutels van dit apparaat kloppen niet. Zet meldingen uit en weer aan.',
  unknownService: 'Deze browser gebruikt een pushdienst die FuelLinq niet kent.',
  off: 'Pushmeldingen zijn op deze server niet ingesteld.',
} as const;

/**
 * A push service's address: https, or http on this machine (127.0.0.1) for the tests' stand-in, which the
 * server allows only outside production.
 */
export function isPushEndpointAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1');
}

/** base64url of `bytes` bytes, with or without its `=` padding (which is dropped). */
const base64url = (bytes: number, first = '') => {
  const length = Math.ceil((bytes * 4) / 3);
  const padding = (4 - (length % 4)) % 4;
  return z
    .string({ error: pushMessages.keys })
    .regex(new RegExp(`^${first}[A-Za-z0-9_-]{${length - first.length}}={0,${padding}}$`), pushMessages.keys)
    .transform((value) => value.replace(/=+$/, ''));
};

export const PushSubscriptionBodySchema = z.object({
  endpoint: z
    .string({ error: pushMessages.endpoint })
    .max(2048, pushMessages.endpoint)
    .refine(isPushEndpointAddress, pushMessages.endpoint),
  keys: z.object(
    {
      /** The browser's P-256 public key: an uncompressed point (65 bytes, starting with 0x04). */
      p256dh: base64url(65, 'B'),
      /** The browser's auth secret: 16 bytes. */
      auth: base64url(16),
    },
    { error: pushMessages.keys },
  ),
  /** Sent by browsers (`toJSON()`), not kept: the push service answers 410 when it ends. */
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBodySchema>;

export const PushSubscriptionSchema = z.object({
  endpoint: z.string(),
  created_at: z.string(),
});
export type PushSubscriptionDto = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeBodySchema = z.object({
  endpoint: text({ error: pushMessages.endpoint })
    .min(1, pushMessages.endpoint)
    .max(2048, pushMessages.endpoint),
});
