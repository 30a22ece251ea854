import { z } from 'zod';
import { text } from '../common/text.ts';
import { ErrorBodySchema } from '../errors/error-body.ts';
import { pageResponseSchema, PageQuerySchema } from '../common/common.contract.ts';
import { PREPAID_CARD_PRICE_CENTS, PREPAID_CARD_REGULAR_PRICE_CENTS } from '../cards/card-rules.ts';
import { formatEuro } from '../format/nl-format.ts';
import { errorCatalogue } from '../errors/error-codes.ts';

// The prepaid balance: top-ups through a payment provider, the ledger, automatic top-up
// (docs/decisions/012-money.md). Money is integer cents.

/** A top-up: at least € 10, at most € 500 at a time. */
export const TOP_UP_MIN_CENTS = 1_000;
export const TOP_UP_MAX_CENTS = 50_000;
/** The amounts the wallet screen offers with one tap. */
export const TOP_UP_PRESETS_CENTS = [2_500, 5_000, 10_000] as const;
/**
 * The first payment that sets up automatic top-ups (a SEPA direct-debit mandate) is a € 0,01 verification;
 * it lands on the balance as a top-up of one cent.
 */
export const MANDATE_VERIFICATION_CENTS = 1;
/** Where a top-up, a mandate or a card fee returns to when the caller names no page. */
export const DEFAULT_PAYMENT_RETURN_PATH = '/app/wallet';
/**
 * After paying (or cancelling) the provider sends the person back to this page of the web app: it polls
 * GET /api/payments/{id} and then goes on to the payment's return path. The money itself only moves by the
 * provider's webhook (or the sandbox's decision), never by this return. An organisation's payment (its
 * account pays, decision 024) names the organisation, and the page reads it through the organisation
 * (GET /api/orgs/{orgId}/balance/payments/{id}).
 */
export function paymentReturnPagePath(paymentId: string, orgId?: string | null): string {
  const page = `/app/betaling/${encodeURIComponent(paymentId)}`;
  return orgId ? `${page}?org=${encodeURIComponent(orgId)}` : page;
}

/**
 * The sandbox provider's payment page in the web app (on our own origin, as the sandbox bank's). The
 * payment's own secret rides in the fragment, which a browser never sends to a server: the page posts it
 * with the decision, so an id from a log or a screen is not enough to pay or cancel someone's payment.
 */
export function sandboxPaymentPagePath(providerPaymentId: string, secret: string): string {
  return `/betalen/sandbox/${encodeURIComponent(providerPaymentId)}#${new URLSearchParams({ secret }).toString()}`;
}

/** The secret in a sandbox payment page's fragment (`#secret=…`), or '' when there is none. */
export function sandboxSecretOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('secret') ?? '';
}

export const balanceMessages = {
  paymentLinkIncomplete: 'Deze betaallink is niet compleet. Start de betaling opnieuw vanuit FuelLinq.',
  insufficient: errorCatalogue.insufficient_balance.message,
  topUpRange: `Kies een bedrag van ${formatEuro(TOP_UP_MIN_CENTS)} tot ${formatEuro(TOP_UP_MAX_CENTS)}.`,
  topUpFailed: 'Opwaarderen mislukt',
  paymentNotFound: 'Deze betaling bestaat niet (meer).',
  paymentDone: errorCatalogue.payment_done.message,
  noMandate: errorCatalogue.no_mandate.message,
  bankNotLinked: 'Koppel eerst je bankrekening, dan kun je automatisch opwaarderen.',
  providerUnavailable: 'De betaaldienst is tijdelijk niet bereikbaar. Probeer het zo opnieuw.',
  autoTopUpSaved: 'Automatisch opwaarderen opgeslagen.',
  idempotencyReused: errorCatalogue.idempotency_key_reused.message,
  idempotencyInProgress: errorCatalogue.idempotency_in_progress.message,
  idempotencyKeyInvalid: 'Ongeldige Idempotency-Key.',
  cardFeeCheckout: `Een extra pas kost ${formatEuro(PREPAID_CARD_PRICE_CENTS)} (normaal ${formatEuro(PREPAID_CARD_REGULAR_PRICE_CENTS)}). Je saldo is te laag: betaal de pas los.`,
} as const;

const cents = (message: string) => z.number({ error: message }).int(message);

/** GET /api/balance */
export const BalanceResponseSchema = z.object({
  balance_cents: z.number().int(),
  available_cents: z.number().int(),
  /** Held for refuels in progress. */
  reserved_cents: z.number().int(),
  auto_top_up: z
    .object({ enabled: z.boolean(), threshold_cents: z.number().int(), amount_cents: z.number().int() })
    .nullable(),
  /** A direct-debit mandate for automatic top-ups, when there is one. */
  mandate: z.object({ status: z.string(), iban_masked: z.string().nullable() }).nullable(),
});
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>;

export const LEDGER_ENTRY_KINDS = [
  'top_up',
  'reservation',
  'release',
  'capture',
  'refund',
  'reward_credit',
  'card_fee',
  'subscription_fee',
  'payout',
] as const;

