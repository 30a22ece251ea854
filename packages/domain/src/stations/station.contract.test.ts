import { describe, expect, it } from 'vitest';
import {
  BulkPricesBodySchema,
  CreateStationBodySchema,
  PartnerSettingsBodySchema,
} from './partner.contract.ts';
import { PublicStationsQuerySchema, StationSearchQuerySchema } from './station.contract.ts';

describe('PublicStationsQuerySchema', () => {
  it('has the spec defaults and clamps the radius', () => {
    expect(PublicStationsQuerySchema.parse({})).toEqual({ limit: 100, radius_km: 25 });
    expect(PublicStationsQuerySchema.parse({ radius_km: '0' }).radius_km).toBe(1);
    expect(PublicStationsQuerySchema.parse({ radius_km: '900' }).radius_km).toBe(200);
    expect(PublicStationsQuerySchema.parse({ q: '  ', fuel: 'E10', lat: '52.1', lng: '4.2' })).toEqual({
      limit: 100,
      radius_km: 25,
      fuel: 'euro95',
      lat: 52.1,
      lng: 4.2,
    });
  });

  it('names the field of a bad parameter', () => {
    const paths = (query: Record<string, string>) =>
      PublicStationsQuerySchema.safeParse(query).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ limit: '501' })).toEqual(['limit']);
    expect(paths({ limit: '0' })).toEqual(['limit']);
    expect(paths({ lat: 'noord', lng: '4' })).toEqual(['lat']);
    expect(paths({ lat: '52' })).toEqual(['lng']);
    expect(paths({ fuel: 'kerosine' })).toEqual(['fuel']);
    expect(paths({ radius_km: 'ver' })).toEqual(['radius_km']);
  });
});

describe('StationSearchQuerySchema', () => {
  it('sorts cheapest by default and knows the three sorts only', () => {
    expect(StationSearchQuerySchema.parse({}).sort).toBe('cheapest');
    expect(StationSearchQuerySchema.parse({ sort: 'deals' }).sort).toBe('deals');
    expect(StationSearchQuerySchema.safeParse({ sort: 'duurste' }).success).toBe(false);
  });
});

describe('partner bodies', () => {
  it('rejects a price outside € 0,50–€ 4,00 naming the field', () => {
    const result = BulkPricesBodySchema.safeParse({
      prices: [
        { station_id: '6f1d7c1e-1111-4111-8111-111111111111', fuel_type: 'euro95', price_eur_l: 1.999 },
        { station_id: '6f1d7c1e-1111-4111-8111-111111111111', fuel_type: 'diesel', price_eur_l: 19.99 },
      ],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['prices', 1, 'price_eur_l'],
        message: 'Vul een prijs tussen € 0,50 en € 4,00 per liter in.',
      }),
    ]);
  });

  it('normalizes a new station', () => {
    const parsed = CreateStationBodySchema.parse({
      street: 'Westlandseweg',
      house_number: '52',
      postcode: '2624 ad',
      city: 'Delft',
      lat: 52.0012553,
      lng: 4.3504033,
      fuels: ['E10', 'euro95', 'B7'],
    });
    expect(parsed).toMatchObject({
      postcode: '2624AD',
      fuels: ['euro95', 'diesel'],
      opening_hours: [],
      unmanned: false,
    });
    expect(CreateStationBodySchema.safeParse({ ...parsed, lat: 40 }).error?.issues[0]?.message).toBe(
      'Kies een locatie in Nederland.',
    );
  });

  it('reads empty optional settings as null', () => {
    expect(
      PartnerSettingsBodySchema.parse({
        company_name: 'Tinq B.V.',
        kvk_number: '',
        contact_email: '',
        contact_phone: '',
      }),
    ).toEqual({
      company_name: 'Tinq B.V.',
      kvk_number: null,
      contact_name: null,
      contact_email: null,
      contact_phone: null,
      brand_slug: null,
    });
    expect(
      PartnerSettingsBodySchema.safeParse({ company_name: 'X B.V.', kvk_number: '123' }).error?.issues[0],
    ).toMatchObject({
      path: ['kvk_number'],
      message: 'Een KvK-nummer heeft 8 cijfers.',
    });
  });
});
