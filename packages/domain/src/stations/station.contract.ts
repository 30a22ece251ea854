import { z } from 'zod';
import { text } from '../common/text.ts';
import { FuelTypeInputSchema, FuelTypeSchema } from '../fuel/fuel.schema.ts';
import { CLOSES_AFTER_OPENS_MESSAGE, closesAfterOpens } from './opening-hours.ts';
import { PRICE_SOURCES } from './price-age.ts';
import {
  clampRadius,
  FEED_LIMIT_DEFAULT,
  FEED_LIMIT_MAX,
  OSM_ATTRIBUTION,
  RADIUS_DEFAULT_KM,
  STATION_SORTS,
} from './station-rules.ts';

/** The texts of the station endpoints' refusals (their codes and statuses: errors/error-codes.ts). */
export const stationErrorMessages = {
  notFound: 'Dit tankstation bestaat niet (meer).',
  unknownBrand: 'Onbekend merk.',
} as const;

/** A query-string number: empty means absent, anything unreadable is a 400 naming the field. */
const queryNumber = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: 'Moet een getal zijn.' })
      .refine(Number.isFinite, 'Moet een getal zijn.')
      .optional(),
  );

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    text().trim().max(max).optional(),
  );

const optionalFuel = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  FuelTypeInputSchema.optional(),
);

/** lat and lng come together or not at all. */
function withPosition<T extends z.ZodObject>(schema: T) {
  return schema.superRefine((value, context) => {
    const { lat, lng } = value as { lat?: number; lng?: number };
    if ((lat === undefined) !== (lng === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [lat === undefined ? 'lat' : 'lng'],
        message: 'Geef lat en lng allebei op.',
      });
    }
  });
}

const position = {
  lat: queryNumber().pipe(z.number().min(-90).max(90).optional()),
  lng: queryNumber().pipe(z.number().min(-180).max(180).optional()),
  /** Spec §5: clamped to 1–200 km, default 25. */
  radius_km: queryNumber().transform((value) =>
    value === undefined ? RADIUS_DEFAULT_KM : clampRadius(value),
  ),
};

export const PublicStationsQuerySchema = withPosition(
  z.object({
    q: optionalText(100),
    limit: queryNumber().pipe(z.number().int().min(1).max(FEED_LIMIT_MAX).default(FEED_LIMIT_DEFAULT)),
    fuel: optionalFuel,
    ...position,
  }),
);
export type PublicStationsQuery = z.output<typeof PublicStationsQuerySchema>;

export const StationSortSchema = z.enum(STATION_SORTS);

export const StationSearchQuerySchema = withPosition(
  z.object({
    q: optionalText(100),
    sort: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      StationSortSchema.default('cheapest'),
    ),
    fuel: optionalFuel,
    limit: queryNumber().pipe(z.number().int().min(1).max(100).default(50)),
    ...position,
  }),
);
export type StationSearchQuery = z.output<typeof StationSearchQuerySchema>;

export const PriceHistoryQuerySchema = z.object({
  fuel: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    FuelTypeInputSchema.default('euro95'),
  ),
  days: queryNumber().pipe(z.number().int().min(1).max(365).default(90)),
});

export const AttributionSchema = z.object({
  text: z.literal(OSM_ATTRIBUTION.text),
  url: z.literal(OSM_ATTRIBUTION.url),
  licence: z.literal(OSM_ATTRIBUTION.licence),
});

/**
 * Where a price comes from (decision 025): 'station' when the partner set it, 'tankbeurt' from a refuel's
 * pump, 'bestuurder' from a driver's report, 'demo' for a generated demo price.
 */
export const PriceSourceSchema = z.enum(PRICE_SOURCES);
export type PriceSource = z.infer<typeof PriceSourceSchema>;

export const StationPriceSchema = z.object({
  fuel_type: FuelTypeSchema,
  price_eur_l: z.number(),
  price_cents: z.number(),
  /** When the price was seen (ISO); the same as `observed_at`, kept for the spec. */
  updated_at: z.string(),
  /** The same as `price_source`, kept for the spec. */
  source: PriceSourceSchema,
  price_source: PriceSourceSchema,
  /** When the price was seen: the refuel's completion, the report, the partner's save (ISO). */
  observed_at: z.string(),
});
export type StationPrice = z.infer<typeof StationPriceSchema>;

export const OfferSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  badge: z.string().nullable(),
  image_url: z.string().nullable(),
  subtitle: z.string().nullable(),
  price_cents: z.number().int().nullable(),
  /** Made up by the demo seed, not by the station: shown with a "demo" mark, and it earns no extra points. */
  demo: z.boolean(),
});
export type OfferSummary = z.infer<typeof OfferSummarySchema>;

