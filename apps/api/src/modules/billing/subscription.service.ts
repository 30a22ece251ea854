import {
  addDays,
  addMonthsAnchored,
  billingMessages,
  CHARGE_RETRY_DAYS,
  formatDate,
  formatEuro,
  isoDateIn,
  SUBSCRIPTION_PORTAL_PATH,
  SUBSCRIPTION_PRICE_CENTS,
  type Subscription,
  TRIAL_MONTHS,
} from '@fuellinq/domain';
import { type Database, inTransaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { JobRunner } from '../../lib/job-runner.ts';
import type { Ledger } from '../balance/ledger.service.ts';
import type { PaymentRow, PaymentsService } from '../payments/payments.service.ts';
import type { BillingMail } from './billing-mail.ts';
import { toSubscriptionDto } from './billing-dto.ts';
import {
  type ChargeRow,
  createSubscriptionRepository,
  type SubscriptionRow,
} from './subscription.repository.ts';

// The subscription (docs/decisions/013-subscription-and-invoices.md): a free month from the first card,
// then € 2,50 a month, renewed by a job on the period's last day + 1, paid from the balance when it covers
// the fee, else by a recurring payment on the mandate that tops the balance up first. A failed charge is
// retried after 1, 3 and 7 days (past_due), then the subscription ends. Every step runs under the
// subscription's row lock and books its charge once per period, so two runners, a replayed job or a
// restart never charge twice.

/** Renews (or retries) one subscription: payload { userId, periodEnd, attempt }. */
export const RENEW_JOB = 'billing.renew';
/** Hourly: enqueues the renewals and retries that are due. */
export const RENEWAL_SCAN_JOB = 'billing.renewal-scan';
/** Sends one e-mail about the subscription or an invoice. */
export const MAIL_JOB = 'billing.mail';

export const renewJobKey = (userId: string, periodEnd: string, attempt: number) =>
  `${RENEW_JOB}:${userId}:${periodEnd}:${attempt}`;

export interface SubscriptionServiceDeps {
  db: Database;
  ledger: Ledger;
  payments: PaymentsService;
  jobs: Pick<JobRunner, 'enqueue'>;
  now: () => Date;
  /** Starts the first payment that sets up the mandate (the balance module's), back to `returnPath`. */
  startMandate: (userId: string, requestKey: string | null, returnPath: string) => Promise<{ url: string }>;
  /** A charge was paid: the invoice that lists it is paid too. */
  chargePaid: (tx: Database, chargeId: string, at: Date) => Promise<void>;
}

const today = (now: Date) => isoDateIn(now);

/** The day a retry is due: CHARGE_RETRY_DAYS after the first failure; null after the last. */
export function retryDueOn(failedOn: string, retriesDone: number): string | null {
  const days = CHARGE_RETRY_DAYS[retriesDone];
  return days === undefined ? null : addDays(failedOn, days);
}

export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const { db, ledger, payments, now } = deps;
  const repository = createSubscriptionRepository(db);

  function mail(tx: Database, key: string, payload: BillingMail) {
    return deps.jobs.enqueue(MAIL_JOB, payload, {
      key: `${MAIL_JOB}:${key}`,
      db: tx,
    });
  }

  async function describe(userId: string): Promise<Subscription> {
    const row = await repository.find(userId);
    const [events, balanceSums, mandate] = await Promise.all([
      repository.events(userId),
      ledger.sums(userId),
      payments.validMandate(userId),
    ]);
    return toSubscriptionDto(row, events, {
      availableCents: balanceSums.availableCents,
      ibanMasked: mandate ? (mandate.ibanMasked ?? '') : null,
    });
  }

  /** Moves a paid period on: active from the renewal date to the next, the failure forgotten. */
  async function advance(
    tx: Database,
    sub: SubscriptionRow,
    charge: ChargeRow,
    via: 'balance' | 'mandate',
    at: Date,
  ) {
    await repository.updateCharge(tx, charge.id, {
      status: 'paid',
      via,
      paidAt: at,
      attempts: charge.attempts + 1,
    });
    await deps.chargePaid(tx, charge.id, at);
    const updated = await repository.update(tx, sub.userId, {
      status: 'active',
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
      failedOn: null,
      retries: 0,
      updatedAt: at,
    });
    const description = `Abonnement betaald${via === 'mandate' ? ' via incasso' : ' van je saldo'}: ${formatDate(charge.periodStart)} t/m ${formatDate(addDays(charge.periodEnd, -1))}`;
    await repository.addEvent(tx, {
      userId: sub.userId,
      kind: 'charged',
      description,
      amountCents: charge.amountCents,
      at,
    });
    await writeAudit(tx, {
      actorUserId: null,
      action: 'subscription.charged',
      entity: 'subscription',
      entityId: sub.userId,
      details: {
        charge_id: charge.id,
        period_start: charge.periodStart,
        amount_cents: charge.amountCents,
        via,
      },
    });
    await mail(tx, `charged:${charge.id}`, {
      userId: sub.userId,
      template: 'charged',
      amountCents: charge.amountCents,
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
    });
    return updated;
  }

  /** A charge that could not be paid: past_due and a retry, or after the last retry the end. */
  async function failCharge(tx: Database, sub: SubscriptionRow, charge: ChargeRow, at: Date) {
    const day = today(at);
    await repository.updateCharge(tx, charge.id, { status: 'failed', attempts: charge.attempts + 1 });
    const firstFailure = sub.status !== 'past_due';
    const failedOn = firstFailure ? day : sub.failedOn!;
    const retries = firstFailure ? 0 : sub.retries + 1;
    const nextRetry = retryDueOn(failedOn, retries);
    if (nextRetry === null) {
      await repository.update(tx, sub.userId, { status: 'cancelled', endedAt: at, updatedAt: at, retries });
      await repository.addEvent(tx, {
        userId: sub.userId,
        kind: 'cancelled',
        description: 'Abonnement beëindigd: de betaling is na drie nieuwe pogingen niet gelukt.',
        at,
      });
      await writeAudit(tx, {
        actorUserId: null,
        action: 'subscription.cancelled',
        entity: 'subscription',
        entityId: sub.userId,
        details: { reason: 'unpaid', charge_id: charge.id },
      });
      await mail(tx, `ended-unpaid:${charge.id}`, { userId: sub.userId, template: 'ended_unpaid' });
      return;
    }
    await repository.update(tx, sub.userId, { status: 'past_due', failedOn, retries, updatedAt: at });
    await repository.addEvent(tx, {
      userId: sub.userId,
      kind: 'charge_failed',
      description: `Betaling van ${formatEuro(charge.amountCents)} mislukt; nieuwe poging op ${formatDate(nextRetry)}.`,
      amountCents: charge.amountCents,
      at,
    });
    await writeAudit(tx, {
      actorUserId: null,
      action: 'subscription.charge_failed',
      entity: 'subscription',
      entityId: sub.userId,
      details: { charge_id: charge.id, retries },
    });
    await mail(tx, `failed:${charge.id}:${retries}`, {
      userId: sub.userId,
      template: 'charge_failed',
      amountCents: charge.amountCents,
      nextRetryOn: nextRetry,
    });
  }

  /** The attempt a due subscription is at: 0 for the renewal, n for the n-th retry; null when nothing is due. */
  function dueAttempt(sub: SubscriptionRow, day: string): number | null {
    if (sub.status === 'trialing' || sub.status === 'active') return sub.periodEnd <= day ? 0 : null;
    if (sub.status === 'past_due' && sub.failedOn) {
      const due = retryDueOn(sub.failedOn, sub.retries);
      return due !== null && due <= day ? sub.retries + 1 : null;
    }
    return null;
  }

  async function enqueueIfDue(sub: SubscriptionRow, day: string, executor?: Database) {
    const attempt = dueAttempt(sub, day);
    if (attempt === null) return false;
    await deps.jobs.enqueue(
      RENEW_JOB,
      { userId: sub.userId, periodEnd: sub.periodEnd, attempt },
      { key: renewJobKey(sub.userId, sub.periodEnd, attempt), ...(executor ? { db: executor } : {}) },
    );
    return true;
  }

  /** A paid mandate charge for a subscription: the balance was topped up; spend it on the period. */
  async function settleFromPayment(chargeId: string) {
    const at = now();
    await inTransaction(db, async (tx) => {
      const charge = await repository.chargeById(tx, chargeId);
      if (!charge || charge.status === 'paid') return;
      const sub = await repository.lock(tx, charge.userId);
      if (!sub || sub.periodEnd !== charge.periodStart) return;
      try {
        await ledger.charge(
          tx,
          sub.userId,
          'subscription_fee',
          charge.amountCents,
          charge.id,
          'Abonnement FuelLinq',
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'insufficient_balance') {
          await failCharge(tx, sub, charge, at);
          return;
        }
        throw error;
      }
      await advance(tx, sub, charge, 'mandate', at);
    });
  }

  async function failFromPayment(chargeId: string) {
    const at = now();
    await inTransaction(db, async (tx) => {
      const charge = await repository.chargeById(tx, chargeId);
      if (!charge || charge.status !== 'pending') return;
      const sub = await repository.lock(tx, charge.userId);
      if (!sub || sub.periodEnd !== charge.periodStart) return;
      await failCharge(tx, sub, charge, at);
    });
  }

  return {
    get: describe,

    /** Starts the free month from the first card (once per account; later cards change nothing). */
    async start(userId: string, at: Date = now()): Promise<boolean> {
      const startedOn = today(at);
      const anchorDay = Number(startedOn.slice(8, 10));
      const periodEnd = addMonthsAnchored(startedOn, TRIAL_MONTHS, anchorDay);
      return inTransaction(db, async (tx) => {
        const created = await repository.insert(tx, {
          userId,
          status: 'trialing',
          startedOn,
          anchorDay,
          trialEndsOn: addDays(periodEnd, -1),
          periodStart: startedOn,
          periodEnd,
          priceCents: SUBSCRIPTION_PRICE_CENTS,
          createdAt: at,
          updatedAt: at,
        });
        if (!created) return false;
        await repository.addEvent(tx, {
          userId,
          kind: 'trial_started',
          description: `Gratis proefmaand gestart, tot en met ${formatDate(addDays(periodEnd, -1))}.`,
          at,
        });
        await writeAudit(tx, {
          actorUserId: userId,
          action: 'subscription.start',
          entity: 'subscription',
          entityId: userId,
          details: { started_on: startedOn },
        });
        await mail(tx, `trial:${userId}`, {
          userId,
          template: 'trial_started',
          trialEndsOn: addDays(periodEnd, -1),
        });
        return true;
      });
    },

    /** Cancels at the end of the paid (or free) period; nothing is charged after it. */
    async cancel(userId: string): Promise<Subscription> {
      const at = now();
      await inTransaction(db, async (tx) => {
        const sub = await repository.lock(tx, userId);
        if (!sub) throw new AppError(404, 'no_subscription', billingMessages.noSubscription);
        if (sub.status === 'cancelled')
          throw new AppError(409, 'subscription_ended', billingMessages.alreadyCancelled);
        if (sub.cancelAtPeriodEnd) return;
        await repository.update(tx, userId, { cancelAtPeriodEnd: true, updatedAt: at });
        const lastDay = formatDate(addDays(sub.periodEnd, -1));
        await repository.addEvent(tx, {
          userId,
          kind: 'cancel_requested',
          description: `Opgezegd; loopt af na ${lastDay}.`,
          at,
        });
        await writeAudit(tx, {
          actorUserId: userId,
          action: 'subscription.cancel',
          entity: 'subscription',
          entityId: userId,
          details: { period_end: sub.periodEnd },
        });
        await mail(tx, `cancel:${userId}:${sub.periodEnd}:${at.getTime()}`, {
          userId,
          template: 'cancel_requested',
          periodEnd: sub.periodEnd,
        });
      });
      return describe(userId);
    },

    /** Takes a cancellation back before the period ends. */
    async resume(userId: string): Promise<Subscription> {
      const at = now();
      await inTransaction(db, async (tx) => {
        const sub = await repository.lock(tx, userId);
        if (!sub) throw new AppError(404, 'no_subscription', billingMessages.noSubscription);
        if (sub.status === 'cancelled')
          throw new AppError(409, 'subscription_ended', billingMessages.subscriptionEnded);
        if (!sub.cancelAtPeriodEnd) return;
        await repository.update(tx, userId, { cancelAtPeriodEnd: false, updatedAt: at });
        await repository.addEvent(tx, {
          userId,
          kind: 'resumed',
          description: 'Opzegging ingetrokken; je abonnement loopt door.',
          at,
        });
        await writeAudit(tx, {
          actorUserId: userId,
          action: 'subscription.resume',
          entity: 'subscription',
          entityId: userId,
        });
      });
      return describe(userId);
    },

    /** POST /api/billing/checkout: the first payment that sets up the mandate; 'Checkout mislukt' when it cannot. */
    async checkout(userId: string, requestKey: string | null, returnPath?: string): Promise<{ url: string }> {
      try {
        const { url } = await deps.startMandate(userId, requestKey, returnPath ?? SUBSCRIPTION_PORTAL_PATH);
        return { url };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw new AppError(error.statusCode, 'checkout_failed', billingMessages.checkoutFailed, {
          issues: [{ path: '', message: error.message }],
        });
      }
    },

    /** A new payment method after a failure: the due charge is tried again at once. */
    async paymentMethodChanged(userId: string) {
      const at = now();
      const sub = await inTransaction(db, async (tx) => {
        const row = await repository.lock(tx, userId);
        if (!row) return undefined;
        await repository.addEvent(tx, {
          userId,
          kind: 'payment_method_changed',
          description: 'Betaalmethode ingesteld: automatische incasso.',
          at,
        });
        return row;
      });
      if (sub?.status === 'past_due') {
        await deps.jobs.enqueue(
          RENEW_JOB,
          { userId, periodEnd: sub.periodEnd, attempt: sub.retries + 1 },
          { key: renewJobKey(userId, sub.periodEnd, sub.retries + 1) },
        );
      }
    },

    /** The hourly scan (transaction mode: reads and enqueues through `executor` only). */
    async enqueueDue(executor: Database, at: Date): Promise<number> {
      const day = today(at);
      let count = 0;
      for (const sub of await repository.dueBy(executor, day)) {
        if (await enqueueIfDue(sub, day, executor)) count += 1;
      }
      return count;
    },

    /**
     * One renewal or retry (lease mode). Under the lock: the subscription must still be at this period and
     * attempt (else a stale job: nothing). Cancelling at period end ends it; otherwise the period's charge
     * is booked once and paid from the balance, or sent to the mandate, or failed.
     */
    async renew(userId: string, periodEnd: string, attempt: number): Promise<void> {
      const at = now();
      const outcome = await inTransaction(
        db,
        async (tx): Promise<{ payment: PaymentRow; chargeId: string } | null> => {
          const sub = await repository.lock(tx, userId);
          if (!sub || sub.periodEnd !== periodEnd || dueAttempt(sub, today(at)) !== attempt) return null;
          if (sub.cancelAtPeriodEnd) {
            await repository.update(tx, userId, { status: 'cancelled', endedAt: at, updatedAt: at });
            await repository.addEvent(tx, {
              userId,
              kind: 'cancelled',
              description: `Abonnement beëindigd op ${formatDate(periodEnd)}, zoals opgezegd.`,
              at,
            });
            await writeAudit(tx, {
              actorUserId: null,
              action: 'subscription.cancelled',
              entity: 'subscription',
              entityId: userId,
              details: { reason: 'cancelled_by_user', period_end: periodEnd },
            });
            await mail(tx, `ended:${userId}:${periodEnd}`, { userId, template: 'ended', periodEnd });
            return null;
          }
          const charge = await repository.charge(tx, {
            userId,
            periodStart: sub.periodEnd,
            periodEnd: addMonthsAnchored(sub.periodEnd, 1, sub.anchorDay),
            amountCents: sub.priceCents,
            at,
          });
          if (charge.status === 'paid') return null;
          const available = (await ledger.sums(userId, tx)).availableCents;
          if (available >= charge.amountCents) {
            await ledger.charge(
              tx,
              userId,
              'subscription_fee',
              charge.amountCents,
              charge.id,
              'Abonnement FuelLinq',
            );
            await advance(tx, sub, charge, 'balance', at);
            return null;
          }
          const mandate = await payments.validMandate(userId, tx);
          if (!mandate) {
            await failCharge(tx, sub, charge, at);
            return null;
          }
          await repository.updateCharge(tx, charge.id, { status: 'pending' });
          const payment = await payments.openMandateCharge(tx, {
            userId,
            amountCents: charge.amountCents,
            mandate,
            requestKey: `subscription:${charge.id}:${attempt}`,
            metadata: { subscription_charge_id: charge.id },
          });
          return { payment, chargeId: charge.id };
        },
      );
      if (outcome) {
        let sent: PaymentRow;
        try {
          sent = await payments.sendMandateCharge(outcome.payment);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          await failFromPayment(outcome.chargeId);
          return;
        }
        if (sent.status === 'failed' || sent.status === 'canceled' || sent.status === 'expired') {
          await failFromPayment(outcome.chargeId);
        }
      }
      // A clock far ahead (a server that slept): the next period may be due already.
      const after = await repository.find(userId);
      if (after) await enqueueIfDue(after, today(now()));
    },

    settleFromPayment,
    failFromPayment,
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

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
  await repository.update(tx, userId, {
    status: 'cancelled',
    cancelAtPeriodEnd: false,
    endedAt: at,
    updatedAt: at,
  });
  await repository.addEvent(tx, {
    userId,
    kind: 'cancelled',
    description: 'Abonnement beëindigd: account verwijderd.',
    at,
  });
  await writeAudit(tx, {
    actorUserId: userId,
    action: 'subscription.cancelled',
    entity: 'subscription',
    entityId: userId,
    details: { reason: 'account_erased', status_before: sub.status, waived_charges: waived },
  });
  return sub.status;
}

/** The account's subscription status, `none` before its first card. */
export async function subscriptionStatusOf(
  db: Database,
  userId: string,
): Promise<SubscriptionRow['status'] | 'none'> {
  return (await createSubscriptionRepository(db).find(userId))?.status ?? 'none';
}
