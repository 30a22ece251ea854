import { and, desc, eq, isNull } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { bankLinks } from '../../db/schema/index.ts';
import { type AuditEntry, writeAudit } from '../../lib/audit.ts';

export type BankLinkRow = typeof bankLinks.$inferSelect;

export function createBankRepository(db: Database) {
  return {
    /** The user's newest attempt, whatever its state. */
    async newestLink(userId: string): Promise<BankLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(bankLinks)
        .where(eq(bankLinks.userId, userId))
        .orderBy(desc(bankLinks.createdAt), desc(bankLinks.id))
        .limit(1);
      return row;
    },

    /** The user's linked account: the newest attempt that ended linked. */
    async linkedAccount(userId: string): Promise<BankLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(bankLinks)
        .where(and(eq(bankLinks.userId, userId), eq(bankLinks.status, 'linked')))
        .orderBy(desc(bankLinks.completedAt), desc(bankLinks.createdAt))
        .limit(1);
      return row;
    },

    async pendingLink(userId: string): Promise<BankLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(bankLinks)
        .where(and(eq(bankLinks.userId, userId), eq(bankLinks.status, 'pending')))
        .limit(1);
      return row;
    },

    async insertLink(values: typeof bankLinks.$inferInsert): Promise<BankLinkRow> {
      const [row] = await db.insert(bankLinks).values(values).returning();
      if (!row) throw new Error('insert into bank_links returned nothing');
      return row;
    },

    /** Reuses a pending attempt for another try: possibly another bank, and always a fresh state. */
    async restartPending(id: string, values: { bankId: string; stateHash: string; at: Date }) {
      const [row] = await db
        .update(bankLinks)
        .set({ bankId: values.bankId, stateHash: values.stateHash, updatedAt: values.at })
        .where(and(eq(bankLinks.id, id), eq(bankLinks.status, 'pending'), isNull(bankLinks.stateUsedAt)))
        .returning();
      return row;
    },

    async setConsentReference(id: string, reference: string): Promise<void> {
      await db.update(bankLinks).set({ consentReference: reference }).where(eq(bankLinks.id, id));
    },

    async expire(id: string, at: Date): Promise<void> {
      await db
        .update(bankLinks)
        .set({ status: 'failed', failureReason: 'expired', updatedAt: at, completedAt: at })
        .where(and(eq(bankLinks.id, id), eq(bankLinks.status, 'pending')));
    },

    /** Any link by id: the bank's callback knows the link and the state, not the user. */
    async findLink(id: string): Promise<BankLinkRow | undefined> {
      const [row] = await db.select().from(bankLinks).where(eq(bankLinks.id, id)).limit(1);
      return row;
    },

    /**
     * Uses the state and records the bank's answer in one statement, so a state works once even when two
     * answers arrive at the same moment; the audit row goes in the same transaction. Undefined when the
     * state was used already.
     */
    async completeWithState(
      id: string,
      stateHash: string,
      outcome:
        | { status: 'linked'; ibanMasked: string; holderName: string | null }
        | { status: 'failed'; failureReason: string },
      at: Date,
      audit: AuditEntry,
    ): Promise<BankLinkRow | undefined> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(bankLinks)
          .set({
            status: outcome.status,
            ...(outcome.status === 'linked'
              ? { ibanMasked: outcome.ibanMasked, holderName: outcome.holderName }
              : { failureReason: outcome.failureReason }),
            stateUsedAt: at,
            updatedAt: at,
            completedAt: at,
          })
          .where(
            and(
              eq(bankLinks.id, id),
              eq(bankLinks.stateHash, stateHash),
              eq(bankLinks.status, 'pending'),
              isNull(bankLinks.stateUsedAt),
            ),
          )
          .returning();
        if (row) await writeAudit(tx, audit);
        return row;
      });
    },
  };
}

export type BankRepository = ReturnType<typeof createBankRepository>;
