import { addDays, formatDate, formatEuro, isoDateIn } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import type { SubscriptionServiceDeps } from './billing-deps.ts';
import { enqueueBillingMail } from './billing-mail.ts';
import { retryDueOn } from './renewal-due.ts';
import { endSubscription, recordChange } from './subscription-change.ts';
import {
  type ChargeRow,
  createSubscriptionRepository,
  type SubscriptionRow,
} from './subscription.repository.ts';

// What a period's charge, paid or failed, does to the subscription: shared by the renewal and the answer
// of a recurring payment. Both run inside the caller's transaction, under the subscription's row lock.

type Deps = Pick<SubscriptionServiceDeps, 'jobs' | 'chargePaid'>;

/** Pays the charge from the balance: ledger kind `subscription_fee`, the charge as reference (booked once). */
export function payFromBalance(
  deps: Pick<SubscriptionServiceDeps, 'ledger'>,
  tx: Database,
  charge: ChargeRow,
) {
  return deps.ledger.charge(
    tx,
    charge.userId,
    'subscription_fee',
    charge.amountCents,
    charge.id,
    'Abonnement FuelLinq',
  );
}

/** Moves a paid period on: active from the renewal date to the next, the failure forgotten. */
export async function chargeSucceeded(
  deps: Deps,
  tx: Database,
  sub: SubscriptionRow,
  charge: ChargeRow,
  via: 'balance' | 'mandate',
  at: Date,
) {
  const repository = createSubscriptionRepository(tx);
  await repository.updateCharge(tx, charge.id, {
    status: 'paid',
    via,
    paidAt: at,
    attempts: charge.attempts + 1,
  });
  await deps.chargePaid(tx, charge.id, at);
  await repository.update(tx, sub.userId, {
    status: 'active',
    periodStart: charge.periodStart,
    periodEnd: charge.periodEnd,
    failedOn: null,
    retries: 0,
    updatedAt: at,
  });
  const description = `Abonnement betaald${via === 'mandate' ? ' via incasso' : ' van je saldo'}: ${formatDate(charge.periodStart)} t/m ${formatDate(addDays(charge.periodEnd, -1))}`;
  await recordChange(
    tx,
    { userId: sub.userId, kind: 'charged', description, amountCents: charge.amountCents, at },
    {
      actorUserId: null,
      action: 'subscription.charged',
      details: {
        charge_id: charge.id,
        period_start: charge.periodStart,
        amount_cents: charge.amountCents,
        via,
      },
    },
  );
  await enqueueBillingMail(deps.jobs, tx, `charged:${charge.id}`, {
    userId: sub.userId,
    template: 'charged',
    amountCents: charge.amountCents,
    periodStart: charge.periodStart,
    periodEnd: charge.periodEnd,
  });
}

/** A charge that could not be paid: past_due and a retry, or after the last retry the end. */
export async function chargeFailed(
  deps: Deps,
  tx: Database,
  sub: SubscriptionRow,
  charge: ChargeRow,
  at: Date,
) {
  const repository = createSubscriptionRepository(tx);
  await repository.updateCharge(tx, charge.id, { status: 'failed', attempts: charge.attempts + 1 });
  const firstFailure = sub.status !== 'past_due';
  const failedOn = firstFailure ? isoDateIn(at) : sub.failedOn!;
  const retries = firstFailure ? 0 : sub.retries + 1;
  const nextRetry = retryDueOn(failedOn, retries);
  if (nextRetry === null) {
    await endSubscription(tx, sub.userId, at, {
      description: 'Abonnement beëindigd: de betaling is na drie nieuwe pogingen niet gelukt.',
      audit: {
        actorUserId: null,
        action: 'subscription.cancelled',
        details: { reason: 'unpaid', charge_id: charge.id },
      },
      also: { retries },
    });
    await enqueueBillingMail(deps.jobs, tx, `ended-unpaid:${charge.id}`, {
      userId: sub.userId,
      template: 'ended_unpaid',
    });
    return;
  }
  await repository.update(tx, sub.userId, { status: 'past_due', failedOn, retries, updatedAt: at });
  await recordChange(
    tx,
    {
      userId: sub.userId,
      kind: 'charge_failed',
      description: `Betaling van ${formatEuro(charge.amountCents)} mislukt; nieuwe poging op ${formatDate(nextRetry)}.`,
      amountCents: charge.amountCents,
      at,
    },
    { actorUserId: null, action: 'subscription.charge_failed', details: { charge_id: charge.id, retries } },
  );
  await enqueueBillingMail(deps.jobs, tx, `failed:${charge.id}:${retries}`, {
    userId: sub.userId,
    template: 'charge_failed',
    amountCents: charge.amountCents,
    nextRetryOn: nextRetry,
  });
}
