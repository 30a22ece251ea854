import { describe, expect, it } from 'vitest';
import { cardSortView, feedStations, filterCards, toStationCard } from './station-card.ts';

describe('toStationCard reads every shape spec §3 allows', () => {
  it('reads the public feed shape', () => {
    const card = toStationCard({
      id: 's1',
      title: 'Shell Delft Westlandseweg',
      brand: 'Shell',
      city: 'Delft',
      street: 'Westlandseweg',
      house_number: '52',
      postcode: '2624AD',
      lat: 52.0012553,
      lng: 4.3504033,
      distance_km: 1.234,
      logo_url: '/api/brands/shell/logo.svg',
      fuels: ['euro95', 'diesel'],
      prices: [
        { fuel_type: 'euro95', price_eur_l: 2.319, price_cents: 231.9, updated_at: '2026-11-21T08:00:00Z' },
        { fuel_type: 'diesel', price_eur_l: 1.869, price_cents: 186.9, updated_at: '2026-11-21T08:00:00Z' },
      ],
      offers: [
        { id: 'o1', title: 'Koffie', badge: 'Actie', image_url: null, subtitle: null, price_cents: 199 },
      ],
    });
    expect(card).toMatchObject({
      id: 's1',
      brand: 'Shell',
      title: 'Shell Delft Westlandseweg',
      city: 'Delft',
      distanceKm: 1.234,
      euro95: 2.319,
      prices: { euro95: 2.319, diesel: 1.869 },
      logoUrl: '/api/brands/shell/logo.svg',
      offers: [{ id: 'o1', title: 'Koffie', priceCents: 199 }],
    });
  });

  it('reads the alternatives: latitude/longitude, address_line, brand_logo_url, price and price_cents', () => {
    const card = toStationCard({
      id: 7,
      name: 'Tango Zwolle',
      latitude: '52.5',
      longitude: '6.1',
      address_line: 'Ceintuurbaan 2',
      brand_logo_url: '/logo.svg',
      postcode: '8024 aa',
      prices: [
        { fuel_type: 'E10', price: 2.099 },
        { fuel_type: 'e5', price_cents: 215.9 },
        { fuel_type: 'B7', price_cents: 179.9 },
      ],
    });
    expect(card).toMatchObject({
      id: '7',
      title: 'Tango Zwolle',
      lat: 52.5,
      lng: 6.1,
      street: 'Ceintuurbaan 2',
      logoUrl: '/logo.svg',
      postcode: '8024AA',
      euro95: 2.099,
      prices: { euro95: 2.099, diesel: 1.799 },
      distanceKm: null,
    });
  });

  it('computes the distance when the server gave none', () => {
    const card = toStationCard({ id: 'x', lat: 53.37, lng: 4.9 }, { lat: 52.37, lng: 4.9 });
    expect(card.distanceKm).toBeCloseTo(111.194926645, 6);
  });

  it('reads the search shape: one price for the chosen fuel and a logo', () => {
    const card = toStationCard({ id: 'a', brand: 'BP', price: 1.999, fuel_type: 'euro95', logo: '/bp.svg' });
    expect(card).toMatchObject({ euro95: 1.999, logoUrl: '/bp.svg', title: 'BP' });
  });
});

