import type { LimitStore } from './limit-store.ts';

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the window resets; what Retry-After says. */
  retryAfterSeconds: number;
}

/**
 * Counts events per key in fixed windows, in a shared store (lib/limit-store.ts): every API instance sees
 * the same counts. Used for the per-e-mail limits (failed logins, reset requests); the per-IP limits live
 * in @fastify/rate-limit on the same store.
 */
export class FixedWindowLimiter {
  readonly #store: LimitStore;
  readonly #name: string;
  readonly #max: number;
  readonly #windowMs: number;

  constructor(options: { store: LimitStore; name: string; max: number; windowMs: number }) {
    this.#store = options.store;
    this.#name = options.name;
    this.#max = options.max;
    this.#windowMs = options.windowMs;
  }

  #key(key: string) {
    return `${this.#name}:${key}`;
  }

  /** Whether another event for this key is still allowed, without counting one. */
  async check(key: string): Promise<LimitResult> {
    const window = await this.#store.peek(this.#key(key));
    return {
      allowed: !window || window.count < this.#max,
      retryAfterSeconds: window ? Math.max(1, Math.ceil(window.resetInMs / 1000)) : 0,
    };
  }

  /** Counts one event and reports whether it stayed within the limit. */
  async hit(key: string): Promise<LimitResult> {
    const window = await this.#store.hit(this.#key(key), this.#windowMs);
    return {
      allowed: window.count <= this.#max,
      retryAfterSeconds: Math.max(1, Math.ceil(window.resetInMs / 1000)),
    };
  }

  /** Events counted for this key in its current window. */
  async count(key: string): Promise<number> {
    return (await this.#store.peek(this.#key(key)))?.count ?? 0;
  }

  reset(key: string): Promise<void> {
    return this.#store.reset(this.#key(key));
  }
}
