import { inTransaction } from '../../db/database.ts';
import { RESERVATION_TTL_MS, type RefuelContext, scheduleExpiry } from './refuel-context.ts';

// A refuel that found less than € 10 available waits for a top-up (awaiting_top_up): the transactions
// routes call these on the payments module's paymentPaid and paymentFailed for its payment.

/** The top-up a refuel waited for is paid: reserve now and carry on (the checkout comes next). */
export async function continueAfterTopUp(context: RefuelContext, userId: string, id: string): Promise<void> {
  const { repository, ledger } = context;
  await inTransaction(context.db, async (tx) => {
    const row = await repository.lock(tx, id);
    if (!row || row.userId !== userId || row.status !== 'awaiting_top_up') return;
    const reserved = await ledger.reserveUpTo(tx, userId, row.reservedCents, id);
    if (reserved <= 0) return;
    const expiresAt = new Date(context.now().getTime() + RESERVATION_TTL_MS);
    await repository.update(tx, id, { status: 'reserved', reservedCents: reserved, expiresAt });
    await scheduleExpiry(context, tx, id, expiresAt, ':after-top-up');
  });
}

/** The top-up a refuel waited for failed or was cancelled: so is the refuel (nothing was reserved). */
export async function abandonAfterTopUp(context: RefuelContext, userId: string, id: string): Promise<void> {
  const { repository } = context;
  await inTransaction(context.db, async (tx) => {
    const row = await repository.lock(tx, id);
    if (!row || row.userId !== userId || row.status !== 'awaiting_top_up') return;
    await repository.update(tx, id, {
      status: 'cancelled',
      endedAt: context.now(),
      completion: { released_cents: 0 },
    });
  });
}
