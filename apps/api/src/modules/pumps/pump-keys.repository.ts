import { and, asc, eq, isNull } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { pumpApiKeys, users } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';

export type PumpKeyRow = typeof pumpApiKeys.$inferSelect;

/** A partner's pump keys; every read and write names the partner, except finding a key by its hash. */
export function createPumpKeysRepository(db: Database) {
  return {
    list(partnerId: string): Promise<PumpKeyRow[]> {
      return db
        .select()
        .from(pumpApiKeys)
        .where(eq(pumpApiKeys.partnerId, partnerId))
        .orderBy(asc(pumpApiKeys.createdAt), asc(pumpApiKeys.id));
    },

    async insert(values: typeof pumpApiKeys.$inferInsert): Promise<PumpKeyRow> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx.insert(pumpApiKeys).values(values).returning();
        if (!row) throw new Error('insert into pump_api_keys returned nothing');
        await writeAudit(tx, {
          actorUserId: row.partnerId,
          action: 'pump_key.create',
          entity: 'pump_api_key',
          entityId: row.id,
          details: { name: row.name, prefix: row.prefix },
        });
        return row;
      });
    },

    /** Revokes a key of the partner (a revoked one stays revoked); undefined when it is not theirs. */
    async revoke(partnerId: string, id: string, at: Date): Promise<PumpKeyRow | undefined> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(pumpApiKeys)
          .where(and(eq(pumpApiKeys.partnerId, partnerId), eq(pumpApiKeys.id, id)))
          .for('update');
        if (!row || row.revokedAt) return row;
        const [revoked] = await tx
          .update(pumpApiKeys)
          .set({ revokedAt: at })
          .where(eq(pumpApiKeys.id, id))
          .returning();
        await writeAudit(tx, {
          actorUserId: partnerId,
          action: 'pump_key.revoke',
          entity: 'pump_api_key',
          entityId: id,
          details: { name: row.name, prefix: row.prefix },
        });
        return revoked;
      });
    },

    /** The partner behind a key that is not revoked and whose owner is still a partner. */
    async partnerOf(keyHash: string): Promise<{ keyId: string; partnerId: string } | undefined> {
      const [row] = await db
        .select({ keyId: pumpApiKeys.id, partnerId: pumpApiKeys.partnerId })
        .from(pumpApiKeys)
        .innerJoin(users, eq(users.id, pumpApiKeys.partnerId))
        .where(
          and(eq(pumpApiKeys.keyHash, keyHash), isNull(pumpApiKeys.revokedAt), eq(users.role, 'partner')),
        )
        .limit(1);
      return row;
    },

    async touch(keyId: string, at: Date): Promise<void> {
      await db.update(pumpApiKeys).set({ lastUsedAt: at }).where(eq(pumpApiKeys.id, keyId));
    },
  };
}

export type PumpKeysRepository = ReturnType<typeof createPumpKeysRepository>;
