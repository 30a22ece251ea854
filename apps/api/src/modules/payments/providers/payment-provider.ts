/**
 * How FuelLinq takes money in, whatever the provider (docs/decisions/012-money.md). The payments service
 * owns the payment rows and the ledger; a provider only creates a payment at its side, and tells what it
 * knows of one when asked. Its answer, never what a browser brings back, decides whether money moved.
 */
export interface PaymentProvider {
  readonly id: 'sandbox' | 'mollie';
  /** A customer at the provider, needed for a first payment (a mandate belongs to a customer); null when the provider has none. */
  createCustomer(userId: string): Promise<string | null>;
  createPayment(request: ProviderPaymentRequest): Promise<ProviderPayment>;
  /** The payment as the provider knows it now; null when it knows no payment by this id. */
  getPayment(providerPaymentId: string): Promise<ProviderPayment | null>;
  /**
   * Cancels an open payment where the provider allows it, and answers the payment as it stands afterwards:
   * still open when it cannot be cancelled (Mollie's iDEAL payments run out instead), paid when the payer
   * was first; null when the provider knows no payment by this id.
   */
  cancelPayment(providerPaymentId: string): Promise<ProviderPayment | null>;
  /** Revokes a direct-debit mandate, so nothing can be charged on it any more; revoking twice is harmless. */
  revokeMandate(mandate: { id: string; customerId: string | null }): Promise<void>;
  /** Pays money back to the person's own bank account (see ProviderPayoutRequest). */
  payOut(request: ProviderPayoutRequest): Promise<ProviderPayout>;
}

/**
 * Money back to the person. The sandbox records a transfer to the linked account; Mollie has no transfer to
 * a consumer's account, so it refunds the person's own paid payments (`sources`, newest first), each to the
 * account it was paid from, until the amount is covered.
 */
export interface ProviderPayoutRequest {
  /** Our payout's id: the provider's idempotency keys are built from it, so a retry pays once. */
  payoutId: string;
  amountCents: number;
  ibanMasked: string | null;
  description: string;
  sources: { providerPaymentId: string; amountCents: number }[];
}

export interface ProviderPayout {
  /** `paid`: the money is on its way for certain (the sandbox); `sent`: the provider accepted the refunds. */
  status: 'sent' | 'paid';
  /** The provider's transfer or refund ids. */
  references: string[];
  /** What was paid out; less than asked when the sources could not cover it. */
  paidCents: number;
}

export type SequenceType = 'oneoff' | 'first' | 'recurring';
export type ProviderStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface ProviderPaymentRequest {
  /** Our payment's id: the provider's idempotency key and its metadata, so a retry finds the same payment. */
  paymentId: string;
  userId: string;
  sequenceType: SequenceType;
  amountCents: number;
  description: string;
  /** Where the person returns after paying; none for a recurring charge (nobody is at hand). */
  redirectUrl: string | null;
  /** Where the provider reports a change; null when it cannot reach us (a local address). */
  webhookUrl: string | null;
  customerId: string | null;
  mandateId: string | null;
}

export interface ProviderMandate {
  id: string;
  customerId: string | null;
  status: 'valid' | 'pending' | 'invalid';
  method: string;
  ibanMasked: string | null;
}

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  /** Where the person pays, while that is still possible. */
  checkoutUrl: string | null;
  amountCents: number;
  customerId: string | null;
  /** The mandate a paid first payment set up. */
  mandate: ProviderMandate | null;
}

/** € amounts as the providers write them: "12.50". */
export const euroValue = (cents: number) => (cents / 100).toFixed(2);

export function centsOf(value: string): number {
  const cents = Math.round(Number(value) * 100);
  if (!Number.isSafeInteger(cents)) throw new Error(`not an amount: ${value}`);
  return cents;
}
