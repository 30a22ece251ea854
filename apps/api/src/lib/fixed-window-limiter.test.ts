import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './fixed-window-limiter.ts';

describe('FixedWindowLimiter', () => {
  it('allows max events per window and says when the window ends', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter({ max: 2, windowMs: 60_000, now: () => now });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    now = 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.check('a').allowed).toBe(false);
    expect(limiter.check('b').allowed).toBe(true);
    now = 60_000;
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = new FixedWindowLimiter({ max: 1, windowMs: 1000 });
    limiter.hit('a');
    expect(limiter.check('a').allowed).toBe(false);
    limiter.reset('a');
    expect(limiter.check('a').allowed).toBe(true);
  });
});
