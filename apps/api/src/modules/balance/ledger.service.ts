import { balanceMessages } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type BalanceSums, createBalanceRepository, type LedgerKind } from './balance.repository.ts';

// The prepaid balance as other modules use it (its public face): every movement is an entry in the
// append-only ledger, booked inside the caller's transaction, once per reference. Reservations and charges
// lock the account first and check the available amount after the lock, so under any concurrency the
// available amount never goes below zero (docs/decisions/012-money.md).

export const insufficientBalance = (availableCents: number) =>
  new AppError(409, 'insufficient_balance', balanceMessages.insufficient, {
    issues: [{ path: 'amount_cents', message: balanceMessages.insufficient }],
    headers: { 'x-available-cents': String(availableCents) },
  });

export interface Ledger {
  sums(userId: string, executor?: Database): Promise<BalanceSums>;
  /** Holds `amountCents` of the available amount for a refuel; 409 insufficient_balance when it is not there. */
  reserve(tx: Database, userId: string, amountCents: number, reference: string): Promise<void>;
  /** Holds as much as is available, up to `maxCents`; returns what it held (0: nothing available). */
  reserveUpTo(tx: Database, userId: string, maxCents: number, reference: string): Promise<number>;
  /** Spends `amountCents` of a reservation and gives the rest of it back, in one go. */
  settle(
    tx: Database,
    userId: string,
    reservedCents: number,
    amountCents: number,
    reference: string,
  ): Promise<void>;
  /** Gives a whole reservation back (a cancelled or expired refuel). */
  release(tx: Database, userId: string, reservedCents: number, reference: string): Promise<void>;
  /** Money in: a paid top-up, a refund, a reward. False when this reference was booked before. */
  credit(
    tx: Database,
    userId: string,
    kind: Extract<LedgerKind, 'top_up' | 'refund' | 'reward_credit'>,
    amountCents: number,
    reference: string,
    description?: string,
  ): Promise<boolean>;
  /**
   * Money out that was not reserved (an extra card's fee, a month of the subscription, a payout to the bank
   * account); 409 insufficient_balance when it is not there. False when this reference was charged before.
   */
  charge(
    tx: Database,
    userId: string,
    kind: Extract<LedgerKind, 'card_fee' | 'subscription_fee' | 'payout'>,
    amountCents: number,
    reference: string,
    description?: string,
  ): Promise<boolean>;
}

export function createLedger(db: Database): Ledger {
  const repository = createBalanceRepository(db);

  async function available(tx: Database, userId: string): Promise<number> {
    if (!(await repository.lockActive(tx, userId))) throw new AppError(404, 'not_found');
    return (await repository.sums(tx, userId)).availableCents;
  }

  return {
    sums: (userId, executor = db) => repository.sums(executor, userId),

    async reserve(tx, userId, amountCents, reference) {
      const have = await available(tx, userId);
      if (have < amountCents) throw insufficientBalance(have);
      await repository.append(tx, {
        userId,
        kind: 'reservation',
        balanceDeltaCents: 0,
        availableDeltaCents: -amountCents,
        reference,
      });
    },

    async reserveUpTo(tx, userId, maxCents, reference) {
      const amount = Math.min(maxCents, await available(tx, userId));
      if (amount <= 0) return 0;
      await repository.append(tx, {
        userId,
        kind: 'reservation',
        balanceDeltaCents: 0,
        availableDeltaCents: -amount,
        reference,
      });
      return amount;
    },

    async settle(tx, userId, reservedCents, amountCents, reference) {
      if (amountCents > reservedCents) throw new Error('a capture cannot exceed its reservation');
      await repository.lock(tx, userId);
      await repository.append(tx, {
        userId,
        kind: 'capture',
        balanceDeltaCents: -amountCents,
        availableDeltaCents: 0,
        reference,
      });
      await repository.append(tx, {
        userId,
        kind: 'release',
        balanceDeltaCents: 0,
        availableDeltaCents: reservedCents - amountCents,
        reference,
      });
    },

    async release(tx, userId, reservedCents, reference) {
      await repository.lock(tx, userId);
      await repository.append(tx, {
        userId,
        kind: 'release',
        balanceDeltaCents: 0,
        availableDeltaCents: reservedCents,
        reference,
      });
    },

    async credit(tx, userId, kind, amountCents, reference, description) {
      await repository.lock(tx, userId);
      return repository.append(tx, {
        userId,
        kind,
        balanceDeltaCents: amountCents,
        availableDeltaCents: amountCents,
        reference,
        description: description ?? null,
      });
    },

    async charge(tx, userId, kind, amountCents, reference, description) {
      if (await repository.entry(tx, kind, reference)) return false;
      const have = await available(tx, userId);
      if (have < amountCents) throw insufficientBalance(have);
      return repository.append(tx, {
        userId,
        kind,
        balanceDeltaCents: -amountCents,
        availableDeltaCents: -amountCents,
        reference,
        description: description ?? null,
      });
    },
  };
}
