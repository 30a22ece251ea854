import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { fuelTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createLedger } from '../ledger/ledger.service.ts';

// What erasing an account does to its refuels (issue 23): in the erasure's own transaction, every refuel
// that has not started pumping is cancelled and its reservation released, so the balance paid back is all
// of it and no pump, job or simulator can complete one on an account that is gone. A refuel that is pumping
// now cannot be taken back from the pump: the erasure waits for it.

/**
 * Cancels the open refuels of an account being erased and releases their reservations; 409
 * `refuel_in_progress` while one is fuelling (nothing is changed then). Answers how many it cancelled.
 */
export async function endOpenRefuelsOfErasedAccount(tx: Database, userId: string, at: Date): Promise<number> {
  const open = await tx
    .select({
      id: fuelTransactions.id,
      status: fuelTransactions.status,
      reservedCents: fuelTransactions.reservedCents,
    })
    .from(fuelTransactions)
    .where(
      and(
        eq(fuelTransactions.userId, userId),
        inArray(fuelTransactions.status, ['awaiting_top_up', 'reserved', 'fuelling']),
      ),
    )
    .for('update');
  if (open.some((refuel) => refuel.status === 'fuelling')) {
    throw new AppError('refuel_in_progress');
  }
  const ledger = createLedger(tx);
  for (const refuel of open) {
    const released = refuel.status === 'reserved' ? refuel.reservedCents : 0;
    if (released > 0) await ledger.release(tx, userId, released, refuel.id);
    await tx
      .update(fuelTransactions)
      .set({
        status: 'cancelled',
        endedAt: at,
        completion: { released_cents: released, reason: 'account_erased' },
      })
      .where(eq(fuelTransactions.id, refuel.id));
  }
  return open.length;
}

/** What erasing would meet now: a refuel pumping (it waits for that), and how many it would cancel. */
export async function openRefuelsOf(db: Database, userId: string) {
  const open = await db
    .select({ status: fuelTransactions.status })
    .from(fuelTransactions)
    .where(
      and(
        eq(fuelTransactions.userId, userId),
        inArray(fuelTransactions.status, ['awaiting_top_up', 'reserved', 'fuelling']),
      ),
    );
  const fuelling = open.filter((refuel) => refuel.status === 'fuelling').length;
  return { fuelling, cancellable: open.length - fuelling };
}
