import { isoDateIn } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import type { SubscriptionServiceDeps } from './billing-deps.ts';
import { enqueueIfDue } from './renewal-due.ts';
import { createSubscriptionRepository } from './subscription.repository.ts';

/**
 * The hourly scan: enqueues every renewal and retry due at `at`, once each (transaction mode: it reads
 * and enqueues through `executor` only). Answers how many it enqueued.
 */
export async function enqueueDueRenewals(
  deps: Pick<SubscriptionServiceDeps, 'jobs'>,
  executor: Database,
  at: Date,
): Promise<number> {
  const day = isoDateIn(at);
  let count = 0;
  for (const sub of await createSubscriptionRepository(executor).dueBy(executor, day)) {
    if (await enqueueIfDue(deps.jobs, sub, day, executor)) count += 1;
  }
  return count;
}
