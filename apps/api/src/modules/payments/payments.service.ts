import type { Payment, SandboxPayment, SandboxPaymentDecisionResponse } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { type AccountClosing, createAccountClosing } from './account-closing.ts';
import { type CheckoutRequest, createCheckout } from './create-checkout.ts';
import { type MandateChargeRequest, openMandateCharge, sendMandateCharge } from './mandate-charge.ts';
import { toPaymentDto } from './payment-dto.ts';
import { paymentNotFound, paymentsContext, type PaymentsServiceDeps } from './payments-context.ts';
import {
  createPaymentsRepository,
  type MandateRow,
  type PaymentRow,
  type ProviderId,
} from './payments.repository.ts';
import { reconcile } from './reconcile.ts';
import { sandboxDecide, sandboxPage } from './sandbox-payments.ts';
import { notifyPayment } from './settle-payment.ts';

// The payments module's public face: payments at the provider (the sandbox or Mollie) for top-ups, card
// fees and the first payment of a direct-debit mandate, and charges on that mandate for automatic top-ups
// (docs/decisions/012-money.md). Each thing a caller does is a file beside this one (create-checkout.ts,
// settle-payment.ts, mandate-charge.ts, sandbox-payments.ts, reconcile.ts), a plain function of the
// module's context (payments-context.ts); this file only puts them together. It books money through the
// ledger module and imports no other module.

export type { MandateRow, PaymentRow } from './payments.repository.ts';
export type { CheckoutRequest } from './create-checkout.ts';
export type { MandateChargeRequest } from './mandate-charge.ts';
export type { PaymentsServiceDeps } from './payments-context.ts';
export { paymentFailed, paymentPaid } from './payment-events.ts';
export { RECONCILE_AFTER_MS } from './reconcile.ts';

export interface PaymentsApi {
  /**
   * Creates a payment at the configured provider (sandbox or Mollie) and answers its checkout. Given a
   * transaction (`db`), the payment is written in it: it exists only if the caller's change commits.
   */
  createCheckout(request: CheckoutRequest, db?: Database): Promise<{ url: string; payment: Payment }>;
}

export interface PaymentsService extends PaymentsApi {
  /** The configured provider; null when payments are off (every payment answers 503 payments_unavailable). */
  readonly providerId: ProviderId | null;
  /** The caller's own payment (the return page polls it); another user's is a 404. */
  get(userId: string, paymentId: string): Promise<Payment>;
  /** What the sandbox's payment page shows. */
  sandboxPage(providerPaymentId: string): Promise<SandboxPayment>;
  /**
   * Betalen or Annuleren on the sandbox page, then the webhook's own path. Only with the payment's own
   * secret from its checkout URL: an id from a log or a screen is a 404.
   */
  sandboxDecide(
    providerPaymentId: string,
    decision: 'pay' | 'cancel',
    secret: string,
  ): Promise<SandboxPaymentDecisionResponse>;
  /**
   * The webhook: reads the payment back from the provider and acts on what it says. Replays do nothing
   * more. Unknown ids are ignored ('unknown'), so nobody learns which ids exist.
   */
  notify(providerPaymentId: string): Promise<'settled' | 'unchanged' | 'unknown'>;
  /** The newest mandate of the user (for the balance screen). */
  newestMandate(userId: string, executor?: Database): Promise<MandateRow | undefined>;
  /** The valid mandate an automatic top-up can charge at the configured provider. */
  validMandate(userId: string, executor?: Database): Promise<MandateRow | undefined>;
  /** Books an open charge on a mandate inside the caller's transaction (which holds the user's lock). */
  openMandateCharge(tx: Database, request: MandateChargeRequest): Promise<PaymentRow>;
  /** Sends a booked charge to the provider (after the booking committed); a charge paid at once is settled. */
  sendMandateCharge(row: PaymentRow): Promise<PaymentRow>;
  /** Reads back open payments nobody heard of for a while (a lost webhook); fails those never sent. */
  reconcile(): Promise<number>;
  /** An erased account's payments: mandates revoked, open payments cancelled, the balance paid back. */
  readonly closing: AccountClosing;
}

export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  const context = paymentsContext(deps);
  const { db, repository, provider } = context;
  return {
    providerId: provider?.id ?? null,
    createCheckout: (request, executor) => createCheckout(context, request, executor),
    async get(userId, paymentId) {
      const row = await repository.findOwned(userId, paymentId);
      if (!row) throw paymentNotFound();
      return toPaymentDto(row);
    },
    sandboxPage: (providerPaymentId) => sandboxPage(context, providerPaymentId),
    sandboxDecide: (providerPaymentId, decision, secret) =>
      sandboxDecide(context, providerPaymentId, decision, secret),
    notify: (providerPaymentId) => notifyPayment(context, providerPaymentId),
    newestMandate: (userId, executor = db) => repository.newestMandate(executor, userId),
    validMandate: (userId, executor = db) =>
      provider ? repository.validMandate(executor, userId, provider.id) : Promise.resolve(undefined),
    openMandateCharge: (tx, request) => openMandateCharge(context, tx, request),
    sendMandateCharge: (row) => sendMandateCharge(context, row),
    reconcile: () => reconcile(context),
    closing: createAccountClosing({
      provider,
      ledger: context.ledger,
      db,
      now: context.now,
      jobs: deps.jobs ?? {
        enqueue: () => Promise.reject(new Error('payments: closing an account needs the job runner')),
      },
      ...(deps.log ? { log: deps.log } : {}),
    }),
  };
}

/** The user's automatic top-up still on its way, if any (there is one at a time). */
export function openAutoTopUp(executor: Database, userId: string): Promise<PaymentRow | undefined> {
  return createPaymentsRepository(executor).openRecurring(executor, userId);
}
