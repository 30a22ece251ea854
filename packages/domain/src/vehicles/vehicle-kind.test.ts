import { describe, expect, it } from 'vitest';
import { wpmCategoryOf } from '../co2/wpm.ts';
import { energyCategoryOf, vehicleModeOf } from './vehicle-kind.ts';

describe('energyCategoryOf', () => {
  it('reads RDW fuels and the hybrid class', () => {
    expect(energyCategoryOf({ fuelPrimary: 'euro95', rdwFuels: ['Benzine'], hybridClass: null })).toBe(
      'benzine',
    );
    expect(
      energyCategoryOf({
        fuelPrimary: 'euro95',
        rdwFuels: ['Benzine', 'Elektriciteit'],
        hybridClass: 'OVC-HEV',
      }),
    ).toBe('plug-in-hybride');
    expect(
      energyCategoryOf({
        fuelPrimary: 'euro95',
        rdwFuels: ['Benzine', 'Elektriciteit'],
        hybridClass: 'NOVC-HEV',
      }),
    ).toBe('hybride');
    expect(
      energyCategoryOf({ fuelPrimary: 'elektrisch', rdwFuels: ['Elektriciteit'], hybridClass: null }),
    ).toBe('elektrisch');
    expect(energyCategoryOf({ fuelPrimary: null, rdwFuels: ['CNG'], hybridClass: null })).toBe('cng');
    expect(energyCategoryOf({ fuelPrimary: null, rdwFuels: [], hybridClass: null })).toBeUndefined();
  });
});

describe('wpmCategoryOf', () => {
  it('places cars by fuel, mopeds and motorcycles as fossil or electric, and lists the rest', () => {
    expect(wpmCategoryOf(vehicleModeOf('Personenauto'), 'diesel', 'Personenauto')).toEqual({
      ok: true,
      mode: 'Auto',
      fuel: 'Diesel',
    });
    expect(wpmCategoryOf(vehicleModeOf('Bromfiets'), 'benzine', 'Bromfiets')).toEqual({
      ok: true,
      mode: 'Bromfiets/scooter',
      fuel: 'Fossiel',
    });
    expect(wpmCategoryOf(vehicleModeOf('Aanhangwagen'), undefined, 'Aanhangwagen')).toEqual({
      ok: false,
      reason: "Voertuigsoort 'Aanhangwagen' hoort bij geen WPM-vervoermiddel.",
    });
    expect(wpmCategoryOf('auto', undefined, 'Personenauto')).toEqual({
      ok: false,
      reason: 'De brandstof van dit voertuig is onbekend.',
    });
  });
});
