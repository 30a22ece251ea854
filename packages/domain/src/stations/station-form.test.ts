import { describe, expect, it } from 'vitest';
import {
  PIN_MISSING_MESSAGE,
  StationFormSchema,
  stationFormField,
  stationFormValues,
} from './station-form.ts';

const filled = {
  ...stationFormValues(undefined, 'tinq'),
  street: 'Hoofdweg',
  house_number: '12',
  postcode: '1058 AB',
  city: 'Amsterdam',
  lat: '52,3612',
  lng: '4.85',
};

const issues = (values: typeof filled) => {
  const result = StationFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('the station form schema', () => {
  it('turns the fields into the API body, coordinates read the Dutch way', () => {
    const hours = filled.hours.map((day, index) =>
      index === 5
        ? { ...day, mode: 'always' as const }
        : index === 6
          ? { ...day, mode: 'closed' as const }
          : day,
    );
    const body = StationFormSchema.parse({ ...filled, hours });
    expect(body).toMatchObject({
      title: null,
      brand_slug: 'tinq',
      postcode: '1058 AB',
      lat: 52.3612,
      lng: 4.85,
      fuels: ['euro95', 'diesel'],
    });
    expect(body.opening_hours).toHaveLength(6);
    expect(body.opening_hours?.[5]).toEqual({ day: 6, opens: '00:00', closes: '24:00' });
  });

  it('asks for the pin until both coordinates are there, and names every other field at once', () => {
    expect(issues({ ...filled, street: '', lat: '', lng: '' })).toEqual({
      street: 'Vul de straat in.',
      lat: PIN_MISSING_MESSAGE,
    });
    expect(issues({ ...filled, lat: '48,85' })).toEqual({ lat: 'Kies een locatie in Nederland.' });
  });

  it("puts the opening hours' rule on the weekday's closing time", () => {
    const hours = filled.hours.map((day, index) =>
      index === 2 ? { mode: 'open' as const, opens: '22:00', closes: '06:00' } : day,
    );
    expect(issues({ ...filled, hours })).toEqual({
      'hours.2.closes': 'De sluitingstijd moet na de openingstijd liggen.',
    });
  });

  it("maps the server's paths to the form's fields", () => {
    const body = StationFormSchema.parse(filled);
    expect(stationFormField('postcode', body)).toBe('postcode');
    expect(stationFormField('opening_hours.3.closes', body)).toBe('hours.3.closes');
    expect(stationFormField('fuels.0', body)).toBe('fuels');
    expect(stationFormField('active', body)).toBeUndefined();
  });
});
