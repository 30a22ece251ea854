import { type Database, inTransaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SubscriptionServiceDeps } from './billing-deps.ts';
import { chargeFailed, chargeSucceeded, payFromBalance } from './charge-outcome.ts';
import { type ChargeRow, createSubscriptionRepository } from './subscription.repository.ts';

// The answer to a recurring payment for a period's charge (the payments module's paymentPaid and
// paymentFailed events, or the renewal when sending it failed). Each runs under the subscription's lock and
// does nothing once the charge is settled or the subscription has moved on.

type Deps = Pick<SubscriptionServiceDeps, 'db' | 'ledger' | 'jobs' | 'now' | 'chargePaid'>;

/** The charge and its subscription, locked; null when `open` says the charge is done or the period moved on. */
async function lockCharge(tx: Database, chargeId: string, open: (status: ChargeRow['status']) => boolean) {
  const repository = createSubscriptionRepository(tx);
  const charge = await repository.chargeById(tx, chargeId);
  if (!charge || !open(charge.status)) return null;
  const sub = await repository.lock(tx, charge.userId);
  if (!sub || sub.periodEnd !== charge.periodStart) return null;
  return { charge, sub };
}

/** The payment was paid and topped the balance up: spend it on the period. */
export async function settleChargeFromPayment(deps: Deps, chargeId: string): Promise<void> {
  const at = deps.now();
  await inTransaction(deps.db, async (tx) => {
    const locked = await lockCharge(tx, chargeId, (status) => status !== 'paid');
    if (!locked) return;
    const { charge, sub } = locked;
    try {
      await payFromBalance(deps, tx, charge);
    } catch (error) {
      if (error instanceof AppError && error.code === 'insufficient_balance') {
        await chargeFailed(deps, tx, sub, charge, at);
        return;
      }
      throw error;
    }
    await chargeSucceeded(deps, tx, sub, charge, 'mandate', at);
  });
}

/** The payment failed (or could not be sent): the charge counts as failed. */
export async function failChargeFromPayment(deps: Deps, chargeId: string): Promise<void> {
  const at = deps.now();
  await inTransaction(deps.db, async (tx) => {
    const locked = await lockCharge(tx, chargeId, (status) => status === 'pending');
    if (locked) await chargeFailed(deps, tx, locked.sub, locked.charge, at);
  });
}
