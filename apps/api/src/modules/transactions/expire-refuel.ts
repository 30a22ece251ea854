import type { Database } from '../../db/database.ts';
import type { RefuelContext } from './refuel-context.ts';
import { OPEN_STATUSES } from './transactions.repository.ts';

// Nobody holds money forever: every start enqueues its expiry job (transactions.expire, 30 minutes), and a
// start that meets its card's open refuel past that moment ends it first, as the job would.

/**
 * Inside `tx`: a refuel still open at its expiry is released in full and expires; answers what went back
 * to the balance. Anything else (completed, cancelled, extended by a top-up) is left alone.
 */
export async function expireRefuel(
  context: Pick<RefuelContext, 'ledger' | 'repository'>,
  tx: Database,
  id: string,
  at: Date,
): Promise<number> {
  const { repository } = context;
  const row = await repository.lock(tx, id);
  if (!row || !(OPEN_STATUSES as readonly string[]).includes(row.status) || row.expiresAt > at) return 0;
  const released = row.status === 'awaiting_top_up' ? 0 : row.reservedCents;
  if (released > 0) await context.ledger.release(tx, row.userId, released, id);
  await repository.update(tx, id, {
    status: 'expired',
    endedAt: at,
    completion: { released_cents: released },
  });
  return released;
}
