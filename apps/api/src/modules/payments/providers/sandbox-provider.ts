import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { sandboxPaymentPagePath } from '@fuellinq/domain';
import type { PaymentProvider, ProviderPayment, ProviderStatus, SequenceType } from './payment-provider.ts';

/** An open sandbox payment nobody decided on is void after a day, as a provider's checkout expires. */
export const SANDBOX_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** What the sandbox knows of one of its payments; it keeps its books in our payments table. */
export interface SandboxEntry {
  sequenceType: SequenceType;
  amountCents: number;
  createdAt: Date;
  /** The person's answer on the sandbox page, once given. */
  decision: 'paid' | 'canceled' | null;
  /** The linked account a first payment sets a mandate up for. */
  ibanMasked: string | null;
}

export interface SandboxBook {
  find(providerPaymentId: string): Promise<SandboxEntry | null>;
  /** Records the person's answer once; returns the answer that stands (the first one). */
  decide(providerPaymentId: string, decision: 'paid' | 'canceled'): Promise<'paid' | 'canceled' | null>;
}

export type SandboxProvider = PaymentProvider & {
  /** Betalen or Annuleren on the sandbox page; the payment is then read back as a webhook would. */
  decide(providerPaymentId: string, decision: 'paid' | 'canceled'): Promise<'paid' | 'canceled' | null>;
  /** Whether `secret` is this payment's own, from its checkout URL. */
  holdsSecret(providerPaymentId: string, secret: string): boolean;
};

/**
 * The sandbox provider: a consent-style payment page on our own origin (`/betalen/sandbox/{id}#secret=…`) with Betalen
 * and Annuleren, like the sandbox bank. It moves no real money: a payment is paid when the person says so,
 * a charge on a mandate is paid at once. It needs no network and no contract, and is the default.
 */
export function createSandboxProvider(
  book: SandboxBook,
  now: () => Date,
  /** Keys each payment's secret (WALLET_LINK_SECRET: it signs every link that opens something of a user's). */
  linkSecret: string,
): SandboxProvider {
  // Derived, not stored: the checkout URL can be made again whenever the payment is read back.
  const secretOf = (providerPaymentId: string) =>
    createHmac('sha256', linkSecret).update(`sandbox-payment:${providerPaymentId}`).digest('base64url');
  const checkoutOf = (providerPaymentId: string) =>
    sandboxPaymentPagePath(providerPaymentId, secretOf(providerPaymentId));

  function statusOf(entry: SandboxEntry): ProviderStatus {
    if (entry.decision) return entry.decision;
    if (entry.sequenceType === 'recurring') return 'paid';
    return now().getTime() - entry.createdAt.getTime() > SANDBOX_EXPIRY_MS ? 'expired' : 'open';
  }

  async function getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    const entry = await book.find(providerPaymentId);
    if (!entry) return null;
    const status = statusOf(entry);
    return {
      id: providerPaymentId,
      status,
      checkoutUrl: status === 'open' ? checkoutOf(providerPaymentId) : null,
      amountCents: entry.amountCents,
      customerId: null,
      mandate:
        entry.sequenceType === 'first' && status === 'paid'
          ? {
              id: `sandbox-mandate-${providerPaymentId}`,
              customerId: null,
              status: 'valid',
              method: 'directdebit',
              ibanMasked: entry.ibanMasked,
            }
          : null,
    };
  }

  return {
    id: 'sandbox',

    createCustomer: () => Promise.resolve(null),

    createPayment(request) {
      if (request.sequenceType === 'recurring' && !request.mandateId) {
        return Promise.reject(new Error('sandbox: a recurring payment needs a mandate'));
      }
      const id = randomUUID();
      const recurring = request.sequenceType === 'recurring';
      return Promise.resolve({
        id,
        status: recurring ? 'paid' : 'open',
        checkoutUrl: recurring ? null : checkoutOf(id),
        amountCents: request.amountCents,
        customerId: null,
        mandate: null,
      });
    },

    getPayment,

    decide: (providerPaymentId, decision) => book.decide(providerPaymentId, decision),

    holdsSecret(providerPaymentId, secret) {
      const expected = Buffer.from(secretOf(providerPaymentId));
      const given = Buffer.from(secret);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    async cancelPayment(providerPaymentId) {
      const entry = await book.find(providerPaymentId);
      // Only an open payment can be cancelled; the first answer stands (a payer who was first has paid).
      if (entry && statusOf(entry) === 'open') await book.decide(providerPaymentId, 'canceled');
      return getPayment(providerPaymentId);
    },

    // The sandbox's mandates exist only in our own table, which the payments service revokes.
    revokeMandate: () => Promise.resolve(),

    // A transfer to the linked account, recorded on the payout itself: the sandbox moves no real money.
    payOut: (request) =>
      Promise.resolve({
        status: 'paid',
        references: [`sandbox-payout-${request.payoutId}`],
        paidCents: request.amountCents,
      }),
  };
}
