import { describe, expect, it } from 'vitest';
import { resolveFuelAmounts } from './fuel-amounts.ts';

describe('resolveFuelAmounts', () => {
  it('accepts litres × price within two cents of the total', () => {
    expect(resolveFuelAmounts({ liters: 30, total_eur: 63, price_per_l: 2.1 })).toEqual({
      ok: true,
      amounts: { liters: 30, totalCents: 6300, priceTenths: 2100 },
      derived: null,
    });
    // 45,2 × € 2,104 = € 95,1008: rounded by the pump to € 95,10.
    expect(resolveFuelAmounts({ liters: 45.2, total_eur: 95.1, price_per_l: 2.104 }).ok).toBe(true);
    // Two cents off is still the pump's rounding; three is not.
    expect(resolveFuelAmounts({ liters: 30, total_eur: 63.02, price_per_l: 2.1 }).ok).toBe(true);
    expect(resolveFuelAmounts({ liters: 30, total_eur: 63.03, price_per_l: 2.1 })).toEqual({
      ok: false,
      code: 'amounts_inconsistent',
      field: 'total_eur',
      message: '30,00 liter × € 2,100 is € 63,00, maar het totaalbedrag is € 63,03.',
    });
  });

  it('works out the missing one of the three', () => {
    expect(resolveFuelAmounts({ liters: 45.2, total_eur: 95.1 })).toEqual({
      ok: true,
      amounts: { liters: 45.2, totalCents: 9510, priceTenths: 2104 },
      derived: 'price_per_l',
    });
    expect(resolveFuelAmounts({ liters: 30, price_per_l: 2.1 })).toMatchObject({
      amounts: { totalCents: 6300 },
      derived: 'total_eur',
    });
    expect(resolveFuelAmounts({ total_eur: 95.1, price_per_l: 2.104 })).toMatchObject({
      amounts: { liters: 45.2 },
      derived: 'liters',
    });
  });

  it('needs two of the three', () => {
    expect(resolveFuelAmounts({ liters: 30 })).toMatchObject({ ok: false, code: 'amounts_missing' });
    expect(resolveFuelAmounts({ liters: null, total_eur: null, price_per_l: 2 })).toMatchObject({
      ok: false,
      code: 'amounts_missing',
      field: 'liters',
    });
  });

  it('keeps litres above 0 and below 1.000, also when derived', () => {
    expect(resolveFuelAmounts({ liters: 0, total_eur: 1 })).toMatchObject({ ok: false, field: 'liters' });
    expect(resolveFuelAmounts({ liters: 1000, price_per_l: 2 })).toMatchObject({
      ok: false,
      field: 'liters',
      message: 'Vul een aantal liters in boven 0 en onder 1.000.',
    });
    expect(resolveFuelAmounts({ total_eur: 5000, price_per_l: 2 })).toMatchObject({
      ok: false,
      field: 'liters',
    });
    expect(resolveFuelAmounts({ liters: 999.99, price_per_l: 2 }).ok).toBe(true);
  });

  it('refuses a price per litre nobody pays', () => {
    expect(resolveFuelAmounts({ liters: 1, total_eur: 50 })).toMatchObject({ ok: false, field: 'total_eur' });
    expect(resolveFuelAmounts({ liters: 10, price_per_l: 0 })).toMatchObject({
      ok: false,
      field: 'price_per_l',
    });
  });
});
