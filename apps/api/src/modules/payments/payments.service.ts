import type { Payment } from '@fuellinq/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { defineEvent, type EventBus } from '../../lib/events.ts';

// The payments module's public face. CONTRACT between the payments work and the refuel work of issue 10:
// the payments helper implements these; the refuel helper only imports them.

/** A payment became paid (announced once per payment, after its ledger entry committed). */
export const paymentPaid = defineEvent<{
  paymentId: string;
  userId: string;
  purpose: 'top_up' | 'card_fee' | 'mandate';
  amountCents: number;
  metadata: Record<string, unknown>;
}>('payments.paid');

/** A payment ended without being paid (failed, cancelled, expired). */
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
  /** Creates a payment at the configured provider (sandbox or Mollie) and answers its checkout. */
  createCheckout(request: CheckoutRequest, db?: Database): Promise<{ url: string; payment: Payment }>;
}

export interface PaymentsServiceDeps {
  db: Database;
  config: Config;
  events: EventBus;
  now: () => Date;
}

/** Placeholder until the payments work lands: the refuel work builds against this signature. */
export function createPaymentsService(_deps: PaymentsServiceDeps): PaymentsApi {
  return {
    createCheckout() {
      return Promise.reject(new Error('payments: not built yet'));
    },
  };
}
