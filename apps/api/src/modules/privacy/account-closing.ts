import { type ErasurePreview, formatDate, formatEuro, isoDateIn } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { switchOffAutoTopUp } from '../balance/balance.service.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { linkedAccountIban } from '../bank/bank.service.ts';
import type { InvoicesService } from '../billing/invoices.service.ts';
import { endSubscriptionOfErasedAccount, subscriptionStatusOf } from '../billing/subscription.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { endOpenRefuelsOfErasedAccount, openRefuelsOf } from '../transactions/erased-account.service.ts';

// Erasing an account stops every flow of its money (issue 23), in the erasure's own transaction and in this
// order: open refuels end and release their reservations (a refuel pumping now refuses the erasure), the
// subscription ends, automatic top-up goes off, the mandates are revoked and open payments cancelled, what
// is left on the balance is booked as a payout to the linked bank account, and the last invoice states it.
// The providers hear of it by jobs after the commit (modules/payments/account-closing.ts).

/** What closing did, for the answer, the confirmation screen and the mail. */
export interface ClosedMoney {
  payoutCents: number;
  ibanMasked: string | null;
  subscriptionEnded: boolean;
  mandateRevoked: boolean;
  finalInvoiceNumber: string | null;
}

export interface AccountMoneyDeps {
  db: Database;
  payments: Pick<PaymentsService, 'closing' | 'providerId'>;
  invoices: Pick<InvoicesService, 'closeAccount'>;
  now: () => Date;
}

/** The statement on the last invoice: outside the btw, so not a line. */
export function payoutRemark(cents: number, ibanMasked: string | null, on: Date): string {
  const to = ibanMasked ? `rekening ${ibanMasked}` : 'de rekening waarvan je betaalde';
  return (
    `Account verwijderd op ${formatDate(isoDateIn(on))}: je resterende saldo van ${formatEuro(cents)} ` +
    `is teruggestort naar ${to}. Dit bedrag valt buiten de btw.`
  );
}

export function createAccountMoney(deps: AccountMoneyDeps) {
  const { db, now } = deps;
  return {
    /** Inside the erasure's transaction, which holds the account's lock. */
    async close(tx: Database, userId: string): Promise<ClosedMoney> {
      const at = now();
      // Read before the bank link goes with the rest of the account.
      const ibanMasked = await linkedAccountIban(tx, userId);
      await endOpenRefuelsOfErasedAccount(tx, userId, at);
      const subscriptionBefore = await endSubscriptionOfErasedAccount(tx, userId, at);
      await switchOffAutoTopUp(tx, userId, at);
      const closed = await deps.payments.closing.close(tx, userId, ibanMasked);
      const remark = closed.payoutCents > 0 ? payoutRemark(closed.payoutCents, closed.ibanMasked, at) : null;
      const finalInvoiceNumber = await deps.invoices.closeAccount(tx, userId, remark);
      return {
        payoutCents: closed.payoutCents,
        ibanMasked: closed.ibanMasked,
        subscriptionEnded: subscriptionBefore !== null,
        mandateRevoked: closed.revokedMandates > 0,
        finalInvoiceNumber,
      };
    },

    /** What closing would do now, for the deletion screen (invoices are counted by the caller). */
    async preview(userId: string): Promise<Omit<ErasurePreview, 'invoices_kept'>> {
      const [sums, ibanMasked, subscription, refuels] = await Promise.all([
        createLedger(db).sums(userId),
        linkedAccountIban(db, userId),
        subscriptionStatusOf(db, userId),
        openRefuelsOf(db, userId),
      ]);
      return {
        balance_cents: sums.balanceCents,
        // Mollie refunds each payment to the account it came from; otherwise it goes to the linked one.
        payout_iban_masked: deps.payments.providerId === 'mollie' ? null : ibanMasked,
        subscription_status: subscription,
        refuel_in_progress: refuels.fuelling > 0,
        open_refuels: refuels.cancellable,
      };
    },
  };
}

export type AccountMoney = ReturnType<typeof createAccountMoney>;
