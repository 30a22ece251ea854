import { describe, expect, it } from 'vitest';
import { POINTS_MAX_PER_EURO, pointsFor } from './loyalty.contract.ts';

describe('pointsFor', () => {
  it('gives a point per whole litre, twice as many at an offer', () => {
    // 30,12 l Euro95 at € 2,199: € 66,23.
    expect(pointsFor({ liters: 30.12, amountCents: 6_623, doubled: false })).toBe(30);
    expect(pointsFor({ liters: 30.12, amountCents: 6_623, doubled: true })).toBe(60);
    expect(pointsFor({ liters: 0.99, amountCents: 218, doubled: true })).toBe(0);
  });

  it(`never gives more than ${POINTS_MAX_PER_EURO} per euro paid`, () => {
    // The pump that set its own price: 999,99 l for € 1,00 earned 1,998 points at an offer.
    expect(pointsFor({ liters: 999.99, amountCents: 100, doubled: true })).toBe(2);
    expect(pointsFor({ liters: 999.99, amountCents: 100, doubled: false })).toBe(2);
    // Doubled LPG at € 0,799: 40 l for € 31,96 would be 80; the cap is 63.
    expect(pointsFor({ liters: 40, amountCents: 3_196, doubled: true })).toBe(63);
    // The same without an offer stays under the cap.
    expect(pointsFor({ liters: 40, amountCents: 3_196, doubled: false })).toBe(40);
    // Part of a euro earns its part, rounded down.
    expect(pointsFor({ liters: 5, amountCents: 149, doubled: false })).toBe(2);
  });

  it('gives nothing for nothing', () => {
    expect(pointsFor({ liters: 0, amountCents: 0, doubled: true })).toBe(0);
    expect(pointsFor({ liters: -3, amountCents: 500, doubled: false })).toBe(0);
    expect(pointsFor({ liters: 10, amountCents: -500, doubled: false })).toBe(0);
  });
});
