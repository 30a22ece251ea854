import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { balanceLedger, type LEDGER_KINDS, users } from '../../db/schema/index.ts';

// The ledger's queries, each on the executor it is given: the database, or the caller's transaction. The
// ones every refuel start runs (the lock, the sums, the append) are prepared by name, so PostgreSQL parses
// and plans each once per connection; PGlite runs them as ordinary queries.

export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type LedgerRow = typeof balanceLedger.$inferSelect;

export interface BalanceSums {
  /** Money held for the user. */
  balanceCents: number;
  /** What the user can spend now: the balance minus open reservations. */
  availableCents: number;
}

export interface NewLedgerEntry {
  userId: string;
  kind: LedgerKind;
  balanceDeltaCents: number;
  availableDeltaCents: number;
  reference: string;
  description?: string | null;
}

export async function sumsOf(executor: Database, userId: string): Promise<BalanceSums> {
  const [row] = await executor
    .select({
      balanceCents: sql<number>`coalesce(sum(${balanceLedger.balanceDeltaCents}), 0)::int`,
      availableCents: sql<number>`coalesce(sum(${balanceLedger.availableDeltaCents}), 0)::int`,
    })
    .from(balanceLedger)
    .where(eq(balanceLedger.userId, userId))
    .prepare('ledger_sums')
    .execute();
  return { balanceCents: row?.balanceCents ?? 0, availableCents: row?.availableCents ?? 0 };
}

/**
 * Locks the user's account row until the transaction ends: every write that checks the available amount
 * does so after this lock, so two of them can never both spend the same cents.
 */
export async function lockAnyAccount(tx: Database, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .prepare('ledger_lock_account')
    .execute();
  return Boolean(row);
}

/**
 * The same lock, for an account that may still spend: an erased one is not found, so nothing reserves,
 * charges or tops up on it once its erasure committed.
 */
export async function lockActiveAccount(tx: Database, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update')
    .prepare('ledger_lock_active_account')
    .execute();
  return Boolean(row);
}

/** Appends an entry; false (and nothing written) when this kind already has this reference. */
export async function appendEntry(tx: Database, entry: NewLedgerEntry): Promise<boolean> {
  const inserted = await tx
    .insert(balanceLedger)
    // Every column named on every call: a prepared statement's text must not change with its values.
    .values({
      userId: entry.userId,
      kind: entry.kind,
      balanceDeltaCents: entry.balanceDeltaCents,
      availableDeltaCents: entry.availableDeltaCents,
      reference: entry.reference,
      description: entry.description ?? null,
    })
    .onConflictDoNothing({ target: [balanceLedger.kind, balanceLedger.reference] })
    .returning({ id: balanceLedger.id })
    .prepare('ledger_append')
    .execute();
  return inserted.length > 0;
}

export async function findEntry(executor: Database, kind: LedgerKind, reference: string) {
  const [row] = await executor
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.kind, kind), eq(balanceLedger.reference, reference)));
  return row;
}

/** One page of a user's entries, newest first, and how many there are. */
export async function entriesPage(db: Database, userId: string, page: number, perPage: number) {
  const rows = await db
    .select()
    .from(balanceLedger)
    .where(eq(balanceLedger.userId, userId))
    .orderBy(desc(balanceLedger.createdAt), desc(balanceLedger.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(balanceLedger)
    .where(eq(balanceLedger.userId, userId));
  return { rows, total: total?.n ?? 0 };
}
