import type { Transaction } from '@fuellinq/domain';
import { inTransaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isCallersRefuel, notFound, notOpen, ownedRefuel, type RefuelContext } from './refuel-context.ts';
import { transactionDto } from './transaction-dto.ts';

/** Annuleren on the checkout: the whole reservation is back at once. Again is the same answer. */
export async function cancelRefuel(context: RefuelContext, userId: string, id: string): Promise<Transaction> {
  const { repository } = context;
  await ownedRefuel(context, userId, id);
  await inTransaction(context.db, async (tx) => {
    const row = await repository.lock(tx, id);
    if (!row || !isCallersRefuel(row, userId)) throw notFound();
    if (row.status === 'cancelled') return;
    // Once the driver paid, the pump may be running: only its report (or the expiry) ends the refuel.
    if (row.status === 'fuelling') {
      throw new AppError('already_fuelling');
    }
    if (row.status !== 'reserved' && row.status !== 'awaiting_top_up') throw notOpen();
    const released = row.status === 'reserved' ? row.reservedCents : 0;
    if (released > 0) await context.ledger.release(tx, row.userId, released, id);
    await repository.update(tx, id, {
      status: 'cancelled',
      endedAt: context.now(),
      completion: { released_cents: released },
    });
  });
  return transactionDto(await ownedRefuel(context, userId, id));
}
