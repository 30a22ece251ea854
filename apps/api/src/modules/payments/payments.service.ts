import {
  balanceMessages,
  paymentReturnPagePath,
  type Payment,
  type SandboxPayment,
  type SandboxPaymentDecisionResponse,
} from '@fuellinq/domain';
import type { Config } from '../../config.ts';
import { type Database, inTransaction } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { defineEvent, type EventBus } from '../../lib/events.ts';
import type { JobRunner } from '../../lib/job-runner.ts';
import { createLedger } from '../balance/ledger.service.ts';
import { type AccountClosing, createAccountClosing } from './account-closing.ts';
import { toPaymentDto } from './payment-dto.ts';
import {
  createPaymentsRepository,
  type FinalStatus,
  type MandateRow,
  type PaymentRow,
  type ProviderId,
} from './payments.repository.ts';
import { paymentProvider } from './providers/index.ts';
import type {
  PaymentProvider,
  ProviderMandate,
  ProviderPayment,
  SequenceType,
} from './providers/payment-provider.ts';
import type { SandboxBook } from './providers/sandbox-provider.ts';

// The payments module's public face: payments at the provider (the sandbox or Mollie) for top-ups, card
// fees and the first payment of a direct-debit mandate, and charges on that mandate for automatic top-ups
// (docs/decisions/012-money.md). Money moves only when the provider says a payment is paid: its webhook
// (or the sandbox's decision, which takes the same path) reads the payment back, and in one transaction
// moves it out of `open` and books the ledger; the payer's return to our site moves nothing.

export type { MandateRow, PaymentRow } from './payments.repository.ts';

/**
 * A payment became paid (announced once per payment, after its ledger entry committed). The refuel work
 * continues a refuel (`metadata.transaction_id`); the cards module issues a paid extra card
 * (`metadata.card_label`).
 */
export const paymentPaid = defineEvent<{
  paymentId: string;
  userId: string;
  purpose: 'top_up' | 'card_fee' | 'mandate';
  amountCents: number;
  metadata: Record<string, unknown>;
}>('payments.paid');

/** A payment ended without being paid (failed, cancelled, expired); announced once per payment. */
export const paymentFailed = defineEvent<{
  paymentId: string;
  userId: string;
  purpose: 'top_up' | 'card_fee' | 'mandate';
  metadata: Record<string, unknown>;
}>('payments.failed');

export interface CheckoutRequest {
  userId: string;
  purpose: 'top_up' | 'card_fee' | 'mandate';
  amountCents: number;
  /** What to do once paid: `{ transaction_id }` continues a refuel, `{ card_label }` issues a card. */
  metadata?: Record<string, unknown>;
  /** Where the person lands after paying (a path of this app). */
  returnPath: string;
  /** The caller's Idempotency-Key, so a retried request finds the same payment. */
  requestKey?: string | null;
}

export interface PaymentsApi {
  /**
   * Creates a payment at the configured provider (sandbox or Mollie) and answers its checkout. Given a
   * transaction (`db`), the payment is written in it: it exists only if the caller's change commits.
   */
  createCheckout(request: CheckoutRequest, db?: Database): Promise<{ url: string; payment: Payment }>;
}

export interface PaymentsServiceDeps {
  db: Database;
  config: Config;
  events: EventBus;
  now: () => Date;
  /** Another provider than the configuration names (tests). */
  provider?: PaymentProvider;
  /** Where a failure goes that must not fail the caller (a handler of paymentPaid, a reconcile step). */
  log?: { error: (object: object, message?: string) => void };
  /** For the provider's side of closing an account (revoking, cancelling, paying back), after its commit. */
  jobs?: Pick<JobRunner, 'enqueue'>;
}

