import { describe, expect, it } from 'vitest';
import { isPriceFresh, isPriceStale, PRICE_STALE_HOURS, priceAge, priceOriginText } from './price-age.ts';

// 27 November 2026, 14:00 in Amsterdam (13:00 UTC).
const now = new Date('2026-11-27T13:00:00Z');
const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('priceOriginText', () => {
  it('names the source and the age in words', () => {
    expect(priceOriginText({ kind: 'tankbeurt', observedAt: before(12) }, now)).toBe(
      'gemeld bij een tankbeurt, 12 min geleden',
    );
    expect(priceOriginText({ kind: 'bestuurder', observedAt: before(125) }, now)).toBe(
      'door een bestuurder, 2 uur geleden',
    );
    expect(priceOriginText({ kind: 'station', observedAt: '2026-11-26T17:30:00Z' }, now)).toBe(
      'door de partner, gisteren',
    );
    expect(priceOriginText({ kind: 'demo', observedAt: before(5) }, now)).toBe('demoprijs');
    expect(priceOriginText({ kind: 'station', observedAt: null }, now)).toBe('door de partner');
  });
});

describe('priceAge', () => {
  it('counts minutes and hours within the Dutch day, then calendar days', () => {
    expect(priceAge(before(0.5), now)).toBe('zojuist');
    expect(priceAge(before(59), now)).toBe('59 min geleden');
    expect(priceAge(before(60), now)).toBe('1 uur geleden');
    // 00:10 in Amsterdam, 13 h 50 min before: still today.
    expect(priceAge('2026-11-26T23:10:00Z', now)).toBe('13 uur geleden');
    // 23:50 the evening before (22:50 UTC), 14 hours ago: yesterday.
    expect(priceAge('2026-11-26T22:50:00Z', now)).toBe('gisteren');
    expect(priceAge('2026-11-23T09:00:00Z', now)).toBe('4 dagen geleden');
  });

  it('reads a future time as just now', () => {
    expect(priceAge(new Date(now.getTime() + 60_000), now)).toBe('zojuist');
  });
});

describe('the 48-hour rule', () => {
  it('calls a price older than 48 hours stale, and one of unknown age too', () => {
    expect(PRICE_STALE_HOURS).toBe(48);
    expect(isPriceStale(before(48 * 60), now)).toBe(false);
    expect(isPriceStale(before(48 * 60 + 1), now)).toBe(true);
    expect(isPriceStale(null, now)).toBe(true);
    expect(isPriceStale('geen datum', now)).toBe(true);
  });

  it('calls only a real price within 48 hours fresh', () => {
    expect(isPriceFresh({ kind: 'tankbeurt', observedAt: before(60) }, now)).toBe(true);
    expect(isPriceFresh({ kind: 'station', observedAt: before(47 * 60) }, now)).toBe(true);
    expect(isPriceFresh({ kind: 'bestuurder', observedAt: before(49 * 60) }, now)).toBe(false);
    expect(isPriceFresh({ kind: 'demo', observedAt: before(1) }, now)).toBe(false);
    expect(isPriceFresh(null, now)).toBe(false);
  });
});
