import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint.ts';
import { FuelTypeInputSchema, FuelTypeSchema } from '../fuel/fuel.schema.ts';
import { NL_BOUNDS, PricePerLitreSchema } from '../stations/partner.contract.ts';

// Price alerts (issue 28 §4): "tell me when diesel at this station, or within 10 km of here, is at most
// € 1,80". Checked from each price change; told by push, e-mail and/or the in-app list, within limits.

export const PRICE_ALERT_CHANNELS = ['push', 'email', 'app'] as const;
export type PriceAlertChannel = (typeof PRICE_ALERT_CHANNELS)[number];

export const PRICE_ALERT_CHANNEL_LABELS: Record<PriceAlertChannel, string> = {
  push: 'Pushmelding',
  email: 'E-mail',
  app: 'In de app',
};

/** How many alerts one driver may keep, paused ones included. */
export const MAX_PRICE_ALERTS_PER_USER = 25;
/** An area's radius in km: from the next village to a region, never the whole country. */
export const PRICE_ALERT_RADIUS_KM = { min: 1, max: 50 } as const;

const OUTSIDE_NL = 'Kies een punt in Nederland.';
const RADIUS_MESSAGE = `Kies een straal van ${PRICE_ALERT_RADIUS_KM.min} tot en met ${PRICE_ALERT_RADIUS_KM.max} km.`;

export const PriceAlertChannelsSchema = z
  .array(z.enum(PRICE_ALERT_CHANNELS, { error: 'Kies uit pushmelding, e-mail en in de app.' }), {
    error: 'Kies hoe je het wilt horen: pushmelding, e-mail en/of in de app.',
  })
  .min(1, 'Kies minstens één manier om het te horen.')
  .transform((channels) => [...new Set(channels)]);

const LatSchema = z
  .number({ error: OUTSIDE_NL })
  .min(NL_BOUNDS.minLat, OUTSIDE_NL)
  .max(NL_BOUNDS.maxLat, OUTSIDE_NL);
const LngSchema = z
  .number({ error: OUTSIDE_NL })
  .min(NL_BOUNDS.minLng, OUTSIDE_NL)
  .max(NL_BOUNDS.maxLng, OUTSIDE_NL);
const RadiusSchema = z
  .number({ error: RADIUS_MESSAGE })
  .min(PRICE_ALERT_RADIUS_KM.min, RADIUS_MESSAGE)
  .max(PRICE_ALERT_RADIUS_KM.max, RADIUS_MESSAGE);

/** A new alert: `station_id`, or an area (`lat`, `lng`, `radius_km`); never both. */
export const CreatePriceAlertSchema = z
  .object({
    station_id: z.uuid('Ongeldig station.').optional(),
    lat: LatSchema.optional(),
    lng: LngSchema.optional(),
    radius_km: RadiusSchema.optional(),
    fuel_type: FuelTypeInputSchema,
    max_price_eur_l: PricePerLitreSchema,
    channels: PriceAlertChannelsSchema,
  })
  .superRefine((value, context) => {
    const area = [value.lat, value.lng, value.radius_km].filter((part) => part !== undefined).length;
    if (value.station_id !== undefined && area > 0) {
      context.addIssue({
        code: 'custom',
        path: ['station_id'],
        message: 'Kies een station of een gebied, niet allebei.',
      });
    } else if (value.station_id === undefined && area < 3) {
      context.addIssue({
        code: 'custom',
        path: [value.lat === undefined ? 'lat' : value.lng === undefined ? 'lng' : 'radius_km'],
        message: 'Kies een station, of een gebied met een middelpunt en een straal.',
      });
    }
  });
export type CreatePriceAlertInput = z.input<typeof CreatePriceAlertSchema>;
export type CreatePriceAlert = z.output<typeof CreatePriceAlertSchema>;

/** A change: any of these; the centre and radius only for an area alert. */
export const UpdatePriceAlertSchema = z.strictObject(
  {
    lat: LatSchema.optional(),
    lng: LngSchema.optional(),
    radius_km: RadiusSchema.optional(),
    fuel_type: FuelTypeInputSchema.optional(),
    max_price_eur_l: PricePerLitreSchema.optional(),
    channels: PriceAlertChannelsSchema.optional(),
    paused: z.boolean({ error: 'Kies aan of gepauzeerd.' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Dit kun je niet wijzigen.' : undefined) },
);
export type UpdatePriceAlertInput = z.input<typeof UpdatePriceAlertSchema>;

export const PriceAlertSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['station', 'area']),
  station: z.object({ id: z.uuid(), title: z.string(), city: z.string().nullable() }).nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  radius_km: z.number().nullable(),
  fuel_type: FuelTypeSchema,
  max_price_eur_l: z.number(),
  channels: z.array(z.enum(PRICE_ALERT_CHANNELS)),
  paused: z.boolean(),
  created_at: z.string(),
});
export type PriceAlertDto = z.infer<typeof PriceAlertSchema>;

export const PriceAlertListSchema = z.array(PriceAlertSchema);
export const PriceAlertParamsSchema = z.object({ id: z.uuid('Ongeldig id.') });
export const PriceAlertUnsubscribeParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Deze afmeldlink klopt niet.'),
});

const tags = ['price-alerts'];

export const priceAlertEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/price-alerts',
    tags,
    summary: 'Mijn prijsalarmen',
    answers: { 200: PriceAlertListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/price-alerts',
    tags,
    summary: 'Een prijsalarm zetten: een station of een gebied, een brandstof en een maximumprijs',
    body: CreatePriceAlertSchema,
    answers: { 201: PriceAlertSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/price-alerts/:id',
    tags,
    summary: 'Een prijsalarm wijzigen of pauzeren',
    params: PriceAlertParamsSchema,
    body: UpdatePriceAlertSchema,
    answers: { 200: PriceAlertSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/price-alerts/:id',
    tags,
    summary: 'Een prijsalarm verwijderen',
    params: PriceAlertParamsSchema,
    answers: { 204: 'empty' },
  }),
  unsubscribe: defineEndpoint({
    method: 'GET',
    path: '/api/price-alerts/unsubscribe/:token',
    tags,
    summary: 'De afmeldlink uit een e-mail: pauzeert dat prijsalarm, zonder in te loggen (een HTML-pagina)',
    params: PriceAlertUnsubscribeParamsSchema,
    answers: { 200: 'file' },
  }),
  unsubscribeOneClick: defineEndpoint({
    method: 'POST',
    path: '/api/price-alerts/unsubscribe/:token',
    tags,
    summary: 'Afmelden met één klik vanuit het mailprogramma (RFC 8058): pauzeert dat prijsalarm',
    params: PriceAlertUnsubscribeParamsSchema,
    answers: { 200: 'file' },
  }),
};
