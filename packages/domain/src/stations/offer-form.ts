import { z } from 'zod';
import { formatDecimal } from '../format/nl-format.ts';
import { parseEuroCents } from '../format/nl-number.ts';
import { contractIssues, reportIssues } from './form-issues.ts';
import { type CreateOfferBody, CreateOfferBodySchema, type PartnerOffer } from './partner.contract.ts';

export const OFFER_PRICE_MESSAGE = 'Vul een bedrag in als 2,99.';
export const OFFER_STATION_MESSAGE = 'Kies een station.';

const two = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as the value of an <input type="datetime-local">, in the local time zone; '' for none. */
export function isoToLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The value of an <input type="datetime-local"> as an ISO moment; null when blank, as typed when unreadable. */
export function localDateTimeToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The offer editor's fields as the browser holds them. */
export const OfferFormValuesSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  badge: z.string(),
  /** Euro as typed: "2,99", "€ 3". */
  price: z.string(),
  scope: z.enum(['all', 'station']),
  station_id: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
  image_url: z.string(),
});
export type OfferFormValues = z.input<typeof OfferFormValuesSchema>;
export type OfferFormField = Exclude<keyof OfferFormValues, 'scope'>;

/** The editor's values for an offer, or for a new one. */
export function offerFormValues(offer: PartnerOffer | null): OfferFormValues {
  return {
    title: offer?.title ?? '',
    subtitle: offer?.subtitle ?? '',
    badge: offer?.badge ?? '',
    price: offer?.price_cents == null ? '' : formatDecimal(offer.price_cents / 100, 2),
    scope: offer?.station_id ? 'station' : 'all',
    station_id: offer?.station_id ?? '',
    valid_from: isoToLocalDateTime(offer?.valid_from ?? null),
    valid_until: isoToLocalDateTime(offer?.valid_until ?? null),
    image_url: offer?.image_url ?? '',
  };
}

function toBody(values: OfferFormValues): CreateOfferBody {
  return {
    title: values.title,
    subtitle: values.subtitle,
    badge: values.badge,
    price_cents: parseEuroCents(values.price),
    station_id: values.scope === 'station' ? values.station_id || null : null,
    valid_from: localDateTimeToIso(values.valid_from),
    valid_until: localDateTimeToIso(values.valid_until),
    image_url: values.image_url || null,
  };
}

const FIELDS = new Set<string>(Object.keys(OfferFormValuesSchema.shape).filter((field) => field !== 'scope'));

/** The editor's field of a path in the offer body (from the API's schema or the server's `issues`). */
export function offerFormField(path: string): OfferFormField | undefined {
  const field = path === 'price_cents' ? 'price' : path;
  return FIELDS.has(field) ? (field as OfferFormField) : undefined;
}

/** The offer editor: its values become the API's body, checked by the API's own schema. */
export const OfferFormSchema = OfferFormValuesSchema.transform((values, context) => {
  const body = toBody(values);
  reportIssues(context, [
    ...(Number.isNaN(body.price_cents) ? [{ field: 'price', message: OFFER_PRICE_MESSAGE }] : []),
    ...(values.scope === 'station' && !values.station_id
      ? [{ field: 'station_id', message: OFFER_STATION_MESSAGE }]
      : []),
    ...contractIssues(CreateOfferBodySchema, body, offerFormField),
  ]);
  return body;
});
