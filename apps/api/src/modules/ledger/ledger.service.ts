import { balanceMessages } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  appendEntry,
  type BalanceSums,
  entriesPage,
  findEntry,
  type LedgerKind,
  lockActiveAccount,
  lockAnyAccount,
  sumsOf,
} from './ledger.repository.ts';

// The prepaid balance's ledger, the one module that writes it (docs/decisions/012-money.md): every movement
// is an entry in the append-only ledger, booked inside the caller's transaction, once per reference.
// Reservations and charges lock the account first and check the available amount after the lock, so under
// any concurrency the available amount never goes below zero. It imports no other module: balance,
// payments, refuels, cards, loyalty, billing and privacy all book through it.

export type { BalanceSums, LedgerKind, LedgerRow } from './ledger.repository.ts';

export const insufficientBalance = (availableCents: number) =>
  new AppError('insufficient_balance', {
    issues: [{ path: 'amount_cents', message: balanceMessages.insufficient }],
    headers: { 'x-available-cents': String(availableCents) },
  });

export interface Ledger {
  sums(userId: string, executor?: Database): Promise<BalanceSums>;
  /**
   * Locks the account until `tx` ends, for a write that checks the available amount: every such write takes
   * this lock first and sums after it, so two can never spend the same cents. False for an erased account:
   * nothing reserves, charges or tops up on it.
   */
  lockAccount(tx: Database, userId: string): Promise<boolean>;
  /**
   * Holds `amountCents` for a refuel, in a transaction that took `lockAccount` and then found at least this
   * much available (`sums`): the caller that already holds the lock and the sums, as a refuel start does.
   */
  hold(tx: Database, userId: string, amountCents: number, reference: string): Promise<void>;
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

/** Locks the account and answers what is available; 404 for an erased account. */
async function lockedAvailable(tx: Database, userId: string): Promise<number> {
  if (!(await lockActiveAccount(tx, userId))) throw new AppError('not_found');
  return (await sumsOf(tx, userId)).availableCents;
}

const reservation = (userId: string, amountCents: number, reference: string) => ({
  userId,
  kind: 'reservation' as const,
  balanceDeltaCents: 0,
  availableDeltaCents: -amountCents,
  reference,
});

export function createLedger(db: Database): Ledger {
  return {
    sums: (userId, executor = db) => sumsOf(executor, userId),

    lockAccount: (tx, userId) => lockActiveAccount(tx, userId),

    async hold(tx, userId, amountCents, reference) {
      await appendEntry(tx, reservation(userId, amountCents, reference));
    },

    async reserve(tx, userId, amountCents, reference) {
      const have = await lockedAvailable(tx, userId);
      if (have < amountCents) throw insufficientBalance(have);
      await appendEntry(tx, reservation(userId, amountCents, reference));
    },

    async reserveUpTo(tx, userId, maxCents, reference) {
      const amount = Math.min(maxCents, await lockedAvailable(tx, userId));
      if (amount <= 0) return 0;
      await appendEntry(tx, reservation(userId, amount, reference));
      return amount;
    },

    async settle(tx, userId, reservedCents, amountCents, reference) {
      if (amountCents > reservedCents) throw new Error('a capture cannot exceed its reservation');
      await lockAnyAccount(tx, userId);
      await appendEntry(tx, {
        userId,
        kind: 'capture',
        balanceDeltaCents: -amountCents,
        availableDeltaCents: 0,
        reference,
      });
      await appendEntry(tx, {
        userId,
        kind: 'release',
        balanceDeltaCents: 0,
        availableDeltaCents: reservedCents - amountCents,
        reference,
      });
    },

    async release(tx, userId, reservedCents, reference) {
      await lockAnyAccount(tx, userId);
      await appendEntry(tx, {
        userId,
        kind: 'release',
        balanceDeltaCents: 0,
        availableDeltaCents: reservedCents,
        reference,
      });
    },

    async credit(tx, userId, kind, amountCents, reference, description) {
      await lockAnyAccount(tx, userId);
      return appendEntry(tx, {
        userId,
        kind,
        balanceDeltaCents: amountCents,
        availableDeltaCents: amountCents,
        reference,
        description: description ?? null,
      });
    },

    async charge(tx, userId, kind, amountCents, reference, description) {
      if (await findEntry(tx, kind, reference)) return false;
      const have = await lockedAvailable(tx, userId);
      if (have < amountCents) throw insufficientBalance(have);
      return appendEntry(tx, {
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

/** One page of a user's ledger, newest first, and how many entries there are (the balance history). */
export function ledgerPage(db: Database, userId: string, page: number, perPage: number) {
  return entriesPage(db, userId, page, perPage);
}
