import { type Transaction } from '@fuellinq/domain';
import { inTransaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isCallersRefuel, notFound, notOpen, ownedRefuel, type RefuelContext } from './refuel-context.ts';
import { transactionDto } from './transaction-dto.ts';

/** The driver pressed Betalen on the checkout: the pump may run. Again is the same answer. */
export async function confirmRefuel(
  context: RefuelContext,
  userId: string,
  id: string,
): Promise<Transaction> {
  const { repository } = context;
  await ownedRefuel(context, userId, id);
  const changed = await inTransaction(context.db, async (tx) => {
    const row = await repository.lock(tx, id);
    if (!row || !isCallersRefuel(row, userId)) throw notFound();
    if (row.status === 'fuelling' || row.status === 'completed') return false;
    if (row.status === 'awaiting_top_up') throw new AppError('awaiting_top_up');
    if (row.status !== 'reserved') throw notOpen();
    await repository.update(tx, id, { status: 'fuelling', confirmedAt: context.now() });
    return true;
  });
  if (changed) await context.onConfirmed?.({ transactionId: id, userId });
  return transactionDto(await ownedRefuel(context, userId, id));
}
