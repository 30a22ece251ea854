import { z } from 'zod';
import { text } from '../common/text.ts';
import { DATE_RANGE_MESSAGE, isDateInRange } from '../co2/calendar-date.ts';
import { PageQuerySchema, pageResponseSchema } from '../common/common.contract.ts';
import { FuelTypeInputSchema, FuelTypeSchema } from '../fuel/fuel.schema.ts';
import { AttributionSchema, OpeningPeriodSchema, StationPriceSchema } from './station.contract.ts';
import { isPlausiblePrice, normalizePostcode, PRICE_RANGE_MESSAGE } from './station-rules.ts';
import { errorCatalogue } from '../errors/error-codes.ts';

/** European Netherlands: where a partner's station can be. */
export const NL_BOUNDS = { minLat: 50.7, maxLat: 53.7, minLng: 3.2, maxLng: 7.3 } as const;
const OUTSIDE_NL = 'Kies een locatie in Nederland.';

const nullableText = (max: number, message?: string) =>
  text()
    .trim()
    .max(max, message ?? `Maximaal ${max} tekens.`)
    .nullish()
    .transform((value) => (value ? value : null));

export const PostcodeSchema = text()
  .trim()
  .regex(/^\d{4}\s?[a-zA-Z]{2}$/, 'Vul een postcode in als 1234 AB.')
  .transform(normalizePostcode);

/** Price per litre in euro, three decimals at most; outside € 0,50–€ 4,00 is a 400 naming the field. */
export const PricePerLitreSchema = z
  .number({ error: PRICE_RANGE_MESSAGE })
  .refine(isPlausiblePrice, PRICE_RANGE_MESSAGE)
  .transform((value) => Math.round(value * 1000) / 1000);

const stationFields = {
  title: text().trim().min(3, 'Minimaal 3 tekens.').max(120, 'Maximaal 120 tekens.').nullish(),
  brand_slug: text().trim().max(40).nullish(),
  street: text().trim().min(1, 'Vul de straat in.').max(120, 'Maximaal 120 tekens.'),
  house_number: nullableText(20),
  postcode: PostcodeSchema.nullish().transform((value) => value ?? null),
  city: text().trim().min(1, 'Vul de plaats in.').max(80, 'Maximaal 80 tekens.'),
  lat: z.number().min(NL_BOUNDS.minLat, OUTSIDE_NL).max(NL_BOUNDS.maxLat, OUTSIDE_NL),
  lng: z.number().min(NL_BOUNDS.minLng, OUTSIDE_NL).max(NL_BOUNDS.maxLng, OUTSIDE_NL),
  fuels: z
    .array(FuelTypeInputSchema)
    .min(1, 'Kies minstens één brandstof.')
    .max(6)
    .transform((fuels) => [...new Set(fuels)]),
  opening_hours: z.array(OpeningPeriodSchema).max(21, 'Maximaal drie periodes per dag.'),
  unmanned: z.boolean(),
  motorway: z.boolean(),
};

export const CreateStationBodySchema = z.object({
  ...stationFields,
  opening_hours: stationFields.opening_hours.default([]),
  unmanned: stationFields.unmanned.default(false),
  motorway: stationFields.motorway.default(false),
});
export type CreateStationBody = z.input<typeof CreateStationBodySchema>;

