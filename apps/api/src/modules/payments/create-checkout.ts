import type { Payment } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { bookPayment, sendPayment } from './book-payment.ts';
import { toPaymentDto } from './payment-dto.ts';
import { liveProvider, type PaymentsContext, providerUnavailable, returnLink } from './payments-context.ts';
import type { PaymentRow } from './payments.repository.ts';
import type { SequenceType } from './providers/payment-provider.ts';

// A payment the person pays at the provider's page: a top-up, an extra card's fee, or the first payment of
// a direct-debit mandate. The ledger is credited when the provider says it is paid (settle-payment.ts).

export interface CheckoutRequest {
  userId: string;
  purpose: 'top_up' | 'card_fee' | 'mandate';
  amountCents: number;
  /** What to do once paid: `{ transaction_id }` continues a refuel, `{ card_label }` issues a card. */
  metadata?: Record<string, unknown>;
  /** Where the person lands after paying (a path of this app). */
  returnPath: string;
  /** The caller's Idempotency-Key, so a retried request finds the same payment. */
  requestKey?: string | null;
}

/** A path of this app, never another site (`//evil.example` is protocol-relative). */
function safePath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/app/wallet';
}

/** The checkout of a payment: the provider's page while it is open, else our return page. */
export function checkoutOf(row: PaymentRow): { url: string; payment: Payment } {
  const open = row.status === 'open' && row.checkoutUrl;
  return { url: open ? row.checkoutUrl! : returnLink(row), payment: toPaymentDto(row) };
}

/**
 * Creates a payment at the configured provider and answers its checkout. Given a transaction (`executor`),
 * the payment is written in it: it exists only if the caller's change commits.
 */
export async function createCheckout(
  context: PaymentsContext,
  request: CheckoutRequest,
  executor: Database = context.db,
): Promise<{ url: string; payment: Payment }> {
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
    throw new Error(`createCheckout: not an amount: ${request.amountCents}`);
  }
  const active = liveProvider(context);
  const sequenceType: SequenceType = request.purpose === 'mandate' ? 'first' : 'oneoff';
  const requestKey = request.requestKey ?? null;
  if (requestKey) {
    const existing = await context.repository.findByRequestKey(executor, request.userId, requestKey);
    if (existing?.providerPaymentId) return checkoutOf(existing);
  }
  let customerId: string | null = null;
  if (sequenceType === 'first') {
    try {
      customerId =
        (await context.repository.customerId(executor, request.userId, active.id)) ??
        (await active.createCustomer(request.userId));
    } catch (error) {
      context.report(error, `creating a customer at ${active.id}`);
      throw providerUnavailable();
    }
  }
  const row = await bookPayment(context, executor, {
    userId: request.userId,
    purpose: request.purpose,
    sequenceType,
    amountCents: request.amountCents,
    requestKey,
    metadata: {
      ...request.metadata,
      return_path: safePath(request.returnPath),
      ...(customerId ? { customer_id: customerId } : {}),
    },
  });
  // Only an open payment that never reached its provider is sent (again); any other is answered as it is.
  const unsent = row.status === 'open' && !row.providerPaymentId;
  return checkoutOf(unsent ? await sendPayment(context, row, executor) : row);
}
