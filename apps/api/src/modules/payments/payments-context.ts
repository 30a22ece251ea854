import { balanceMessages, paymentReturnPagePath } from '@fuellinq/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import type { JobRunner } from '../../lib/job-runner.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { createPaymentsRepository, type PaymentRow, type PaymentsRepository } from './payments.repository.ts';
import { paymentProvider } from './providers/index.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import type { SandboxProvider } from './providers/sandbox-provider.ts';
import { sandboxBookOf } from './sandbox-book.ts';

// What every payments use case works with, made once per service: the database and its repository, the
// ledger, the configured provider (and the sandbox when it is that one), where webhooks go; and the small
// pieces several use cases share.

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

export interface PaymentsContext {
  db: Database;
  config: Config;
  events: EventBus;
  now: () => Date;
  repository: PaymentsRepository;
  ledger: Ledger;
  /** Null when payments are off: every payment that would be made answers 503 payments_unavailable. */
  provider: PaymentProvider | null;
  /** The sandbox, when it is the provider: its payment page and its decision. */
  sandbox: SandboxProvider | null;
  /** Null when PUBLIC_URL is a local address the provider cannot reach: reconciling does the work then. */
  webhookUrl: string | null;
  /** A failure that must not fail the caller. */
  report(error: unknown, context: string): void;
}

const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

export function paymentsContext(deps: PaymentsServiceDeps): PaymentsContext {
  const { db, config, now } = deps;
  const repository = createPaymentsRepository(db);
  // The sandbox keeps its books in our payments table: its decision and the account of a first payment.
  const configured = paymentProvider(config, sandboxBookOf(db, repository), now);
  const provider = deps.provider ?? configured.provider;
  return {
    db,
    config,
    events: deps.events,
    now,
    repository,
    ledger: createLedger(db),
    provider,
    sandbox: provider === configured.provider ? configured.sandbox : null,
    webhookUrl: isLoopback(config.publicUrl) ? null : `${config.publicUrl}/api/payments/mollie/webhook`,
    report: (error, context) => deps.log?.error({ err: error }, context),
  };
}

/** The provider, for anything that makes or sends a payment; 503 payments_unavailable when there is none. */
export function liveProvider(context: PaymentsContext): PaymentProvider {
  if (!context.provider) throw new AppError('payments_unavailable');
  return context.provider;
}

/** The provider could not be reached or refused: the caller gets a 503 and may try again. */
export const providerUnavailable = () =>
  new AppError('unavailable', { message: balanceMessages.providerUnavailable });
export const paymentNotFound = () => notFound(balanceMessages.paymentNotFound);

/** What the provider's page and the bank statement say. */
export const providerDescriptions: Record<PaymentRow['purpose'] | 'recurring', string> = {
  top_up: 'FuelLinq saldo opwaarderen',
  card_fee: 'FuelLinq extra prepaid tankpas',
  mandate: 'FuelLinq machtiging automatisch opwaarderen',
  recurring: 'FuelLinq automatisch opwaarderen',
};

/** What the balance history says of the money a payment brought in. */
export const ledgerDescriptions: Record<PaymentRow['purpose'] | 'recurring', string> = {
  top_up: 'Opwaardering',
  card_fee: 'Betaling extra pas',
  mandate: 'Machtiging automatisch opwaarderen (verificatie)',
  recurring: 'Automatisch opwaarderen',
};

export const descriptionKey = (row: Pick<PaymentRow, 'purpose' | 'sequenceType'>) =>
  row.sequenceType === 'recurring' ? 'recurring' : row.purpose;

export const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Where the payer comes back to: the page that polls the payment, then goes on to its return path (with
 * the organisation whose account pays, `org_id`, so a manager reads it through the organisation).
 */
export function returnLink(row: Pick<PaymentRow, 'id' | 'metadata'>): string {
  return paymentReturnPagePath(row.id, textOf(row.metadata.org_id));
}
