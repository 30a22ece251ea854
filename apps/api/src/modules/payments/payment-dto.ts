import { DEFAULT_PAYMENT_RETURN_PATH, type Payment } from '@fuellinq/domain';
import type { PaymentRow } from './payments.repository.ts';

/** Where a payment sends its payer back to (kept in its metadata). */
function returnPathOf(row: Pick<PaymentRow, 'metadata'>): string {
  const path = row.metadata.return_path;
  return typeof path === 'string' ? path : DEFAULT_PAYMENT_RETURN_PATH;
}

/** A payment as its owner sees it: the checkout only while it can still be paid. */
export function toPaymentDto(row: PaymentRow): Payment {
  return {
    id: row.id,
    purpose: row.purpose,
    amount_cents: row.amountCents,
    status: row.status,
    url: row.status === 'open' ? row.checkoutUrl : null,
    return_path: returnPathOf(row),
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}
