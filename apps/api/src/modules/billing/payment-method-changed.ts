import { inTransaction } from '../../db/database.ts';
import type { SubscriptionServiceDeps } from './billing-deps.ts';
import { enqueueRenewal } from './renewal-due.ts';
import { recordChange } from './subscription-change.ts';
import { createSubscriptionRepository } from './subscription.repository.ts';

/** A mandate was set up (its first payment was paid): noted, and a due charge after a failure is tried at once. */
export async function paymentMethodChanged(
  deps: Pick<SubscriptionServiceDeps, 'db' | 'jobs' | 'now'>,
  userId: string,
): Promise<void> {
  const at = deps.now();
  const sub = await inTransaction(deps.db, async (tx) => {
    const row = await createSubscriptionRepository(tx).lock(tx, userId);
    if (!row) return undefined;
    await recordChange(tx, {
      userId,
      kind: 'payment_method_changed',
      description: 'Betaalmethode ingesteld: automatische incasso.',
      at,
    });
    return row;
  });
  if (sub?.status === 'past_due') {
    await enqueueRenewal(deps.jobs, { userId, periodEnd: sub.periodEnd, attempt: sub.retries + 1 });
  }
}
