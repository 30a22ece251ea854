import { randomUUID } from 'node:crypto';
import { formatEuro } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { JobRunner } from '../../lib/job-runner.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { createClosingRepository, type PayoutRow } from './closing.repository.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';

// Closing an account's payments when it is erased (issue 23): in the erasure's own transaction every mandate
// is revoked and every open payment cancelled here, and what is left on the balance is booked out as a
// payout; after the commit, jobs tell the provider (revoke the mandate, cancel the payment, pay the money
// back), each retried until it is done and idempotent at the provider.

/** Revokes one mandate at its provider: payload { mandateId } (our row's id). */
export const REVOKE_MANDATE_JOB = 'payments.revoke-mandate';
/** Cancels one payment at its provider, and pays it back when the payer was first: payload { paymentId }. */
export const CANCEL_PAYMENT_JOB = 'payments.cancel';
/** Sends one payout to the provider: payload { payoutId }. */
export const PAYOUT_JOB = 'payments.payout';

/** What closing an account did to its money. */
export interface ClosedPayments {
  /** What goes back to the bank account (0: nothing was left). */
  payoutCents: number;
  /**
   * The account it goes to: the linked one, masked; null at Mollie, which refunds each payment to the
   * account it was paid from (the only accounts Mollie has verified).
   */
  ibanMasked: string | null;
  payoutId: string | null;
  revokedMandates: number;
  cancelledPayments: number;
}

export interface AccountClosingDeps {
  /** Null when payments are off: the payout then waits for finance to transfer it by hand. */
  provider: PaymentProvider | null;
  ledger: Ledger;
  db: Database;
  jobs: Pick<JobRunner, 'enqueue'>;
  now: () => Date;
  log?: { error: (object: object, message?: string) => void };
}

/** A payment cancelled at erasure but still open at the provider: try again once it can be cancelled or ran out. */
class StillOpen extends Error {}