export const UpdateStationBodySchema = z
  .object({ ...stationFields, active: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Geef minstens één veld om te wijzigen.');
export type UpdateStationBody = z.input<typeof UpdateStationBodySchema>;

const priceRow = { fuel_type: FuelTypeInputSchema, price_eur_l: PricePerLitreSchema };

export const SetStationPricesBodySchema = z.object({
  prices: z.array(z.object(priceRow)).min(1, 'Geef minstens één prijs.').max(10),
});
export type SetStationPricesBody = z.input<typeof SetStationPricesBodySchema>;

export const BULK_PRICES_MAX = 5000;
export const BulkPricesBodySchema = z.object({
  prices: z
    .array(z.object({ station_id: z.uuid('Ongeldig station-id.'), ...priceRow }))
    .min(1, 'Geef minstens één prijs.')
    .max(BULK_PRICES_MAX, `Maximaal ${BULK_PRICES_MAX} prijzen tegelijk.`),
});
export type BulkPricesBody = z.input<typeof BulkPricesBodySchema>;

/** A partner's price reads as the public feed's, with its source. */
export const PartnerPriceSchema = StationPriceSchema;

export const PartnerStationSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string().nullable(),
  brand_slug: z.string().nullable(),
  logo_url: z.string(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  fuels: z.array(FuelTypeSchema),
  opening_hours: z.array(OpeningPeriodSchema),
  unmanned: z.boolean(),
  motorway: z.boolean(),
  active: z.boolean(),
  prices: z.array(PartnerPriceSchema),
  updated_at: z.string(),
});
export type PartnerStation = z.infer<typeof PartnerStationSchema>;

/** One station for the portal, with the OpenStreetMap attribution its data needs (ODbL). */
export const PartnerStationResponseSchema = PartnerStationSchema.extend({ attribution: AttributionSchema });
export type PartnerStationResponse = z.infer<typeof PartnerStationResponseSchema>;

export const PartnerStationPageSchema = pageResponseSchema(PartnerStationSchema).extend({
  attribution: AttributionSchema,
});
export type PartnerStationPage = z.infer<typeof PartnerStationPageSchema>;

export const PartnerStationsQuerySchema = PageQuerySchema.extend({
  q: text().trim().max(100).optional(),
  status: z.enum(['active', 'inactive', 'all']).default('all'),
});

export const PricesSavedResponseSchema = z.object({
  saved: z.number().int(),
  prices: z.array(PartnerPriceSchema.extend({ station_id: z.string() })),
});
export type PricesSavedResponse = z.infer<typeof PricesSavedResponseSchema>;

/** Images the offer editor may point at: our own uploads and our own seeded artwork. */
export const OFFER_IMAGE_URL_PATTERN = /^\/api\/offers\/(images\/[0-9a-f-]{36}|art\/[a-z-]{1,40}\.svg)$/;

const OfferMomentSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => isDateInRange(value), DATE_RANGE_MESSAGE);

const offerFields = {
  title: text().trim().min(2, 'Minimaal 2 tekens.').max(80, 'Maximaal 80 tekens.'),
  subtitle: nullableText(160),
  badge: nullableText(24),
  image_url: text()
    .regex(OFFER_IMAGE_URL_PATTERN, 'Upload een afbeelding of kies er geen.')
    .nullish()
    .transform((value) => value ?? null),
  price_cents: z
    .number()
    .int('Geef de prijs in hele centen.')
    .min(0, 'De prijs kan niet negatief zijn.')
    .max(100_000, 'Maximaal € 1.000,00.')
    .nullish()
    .transform((value) => value ?? null),
  valid_from: OfferMomentSchema.nullish(),
  valid_until: OfferMomentSchema.nullish(),
  /** One of the partner's own stations, or null for all of them. */
  station_id: z.uuid('Ongeldig station-id.').nullish(),
};

const validityInOrder = (body: { valid_from?: string | null; valid_until?: string | null }) =>
  !body.valid_from || !body.valid_until || new Date(body.valid_until) > new Date(body.valid_from);
const validityMessage = { path: ['valid_until'], message: 'De einddatum moet na de startdatum liggen.' };

export const CreateOfferBodySchema = z.object(offerFields).refine(validityInOrder, validityMessage);
export type CreateOfferBody = z.input<typeof CreateOfferBodySchema>;

