import { describe, expect, it } from 'vitest';
import { keyed, newIdempotencyKey } from './idempotency-key.ts';

describe('newIdempotencyKey', () => {
  it('makes a new key each time, in the characters the API takes', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    const write = keyed({ amount_cents: 500 });
    expect(write.body).toEqual({ amount_cents: 500 });
    expect(write.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });
});
