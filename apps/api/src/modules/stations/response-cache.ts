/**
 * A small in-process cache for public answers (the station feed and search): entries live `ttlMs`, the
 * oldest goes first when full, and `clear()` drops everything when a partner or admin changes a station, a
 * price or an offer in this process. Other instances see a change within the TTL.
 */
export class ResponseCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(options: { ttlMs: number; maxEntries?: number }) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 2000;
  }

  /** The cached answer for the key, or the loader's; concurrent misses for one key share one load. */
  get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failed load is not remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  /** False when the TTL is 0: every get() loads. */
  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
