import { addDays, CHARGE_RETRY_DAYS } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import type { JobRunner } from '../../lib/job-runner.ts';
import type { SubscriptionRow } from './subscription.repository.ts';

// When a subscription's renewal or retry is due, and the job that does it.

/** Renews (or retries) one subscription: payload { userId, periodEnd, attempt }. */
export const RENEW_JOB = 'billing.renew';
/** Hourly: enqueues the renewals and retries that are due. */
export const RENEWAL_SCAN_JOB = 'billing.renewal-scan';

export const renewJobKey = (userId: string, periodEnd: string, attempt: number) =>
  `${RENEW_JOB}:${userId}:${periodEnd}:${attempt}`;

/** The day a retry is due: CHARGE_RETRY_DAYS after the first failure; null after the last. */
export function retryDueOn(failedOn: string, retriesDone: number): string | null {
  const days = CHARGE_RETRY_DAYS[retriesDone];
  return days === undefined ? null : addDays(failedOn, days);
}

/** The attempt a due subscription is at: 0 for the renewal, n for the n-th retry; null when nothing is due. */
export function dueAttempt(sub: SubscriptionRow, day: string): number | null {
  if (sub.status === 'trialing' || sub.status === 'active') return sub.periodEnd <= day ? 0 : null;
  if (sub.status === 'past_due' && sub.failedOn) {
    const due = retryDueOn(sub.failedOn, sub.retries);
    return due !== null && due <= day ? sub.retries + 1 : null;
  }
  return null;
}

/** Enqueues one renewal job, once per period and attempt; through `executor` when one is given. */
export function enqueueRenewal(
  jobs: Pick<JobRunner, 'enqueue'>,
  renewal: { userId: string; periodEnd: string; attempt: number },
  executor?: Database,
) {
  return jobs.enqueue(RENEW_JOB, renewal, {
    key: renewJobKey(renewal.userId, renewal.periodEnd, renewal.attempt),
    ...(executor ? { db: executor } : {}),
  });
}

/** Enqueues the renewal or retry `sub` is due for on `day`; false when none is. */
export async function enqueueIfDue(
  jobs: Pick<JobRunner, 'enqueue'>,
  sub: SubscriptionRow,
  day: string,
  executor?: Database,
) {
  const attempt = dueAttempt(sub, day);
  if (attempt === null) return false;
  await enqueueRenewal(jobs, { userId: sub.userId, periodEnd: sub.periodEnd, attempt }, executor);
  return true;
}
