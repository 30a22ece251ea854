import { describe, expect, it } from 'vitest';
import { averageGramsPerKm, computeCo2, type Co2Options, type Co2Vehicle, roundKg } from './co2-methods.ts';
import { co2Preview } from './co2-demo.ts';
import { type EmissionFactor, factorKey } from './emission-factors.ts';

// Rows of the 2026 list (co2emissiefactoren.nl, "Factoren 2026 dd 20-08-2026"), typed over by hand:
// name, unit, WTW, TTW in kg CO2e per unit.
const list2026: [string, string, number | null, number | null][] = [
  ['Benzine E10', 'liter', 2.794, 2.139],
  ['Diesel B7', 'liter', 3.251, 2.462],
  ['LPG', 'liter', 1.792, 1.625],
  ['Ad Blue (additief)', 'liter', null, 0.26],
  ['Grijze Stroom', 'kWh', 0.483, 0.401],
  ['Stroom (onbekend) gridmix', 'kWh', 0.244, 0.2],
  ['Windkracht', 'kWh', 0, 0],
  ['Benzine Middel', 'voertuigkilometer', 0.196, 0.15],
  ['Gemiddelde auto Brandstofsoort onbekend', 'voertuigkilometer', 0.19, 0.142],
  ['Elektrisch Gemiddelde stroommix', 'voertuigkilometer', 0.056, 0],
  ['Elektrisch Grijze stroom', 'voertuigkilometer', 0.111, 0],
  ['Bromfiets (gemiddeld)', 'voertuigkilometer', 0.073, 0.056],
];
const factors = new Map<string, EmissionFactor>(
  list2026.map(([name, unit, wtw, ttw]) => [
    factorKey(name),
    { list_year: 2026, key: factorKey(name), name, unit, wtw, ttw, source: 'www.CO2emissiefactoren.nl' },
  ]),
);
const lookup = (key: string) => factors.get(key);

const petrolCar: Co2Vehicle = { mode: 'auto', energy: 'benzine', gPerKm: 95, whPerKm: null };
const dieselVan: Co2Vehicle = { mode: 'auto', energy: 'diesel', gPerKm: 211, whPerKm: null };
const electricCar: Co2Vehicle = { mode: 'auto', energy: 'elektrisch', gPerKm: 0, whPerKm: 180 };
const moped: Co2Vehicle = { mode: 'bromfiets', energy: 'benzine', gPerKm: null, whPerKm: null };
const wtw = (method: Co2Options['method']): Co2Options => ({ method, scope: 'wtw', electricity: 'gridmix' });
const ttw = (method: Co2Options['method']): Co2Options => ({ method, scope: 'ttw', electricity: 'gridmix' });

describe('fuel_factor: litres × the fuel’s factor', () => {
  it('Euro95 counts as Benzine E10: 75,2 L × 2,794 = 210,1 kg WTW, × 2,139 = 160,9 kg TTW', () => {
    const usage = { km: 850, litersByFuel: { euro95: 75.2 } };
    const result = computeCo2(petrolCar, usage, wtw('fuel_factor'), lookup);
    expect(result.methodUsed).toBe('fuel_factor');
    expect(roundKg(result.kg)).toBe(210.1);
    expect(result.factors).toEqual([{ factor: factors.get('benzine-e10'), value: 2.794 }]);
    expect(roundKg(computeCo2(petrolCar, usage, ttw('fuel_factor'), lookup).kg)).toBe(160.9);
  });

  it('adds each fuel with its own factor; AdBlue has only a TTW figure, which serves WTW with a note', () => {
    const usage = { km: 1000, litersByFuel: { diesel: 50, adblue: 10 } };
    const result = computeCo2(dieselVan, usage, wtw('fuel_factor'), lookup);
    // 50 × 3,251 + 10 × 0,26 = 162,55 + 2,6
    expect(result.kg).toBeCloseTo(165.15, 6);
    expect(result.notes).toContain(
      'Ad Blue (additief): de lijst geeft alleen een TTW-waarde; die is gebruikt.',
    );
  });

  it('falls back to WLTP/NEDC without litres, and to the per-km factor without g/km', () => {
    const noLitres = { km: 850, litersByFuel: {} };
    const viaWltp = computeCo2(petrolCar, noLitres, wtw('fuel_factor'), lookup);
    expect(viaWltp.methodUsed).toBe('wltp');
    expect(viaWltp.notes[0]).toBe('Geen tankbeurten in deze periode: berekend met de WLTP/NEDC-uitstoot.');
    const perKm = computeCo2(moped, { km: 1000, litersByFuel: {} }, wtw('fuel_factor'), lookup);
    expect(perKm).toMatchObject({ methodUsed: 'km_factor', kg: 73 });
    expect(computeCo2(moped, { km: 1000, litersByFuel: {} }, ttw('fuel_factor'), lookup).kg).toBe(56);
  });
});

