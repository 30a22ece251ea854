import type { PaymentsContext } from './payments-context.ts';
import { notifyPayment, settlePayment } from './settle-payment.ts';

// A lost webhook is made up for here (the payments.reconcile job, every five minutes, once across
// instances): open payments nobody heard of for a while are read back from their provider, and one that
// never reached its provider is failed.

/** A payment still open this long is read back from its provider by the reconcile job. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** A payment that never reached its provider in this time is failed. */
const UNSENT_FAIL_AFTER_MS = 60 * 60_000;

/** Reads back open payments nobody heard of for a while; fails those never sent. Answers how many settled. */
export async function reconcile(context: PaymentsContext): Promise<number> {
  const { repository, provider } = context;
  const at = context.now();
  const rows = await repository.staleOpen(new Date(at.getTime() - RECONCILE_AFTER_MS), 100);
  let settled = 0;
  for (const row of rows) {
    try {
      if (!row.providerPaymentId) {
        const old = at.getTime() - row.createdAt.getTime() > UNSENT_FAIL_AFTER_MS;
        if (old && (await settlePayment(context, row, { status: 'failed', mandate: null }))) settled += 1;
      } else if (row.provider === provider?.id) {
        if ((await notifyPayment(context, row.providerPaymentId)) === 'settled') settled += 1;
      }
      await repository.touch(row.id, at);
    } catch (error) {
      context.report(error, `reconciling payment ${row.id}`);
    }
  }
  return settled;
}
