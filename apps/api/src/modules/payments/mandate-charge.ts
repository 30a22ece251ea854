import type { Database } from '../../db/database.ts';
import { bookPayment, sendPayment } from './book-payment.ts';
import { liveProvider, type PaymentsContext } from './payments-context.ts';
import type { MandateRow, PaymentRow } from './payments.repository.ts';
import { notifyPayment } from './settle-payment.ts';

// A charge on a direct-debit mandate (an automatic top-up, a subscription month): booked in the caller's
// transaction under its lock, sent to the provider after that committed. A retried job finds its own
// charge by its request key instead of charging twice.

/** A charge on a mandate for an automatic top-up, booked under the caller's lock before it is sent. */
export interface MandateChargeRequest {
  userId: string;
  amountCents: number;
  mandate: MandateRow;
  /** Unique per attempt: a retried job finds its own payment instead of charging twice. */
  requestKey: string;
  /** What the charge is for (default an automatic top-up); handed to paymentPaid/paymentFailed. */
  metadata?: Record<string, unknown>;
}

/** Books an open charge on a mandate inside the caller's transaction (which holds the user's lock). */
export function openMandateCharge(
  context: PaymentsContext,
  tx: Database,
  request: MandateChargeRequest,
): Promise<PaymentRow> {
  liveProvider(context);
  return bookPayment(context, tx, {
    userId: request.userId,
    purpose: 'top_up',
    sequenceType: 'recurring',
    amountCents: request.amountCents,
    requestKey: request.requestKey,
    mandateId: request.mandate.providerMandateId,
    metadata: {
      ...(request.metadata ?? { auto_top_up: true }),
      ...(request.mandate.providerCustomerId ? { customer_id: request.mandate.providerCustomerId } : {}),
    },
  });
}

/** Sends a booked charge to the provider (after the booking committed); a charge paid at once is settled. */
export async function sendMandateCharge(context: PaymentsContext, row: PaymentRow): Promise<PaymentRow> {
  if (row.status !== 'open') return row;
  const sent = row.providerPaymentId ? row : await sendPayment(context, row, context.db);
  if (sent.providerPaymentId) await notifyPayment(context, sent.providerPaymentId);
  return (await context.repository.findOwned(row.userId, row.id)) ?? sent;
}
