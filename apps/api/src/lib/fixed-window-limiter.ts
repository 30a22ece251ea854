export interface LimitResult {
  allowed: boolean;
  /** Seconds until the window resets; what Retry-After says. */
  retryAfterSeconds: number;
}

/**
 * Counts events per key in fixed windows, in this process's memory. Used for the per-e-mail limits
 * (failed logins, reset requests); the per-IP limits live in @fastify/rate-limit.
 */
export class FixedWindowLimiter {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(options: { max: number; windowMs: number; now?: () => number }) {
    this.#max = options.max;
    this.#windowMs = options.windowMs;
    this.#now = options.now ?? Date.now;
  }

  /** Whether another event for this key is still allowed, without counting one. */
  check(key: string): LimitResult {
    const window = this.#current(key);
    return {
      allowed: !window || window.count < this.#max,
      retryAfterSeconds: window ? Math.max(1, Math.ceil((window.resetAt - this.#now()) / 1000)) : 0,
    };
  }

  /** Counts one event and reports whether it stayed within the limit. */
  hit(key: string): LimitResult {
    const now = this.#now();
    let window = this.#current(key);
    if (!window) {
      window = { count: 0, resetAt: now + this.#windowMs };
      this.#windows.set(key, window);
      if (this.#windows.size > 10_000) this.#sweep();
    }
    window.count += 1;
    return {
      allowed: window.count <= this.#max,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  /** Events counted for this key in its current window. */
  count(key: string): number {
    return this.#current(key)?.count ?? 0;
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #current(key: string) {
    const window = this.#windows.get(key);
    if (window && window.resetAt <= this.#now()) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  #sweep() {
    const now = this.#now();
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
