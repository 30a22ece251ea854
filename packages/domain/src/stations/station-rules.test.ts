import { describe, expect, it } from 'vitest';
import {
  clampRadius,
  compareStations,
  directionsUrl,
  eurToTenths,
  formatPostcode,
  haversineKm,
  isPlausiblePrice,
  normalizePostcode,
  type SortableStation,
  sortStations,
  tenthsToCents,
  tenthsToEur,
} from './station-rules.ts';

describe('haversineKm (earth radius 6371 km)', () => {
  // Expected values computed independently with the spherical law of cosines.
  it.each([
    [{ lat: 52.3791, lng: 4.9003 }, { lat: 51.9244, lng: 4.4699 }, 58.468734515],
    [{ lat: 52.37, lng: 4.9 }, { lat: 53.37, lng: 4.9 }, 111.194926645],
    [{ lat: 52.37, lng: 4.9 }, { lat: 52.37, lng: 5.9 }, 67.890625275],
  ])('%j → %j is %d km', (from, to, km) => {
    expect(haversineKm(from, to)).toBeCloseTo(km, 6);
  });

  it('is zero for the same point and symmetric', () => {
    const a = { lat: 52.1, lng: 5.1 };
    const b = { lat: 51.4, lng: 6.0 };
    expect(haversineKm(a, a)).toBe(0);
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
  });
});

describe('clampRadius (spec §5)', () => {
  it.each([
    [undefined, 25],
    [null, 25],
    [Number.NaN, 25],
    [0, 1],
    [-5, 1],
    [0.5, 1],
    [12.5, 12.5],
    [200, 200],
    [500, 200],
  ])('%s → %s', (input, output) => {
    expect(clampRadius(input)).toBe(output);
  });
});

describe('prices in tenths of a cent', () => {
  it('converts both ways without float noise', () => {
    expect(tenthsToEur(2319)).toBe(2.319);
    expect(tenthsToCents(2319)).toBe(231.9);
    expect(eurToTenths(1.979)).toBe(1979);
    expect(eurToTenths(0.1 + 0.2)).toBe(300);
  });

  it('accepts € 0,50 up to € 4,00 only', () => {
    expect(isPlausiblePrice(0.5)).toBe(true);
    expect(isPlausiblePrice(4)).toBe(true);
    expect(isPlausiblePrice(0.499)).toBe(false);
    expect(isPlausiblePrice(4.001)).toBe(false);
    expect(isPlausiblePrice(Number.NaN)).toBe(false);
  });
});

describe('sorting stations (spec §4: cheapest, deals, closest)', () => {
  const s = (
    title: string,
    price: number | null,
    distanceKm: number | null,
    offers: number[] = [],
    priceFresh = true,
  ) =>
    ({
      title,
      price,
      priceFresh,
      distanceKm,
      offerCount: offers.length,
      offerValueCents: offers.reduce((a, b) => a + b, 0),
    }) satisfies SortableStation;
  const list = [
    s('A', 2.1, 5, [199]),
    s('B', 1.9, 9),
    s('C', null, 1, [299, 99]),
    s('D', 1.9, 2, [499]),
    s('E', 2.0, null, [199, 199]),
  ];
  const titles = (sort: 'cheapest' | 'deals' | 'closest') =>
    sortStations(list, sort, (x) => x).map((x) => x.title);

  it('cheapest: price first, stations without the fuel last, ties by distance', () => {
    expect(titles('cheapest')).toEqual(['D', 'B', 'E', 'A', 'C']);
  });

  it('cheapest: fresh real prices before old and demo ones, however cheap those are', () => {
    const mixed = [s('Oud', 1.7, 1, [], false), s('Vers', 2.0, 3), s('Geen', null, 0), s('Vers2', 1.95, 9)];
    expect(sortStations(mixed, 'cheapest', (x) => x).map((x) => x.title)).toEqual([
      'Vers2',
      'Vers',
      'Oud',
      'Geen',
    ]);
    // The other orders do not look at a price's age.
    expect(sortStations(mixed, 'closest', (x) => x).map((x) => x.title)).toEqual([
      'Geen',
      'Oud',
      'Vers',
      'Vers2',
    ]);
  });

  it('deals: number of offers, then their value, then distance', () => {
    expect(titles('deals')).toEqual(['C', 'E', 'D', 'A', 'B']);
  });

  it('closest: distance, unknown distances last', () => {
    expect(titles('closest')).toEqual(['C', 'D', 'A', 'B', 'E']);
  });

  it('breaks a full tie on the title', () => {
    expect(
      [s('Zeist', 2, 1), s('Assen', 2, 1)].sort(compareStations('cheapest')).map((x) => x.title),
    ).toEqual(['Assen', 'Zeist']);
  });
});

describe('directionsUrl', () => {
  it('links to external directions when coordinates exist', () => {
    expect(directionsUrl({ lat: 52.0012553, lng: 4.3504033 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=52.0012553,4.3504033',
    );
    expect(directionsUrl({ lat: 52 })).toBeNull();
    expect(directionsUrl(null)).toBeNull();
  });
});

it('normalizes and formats postcodes', () => {
  expect(normalizePostcode(' 2624 ad ')).toBe('2624AD');
  expect(formatPostcode('2624AD')).toBe('2624 AD');
  expect(formatPostcode('B-1000')).toBe('B-1000');
});
