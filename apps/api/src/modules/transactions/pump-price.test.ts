import { describe, expect, it } from 'vitest';
import { deliveryConflict, postedPriceAt } from './pump-price.ts';

const prices = [
  { fuel_type: 'euro95', price_tenths: 2_235, updated_at: '2026-11-20T09:00:00.123456+00:00' },
  { fuel_type: 'diesel', price_tenths: 1_799, updated_at: '2026-11-20T09:00:00+00:00' },
];

describe('postedPriceAt', () => {
  const history = (found: Record<string, number>) => (day: string) => Promise.resolve(found[day]);

  it('is the current price once it was posted', async () => {
    const at = new Date('2026-11-20T10:00:00Z');
    expect(await postedPriceAt(prices, 'euro95', at, history({}))).toBe(2_235);
    expect(await postedPriceAt(prices, 'diesel', at, history({}))).toBe(1_799);
  });

  it('is the day’s price from the history for a moment before the current price was posted', async () => {
    // A demo history's clock in the past: 1 October, Dutch time.
    const at = new Date('2026-09-30T22:30:00Z');
    expect(await postedPriceAt(prices, 'euro95', at, history({ '2026-10-01': 2_101 }))).toBe(2_101);
    // Before the history reaches: the current price.
    expect(await postedPriceAt(prices, 'euro95', at, history({}))).toBe(2_235);
  });

  it('is nothing for a fuel the station does not price', async () => {
    expect(await postedPriceAt(prices, 'lpg', new Date(), history({ '2026-10-01': 799 }))).toBeUndefined();
  });
});

describe('deliveryConflict', () => {
  const posted = { atStart: 2_235, now: 2_259 };

  it('accepts the price at the start or now, within a tenth of a cent, or a lower one', () => {
    // Lower than the higher posted price (€ 2,259) by at most a quarter: the station's real price.
    for (const price of [2.233, 2.234, 2.235, 2.236, 2.237, 2.258, 2.259, 2.26, 1.8, 1.695]) {
      expect(
        deliveryConflict(
          { liters: 10, amount_cents: Math.round(price * 1_000), price_per_l: price },
          7_500,
          posted,
        ),
        String(price),
      ).toBe(undefined);
    }
    // Never more than posted; more than a quarter below is a faulty or forged pump.
    for (const price of [2.261, 2.3, 1.694, 0.001]) {
      expect(
        deliveryConflict(
          { liters: 10, amount_cents: Math.round(price * 1_000), price_per_l: price },
          7_500,
          posted,
        )?.code,
        String(price),
      ).toBe('price_mismatch');
    }
  });

  it('accepts only the price now when the start kept none, and nothing without a price', () => {
    const body = { liters: 10, amount_cents: 2_235, price_per_l: 2.235 };
    expect(deliveryConflict(body, 7_500, { atStart: null, now: 2_235 })).toBeUndefined();
    expect(deliveryConflict(body, 7_500, { atStart: null, now: 2_199 })?.code).toBe('price_mismatch');
    expect(deliveryConflict(body, 7_500, { atStart: null, now: undefined })?.code).toBe('price_mismatch');
  });

  it('accepts litres up to the reservation at the price, rounded up to the centilitre', () => {
    // € 75 at € 2,235 buys 33,557 l.
    const at = (liters: number) =>
      deliveryConflict({ liters, amount_cents: 7_500, price_per_l: 2.235 }, 7_500, posted);
    expect(at(33.55)).toBeUndefined();
    expect(at(33.56)).toBeUndefined();
    const refused = at(33.57);
    expect(refused).toMatchObject({ statusCode: 409, code: 'too_many_liters' });
    expect(refused?.issues?.[0]?.path).toBe('liters');
  });
});