/** A charge on a mandate for an automatic top-up, booked under the caller's lock before it is sent. */
export interface MandateChargeRequest {
  userId: string;
  amountCents: number;
  mandate: MandateRow;
  /** Unique per attempt: a retried job finds its own payment instead of charging twice. */
  requestKey: string;
  /** What the charge is for (default an automatic top-up); handed to paymentPaid/paymentFailed. */
  metadata?: Record<string, unknown>;
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

/** A payment still open this long is read back from its provider by the reconcile job. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** A payment that never reached its provider in this time is failed. */
const UNSENT_FAIL_AFTER_MS = 60 * 60_000;

/** What the provider's page and the bank statement say. */
const providerDescriptions: Record<PaymentRow['purpose'] | 'recurring', string> = {
  top_up: 'FuelLinq saldo opwaarderen',
  card_fee: 'FuelLinq extra prepaid tankpas',
  mandate: 'FuelLinq machtiging automatisch opwaarderen',
  recurring: 'FuelLinq automatisch opwaarderen',
};

/** What the balance history says of the money a payment brought in. */
const ledgerDescriptions: Record<PaymentRow['purpose'] | 'recurring', string> = {
  top_up: 'Opwaardering',
  card_fee: 'Betaling extra pas',
  mandate: 'Machtiging automatisch opwaarderen (verificatie)',
  recurring: 'Automatisch opwaarderen',
};

const descriptionKey = (row: Pick<PaymentRow, 'purpose' | 'sequenceType'>) =>
  row.sequenceType === 'recurring' ? 'recurring' : row.purpose;

const unavailable = () => new AppError(503, 'unavailable', balanceMessages.providerUnavailable);
/** No provider is configured (a production start without Mollie): nothing can be paid here. */
const paymentsOff = () => new AppError(503, 'payments_unavailable');
const paymentNotFound = () => notFound(balanceMessages.paymentNotFound);

const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** Where the payer comes back to: the page that polls the payment, then goes on to its return path. */
function returnLink(row: Pick<PaymentRow, 'id'>): string {
  return paymentReturnPagePath(row.id);
}

/** A path of this app, never another site (`//evil.example` is protocol-relative). */
function safePath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/app/wallet';
}

