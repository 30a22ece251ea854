import { addDays, billingMessages, formatDate, type Subscription } from '@fuellinq/domain';
import { inTransaction } from '../../db/database.ts';
import type { SubscriptionServiceDeps } from './billing-deps.ts';
import { enqueueBillingMail } from './billing-mail.ts';
import { describeSubscription } from './describe-subscription.ts';
import { recordChange, setCancelAtPeriodEnd } from './subscription-change.ts';

/**
 * POST /api/billing/subscription/cancel: cancels at the end of the paid (or free) period; nothing is
 * charged after it (the renewal ends it instead). Asking twice changes nothing.
 */
export async function cancelSubscription(
  deps: SubscriptionServiceDeps,
  userId: string,
): Promise<Subscription> {
  const at = deps.now();
  await inTransaction(deps.db, async (tx) => {
    const sub = await setCancelAtPeriodEnd(tx, userId, true, at, billingMessages.alreadyCancelled);
    if (!sub) return;
    await recordChange(
      tx,
      {
        userId,
        kind: 'cancel_requested',
        description: `Opgezegd; loopt af na ${formatDate(addDays(sub.periodEnd, -1))}.`,
        at,
      },
      { actorUserId: userId, action: 'subscription.cancel', details: { period_end: sub.periodEnd } },
    );
    await enqueueBillingMail(deps.jobs, tx, `cancel:${userId}:${sub.periodEnd}:${at.getTime()}`, {
      userId,
      template: 'cancel_requested',
      periodEnd: sub.periodEnd,
    });
  });
  return describeSubscription(deps, userId);
}
