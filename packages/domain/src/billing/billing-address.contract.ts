import { z } from 'zod';
import { text } from '../common/text.ts';
import { PostcodeSchema } from '../stations/partner.contract.ts';
import { formatPostcode } from '../stations/station-rules.ts';

// The customer's address on invoices (docs/decisions/013): the law asks for the customer's full address, so
// every account can give one. An invoice keeps the address it was made with; a change counts from the next.

export const BILLING_STREET_MAX = 120;
export const BILLING_CITY_MAX = 80;

/** PUT /api/billing/address: street with house number, postcode and place. */
export const BillingAddressBodySchema = z.object({
  street: text({ error: 'Vul je straat en huisnummer in.' })
    .trim()
    .min(3, 'Vul je straat en huisnummer in.')
    .max(BILLING_STREET_MAX, `Maximaal ${BILLING_STREET_MAX} tekens.`)
    .regex(/\d/, 'Vul ook je huisnummer in.'),
  postcode: PostcodeSchema.transform(formatPostcode),
  city: text({ error: 'Vul je woonplaats in.' })
    .trim()
    .min(2, 'Vul je woonplaats in.')
    .max(BILLING_CITY_MAX, `Maximaal ${BILLING_CITY_MAX} tekens.`),
});
export type BillingAddressBody = z.output<typeof BillingAddressBodySchema>;

export const BillingAddressSchema = z.object({
  street: z.string(),
  /** As written on an invoice: "1234 AB". */
  postcode: z.string(),
  city: z.string(),
  updated_at: z.string(),
});
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

/** GET and PUT /api/billing/address: the address invoices carry, or null while none was given. */
export const BillingAddressResponseSchema = z.object({ address: BillingAddressSchema.nullable() });
export type BillingAddressResponse = z.infer<typeof BillingAddressResponseSchema>;

export const billingAddressMessages = {
  saved: 'Factuuradres opgeslagen. Het staat op je volgende factuur.',
  saveFailed: 'Factuuradres opslaan mislukt',
  missing: 'Je hebt nog geen factuuradres opgegeven. Een factuur vermeldt je adres; vul het hieronder in.',
} as const;