export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  const { db, config, events, now } = deps;
  const repository = createPaymentsRepository(db);
  const ledger = createLedger(db);

  const decisionOf = (row: PaymentRow) => {
    const decision = row.metadata.sandbox_decision;
    return decision === 'paid' || decision === 'canceled' ? decision : null;
  };

  // The sandbox keeps its books in our payments table: its decision and the account of a first payment.
  const sandboxBook: SandboxBook = {
    async find(providerPaymentId) {
      const row = await repository.findByProviderId('sandbox', providerPaymentId);
      if (!row) return null;
      return {
        sequenceType: row.sequenceType,
        amountCents: row.amountCents,
        createdAt: row.createdAt,
        decision: decisionOf(row),
        ibanMasked: textOf(row.metadata.iban_masked),
      };
    },
    async decide(providerPaymentId, decision) {
      const row = await repository.findByProviderId('sandbox', providerPaymentId);
      if (!row) return null;
      await repository.addMetadata(db, row.id, { sandbox_decision: decision }, 'sandbox_decision');
      const after = await repository.findByProviderId('sandbox', providerPaymentId);
      return after ? decisionOf(after) : null;
    },
  };
  const configured = paymentProvider(config, sandboxBook, now);
  const provider = deps.provider ?? configured.provider;
  const sandbox = provider === configured.provider ? configured.sandbox : null;
  /** The provider, for anything that makes or sends a payment; 503 payments_unavailable when there is none. */
  const live = (): PaymentProvider => {
    if (!provider) throw paymentsOff();
    return provider;
  };

  const webhookUrl = isLoopback(config.publicUrl) ? null : `${config.publicUrl}/api/payments/mollie/webhook`;

  function report(error: unknown, context: string) {
    deps.log?.error({ err: error }, context);
  }

  function checkoutOf(row: PaymentRow): { url: string; payment: Payment } {
    const open = row.status === 'open' && row.checkoutUrl;
    return { url: open ? row.checkoutUrl! : returnLink(row), payment: toPaymentDto(row) };
  }

  /** Announces a payment that left `open`, once; a failing handler does not undo the payment. */
  async function announce(row: PaymentRow) {
    const payload = {
      paymentId: row.id,
      userId: row.userId,
      purpose: row.purpose,
      metadata: row.metadata,
    };
    try {
      if (row.status === 'paid') await events.emit(paymentPaid, { ...payload, amountCents: row.amountCents });
      else await events.emit(paymentFailed, payload);
    } catch (error) {
      report(error, `after payment ${row.id} became ${row.status}`);
    }
  }

  /**
   * The one place a payment leaves `open`: its status and, when paid, its ledger credit (and a first
   * payment's mandate) in one transaction; then the announcement. Only the caller that moved it gets the
   * row back, so whatever replays, the money is booked once and announced once.
   */
  async function settle(
    row: PaymentRow,
    outcome: { status: FinalStatus; mandate: ProviderMandate | null },
  ): Promise<boolean> {
    const at = now();
    const closed = await inTransaction(db, async (tx) => {
      const moved = await repository.closeOpen(tx, row.id, {
        status: outcome.status,
        mandateId: outcome.mandate?.id ?? null,
        at,
      });
      if (!moved) return undefined;
      if (moved.status === 'paid') {
        const description = ledgerDescriptions[descriptionKey(moved)];
        await ledger.credit(tx, moved.userId, 'top_up', moved.amountCents, moved.id, description);
        if (moved.purpose === 'mandate' && outcome.mandate) {
          await repository.insertMandate(tx, {
            userId: moved.userId,
            provider: moved.provider,
            providerMandateId: outcome.mandate.id,
            providerCustomerId: outcome.mandate.customerId,
            status: outcome.mandate.status,
            method: outcome.mandate.method,
            ibanMasked: outcome.mandate.ibanMasked,
            createdAt: at,
          });
        }
      }
      await writeAudit(tx, {
        actorUserId: moved.userId,
        action: `payment.${moved.status}`,
        entity: 'payment',
        entityId: moved.id,
        details: { provider: moved.provider, purpose: moved.purpose, amount_cents: moved.amountCents },
      });
      return moved;
    });
    if (!closed) return false;
    await announce(closed);
    return true;
  }

  async function readBack(row: PaymentRow, view: ProviderPayment | null) {
    if (!view) return 'unknown' as const;
    if (view.amountCents !== row.amountCents) {
      throw new Error(
        `payment ${row.id}: the provider says ${view.amountCents} cents, we asked ${row.amountCents}`,
      );
    }
    if (view.status === 'open') return 'unchanged' as const;
    return (await settle(row, { status: view.status, mandate: view.mandate })) ? 'settled' : 'unchanged';
  }

  async function notify(providerPaymentId: string) {
    if (!provider) return 'unknown' as const;
    const row = await repository.findByProviderId(provider.id, providerPaymentId);
    if (!row) return 'unknown' as const;
    // Already decided: a replay needs no call to the provider and changes nothing.
    if (row.status !== 'open') return 'unchanged' as const;
    return readBack(row, await provider.getPayment(providerPaymentId));
  }

  /**
   * Creates the booked payment at the provider. In the caller's transaction a failure rolls everything
   * back; on its own, the payment is failed (and announced), gives its request key back so that a retry
   * tries anew, and the caller gets a 503.
   */
  async function send(row: PaymentRow, executor: Database): Promise<PaymentRow> {
    const active = live();
    let made: ProviderPayment;
    try {
      made = await active.createPayment({
        paymentId: row.id,
        userId: row.userId,
        sequenceType: row.sequenceType,
        amountCents: row.amountCents,
        description: providerDescriptions[descriptionKey(row)],
        redirectUrl: row.sequenceType === 'recurring' ? null : `${config.publicUrl}${returnLink(row)}`,
        webhookUrl,
        customerId: textOf(row.metadata.customer_id),
        mandateId: row.mandateId,
      });
    } catch (error) {
      report(error, `creating payment ${row.id} at ${active.id}`);
      if (executor === db) {
        await settle(row, { status: 'failed', mandate: null });
        await repository.forgetRequestKey(row.id);
      }
      throw unavailable();
    }
    const attached = await repository.attachProvider(executor, row.id, {
      providerPaymentId: made.id,
      checkoutUrl: made.checkoutUrl,
      at: now(),
    });
    return attached ?? row;
  }

  /** Books an open payment, or finds the one this request key booked before. */
  async function bookPayment(
    executor: Database,
    values: {
      userId: string;
      purpose: PaymentRow['purpose'];
      sequenceType: SequenceType;
      amountCents: number;
      requestKey: string | null;
      mandateId?: string | null;
      metadata: Record<string, unknown>;
    },
  ): Promise<{ row: PaymentRow; fresh: boolean }> {
    if (values.requestKey) {
      const existing = await repository.findByRequestKey(executor, values.userId, values.requestKey);
      if (existing) return { row: existing, fresh: false };
    }
    const inserted = await repository.insert(executor, {
      userId: values.userId,
      provider: live().id,
      purpose: values.purpose,
      sequenceType: values.sequenceType,
      amountCents: values.amountCents,
      requestKey: values.requestKey,
      mandateId: values.mandateId ?? null,
      metadata: values.metadata,
      createdAt: now(),
      updatedAt: now(),
    });
    if (inserted) return { row: inserted, fresh: true };
    // The same key at the same moment: the other request booked it.
    const other = await repository.findByRequestKey(executor, values.userId, values.requestKey ?? '');
    if (!other) throw new AppError(409, 'conflict');
    return { row: other, fresh: false };
  }

  return {
    providerId: provider?.id ?? null,

    async createCheckout(request, executor = db) {
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
        throw new Error(`createCheckout: not an amount: ${request.amountCents}`);
      }
      const active = live();
      const sequenceType: SequenceType = request.purpose === 'mandate' ? 'first' : 'oneoff';
      const requestKey = request.requestKey ?? null;
      if (requestKey) {
        const existing = await repository.findByRequestKey(executor, request.userId, requestKey);
        if (existing?.providerPaymentId) return checkoutOf(existing);
      }
      let customerId: string | null = null;
      if (sequenceType === 'first') {
        try {
          customerId =
            (await repository.customerId(executor, request.userId, active.id)) ??
            (await active.createCustomer(request.userId));
        } catch (error) {
          report(error, `creating a customer at ${active.id}`);
          throw unavailable();
        }
      }
      const { row } = await bookPayment(executor, {
        userId: request.userId,
        purpose: request.purpose,
        sequenceType,
        amountCents: request.amountCents,
        requestKey,
        metadata: {
          ...request.metadata,
          return_path: safePath(request.returnPath),
          ...(customerId ? { customer_id: customerId } : {}),
        },
      });
      // Only an open payment that never reached its provider is sent (again); any other is answered as it is.
      const unsent = row.status === 'open' && !row.providerPaymentId;
      return checkoutOf(unsent ? await send(row, executor) : row);
    },

    async get(userId, paymentId) {
      const row = await repository.findOwned(userId, paymentId);
      if (!row) throw paymentNotFound();
      return toPaymentDto(row);
    },

    async sandboxPage(providerPaymentId) {
      if (!sandbox) throw paymentNotFound();
      const [row, view] = await Promise.all([
        repository.findByProviderId('sandbox', providerPaymentId),
        sandbox.getPayment(providerPaymentId),
      ]);
      if (!row || !view) throw paymentNotFound();
      const iban = textOf(row.metadata.iban_masked);
      return {
        id: providerPaymentId,
        description:
          row.purpose === 'mandate' && iban
            ? `${providerDescriptions.mandate} van ${iban}`
            : providerDescriptions[descriptionKey(row)],
        amount_cents: row.amountCents,
        status: view.status,
        sets_up_mandate: row.sequenceType === 'first',
      };
    },

    async sandboxDecide(providerPaymentId, decision, secret) {
      if (!sandbox?.holdsSecret(providerPaymentId, secret)) throw paymentNotFound();
      const row = await repository.findByProviderId('sandbox', providerPaymentId);
      const view = await sandbox.getPayment(providerPaymentId);
      if (!row || !view) throw paymentNotFound();
      const wanted = decision === 'pay' ? 'paid' : 'canceled';
      const standing = view.status === 'open' ? await sandbox.decide(providerPaymentId, wanted) : view.status;
      // Then exactly what a provider's webhook brings about: the payment read back and acted on.
      await notify(providerPaymentId);
      if (standing !== wanted) throw new AppError(409, 'payment_done', balanceMessages.paymentDone);
      return { redirect_url: returnLink(row) };
    },

    notify,

    newestMandate: (userId, executor = db) => repository.newestMandate(executor, userId),

    validMandate: (userId, executor = db) =>
      provider ? repository.validMandate(executor, userId, provider.id) : Promise.resolve(undefined),

    async openMandateCharge(tx, request) {
      live();
      const { row } = await bookPayment(tx, {
        userId: request.userId,
        purpose: 'top_up',
        sequenceType: 'recurring',
        amountCents: request.amountCents,
        requestKey: request.requestKey,
        mandateId: request.mandate.providerMandateId,
        metadata: {
          ...(request.metadata ?? { auto_top_up: true }),
          ...(request.mandate.providerCustomerId ? { customer_id: request.mandate.providerCustomerId } : {}),
        },
      });
      return row;
    },

    async sendMandateCharge(row) {
      if (row.status !== 'open') return row;
      const sent = row.providerPaymentId ? row : await send(row, db);
      if (sent.providerPaymentId) await notify(sent.providerPaymentId);
      return (await repository.findOwned(row.userId, row.id)) ?? sent;
    },

    closing: createAccountClosing({
      provider,
      ledger,
      db,
      now,
      jobs: deps.jobs ?? {
        enqueue: () => Promise.reject(new Error('payments: closing an account needs the job runner')),
      },
      ...(deps.log ? { log: deps.log } : {}),
    }),

    async reconcile() {
      const at = now();
      const rows = await repository.staleOpen(new Date(at.getTime() - RECONCILE_AFTER_MS), 100);
      let settled = 0;
      for (const row of rows) {
        try {
          if (!row.providerPaymentId) {
            const old = at.getTime() - row.createdAt.getTime() > UNSENT_FAIL_AFTER_MS;
            if (old && (await settle(row, { status: 'failed', mandate: null }))) settled += 1;
          } else if (row.provider === provider?.id) {
            if ((await notify(row.providerPaymentId)) === 'settled') settled += 1;
          }
          await repository.touch(row.id, at);
        } catch (error) {
          report(error, `reconciling payment ${row.id}`);
        }
      }
      return settled;
    },
  };
}

/** The user's automatic top-up still on its way, if any (there is one at a time). */
export function openAutoTopUp(executor: Database, userId: string): Promise<PaymentRow | undefined> {
  return createPaymentsRepository(executor).openRecurring(executor, userId);
}
