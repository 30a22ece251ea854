import { z } from 'zod';
import { parseDecimal } from '../format/nl-number.ts';
import { DAY_MODES, periodsFromWeek, weekFromPeriods } from './opening-hours.ts';
import { contractIssues, reportIssues } from './form-issues.ts';
import { type CreateStationBody, CreateStationBodySchema, type PartnerStation } from './partner.contract.ts';

export const PIN_MISSING_MESSAGE = 'Plaats de pin op de kaart of vul de coördinaten in.';
/** A new station sells these until the partner says otherwise. */
const NEW_STATION_FUELS = ['euro95', 'diesel'];

/** The station form's fields as the browser holds them: text, checkboxes and the week of opening hours. */
export const StationFormValuesSchema = z.object({
  title: z.string(),
  brand_slug: z.string(),
  street: z.string(),
  house_number: z.string(),
  postcode: z.string(),
  city: z.string(),
  lat: z.string(),
  lng: z.string(),
  fuels: z.array(z.string()),
  unmanned: z.boolean(),
  motorway: z.boolean(),
  hours: z.array(z.object({ mode: z.enum(DAY_MODES), opens: z.string(), closes: z.string() })),
});
export type StationFormValues = z.input<typeof StationFormValuesSchema>;
export type StationFormField =
  Exclude<keyof StationFormValues, 'hours'> | `hours.${number}.opens` | `hours.${number}.closes`;

/** The form's values for a station, or for a new one with the partner's brand. */
export function stationFormValues(
  station: PartnerStation | undefined,
  brandSlug: string | null,
): StationFormValues {
  return {
    title: station?.title ?? '',
    brand_slug: station ? (station.brand_slug ?? '') : (brandSlug ?? ''),
    street: station?.street ?? '',
    house_number: station?.house_number ?? '',
    postcode: station?.postcode ?? '',
    city: station?.city ?? '',
    lat: station ? String(station.lat) : '',
    lng: station ? String(station.lng) : '',
    fuels: station?.fuels ?? NEW_STATION_FUELS,
    unmanned: station?.unmanned ?? false,
    motorway: station?.motorway ?? false,
    hours: weekFromPeriods(station ? station.opening_hours : null),
  };
}

/** A coordinate as typed ("52,3612") or picked on the map; NaN when blank or unreadable. */
export const coordinate = (text: string): number => parseDecimal(text) ?? Number.NaN;

function toBody(values: z.output<typeof StationFormValuesSchema>): CreateStationBody {
  return {
    title: values.title.trim() || null,
    brand_slug: values.brand_slug || null,
    street: values.street,
    house_number: values.house_number,
    postcode: values.postcode.trim() || null,
    city: values.city,
    lat: coordinate(values.lat),
    lng: coordinate(values.lng),
    fuels: values.fuels,
    unmanned: values.unmanned,
    motorway: values.motorway,
    opening_hours: periodsFromWeek(values.hours),
  };
}

/**
 * The form field of a path in the station body (from the API's schema or the server's `issues`): an
 * opening period's time goes to its weekday's row; undefined where the form has no such field.
 */
export function stationFormField(path: string, body: CreateStationBody): StationFormField | undefined {
  const hours = /^opening_hours\.(\d+)\.(opens|closes)$/.exec(path);
  if (hours) {
    const period = body.opening_hours?.[Number(hours[1])];
    return period ? `hours.${period.day - 1}.${hours[2] as 'opens' | 'closes'}` : undefined;
  }
  const field = path.split('.')[0];
  return field && field in StationFormValuesSchema.shape && field !== 'hours'
    ? (field as StationFormField)
    : undefined;
}

/** The station form: its values become the API's body, checked by the API's own schema. */
export const StationFormSchema = StationFormValuesSchema.transform((values, context) => {
  const body = toBody(values);
  // Until both coordinates are there, the form asks for the pin instead of naming what is wrong with them.
  const placed = Boolean(values.lat.trim() && values.lng.trim());
  reportIssues(context, [
    ...(placed ? [] : [{ field: 'lat', message: PIN_MISSING_MESSAGE }]),
    ...contractIssues(CreateStationBodySchema, body, (path, checked) =>
      placed || (path !== 'lat' && path !== 'lng') ? stationFormField(path, checked) : undefined,
    ),
  ]);
  return body;
});
