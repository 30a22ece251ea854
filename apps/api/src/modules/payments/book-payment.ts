import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../db/database.ts';
import {
  descriptionKey,
  liveProvider,
  type PaymentsContext,
  providerDescriptions,
  providerUnavailable,
  returnLink,
  textOf,
} from './payments-context.ts';
import type { PaymentRow } from './payments.repository.ts';
import type { ProviderPayment, SequenceType } from './providers/payment-provider.ts';
import { settlePayment } from './settle-payment.ts';

// A payment is booked in our table first (open, without the provider's id) and then sent to the provider:
// what a checkout and a charge on a mandate share. A request key finds the payment booked before.

export interface PaymentBooking {
  userId: string;
  purpose: PaymentRow['purpose'];
  sequenceType: SequenceType;
  amountCents: number;
  requestKey: string | null;
  mandateId?: string | null;
  metadata: Record<string, unknown>;
}

/** Books an open payment, or finds the one this request key booked before. */
export async function bookPayment(
  context: PaymentsContext,
  executor: Database,
  values: PaymentBooking,
): Promise<PaymentRow> {
  const { repository, now } = context;
  if (values.requestKey) {
    const existing = await repository.findByRequestKey(executor, values.userId, values.requestKey);
    if (existing) return existing;
  }
  const inserted = await repository.insert(executor, {
    userId: values.userId,
    provider: liveProvider(context).id,
    purpose: values.purpose,
    sequenceType: values.sequenceType,
    amountCents: values.amountCents,
    requestKey: values.requestKey,
    mandateId: values.mandateId ?? null,
    metadata: values.metadata,
    createdAt: now(),
    updatedAt: now(),
  });
  if (inserted) return inserted;
  // The same key at the same moment: the other request booked it.
  const other = await repository.findByRequestKey(executor, values.userId, values.requestKey ?? '');
  if (!other) throw new AppError('conflict');
  return other;
}

/**
 * Creates the booked payment at the provider. In the caller's transaction a failure rolls everything
 * back; on its own, the payment is failed (and announced), gives its request key back so that a retry
 * tries anew, and the caller gets a 503.
 */
export async function sendPayment(
  context: PaymentsContext,
  row: PaymentRow,
  executor: Database,
): Promise<PaymentRow> {
  const active = liveProvider(context);
  let made: ProviderPayment;
  try {
    made = await active.createPayment({
      paymentId: row.id,
      userId: row.userId,
      sequenceType: row.sequenceType,
      amountCents: row.amountCents,
      description: providerDescriptions[descriptionKey(row)],
      redirectUrl: row.sequenceType === 'recurring' ? null : `${context.config.publicUrl}${returnLink(row)}`,
      webhookUrl: context.webhookUrl,
      customerId: textOf(row.metadata.customer_id),
      mandateId: row.mandateId,
    });
  } catch (error) {
    context.report(error, `creating payment ${row.id} at ${active.id}`);
    if (executor === context.db) {
      await settlePayment(context, row, { status: 'failed', mandate: null });
      await context.repository.forgetRequestKey(row.id);
    }
    throw providerUnavailable();
  }
  const attached = await context.repository.attachProvider(executor, row.id, {
    providerPaymentId: made.id,
    checkoutUrl: made.checkoutUrl,
    at: context.now(),
  });
  return attached ?? row;
}
