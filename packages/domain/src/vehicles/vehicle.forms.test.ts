import { describe, expect, it } from 'vitest';
import { PlateLookupFormSchema, VehicleSettingsFormSchema } from './vehicle.forms.ts';

describe('the plate lookup form', () => {
  it('cleans the plate, and names what is wrong with it', () => {
    expect(PlateLookupFormSchema.parse({ plate: 'tt-601-d' })).toEqual({ plate: 'TT601D' });
    expect(PlateLookupFormSchema.safeParse({ plate: '- -' }).error?.issues[0]?.message).toBe(
      'Kenteken ontbreekt',
    );
    expect(PlateLookupFormSchema.safeParse({ plate: 'ABC' }).error?.issues[0]?.message).toBe(
      'Dit is geen geldig Nederlands kenteken.',
    );
  });
});

describe('the vehicle settings form', () => {
  it('sends blanks as none and leaves a blank fuel to RDW', () => {
    expect(VehicleSettingsFormSchema.parse({ nickname: ' ', fuel_primary: '', kvk_number: ' ' })).toEqual({
      nickname: null,
      fuel_primary: undefined,
      kvk_number: null,
    });
    expect(
      VehicleSettingsFormSchema.parse({ nickname: ' Busje ', fuel_primary: 'hvo', kvk_number: '87654321' }),
    ).toEqual({ nickname: 'Busje', fuel_primary: 'hvo', kvk_number: '87654321' });
  });

  it('says a KvK number has eight digits, as the API does', () => {
    const result = VehicleSettingsFormSchema.safeParse({
      nickname: '',
      fuel_primary: '',
      kvk_number: '1234',
    });
    expect(result.error?.issues).toMatchObject([
      { path: ['kvk_number'], message: 'Een KvK-nummer heeft 8 cijfers.' },
    ]);
  });
});
