/**
 * A fresh Idempotency-Key for one user action that moves money or points (a top-up, Nu tanken, a
 * redemption): 32 hex characters from the browser's random source, which works on plain http too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A money write as a mutation takes it: the key travels with the body, so a retried mutation reuses it. */
export interface KeyedWrite<Body> {
  body: Body;
  idempotencyKey: string;
}

/** One user action: its body with a new key (`mutate(keyed(body))`). */
export function keyed<Body>(body: Body): KeyedWrite<Body> {
  return { body, idempotencyKey: newIdempotencyKey() };
}
