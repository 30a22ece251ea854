import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FuelLogFormSchema, OdometerLogFormSchema } from './log.forms.ts';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the odometer form', () => {
  it('reads a Dutch whole number into the request body', () => {
    expect(
      OdometerLogFormSchema.parse({ odometer_km: '120.850', date: '2026-03-28', purpose: 'privé' }),
    ).toEqual({ odometer_km: 120850, date: '2026-03-28', purpose: 'privé' });
  });

  it('asks for the reading and whole kilometres, and applies the API rules', () => {
    const form = { date: '2026-03-28', purpose: 'zakelijk' };
    expect(messages(OdometerLogFormSchema.safeParse({ ...form, odometer_km: ' ' }))).toEqual({
      odometer_km: 'Vul de kilometerstand in.',
    });
    expect(messages(OdometerLogFormSchema.safeParse({ ...form, odometer_km: '12,5' }))).toEqual({
      odometer_km: 'Vul hele kilometers in.',
    });
    expect(messages(OdometerLogFormSchema.safeParse({ ...form, odometer_km: '10000000' }))).toEqual({
      odometer_km: 'Die kilometerstand is te hoog.',
    });
    expect(
      messages(OdometerLogFormSchema.safeParse({ odometer_km: '1', date: '', purpose: 'zakelijk' })),
    ).toEqual({ date: 'Kies een datum.' });
  });
});

describe('the refuel form', () => {
  const form = {
    liters: '',
    total_eur: '',
    price_per_l: '',
    date: '2026-03-19',
    odometer_km: '',
    fuel_type: '',
    purpose: 'woon-werk',
  };

  it('reads Dutch decimals; a blank amount is null and a blank fuel is left out', () => {
    expect(FuelLogFormSchema.parse({ ...form, liters: '45,2', total_eur: '€ 95,10' })).toEqual({
      ...form,
      liters: 45.2,
      total_eur: 95.1,
      price_per_l: null,
      odometer_km: null,
      fuel_type: undefined,
    });
    expect(FuelLogFormSchema.parse({ ...form, fuel_type: 'diesel' }).fuel_type).toBe('diesel');
  });

  it("refuses what is not a number, and what the API's ranges refuse, with the API's messages", () => {
    expect(
      messages(FuelLogFormSchema.safeParse({ ...form, liters: 'veel', total_eur: '0', odometer_km: '1,5' })),
    ).toEqual({
      liters: 'Vul een getal in, bijv. 45,2.',
      total_eur: 'Vul een bedrag in boven € 0 en tot € 10.000.',
      odometer_km: 'Vul hele kilometers in.',
    });
  });
});
