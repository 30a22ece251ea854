import type { Database } from '../../db/database.ts';
import type { SubscriptionServiceDeps } from './billing-deps.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { describeSubscription } from './describe-subscription.ts';
import { paymentMethodChanged } from './payment-method-changed.ts';
import { renewSubscription } from './renew-subscription.ts';
import { enqueueDueRenewals } from './renewal-scan.ts';
import { resumeSubscription } from './resume-subscription.ts';
import { failChargeFromPayment, settleChargeFromPayment } from './settle-charge-payment.ts';
import { startCheckout } from './start-checkout.ts';
import { startSubscription } from './start-subscription.ts';
import { createSubscriptionRepository, type SubscriptionRow } from './subscription.repository.ts';

// The subscription (docs/decisions/013-subscription-and-invoices.md): a free month from the first card,
// then € 2,50 a month, renewed by a job on the period's last day + 1, paid from the balance when it covers
// the fee, else by a recurring payment on the mandate that tops the balance up first. A failed charge is
// retried after 1, 3 and 7 days (past_due), then the subscription ends. Every step runs under the
// subscription's row lock and books its charge once per period, so two runners, a replayed job or a
// restart never charge twice. Each thing a caller does is a file of its own; this binds them to one set of
// dependencies for the routes and the seed.

export type { SubscriptionServiceDeps } from './billing-deps.ts';
export { endSubscriptionOfErasedAccount } from './end-erased-subscription.ts';

export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  return {
    get: (userId: string) => describeSubscription(deps, userId),
    start: (userId: string, at: Date = deps.now()) => startSubscription(deps, userId, at),
    cancel: (userId: string) => cancelSubscription(deps, userId),
    resume: (userId: string) => resumeSubscription(deps, userId),
    checkout: (userId: string, requestKey: string | null, returnPath?: string) =>
      startCheckout(deps, userId, requestKey, returnPath),
    paymentMethodChanged: (userId: string) => paymentMethodChanged(deps, userId),
    enqueueDue: (executor: Database, at: Date) => enqueueDueRenewals(deps, executor, at),
    renew: (userId: string, periodEnd: string, attempt: number) =>
      renewSubscription(deps, userId, periodEnd, attempt),
    settleFromPayment: (chargeId: string) => settleChargeFromPayment(deps, chargeId),
    failFromPayment: (chargeId: string) => failChargeFromPayment(deps, chargeId),
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

/** The account's subscription status, `none` before its first card. */
export async function subscriptionStatusOf(
  db: Database,
  userId: string,
): Promise<SubscriptionRow['status'] | 'none'> {
  return (await createSubscriptionRepository(db).find(userId))?.status ?? 'none';
}
