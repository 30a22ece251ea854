import { z } from 'zod';

// FuelLinq's own details, as the operator configured them (COMPANY_* in the API's configuration): the
// contact, terms, privacy and invoice pages show them. Unset (a development start), they are an example,
// shown as one and never with a bank account number that people might copy.

/** The mark beside company details that nobody configured. */
export const EXAMPLE_COMPANY_LABEL = 'Voorbeeldgegevens';
export const EXAMPLE_COMPANY_NOTE =
  'Voorbeeldgegevens: deze omgeving heeft geen echte bedrijfsgegevens ingesteld. Maak hier geen geld naar over.';

export const CompanyDetailsSchema = z.object({
  /** True when the operator configured none (or not all) of the legal details: an example, shown as such. */
  example: z.boolean(),
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  vat_id: z.string(),
  /** Only a configured account: the example has none. */
  iban: z.string().nullable(),
  phone: z.string(),
  /** Not every company takes WhatsApp: null when not configured. */
  whatsapp: z.string().nullable(),
  email: z.string(),
  /** Where the office is, for the map and the route; null when not configured. */
  position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;

/** A Dutch phone number as dialled from abroad, digits only after the plus: "020 262 4410" → "+31202624410". */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `+${digits.slice(1).replace(/\D/g, '')}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `+31${digits.slice(1)}`;
  return `+${digits}`;
}

/** The digits wa.me wants: the international number without its plus. */
export function whatsappNumber(phone: string): string {
  return internationalPhone(phone).slice(1);
}
