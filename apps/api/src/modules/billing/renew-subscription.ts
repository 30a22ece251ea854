import { addMonthsAnchored, formatDate, isoDateIn } from '@fuellinq/domain';
import { type Database, inTransaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentRow } from '../payments/payments.service.ts';
import type { SubscriptionServiceDeps } from './billing-deps.ts';
import { enqueueBillingMail } from './billing-mail.ts';
import { chargeFailed, chargeSucceeded, payFromBalance } from './charge-outcome.ts';
import { dueAttempt, enqueueIfDue } from './renewal-due.ts';
import { failChargeFromPayment } from './settle-charge-payment.ts';
import { endSubscription } from './subscription-change.ts';
import { createSubscriptionRepository, type SubscriptionRow } from './subscription.repository.ts';

/** A mandate payment opened in the renewal's transaction, to send once it has committed. */
type MandateCharge = { payment: PaymentRow; chargeId: string };

/**
 * One renewal or retry (the `billing.renew` job, lease mode). Under the lock: the subscription must still
 * be at this period and attempt (else a stale job: nothing). Cancelling at period end ends it; otherwise the
 * period's charge is booked once and paid from the balance, or sent to the mandate, or failed.
 */
export async function renewSubscription(
  deps: SubscriptionServiceDeps,
  userId: string,
  periodEnd: string,
  attempt: number,
): Promise<void> {
  const at = deps.now();
  const outcome = await inTransaction(deps.db, async (tx): Promise<MandateCharge | null> => {
    const sub = await createSubscriptionRepository(tx).lock(tx, userId);
    if (!sub || sub.periodEnd !== periodEnd || dueAttempt(sub, isoDateIn(at)) !== attempt) return null;
    if (sub.cancelAtPeriodEnd) {
      await endAsCancelled(deps, tx, userId, periodEnd, at);
      return null;
    }
    return chargePeriod(deps, tx, sub, attempt, at);
  });
  if (outcome && !(await sendMandateCharge(deps, outcome))) return;
  // A clock far ahead (a server that slept): the next period may be due already.
  const after = await createSubscriptionRepository(deps.db).find(userId);
  if (after) await enqueueIfDue(deps.jobs, after, isoDateIn(deps.now()));
}

/** The period a user cancelled has ended: the subscription is over, as they asked. */
async function endAsCancelled(
  deps: SubscriptionServiceDeps,
  tx: Database,
  userId: string,
  periodEnd: string,
  at: Date,
) {
  await endSubscription(tx, userId, at, {
    description: `Abonnement beëindigd op ${formatDate(periodEnd)}, zoals opgezegd.`,
    audit: {
      actorUserId: null,
      action: 'subscription.cancelled',
      details: { reason: 'cancelled_by_user', period_end: periodEnd },
    },
  });
  await enqueueBillingMail(deps.jobs, tx, `ended:${userId}:${periodEnd}`, {
    userId,
    template: 'ended',
    periodEnd,
  });
}

/** Books the next period's charge once and pays it from the balance, else opens a mandate payment, else fails. */
async function chargePeriod(
  deps: SubscriptionServiceDeps,
  tx: Database,
  sub: SubscriptionRow,
  attempt: number,
  at: Date,
): Promise<MandateCharge | null> {
  const repository = createSubscriptionRepository(tx);
  const charge = await repository.charge(tx, {
    userId: sub.userId,
    periodStart: sub.periodEnd,
    periodEnd: addMonthsAnchored(sub.periodEnd, 1, sub.anchorDay),
    amountCents: sub.priceCents,
    at,
  });
  if (charge.status === 'paid') return null;
  const available = (await deps.ledger.sums(sub.userId, tx)).availableCents;
  if (available >= charge.amountCents) {
    await payFromBalance(deps, tx, charge);
    await chargeSucceeded(deps, tx, sub, charge, 'balance', at);
    return null;
  }
  const mandate = await deps.payments.validMandate(sub.userId, tx);
  if (!mandate) {
    await chargeFailed(deps, tx, sub, charge, at);
    return null;
  }
  await repository.updateCharge(tx, charge.id, { status: 'pending' });
  const payment = await deps.payments.openMandateCharge(tx, {
    userId: sub.userId,
    amountCents: charge.amountCents,
    mandate,
    requestKey: `subscription:${charge.id}:${attempt}`,
    metadata: { subscription_charge_id: charge.id },
  });
  return { payment, chargeId: charge.id };
}

/**
 * Sends the committed mandate payment; a refusal fails the charge (a later answer comes as an event).
 * False when the provider could not be asked at all: the renewal stops there.
 */
async function sendMandateCharge(
  deps: SubscriptionServiceDeps,
  { payment, chargeId }: MandateCharge,
): Promise<boolean> {
  let sent: PaymentRow;
  try {
    sent = await deps.payments.sendMandateCharge(payment);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await failChargeFromPayment(deps, chargeId);
    return false;
  }
  if (sent.status === 'failed' || sent.status === 'canceled' || sent.status === 'expired') {
    await failChargeFromPayment(deps, chargeId);
  }
  return true;
}