export const UpdateOfferBodySchema = z
  .object({ ...offerFields, ended: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Geef minstens één veld om te wijzigen.')
  .refine(validityInOrder, validityMessage);
export type UpdateOfferBody = z.input<typeof UpdateOfferBodySchema>;

export const OFFER_STATUSES = ['active', 'scheduled', 'expired', 'ended'] as const;
export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;

export const PartnerOfferSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  badge: z.string().nullable(),
  image_url: z.string().nullable(),
  price_cents: z.number().int().nullable(),
  valid_from: z.string(),
  valid_until: z.string().nullable(),
  ended_at: z.string().nullable(),
  status: OfferStatusSchema,
  station_id: z.string().nullable(),
  station_title: z.string().nullable(),
  /** Made up by the demo seed, not by the partner: marked "demo", and it earns no extra points. */
  demo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PartnerOffer = z.infer<typeof PartnerOfferSchema>;

export const PartnerOfferPageSchema = pageResponseSchema(PartnerOfferSchema);
export type PartnerOfferPage = z.infer<typeof PartnerOfferPageSchema>;

export const PartnerOffersQuerySchema = PageQuerySchema.extend({
  q: text().trim().max(100).optional(),
  status: z.enum([...OFFER_STATUSES, 'all']).default('all'),
});

export const OfferImageResponseSchema = z.object({
  id: z.string(),
  image_url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type OfferImageResponse = z.infer<typeof OfferImageResponseSchema>;

export const PartnerSettingsBodySchema = z.object({
  company_name: text().trim().min(2, 'Vul de bedrijfsnaam in.').max(120, 'Maximaal 120 tekens.'),
  kvk_number: text()
    .trim()
    .regex(/^\d{8}$/, 'Een KvK-nummer heeft 8 cijfers.')
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
  contact_name: nullableText(100),
  contact_email: z
    .email('Vul een geldig e-mailadres in.')
    .max(254)
    .nullish()
    .or(z.literal(''))
    .transform((value) => (value ? value.toLowerCase() : null)),
  contact_phone: text()
    .trim()
    .regex(/^\+?[0-9 ()-]{8,20}$/, 'Vul een geldig telefoonnummer in.')
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
  brand_slug: text()
    .trim()
    .max(40)
    .nullish()
    .transform((value) => value || null),
});
export type PartnerSettingsBody = z.input<typeof PartnerSettingsBodySchema>;

export const partnerMessages = {
  brandNotGranted: errorCatalogue.brand_not_granted.message,
  unknownBrands: 'Onbekend merk.',
  notAPartner: errorCatalogue.not_a_partner.message,
  /** Another partner's station, or none at all: the same text, so ids reveal nothing. */
  stationNotOwned: 'Dit tankstation bestaat niet of hoort niet bij jouw account.',
  chooseOwnStation: 'Kies een van je eigen stations.',
  periodsOverlap: 'Deze periode overlapt een andere op dezelfde dag.',
  noLitrePrice: 'Laden heeft geen literprijs.',
  fuelNotSoldAt: (station: string, fuel: string) => `${station} verkoopt geen ${fuel}.`,
  fuelListedTwice: 'Deze brandstof staat twee keer in de lijst.',
  offerNotFound: 'Deze actie bestaat niet of hoort niet bij jouw account.',
  offerEndsBeforeStart: 'De einddatum moet na de startdatum liggen.',
  notAnImage: 'Kies een afbeeldingsbestand.',
  imageNotMultipart: 'Kies een afbeeldingsbestand. Stuur het als multipart/form-data.',
  imageType: 'Kies een afbeeldingsbestand. PNG, JPEG, GIF of WebP.',
  imageTooLarge: (limit: string) => `De afbeelding is groter dan ${limit}.`,
  uploadImageAgain: 'Upload de afbeelding opnieuw.',
  unknownArt: 'Onbekende afbeelding.',
} as const;

/** A brand as a partner may show it. */
export const GrantedBrandSchema = z.object({ slug: z.string(), name: z.string() });
export type GrantedBrand = z.infer<typeof GrantedBrandSchema>;

export const PartnerSettingsSchema = z.object({
  /** The brands an admin granted: the only ones the partner's stations may carry. */
  brands: z.array(GrantedBrandSchema),
  company_name: z.string().nullable(),
  kvk_number: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  brand_slug: z.string().nullable(),
  brand: z.string().nullable(),
  logo_url: z.string().nullable(),
  station_count: z.number().int(),
});
export type PartnerSettings = z.infer<typeof PartnerSettingsSchema>;

/** PUT /api/admin/partners/{id}/brands: the partner's brands, as a whole list (empty: onafhankelijk). */
export const PartnerBrandsBodySchema = z.object({
  brands: z
    .array(text().regex(/^[a-z0-9-]{1,40}$/, partnerMessages.unknownBrands))
    .max(20)
    .transform((slugs) => [...new Set(slugs)]),
});
export type PartnerBrandsBody = z.input<typeof PartnerBrandsBodySchema>;

export const PartnerBrandsResponseSchema = z.object({
  partner_id: z.string(),
  brands: z.array(GrantedBrandSchema),
});
export type PartnerBrandsResponse = z.infer<typeof PartnerBrandsResponseSchema>;

export const AssignPartnerBodySchema = z.object({ partnerId: z.uuid('Ongeldig partner-id.').nullable() });
export const AssignPartnerResponseSchema = z.object({
  station_id: z.string(),
  partner_id: z.string().nullable(),
});
export type AssignPartnerBody = z.input<typeof AssignPartnerBodySchema>;
export type AssignPartnerResponse = z.infer<typeof AssignPartnerResponseSchema>;
