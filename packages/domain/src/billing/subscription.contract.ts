import { z } from 'zod';
import { text } from '../common/text.ts';
import { SUBSCRIPTION_STATUSES } from './subscription-status.ts';

export { SUBSCRIPTION_STATUSES, subscriptionStatusLabels } from './subscription-status.ts';

// The subscription (docs/decisions/013-subscription-and-invoices.md): trialing → active → past_due →
// cancelled, back to active on a successful retry or resume. `none` until the first card.

export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const SUBSCRIPTION_EVENT_KINDS = [
  'trial_started',
  'charged',
  'charge_failed',
  'cancel_requested',
  'resumed',
  'cancelled',
  'payment_method_changed',
] as const;

export const SubscriptionEventSchema = z.object({
  id: z.string(),
  kind: z.enum(SUBSCRIPTION_EVENT_KINDS),
  /** Dutch text for the history list. */
  description: z.string(),
  amount_cents: z.number().int().nullable(),
  created_at: z.string(),
});
export type SubscriptionEvent = z.infer<typeof SubscriptionEventSchema>;

export const PAYMENT_METHOD_KINDS = ['balance', 'mandate', 'none'] as const;

/** GET /api/billing/subscription (also the answer of cancel and resume). */
export const SubscriptionSchema = z.object({
  status: SubscriptionStatusSchema,
  /** Monthly price incl. btw, in cents (250). */
  price_cents: z.number().int(),
  started_on: z.string().nullable(),
  /** Last day of the free month (YYYY-MM-DD), while there is one. */
  trial_ends_on: z.string().nullable(),
  /** The paid (or free) period running now. */
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  /** When and how much is charged next; null when nothing will be (cancelled, or cancelling at period end). */
  next_charge_on: z.string().nullable(),
  next_charge_cents: z.number().int().nullable(),
  cancel_at_period_end: z.boolean(),
  /** When a past_due charge is tried again. */
  next_retry_on: z.string().nullable(),
  /**
   * How it is paid: from the balance when it covers the fee, else the direct-debit mandate; `label` is Dutch
   * text for the portal ("Saldo, daarna incasso van NL** **** **** 1234").
   */
  payment_method: z.object({
    kind: z.enum(PAYMENT_METHOD_KINDS),
    label: z.string(),
    iban_masked: z.string().nullable(),
  }),
  history: z.array(SubscriptionEventSchema),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

const returnPath = text()
  .regex(/^\/(?!\/)[A-Za-z0-9/_?=&%.-]{0,200}$/, 'Ongeldig pad.')
  .optional();

/**
 * POST /api/billing/checkout: set up or change the payment method (the sandbox page, or Mollie's first
 * payment that creates the mandate). Answers `{ url }` to go to; 'Checkout mislukt' on failure.
 */
export const BillingCheckoutBodySchema = z.object({ return_path: returnPath });
export type BillingCheckoutBody = z.input<typeof BillingCheckoutBodySchema>;
/** POST /api/billing/checkout and POST /api/billing/portal (spec §7 reads `url`). */
export const BillingUrlResponseSchema = z.object({ url: z.string() });
export type BillingUrlResponse = z.infer<typeof BillingUrlResponseSchema>;
/** The portal is our own page: neither provider has a customer portal. */
export const SUBSCRIPTION_PORTAL_PATH = '/app/subscription';
