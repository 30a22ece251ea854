import { billingMessages, type Subscription } from '@fuellinq/domain';
import { inTransaction } from '../../db/database.ts';
import type { SubscriptionServiceDeps } from './billing-deps.ts';
import { describeSubscription } from './describe-subscription.ts';
import { recordChange, setCancelAtPeriodEnd } from './subscription-change.ts';

/** POST /api/billing/subscription/resume: takes a cancellation back before the period ends. */
export async function resumeSubscription(
  deps: SubscriptionServiceDeps,
  userId: string,
): Promise<Subscription> {
  const at = deps.now();
  await inTransaction(deps.db, async (tx) => {
    if (!(await setCancelAtPeriodEnd(tx, userId, false, at, billingMessages.subscriptionEnded))) return;
    await recordChange(
      tx,
      { userId, kind: 'resumed', description: 'Opzegging ingetrokken; je abonnement loopt door.', at },
      { actorUserId: userId, action: 'subscription.resume' },
    );
  });
  return describeSubscription(deps, userId);
}
