import { defineEvent } from '../../lib/events.ts';

// What the payments module announces on app.events once a payment left `open` (settle-payment.ts), once per
// payment and after its ledger entry committed. Re-exported by payments.service.ts, the module's face.

/**
 * A payment became paid. The refuel work continues a refuel (`metadata.transaction_id`); the cards module
 * issues a paid extra card (`metadata.card_label`).
 */
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
