import { billingMessages, type RefundRefuelBody, type RefundRefuelResponse } from '@fuellinq/domain';
import { refuelOwner } from '../../db/queries/billing.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { InvoicesServiceDeps } from './billing-deps.ts';
import { refundRefuel } from './refund-refuel.ts';

/**
 * POST /api/admin/refuels/{id}/refund: an admin pays a completed refuel back, in part or whole, once; the
 * owner's balance is credited and the refund is audited under the admin's name.
 */
export async function refundAsAdmin(
  deps: InvoicesServiceDeps,
  actorUserId: string,
  transactionId: string,
  body: RefundRefuelBody,
): Promise<RefundRefuelResponse> {
  const refuel = await refuelOwner(deps.db, transactionId);
  if (!refuel || refuel.status !== 'completed' || refuel.amountCents === null)
    throw notFound(billingMessages.refuelNotFound);
  if (body.amount_cents > refuel.amountCents)
    throw fieldError('amount_cents', 'validation_error', billingMessages.refundTooHigh);
  const result = await refundRefuel(deps, refuel.userId, transactionId, body.amount_cents, body.reason);
  if (!result.booked) throw new AppError('already_refunded');
  await writeAudit(deps.db, {
    actorUserId,
    action: 'refuel.refund',
    entity: 'fuel_transaction',
    entityId: transactionId,
    details: {
      owner_user_id: refuel.userId,
      amount_cents: result.refundCents,
      reason: body.reason,
      credit_note: result.creditNote?.number ?? null,
    },
  });
  return {
    refund_cents: result.refundCents,
    credit_note: result.creditNote ? { id: result.creditNote.id, number: result.creditNote.number } : null,
  };
}