export const ledgerKindLabels: Record<(typeof LEDGER_ENTRY_KINDS)[number], string> = {
  top_up: 'Opwaardering',
  reservation: 'Gereserveerd voor tanken',
  release: 'Vrijgegeven',
  capture: 'Getankt',
  refund: 'Terugbetaling',
  reward_credit: 'Beloning',
  card_fee: 'Extra pas',
  subscription_fee: 'Abonnement',
  payout: 'Teruggestort naar je rekening',
};

/** GET /api/balance/history: the ledger, newest first. */
export const LedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  balance_delta_cents: z.number().int(),
  available_delta_cents: z.number().int(),
  reference: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
export const LedgerPageSchema = pageResponseSchema(LedgerEntrySchema);
export type LedgerPage = z.infer<typeof LedgerPageSchema>;
export const LedgerQuerySchema = PageQuerySchema;

/** POST /api/balance/top-ups (Idempotency-Key): a payment at the provider; `url` is its checkout. */
export const TopUpBodySchema = z.object({
  amount_cents: cents(balanceMessages.topUpRange)
    .min(TOP_UP_MIN_CENTS, balanceMessages.topUpRange)
    .max(TOP_UP_MAX_CENTS, balanceMessages.topUpRange),
  /** Where to come back to after paying (a path of this app, e.g. '/app/wallet'; never `//other.site`). */
  return_path: text()
    .regex(/^\/(?!\/)[A-Za-z0-9/_?=&%.-]{0,200}$/, 'Ongeldig pad.')
    .optional(),
});
export type TopUpBody = z.input<typeof TopUpBodySchema>;

export const PAYMENT_STATUSES = ['open', 'paid', 'failed', 'canceled', 'expired'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const PaymentSchema = z.object({
  id: z.string(),
  purpose: z.enum(['top_up', 'card_fee', 'mandate']),
  amount_cents: z.number().int(),
  status: PaymentStatusSchema,
  /** The provider's checkout, while the payment is open. */
  url: z.string().nullable(),
  /** Where the person goes once it is paid (the refuel it was for, the wallet). */
  return_path: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** POST /api/balance/top-ups and POST /api/balance/mandate answer with the checkout to go to. */
export const CheckoutResponseSchema = z.object({ url: z.string(), payment: PaymentSchema });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** The sandbox payment page (GET /api/payments/sandbox/{id}): what is being paid, to whom. */
export const SandboxPaymentSchema = z.object({
  id: z.string(),
  description: z.string(),
  amount_cents: z.number().int(),
  status: PaymentStatusSchema,
  /** A first payment sets up automatic top-ups (a direct-debit mandate from the linked account). */
  sets_up_mandate: z.boolean(),
});
export type SandboxPayment = z.infer<typeof SandboxPaymentSchema>;

/** POST /api/payments/sandbox/{id}/decision: Betalen or Annuleren, as the bank's page would. */
export const SandboxPaymentDecisionBodySchema = z.object({
  decision: z.enum(['pay', 'cancel'], { error: 'Kies Betalen of Annuleren.' }),
  /** From the checkout URL's fragment (sandboxPaymentPagePath). */
  secret: text({ error: balanceMessages.paymentLinkIncomplete })
    .min(1, balanceMessages.paymentLinkIncomplete)
    .max(200),
});
export type SandboxPaymentDecisionBody = z.infer<typeof SandboxPaymentDecisionBodySchema>;
export const SandboxPaymentDecisionResponseSchema = z.object({ redirect_url: z.string() });
export type SandboxPaymentDecisionResponse = z.infer<typeof SandboxPaymentDecisionResponseSchema>;

/**
 * POST /api/cards for an extra card when the balance is short: 409 `insufficient_balance` with the text
 * `balanceMessages.cardFeeCheckout` and a checkout for the fee; once paid, the card is issued.
 */
export const CardFeeCheckoutErrorSchema = ErrorBodySchema.extend({
  checkout_url: z.string(),
  payment_id: z.string(),
});
export type CardFeeCheckoutError = z.infer<typeof CardFeeCheckoutErrorSchema>;

/** PUT /api/balance/auto-top-up: below the threshold, top up the amount through the mandate. */
export const AutoTopUpBodySchema = z.object({
  enabled: z.boolean(),
  threshold_cents: cents(balanceMessages.topUpRange).min(0).max(TOP_UP_MAX_CENTS),
  amount_cents: cents(balanceMessages.topUpRange)
    .min(TOP_UP_MIN_CENTS, balanceMessages.topUpRange)
    .max(TOP_UP_MAX_CENTS, balanceMessages.topUpRange),
});
export type AutoTopUpBody = z.input<typeof AutoTopUpBodySchema>;

/** An Idempotency-Key header: what a client sends to make a money write safe to retry. */
export const IdempotencyKeySchema = text()
  .min(8, 'Een Idempotency-Key heeft minstens 8 tekens.')
  .max(200)
  .regex(/^[A-Za-z0-9._:-]+$/, 'Een Idempotency-Key bestaat uit letters, cijfers en . _ : -');

/** POST /api/payments/mollie/webhook: Mollie posts the payment's id, form-encoded, and nothing else. */
export const MollieWebhookBodySchema = z.object({ id: text().min(1).max(100) });
