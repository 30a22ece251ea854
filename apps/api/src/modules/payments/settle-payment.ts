import { inTransaction } from '../../db/database.ts';
import { writeAudit } from '../../lib/audit.ts';
import { paymentFailed, paymentPaid } from './payment-events.ts';
import { descriptionKey, ledgerDescriptions, type PaymentsContext } from './payments-context.ts';
import type { FinalStatus, PaymentRow } from './payments.repository.ts';
import type { ProviderMandate, ProviderPayment } from './providers/payment-provider.ts';

// Money moves only when the provider says a payment is paid: its webhook (or the sandbox's decision, which
// takes the same path) reads the payment back, and in one transaction it leaves `open` and the ledger is
// booked; the payer's return to our site moves nothing (docs/decisions/012-money.md).

/** Announces a payment that left `open`, once; a failing handler does not undo the payment. */
async function announce(context: PaymentsContext, row: PaymentRow) {
  const payload = { paymentId: row.id, userId: row.userId, purpose: row.purpose, metadata: row.metadata };
  try {
    if (row.status === 'paid') {
      await context.events.emit(paymentPaid, { ...payload, amountCents: row.amountCents });
    } else {
      await context.events.emit(paymentFailed, payload);
    }
  } catch (error) {
    context.report(error, `after payment ${row.id} became ${row.status}`);
  }
}

/**
 * The one place a payment leaves `open`: its status and, when paid, its ledger credit (and a first
 * payment's mandate) in one transaction; then the announcement. Only the caller that moved it gets the
 * row back, so whatever replays, the money is booked once and announced once.
 */
export async function settlePayment(
  context: PaymentsContext,
  row: PaymentRow,
  outcome: { status: FinalStatus; mandate: ProviderMandate | null },
): Promise<boolean> {
  const { repository, ledger } = context;
  const at = context.now();
  const closed = await inTransaction(context.db, async (tx) => {
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
  await announce(context, closed);
  return true;
}

/** Acts on what the provider says of one of our payments; its amount must be ours. */
async function readBack(context: PaymentsContext, row: PaymentRow, view: ProviderPayment | null) {
  if (!view) return 'unknown' as const;
  if (view.amountCents !== row.amountCents) {
    throw new Error(
      `payment ${row.id}: the provider says ${view.amountCents} cents, we asked ${row.amountCents}`,
    );
  }
  if (view.status === 'open') return 'unchanged' as const;
  const settled = await settlePayment(context, row, { status: view.status, mandate: view.mandate });
  return settled ? ('settled' as const) : ('unchanged' as const);
}

/**
 * The webhook: reads the payment back from the provider and acts on what it says. Replays do nothing more.
 * Unknown ids are ignored ('unknown'), so nobody learns which ids exist.
 */
export async function notifyPayment(
  context: PaymentsContext,
  providerPaymentId: string,
): Promise<'settled' | 'unchanged' | 'unknown'> {
  const { provider } = context;
  if (!provider) return 'unknown';
  const row = await context.repository.findByProviderId(provider.id, providerPaymentId);
  if (!row) return 'unknown';
  // Already decided: a replay needs no call to the provider and changes nothing.
  if (row.status !== 'open') return 'unchanged';
  return readBack(context, row, await provider.getPayment(providerPaymentId));
}
