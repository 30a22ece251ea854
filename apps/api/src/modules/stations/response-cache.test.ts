import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.ts';

describe('ResponseCache', () => {
  it('answers from memory within the TTL and loads again after it', async () => {
    const cache = new ResponseCache<number>({ ttlMs: 1000 });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('a', load, 0)).toBe(1);
    expect(await cache.get('a', load, 999)).toBe(1);
    expect(await cache.get('a', load, 1000)).toBe(2);
    expect(await cache.get('b', load, 1000)).toBe(3);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    const cache = new ResponseCache<string>({ ttlMs: 1000 });
    let loads = 0;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`x${++loads}`), 5));
    expect(await Promise.all([cache.get('k', slow, 0), cache.get('k', slow, 0)])).toEqual(['x1', 'x1']);
    await expect(cache.get('f', () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down');
    expect(await cache.get('f', () => Promise.resolve('ok'), 1)).toBe('ok');
  });

  it('is emptied by clear(), bounded in size, and off with a TTL of 0', async () => {
    const cache = new ResponseCache<number>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', () => Promise.resolve(1), 0);
    await cache.get('b', () => Promise.resolve(2), 0);
    await cache.get('c', () => Promise.resolve(3), 0);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => Promise.resolve(10), 1)).toBe(10);
    cache.clear();
    expect(cache.size).toBe(0);
    const off = new ResponseCache<number>({ ttlMs: 0 });
    let n = 0;
    await off.get('a', () => Promise.resolve(++n));
    await off.get('a', () => Promise.resolve(++n));
    expect(n).toBe(2);
  });
});
