import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { autoTopUps, balanceLedger, type LEDGER_KINDS, users } from '../../db/schema/index.ts';

export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type LedgerRow = typeof balanceLedger.$inferSelect;
export type AutoTopUpRow = typeof autoTopUps.$inferSelect;

export interface BalanceSums {
  /** Money held for the user. */
  balanceCents: number;
  /** What the user can spend now: the balance minus open reservations. */
  availableCents: number;
}

/** The ledger's queries; every write is given the caller's transaction. */
export function createBalanceRepository(db: Database) {
  return {
    async sums(executor: Database, userId: string): Promise<BalanceSums> {
      const [row] = await executor
        .select({
          balanceCents: sql<number>`coalesce(sum(${balanceLedger.balanceDeltaCents}), 0)::int`,
          availableCents: sql<number>`coalesce(sum(${balanceLedger.availableDeltaCents}), 0)::int`,
        })
        .from(balanceLedger)
        .where(eq(balanceLedger.userId, userId));
      return { balanceCents: row?.balanceCents ?? 0, availableCents: row?.availableCents ?? 0 };
    },

    /**
     * Locks the user's account row until the transaction ends: every write that checks the available
     * amount does so after this lock, so two of them can never both spend the same cents.
     */
    async lock(tx: Database, userId: string): Promise<boolean> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return Boolean(row);
    },

    /**
     * The same lock, for an account that may still spend: an erased one is not found, so nothing reserves,
     * charges or tops up on it once its erasure committed.
     */
    async lockActive(tx: Database, userId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      return Boolean(row);
    },

    /** Appends an entry; false (and nothing written) when this kind already has this reference. */
    async append(
      tx: Database,
      entry: {
        userId: string;
        kind: LedgerKind;
        balanceDeltaCents: number;
        availableDeltaCents: number;
        reference: string;
        description?: string | null;
      },
    ): Promise<boolean> {
      const inserted = await tx
        .insert(balanceLedger)
        .values({ ...entry, description: entry.description ?? null })
        .onConflictDoNothing({ target: [balanceLedger.kind, balanceLedger.reference] })
        .returning({ id: balanceLedger.id });
      return inserted.length > 0;
    },

    async entry(executor: Database, kind: LedgerKind, reference: string) {
      const [row] = await executor
        .select()
        .from(balanceLedger)
        .where(and(eq(balanceLedger.kind, kind), eq(balanceLedger.reference, reference)));
      return row;
    },

    async history(userId: string, page: number, perPage: number) {
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
    },

    /** The user's automatic top-up setting, if they ever saved one. */
    async autoTopUp(executor: Database, userId: string): Promise<AutoTopUpRow | undefined> {
      const [row] = await executor.select().from(autoTopUps).where(eq(autoTopUps.userId, userId));
      return row;
    },

    async saveAutoTopUp(
      executor: Database,
      values: { userId: string; enabled: boolean; thresholdCents: number; amountCents: number; at: Date },
    ): Promise<AutoTopUpRow> {
      const settings = {
        enabled: values.enabled,
        thresholdCents: values.thresholdCents,
        amountCents: values.amountCents,
        updatedAt: values.at,
      };
      const [row] = await executor
        .insert(autoTopUps)
        .values({ userId: values.userId, ...settings })
        .onConflictDoUpdate({ target: autoTopUps.userId, set: settings })
        .returning();
      if (!row) throw new Error('saving the automatic top-up returned nothing');
      return row;
    },
  };
}

export type BalanceRepository = ReturnType<typeof createBalanceRepository>;