describe('where the Euro95 price comes from', () => {
  it('takes the source and time of the cheapest Euro95 row of the feed', () => {
    const card = toStationCard({
      id: 's1',
      prices: [
        { fuel_type: 'e10', price_eur_l: 2.2, updated_at: '2026-11-21T08:00:00Z', source: 'demo' },
        { fuel_type: 'euro95', price_eur_l: 2.1, updated_at: '2026-11-21T09:57:00Z', source: 'station' },
        { fuel_type: 'diesel', price_eur_l: 1.8, updated_at: '2026-11-21T08:00:00Z', source: 'demo' },
      ],
    });
    expect(card.euro95Source).toEqual({ kind: 'station', observedAt: '2026-11-21T09:57:00Z' });
  });

  it('reads the search shape’s price_source and price_updated_at', () => {
    const card = toStationCard({
      id: 'a',
      price: 1.999,
      fuel_type: 'euro95',
      price_source: 'demo',
      price_updated_at: '2026-11-21T08:00:00Z',
    });
    expect(card.euro95Source).toEqual({ kind: 'demo', observedAt: '2026-11-21T08:00:00Z' });
  });

  it('reads every source of every fuel with its observed_at, and sorts fresh ones first', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const card = toStationCard({
      id: 's1',
      prices: [
        {
          fuel_type: 'euro95',
          price_eur_l: 2.1,
          updated_at: '2026-11-27T11:00:00Z',
          source: 'tankbeurt',
          price_source: 'tankbeurt',
          observed_at: '2026-11-27T11:00:00Z',
        },
        {
          fuel_type: 'diesel',
          price_eur_l: 1.8,
          updated_at: '2026-11-24T08:00:00Z',
          source: 'bestuurder',
          price_source: 'bestuurder',
          observed_at: '2026-11-24T08:00:00Z',
        },
      ],
    });
    expect(card.euro95Source).toEqual({ kind: 'tankbeurt', observedAt: '2026-11-27T11:00:00Z' });
    expect(card.priceOrigins.diesel).toEqual({ kind: 'bestuurder', observedAt: '2026-11-24T08:00:00Z' });
    expect(cardSortView(card, 'euro95', now).priceFresh).toBe(true);
    // Three days old: no longer fresh.
    expect(cardSortView(card, 'diesel', now).priceFresh).toBe(false);
    const searched = toStationCard({
      id: 'a',
      price: 1.9,
      fuel_type: 'diesel',
      price_source: 'tankbeurt',
      observed_at: '2026-11-27T10:00:00Z',
    });
    expect(searched.priceOrigins.diesel).toEqual({ kind: 'tankbeurt', observedAt: '2026-11-27T10:00:00Z' });
  });

  it('knows no source when the answer names none, and no time when it does not parse', () => {
    expect(toStationCard({ id: 'a', price: 1.9, fuel_type: 'euro95' }).euro95Source).toBeNull();
    expect(
      toStationCard({
        id: 'a',
        prices: [{ fuel_type: 'euro95', price: 2, source: 'station', updated_at: '' }],
      }).euro95Source,
    ).toEqual({ kind: 'station', observedAt: null });
  });
});

describe('feedStations', () => {
  it('accepts an array, { stations } and { rows }', () => {
    expect(feedStations([{ id: 1 }])).toHaveLength(1);
    expect(feedStations({ stations: [{ id: 1 }, { id: 2 }] })).toHaveLength(2);
    expect(feedStations({ rows: [{ id: 1 }] })).toHaveLength(1);
    expect(feedStations({ nothing: true })).toEqual([]);
    expect(feedStations(null)).toEqual([]);
  });
});

describe('filterCards (spec §5, stations supplied directly)', () => {
  const cards = [
    toStationCard({
      id: '1',
      title: 'Shell Delft',
      brand: 'Shell',
      city: 'Delft',
      postcode: '2624AD',
      fuels: ['euro95'],
      distance_km: 3,
    }),
    toStationCard({
      id: '2',
      title: 'Tinq Gouda',
      brand: 'Tinq',
      city: 'Gouda',
      fuels: ['euro95', 'lpg'],
      distance_km: 30,
    }),
    toStationCard({
      id: '3',
      title: 'Esso A12',
      brand: 'Esso',
      city: null,
      postcode: '3449JG',
      fuels: ['diesel'],
      distance_km: 10,
    }),
  ];
  const ids = (filter: Parameters<typeof filterCards>[1]) => filterCards(cards, filter).map((c) => c.id);

  it('matches text on title, brand, city or postcode, case-insensitively', () => {
    expect(ids({ q: 'delft' })).toEqual(['1']);
    expect(ids({ q: 'TINQ' })).toEqual(['2']);
    expect(ids({ q: '3449 jg' })).toEqual(['3']);
  });

  it('matches the fuel, by its aliases too, and the radius', () => {
    expect(ids({ fuel: 'LPG' })).toEqual(['2']);
    expect(ids({ fuel: 'b7' })).toEqual(['3']);
    expect(ids({ radiusKm: 25 })).toEqual(['1', '3']);
  });

  it('sorts on what the card shows', () => {
    expect(cardSortView(cards[0]!)).toEqual({
      title: 'Shell Delft',
      price: null,
      priceFresh: false,
      distanceKm: 3,
      offerCount: 0,
      offerValueCents: 0,
    });
  });
});