export function createAccountClosing(deps: AccountClosingDeps) {
  const { provider, ledger, jobs, now } = deps;
  const repository = createClosingRepository(deps.db);

  return {
    /**
     * Inside the erasure's transaction, after every open refuel released its reservation: revokes the
     * mandates, cancels the open payments and books what is left on the balance as a payout to `ibanMasked`.
     */
    async close(tx: Database, userId: string, ibanMasked: string | null): Promise<ClosedPayments> {
      const at = now();
      const mandates = await repository.revokeMandates(tx, userId);
      for (const mandate of mandates) {
        await jobs.enqueue(
          REVOKE_MANDATE_JOB,
          { mandateId: mandate.id },
          { key: `${REVOKE_MANDATE_JOB}:${mandate.id}`, db: tx },
        );
      }
      const cancelled = await repository.cancelOpenPayments(tx, userId, at);
      for (const payment of cancelled) {
        if (!payment.providerPaymentId) continue;
        await jobs.enqueue(
          CANCEL_PAYMENT_JOB,
          { paymentId: payment.id },
          { key: `${CANCEL_PAYMENT_JOB}:${payment.id}`, db: tx, maxAttempts: 12 },
        );
      }
      const { balanceCents, availableCents } = await ledger.sums(userId, tx);
      if (balanceCents !== availableCents) {
        throw new Error(`closing account ${userId}: ${balanceCents - availableCents} cents still reserved`);
      }
      const target = provider?.id === 'mollie' ? null : ibanMasked;
      let payoutId: string | null = null;
      if (balanceCents > 0) {
        payoutId = randomUUID();
        await repository.insertPayout(tx, {
          id: payoutId,
          userId,
          provider: provider?.id ?? null,
          reason: 'account_erased',
          amountCents: balanceCents,
          ibanMasked: target,
          createdAt: at,
        });
        await ledger.charge(
          tx,
          userId,
          'payout',
          balanceCents,
          payoutId,
          'Saldo teruggestort: account verwijderd',
        );
        await jobs.enqueue(
          PAYOUT_JOB,
          { payoutId },
          { key: `${PAYOUT_JOB}:${payoutId}`, db: tx, maxAttempts: 10 },
        );
      }
      await writeAudit(tx, {
        actorUserId: userId,
        action: 'payments.close_account',
        entity: 'user',
        entityId: userId,
        details: {
          payout_cents: balanceCents,
          payout_id: payoutId,
          revoked_mandates: mandates.length,
          cancelled_payments: cancelled.length,
        },
      });
      return {
        payoutCents: Math.max(0, balanceCents),
        ibanMasked: target,
        payoutId,
        revokedMandates: mandates.length,
        cancelledPayments: cancelled.length,
      };
    },

    /** The job: the provider revokes the mandate too (the sandbox's live only in our table). */
    async revokeAtProvider(mandateId: string): Promise<void> {
      const mandate = await repository.mandate(mandateId);
      if (!provider || mandate?.provider !== provider.id) return;
      await provider.revokeMandate({ id: mandate.providerMandateId, customerId: mandate.providerCustomerId });
    },

    /**
     * The job: the provider cancels the payment too. Still open there (an iDEAL payment runs out by
     * itself): tried again later. Paid there after all (the payer was first): the money goes back.
     */
    async cancelAtProvider(paymentId: string): Promise<'cancelled' | 'paid_back' | 'gone'> {
      const payment = await repository.payment(paymentId);
      if (!provider || !payment?.providerPaymentId || payment.provider !== provider.id) return 'gone';
      const view = await provider.cancelPayment(payment.providerPaymentId);
      if (!view) return 'gone';
      if (view.status === 'open') throw new StillOpen(`payment ${paymentId} is still open at ${provider.id}`);
      if (view.status !== 'paid') return 'cancelled';
      const payout = await repository.insertPayout(deps.db, {
        userId: payment.userId,
        provider: provider.id,
        reason: 'paid_after_cancel',
        amountCents: view.amountCents,
        ibanMasked: null,
        paymentId: payment.id,
        createdAt: now(),
      });
      if (payout) {
        await jobs.enqueue(
          PAYOUT_JOB,
          { payoutId: payout.id },
          { key: `${PAYOUT_JOB}:${payout.id}`, maxAttempts: 10 },
        );
      }
      return 'paid_back';
    },

    /**
     * The job: sends a pending payout to the provider. The sandbox records the transfer; Mollie refunds the
     * person's own paid payments. What they cannot cover is kept on the payout and logged for finance.
     */
    async sendPayout(payoutId: string): Promise<PayoutRow | undefined> {
      const payout = await repository.payout(payoutId);
      if (!provider || !payout || payout.status !== 'pending' || payout.provider !== provider.id)
        return payout;
      const sources =
        payout.reason === 'paid_after_cancel' && payout.paymentId
          ? [await repository.payment(payout.paymentId)].flatMap((row) =>
              row?.providerPaymentId
                ? [{ providerPaymentId: row.providerPaymentId, amountCents: row.amountCents }]
                : [],
            )
          : (await repository.paidPayments(payout.userId, provider.id)).flatMap((row) =>
              row.providerPaymentId
                ? [{ providerPaymentId: row.providerPaymentId, amountCents: row.amountCents }]
                : [],
            );
      const result = await provider.payOut({
        payoutId: payout.id,
        amountCents: payout.amountCents,
        ibanMasked: payout.ibanMasked,
        description: `FuelLinq terugbetaling ${formatEuro(payout.amountCents)}`,
        sources,
      });
      const unpaidCents = payout.amountCents - result.paidCents;
      if (unpaidCents > 0) {
        deps.log?.error(
          { payoutId, unpaidCents },
          'payout: the provider could not pay everything back; transfer the rest by hand',
        );
      }
      return repository.payoutSent(payout.id, {
        status: result.status,
        providerReferences: result.references,
        unpaidCents,
        sentAt: now(),
      });
    },
  };
}

export type AccountClosing = ReturnType<typeof createAccountClosing>;
