import {
  addDays,
  addMonthsAnchored,
  formatDate,
  isoDateIn,
  SUBSCRIPTION_PRICE_CENTS,
  TRIAL_MONTHS,
} from '@fuellinq/domain';
import { inTransaction } from '../../db/database.ts';
import type { SubscriptionServiceDeps } from './billing-deps.ts';
import { enqueueBillingMail } from './billing-mail.ts';
import { recordChange } from './subscription-change.ts';
import { createSubscriptionRepository } from './subscription.repository.ts';

/**
 * Starts the free month from the first card (once per account; later cards change nothing): the period
 * runs up to the same day next month, which stays the renewal day. False when it had started before.
 */
export async function startSubscription(
  deps: Pick<SubscriptionServiceDeps, 'db' | 'jobs'>,
  userId: string,
  at: Date,
): Promise<boolean> {
  const startedOn = isoDateIn(at);
  const anchorDay = Number(startedOn.slice(8, 10));
  const periodEnd = addMonthsAnchored(startedOn, TRIAL_MONTHS, anchorDay);
  const trialEndsOn = addDays(periodEnd, -1);
  return inTransaction(deps.db, async (tx) => {
    const created = await createSubscriptionRepository(tx).insert(tx, {
      userId,
      status: 'trialing',
      startedOn,
      anchorDay,
      trialEndsOn,
      periodStart: startedOn,
      periodEnd,
      priceCents: SUBSCRIPTION_PRICE_CENTS,
      createdAt: at,
      updatedAt: at,
    });
    if (!created) return false;
    await recordChange(
      tx,
      {
        userId,
        kind: 'trial_started',
        description: `Gratis proefmaand gestart, tot en met ${formatDate(trialEndsOn)}.`,
        at,
      },
      { actorUserId: userId, action: 'subscription.start', details: { started_on: startedOn } },
    );
    await enqueueBillingMail(deps.jobs, tx, `trial:${userId}`, {
      userId,
      template: 'trial_started',
      trialEndsOn,
    });
    return true;
  });
}
