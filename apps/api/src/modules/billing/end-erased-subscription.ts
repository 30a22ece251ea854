import type { Database } from '../../db/database.ts';
import { endSubscription } from './subscription-change.ts';
import { createSubscriptionRepository, type SubscriptionRow } from './subscription.repository.ts';

/**
 * An erased account's subscription ends at once, in the erasure's own transaction: nothing is charged for
 * it again (the renewal scan and its jobs skip erased accounts too). Answers the status it had, or null
 * when there was none or it had ended before.
 */
export async function endSubscriptionOfErasedAccount(
  tx: Database,
  userId: string,
  at: Date,
): Promise<SubscriptionRow['status'] | null> {
  const repository = createSubscriptionRepository(tx);
  const sub = await repository.lock(tx, userId);
  if (!sub) return null;
  // What was never paid (a charge still on its way, or failed) is not billed to an account that is gone.
  const waived = await repository.waiveUnpaidCharges(tx, userId);
  if (sub.status === 'cancelled') return null;
  await endSubscription(tx, userId, at, {
    description: 'Abonnement beëindigd: account verwijderd.',
    audit: {
      actorUserId: userId,
      action: 'subscription.cancelled',
      details: { reason: 'account_erased', status_before: sub.status, waived_charges: waived },
    },
    also: { cancelAtPeriodEnd: false },
  });
  return sub.status;
}