/** Spec §3, Station (public feed). */
export const PublicStationSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  postcode: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  distance_km: z.number().nullable(),
  logo_url: z.string(),
  fuels: z.array(FuelTypeSchema),
  prices: z.array(StationPriceSchema),
  offers: z.array(OfferSummarySchema),
});
export type PublicStation = z.infer<typeof PublicStationSchema>;

export const PublicStationsResponseSchema = z.object({
  stations: z.array(PublicStationSchema),
  attribution: AttributionSchema,
});
export type PublicStationsResponse = z.infer<typeof PublicStationsResponseSchema>;

/** Spec §3, Station (search), plus what a card needs to show and route to it. */
export const StationSearchItemSchema = z.object({
  id: z.string(),
  brand: z.string().nullable(),
  city: z.string().nullable(),
  price: z.number().nullable(),
  distance_km: z.number().nullable(),
  perks: z.array(z.string()),
  offers: z.array(OfferSummarySchema),
  logo: z.string(),
  title: z.string(),
  postcode: z.string().nullable(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  fuel_type: FuelTypeSchema,
  /** Where `price` comes from and when it was seen; null without a price. */
  price_source: PriceSourceSchema.nullable(),
  price_updated_at: z.string().nullable(),
  observed_at: z.string().nullable(),
});
export type StationSearchItem = z.infer<typeof StationSearchItemSchema>;

export const StationSearchResponseSchema = z.object({
  items: z.array(StationSearchItemSchema),
  attribution: AttributionSchema,
});
export type StationSearchResponse = z.infer<typeof StationSearchResponseSchema>;

export const OpeningPeriodSchema = z
  .object({
    day: z.number().int().min(1).max(7),
    opens: text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Gebruik UU:MM, bijvoorbeeld 06:00.'),
    closes: text().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Gebruik UU:MM, bijvoorbeeld 22:00.'),
  })
  .refine(closesAfterOpens, { path: ['closes'], message: CLOSES_AFTER_OPENS_MESSAGE });

export const StationDetailSchema = PublicStationSchema.extend({
  prices: z.array(
    StationPriceSchema.extend({
      /** Minutes since the price was set, by the server's clock. */
      age_minutes: z.number().int(),
    }),
  ),
  opening_hours: z.array(OpeningPeriodSchema),
  /** The hours were made up by the demo seed: shown as demo; `open_now` is then null. */
  opening_hours_demo: z.boolean(),
  /** Open at the server's now by the station's own hours; null when none are known. */
  open_now: z.boolean().nullable(),
  perks: z.array(z.string()),
  unmanned: z.boolean(),
  motorway: z.boolean(),
  attribution: AttributionSchema,
});
export type StationDetail = z.infer<typeof StationDetailSchema>;

export const NationalAverageSchema = z.object({
  fuel_type: FuelTypeSchema,
  source: z.literal('CBS'),
  label: z.string(),
  source_url: z.string(),
  points: z.array(z.object({ date: z.string(), price_eur_l: z.number() })),
  /** The last day CBS has published a figure for (YYYY-MM-DD): the average runs "t/m" this day. */
  through: z.string().nullable(),
});
export type NationalAverage = z.infer<typeof NationalAverageSchema>;

export const PriceHistoryResponseSchema = z.object({
  station_id: z.string(),
  fuel_type: FuelTypeSchema,
  days: z.number().int(),
  /** The day's last price, with where it came from (the chart marks each source). */
  points: z.array(
    z.object({
      date: z.string(),
      price_eur_l: z.number(),
      price_cents: z.number(),
      source: PriceSourceSchema,
    }),
  ),
  /** The CBS national average with its own, real dates; null for fuels CBS has no daily series for. */
  national_average: NationalAverageSchema.nullable(),
});
export type PriceHistoryResponse = z.infer<typeof PriceHistoryResponseSchema>;

export const NationalAverageQuerySchema = z.object({
  days: queryNumber().pipe(z.number().int().min(1).max(366).default(90)),
});

export const BrandSchema = z.object({ slug: z.string(), name: z.string(), logo_url: z.string() });
export type Brand = z.infer<typeof BrandSchema>;
export const BrandListResponseSchema = z.object({ items: z.array(BrandSchema) });

export const FavoriteStationsResponseSchema = z.object({
  items: z.array(PublicStationSchema),
  attribution: AttributionSchema,
});
export type FavoriteStationsResponse = z.infer<typeof FavoriteStationsResponseSchema>;

export const BrandParamsSchema = z.object({ slug: text().regex(/^[a-z0-9-]{1,40}$/, 'Onbekend merk.') });
export const ArtParamsSchema = z.object({
  name: text().regex(/^[a-z-]{1,40}\.svg$/, 'Onbekende afbeelding.'),
});
