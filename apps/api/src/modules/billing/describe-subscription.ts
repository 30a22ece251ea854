import type { Subscription } from '@fuellinq/domain';
import type { SubscriptionServiceDeps } from './billing-deps.ts';
import { toSubscriptionDto } from './billing-dto.ts';
import { createSubscriptionRepository } from './subscription.repository.ts';

/** GET /api/billing/subscription: the status, the period, the payment method and the history. */
export async function describeSubscription(
  deps: Pick<SubscriptionServiceDeps, 'db' | 'ledger' | 'payments'>,
  userId: string,
): Promise<Subscription> {
  const repository = createSubscriptionRepository(deps.db);
  const row = await repository.find(userId);
  const [events, balanceSums, mandate] = await Promise.all([
    repository.events(userId),
    deps.ledger.sums(userId),
    deps.payments.validMandate(userId),
  ]);
  return toSubscriptionDto(row, events, {
    availableCents: balanceSums.availableCents,
    ibanMasked: mandate ? (mandate.ibanMasked ?? '') : null,
  });
}
