import {
  type AutoTopUpBody,
  type BalanceResponse,
  balanceMessages,
  type CheckoutResponse,
  DEFAULT_PAYMENT_RETURN_PATH,
  type LedgerPage,
  MANDATE_VERIFICATION_CENTS,
} from '@fuellinq/domain';
import { type Database, inTransaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { JobRunner } from '../../lib/job-runner.ts';
import { createLedger, ledgerPage } from '../ledger/ledger.service.ts';
import { openAutoTopUp, type PaymentRow, type PaymentsService } from '../payments/payments.service.ts';
import { toLedgerEntryDto } from './balance-dto.ts';
import { autoTopUpOf, saveAutoTopUp } from './balance.repository.ts';

// The prepaid balance as its owner sees and tops it up (docs/decisions/012-money.md): the two sums over
// the ledger, its history, top-ups and the mandate through the payments module, and automatic top-up.
// It uses the ledger and payments modules; neither of them uses it.

/** The job that charges an automatic top-up through the mandate (defined by the balance routes). */
export const AUTO_TOP_UP_JOB = 'balance.auto-top-up';

/** What maybeAutoTopUp needs; the Fastify app itself fits (`maybeAutoTopUp(app, userId)`). */
export interface AutoTopUpDeps {
  db: Database;
  jobs: Pick<JobRunner, 'enqueue'>;
}

/**
 * Call after every committed write that lowers the available amount (a reservation, a capture, a card
 * fee). When the user's automatic top-up is on, the available amount is under its threshold and no
 * automatic top-up is on its way, it enqueues the job that charges the amount through the mandate. Cheap
 * when nothing is due; true when it enqueued. Calling it twice at once is harmless: the job books the
 * charge under the user's lock and makes one at a time.
 */
export async function maybeAutoTopUp(deps: AutoTopUpDeps, userId: string): Promise<boolean> {
  const settings = await autoTopUpOf(deps.db, userId);
  if (!settings?.enabled) return false;
  const { availableCents } = await createLedger(deps.db).sums(userId);
  if (availableCents >= settings.thresholdCents) return false;
  if (await openAutoTopUp(deps.db, userId)) return false;
  await deps.jobs.enqueue(AUTO_TOP_UP_JOB, { userId });
  return true;
}

/** An erased account's automatic top-up goes off, in the erasure's own transaction. True when it was on. */
export async function switchOffAutoTopUp(tx: Database, userId: string, at: Date): Promise<boolean> {
  const settings = await autoTopUpOf(tx, userId);
  if (!settings?.enabled) return false;
  await saveAutoTopUp(tx, { ...settings, enabled: false, at });
  return true;
}

export interface BalanceServiceDeps {
  db: Database;
  payments: PaymentsService;
  jobs: Pick<JobRunner, 'enqueue'>;
  /**
   * The masked IBAN of the user's linked bank account (a mandate is set up from it), or null. Null itself
   * for an account that links none (an organisation's, decision 024): its mandate is the account the first
   * payment is paid from, as the provider reports it.
   */
  linkedIban: ((userId: string) => Promise<string | null>) | null;
  now: () => Date;
}

export function createBalanceService(deps: BalanceServiceDeps) {
  const { db, payments, now } = deps;
  const ledger = createLedger(db);

  async function balance(userId: string): Promise<BalanceResponse> {
    const sums = await ledger.sums(userId);
    const settings = await autoTopUpOf(db, userId);
    const mandate = await payments.newestMandate(userId);
    return {
      balance_cents: sums.balanceCents,
      available_cents: sums.availableCents,
      reserved_cents: sums.balanceCents - sums.availableCents,
      auto_top_up: settings
        ? {
            enabled: settings.enabled,
            threshold_cents: settings.thresholdCents,
            amount_cents: settings.amountCents,
          }
        : null,
      mandate: mandate ? { status: mandate.status, iban_masked: mandate.ibanMasked } : null,
    };
  }

  return {
    balance,

    async history(userId: string, query: { page: number; per_page: number }): Promise<LedgerPage> {
      const { rows, total } = await ledgerPage(db, userId, query.page, query.per_page);
      return { items: rows.map(toLedgerEntryDto), total, page: query.page, per_page: query.per_page };
    },

    /**
     * A top-up: a payment at the provider; the ledger is credited when the provider says it is paid.
     * `metadata` goes with the payment (an organisation's account names its organisation, `org_id`).
     */
    topUp(
      userId: string,
      body: { amount_cents: number; return_path?: string | undefined },
      requestKey: string | null,
      metadata: Record<string, unknown> = {},
    ): Promise<CheckoutResponse> {
      return payments.createCheckout({
        userId,
        purpose: 'top_up',
        amountCents: body.amount_cents,
        metadata,
        returnPath: body.return_path ?? DEFAULT_PAYMENT_RETURN_PATH,
        requestKey,
      });
    },

    /**
     * The first payment (€ 0,01) that sets up a SEPA direct-debit mandate for automatic top-ups, from the
     * linked bank account; once paid, the mandate is recorded and the cent is on the balance. `metadata`
     * goes with the payment to paymentPaid (an organisation's `org_id`, and who asked, for its audit).
     */
    async startMandate(
      userId: string,
      requestKey: string | null,
      returnPath: string = DEFAULT_PAYMENT_RETURN_PATH,
      metadata: Record<string, unknown> = {},
    ): Promise<CheckoutResponse> {
      const iban = deps.linkedIban ? await deps.linkedIban(userId) : null;
      if (deps.linkedIban && !iban) {
        throw new AppError('bank_not_linked', { message: balanceMessages.bankNotLinked });
      }
      return payments.createCheckout({
        userId,
        purpose: 'mandate',
        amountCents: MANDATE_VERIFICATION_CENTS,
        metadata: { ...metadata, ...(iban ? { iban_masked: iban } : {}) },
        returnPath,
        requestKey,
      });
    },

    /**
     * Turns automatic top-up on (needs a valid mandate, else 409) or off, and checks the balance at once.
     * `alsoInTransaction` writes with it (an organisation's audit entry, for the org account's settings).
     */
    async saveAutoTopUp(
      userId: string,
      body: AutoTopUpBody,
      alsoInTransaction?: (tx: Database) => Promise<void>,
    ): Promise<BalanceResponse> {
      if (body.enabled && !(await payments.validMandate(userId))) {
        throw new AppError('no_mandate');
      }
      await inTransaction(db, async (tx) => {
        await saveAutoTopUp(tx, {
          userId,
          enabled: body.enabled,
          thresholdCents: body.threshold_cents,
          amountCents: body.amount_cents,
          at: now(),
        });
        await writeAudit(tx, {
          actorUserId: userId,
          action: 'balance.auto_top_up',
          entity: 'auto_top_up',
          entityId: userId,
          details: {
            enabled: body.enabled,
            threshold_cents: body.threshold_cents,
            amount_cents: body.amount_cents,
          },
        });
        await alsoInTransaction?.(tx);
      });
      if (body.enabled) await maybeAutoTopUp({ db, jobs: deps.jobs }, userId);
      return balance(userId);
    },

    /**
     * The automatic top-up job (lease mode: it calls the provider). Under the user's lock it checks that
     * automatic top-up is on, a valid mandate exists, nothing is on its way and the available amount is
     * under the threshold, and books the charge; then sends it (sandbox: paid at once; Mollie: a recurring
     * payment its webhook credits). A rerun of the same job finds its own charge: never two.
     */
    async runAutoTopUp(userId: string, jobId: string): Promise<PaymentRow | null> {
      const requestKey = `auto-top-up:${jobId}`;
      const booked = await inTransaction(db, async (tx) => {
        // An erased account is not found here: nothing is charged to it once its erasure committed.
        if (!(await ledger.lockAccount(tx, userId))) return null;
        const settings = await autoTopUpOf(tx, userId);
        if (!settings?.enabled) return null;
        const open = await openAutoTopUp(tx, userId);
        if (open) return open.requestKey === requestKey ? open : null;
        const mandate = await payments.validMandate(userId, tx);
        if (!mandate) return null;
        const { availableCents } = await ledger.sums(userId, tx);
        if (availableCents >= settings.thresholdCents) return null;
        return payments.openMandateCharge(tx, {
          userId,
          amountCents: settings.amountCents,
          mandate,
          requestKey,
        });
      });
      return booked ? payments.sendMandateCharge(booked) : null;
    },
  };
}

export type BalanceService = ReturnType<typeof createBalanceService>;