describe('wltp: km × the vehicle’s g/km', () => {
  it('TTW is the tailpipe figure: 1.000 km × 211 g/km = 211 kg', () => {
    expect(computeCo2(dieselVan, { km: 1000, litersByFuel: {} }, ttw('wltp'), lookup).kg).toBe(211);
  });

  it('WTW raises it by the fuel’s WTW/TTW ratio: 211 × 3,251 / 2,462 = 278,6 kg', () => {
    const result = computeCo2(dieselVan, { km: 1000, litersByFuel: {} }, wtw('wltp'), lookup);
    expect(roundKg(result.kg)).toBe(278.6);
    expect(result.factors[0]?.factor.key).toBe('diesel-b7');
    // 850 km × 95 g/km = 80,75 kg TTW; × 2,794 / 2,139 = 105,5 kg WTW.
    expect(roundKg(computeCo2(petrolCar, { km: 850, litersByFuel: {} }, wtw('wltp'), lookup).kg)).toBe(105.5);
  });

  it('uses the per-km factor when RDW has no g/km (a moped), and electric for electric cars', () => {
    expect(computeCo2(moped, { km: 500, litersByFuel: {} }, wtw('wltp'), lookup)).toMatchObject({
      methodUsed: 'km_factor',
      kg: 36.5,
    });
    expect(computeCo2(electricCar, { km: 1000, litersByFuel: {} }, wtw('wltp'), lookup).methodUsed).toBe(
      'electric',
    );
  });
});

describe('electric: kWh × the electricity’s factor, or km × the per-km factor', () => {
  it('counts kWh from the RDW consumption: 1.000 km × 180 Wh/km = 180 kWh × 0,244 = 43,9 kg', () => {
    const result = computeCo2(electricCar, { km: 1000, litersByFuel: {} }, wtw('electric'), lookup);
    expect(result.kwh).toBe(180);
    expect(roundKg(result.kg)).toBe(43.9);
    const grey = computeCo2(
      electricCar,
      { km: 1000, litersByFuel: {} },
      { ...wtw('electric'), electricity: 'grijs' },
      lookup,
    );
    expect(roundKg(grey.kg)).toBe(86.9);
    const green = computeCo2(
      electricCar,
      { km: 1000, litersByFuel: {} },
      { ...wtw('electric'), electricity: 'groen' },
      lookup,
    );
    expect(green.kg).toBe(0);
  });

  it('uses the average electric car’s per-km factor without a consumption: 850 km × 0,056 = 47,6 kg', () => {
    const result = computeCo2(petrolCar, { km: 850, litersByFuel: {} }, wtw('electric'), lookup);
    expect(roundKg(result.kg)).toBe(47.6);
    expect(result.factors[0]?.factor.name).toBe('Elektrisch Gemiddelde stroommix');
  });

  it('is zero tank-to-wheel', () => {
    expect(computeCo2(electricCar, { km: 1000, litersByFuel: {} }, ttw('electric'), lookup).kg).toBe(0);
  });
});

describe('co2Preview (spec §9 demo data)', () => {
  it('gives 850 km, 75,2 L and the three methods from the list', () => {
    expect(co2Preview(lookup)).toEqual({
      km_total: 850,
      liters_total: 75.2,
      methods: {
        fuel_factor: {
          kg_co2_total: 210.1,
          fuel_type_used: 'euro95',
          kg_per_liter: 2.794,
          factor_name: 'Benzine E10',
        },
        wltp: { kg_co2_total: 166.6, g_per_km: 196, basis: 'Benzine Middel' },
        electric: {
          kg_co2_total: 47.6,
          kg_per_km: 0.056,
          factor_name: 'Elektrisch Gemiddelde stroommix',
          electricity: 'gridmix',
        },
      },
    });
  });

  it('gives the TTW figures on request: 75,2 × 2,139 = 160,9 kg; 850 × 0,150 = 127,5 kg; electric 0', () => {
    const preview = co2Preview(lookup, 'ttw');
    expect(preview?.methods.fuel_factor.kg_co2_total).toBe(160.9);
    expect(preview?.methods.wltp).toMatchObject({ kg_co2_total: 127.5, g_per_km: 150 });
    expect(preview?.methods.electric.kg_co2_total).toBe(0);
  });
});

describe('averageGramsPerKm', () => {
  it('is grams per km to one decimal, or null without kilometres', () => {
    expect(averageGramsPerKm(210.1088, 850)).toBe(247.2);
    expect(averageGramsPerKm(10, 0)).toBeNull();
  });
});
