import { describe, expect, it } from 'vitest';
import { demoPrices, randomFor } from './demo-prices.ts';
import type { SeedStation } from './osm-stations.ts';

const station = (overrides: Partial<SeedStation>, index: number): SeedStation => ({
  key: `station-${index}`,
  brandSlug: 'shell',
  brandName: 'Shell',
  title: 'Shell',
  street: null,
  houseNumber: null,
  postcode: null,
  city: 'Delft',
  lat: 52,
  lng: 4.3,
  kind: 'road',
  unmanned: false,
  motorway: false,
  discount: false,
  ...overrides,
});
const national = 2324;
const averageEuro95 = (overrides: Partial<SeedStation>) => {
  const list = Array.from(
    { length: 200 },
    (_, i) => demoPrices(station(overrides, i), national).prices.euro95!,
  );
  return list.reduce((a, b) => a + b, 0) / list.length;
};

describe('demo prices', () => {
  it('are the same for the same station every time', () => {
    expect(demoPrices(station({}, 1), national)).toEqual(demoPrices(station({}, 1), national));
    expect(randomFor('x')()).toBe(randomFor('x')());
    expect(randomFor('x')()).not.toBe(randomFor('y')());
  });

  it('spread realistically: unmanned discount cheaper, motorway dearer than a manned major', () => {
    const major = averageEuro95({});
    const discount = averageEuro95({ brandSlug: 'tinq', unmanned: true, discount: true });
    const motorway = averageEuro95({ motorway: true });
    expect(discount).toBeLessThan(major - 80);
    expect(motorway).toBeGreaterThan(major + 100);
    expect(Math.abs(major - national)).toBeLessThan(60);
  });

  it('sell what the site plausibly sells, at plausible prices', () => {
    const truck = demoPrices(station({ kind: 'truck' }, 3), national);
    expect(truck.fuels).not.toContain('euro95');
    expect(truck.fuels).toEqual(expect.arrayContaining(['diesel', 'adblue']));
    const marina = demoPrices(station({ kind: 'marina' }, 4), national);
    expect(marina.fuels).toEqual(['euro95', 'diesel']);
    for (let i = 0; i < 300; i++) {
      const { fuels, prices } = demoPrices(station({ motorway: i % 3 === 0 }, i), national);
      for (const fuel of fuels) {
        expect(prices[fuel]).toBeGreaterThanOrEqual(500);
        expect(prices[fuel]).toBeLessThanOrEqual(4000);
      }
      expect(prices.diesel!).toBeLessThan(prices.euro95!);
    }
  });
});
