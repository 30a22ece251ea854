import { z } from 'zod';
import { ErrorBodySchema } from '../errors/error-body.ts';
import { text } from '../common/text.ts';
import { CARD_LABEL_MAX, cardErrors } from './card-rules.ts';

export * from './card-number.ts';
export * from './card-rules.ts';

/** Spec §3 Card, as the API sends it: never the full number. */
export const CardSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  last4: z.string(),
  masked_pan: z.string(),
  /** 'active', 'blocked', 'paused' or 'pending'; a client shows other values raw. */
  status: z.string(),
  is_active: z.boolean(),
  /**
   * The licence plate (as stored: no dashes) of the user's vehicle this card refuels: its refuels go into
   * that vehicle's logbook.
   */
  plate: z.string().nullable(),
  created_at: z.string(),
});
export type Card = z.infer<typeof CardSchema>;

/** GET /api/cards answers a plain array (spec §7: "array or cards"; a client reads both). */
export const CardListResponseSchema = z.array(CardSchema);
/** What the web app reads from GET /api/cards: spec §7 says "array or cards"; our API sends the array. */
export const CardListReadSchema = z.union([CardListResponseSchema, z.object({ cards: z.array(CardSchema) })]);
export type CardListRead = z.infer<typeof CardListReadSchema>;

export const ActiveCardResponseSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  last4: z.string(),
});
export type ActiveCard = z.infer<typeof ActiveCardResponseSchema>;

/** A label as typed: trimmed, at most CARD_LABEL_MAX characters. */
export const CardLabelTextSchema = text().trim().max(CARD_LABEL_MAX, cardErrors.label_too_long);

/** A label in a request: blank counts as none (the route fills in its default). */
export const CardLabelSchema = CardLabelTextSchema.nullish().transform((value) => value || null);

export const CreateCardBodySchema = z.object({ label: CardLabelSchema });
export type CreateCardBody = z.input<typeof CreateCardBodySchema>;
/** The body as a route takes it: a request without one counts as `{}`. */
export const CreateCardRequestSchema = CreateCardBodySchema.nullish().transform(
  (body) => body ?? { label: null },
);

/** PUT /api/cards/{id}/vehicle: the user's vehicle this card refuels, or null for none. */
export const CardVehicleBodySchema = z.object({
  vehicle_id: z.uuid('Kies een van je voertuigen.').nullable(),
});
export type CardVehicleBody = z.input<typeof CardVehicleBodySchema>;

export const SelectCardBodySchema = z.object({ cardId: z.uuid('Ongeldige pas.') });
export type SelectCardBody = z.infer<typeof SelectCardBodySchema>;

/**
 * A 409 of POST /api/cards: the fee of an extra card needs a checkout first (`checkout_url`, `payment_id`:
 * CardFeeCheckoutError), or another conflict with the plain error body.
 */
export const CreateCardConflictSchema = ErrorBodySchema.extend({
  checkout_url: z.string().optional(),
  payment_id: z.string().optional(),
});
