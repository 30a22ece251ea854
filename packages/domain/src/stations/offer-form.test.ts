import { describe, expect, it } from 'vitest';
import {
  isoToLocalDateTime,
  localDateTimeToIso,
  OfferFormSchema,
  offerFormField,
  offerFormValues,
} from './offer-form.ts';

const blank = offerFormValues(null);
const issues = (values: typeof blank) =>
  Object.fromEntries(
    (OfferFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the offer form schema', () => {
  it('turns the fields into the API body: euro to cents, local times to ISO', () => {
    expect(OfferFormSchema.parse({ ...blank, title: 'Wasstraat Premium', price: '15,9' })).toEqual({
      title: 'Wasstraat Premium',
      subtitle: '',
      badge: '',
      price_cents: 1590,
      station_id: null,
      valid_from: null,
      valid_until: null,
      image_url: null,
    });
    const from = '2026-12-01T08:30';
    expect(localDateTimeToIso(from)).toBe(new Date(from).toISOString());
    expect(isoToLocalDateTime(localDateTimeToIso(from))).toBe(from);
  });

  it('checks in Dutch: the title, the amount, the station and the order of the dates', () => {
    expect(issues({ ...blank, price: '2,999', scope: 'station' })).toEqual({
      title: 'Minimaal 2 tekens.',
      price: 'Vul een bedrag in als 2,99.',
      station_id: 'Kies een station.',
    });
    expect(
      issues({ ...blank, title: 'Koffie', valid_from: '2026-12-02T08:00', valid_until: '2026-12-01T08:00' }),
    ).toEqual({ valid_until: 'De einddatum moet na de startdatum liggen.' });
  });

  it('shows an offer with its price in euro', () => {
    expect(offerFormValues({ price_cents: 249 } as never).price).toBe('2,49');
    expect(offerFormField('price_cents')).toBe('price');
    expect(offerFormField('ended')).toBeUndefined();
  });
});
