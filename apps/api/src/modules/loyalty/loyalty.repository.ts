import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { pointsLedger, rewardRedemptions, users } from '../../db/schema/index.ts';

export type PointsEntryRow = typeof pointsLedger.$inferSelect;
export type RedemptionRow = typeof rewardRedemptions.$inferSelect;

/** The points ledger and the redemptions; every query names the user, every write takes the caller's transaction. */
export function createLoyaltyRepository(db: Database) {
  return {
    async balance(executor: Database, userId: string): Promise<number> {
      const [row] = await executor
        .select({ points: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, userId));
      return row?.points ?? 0;
    },

    /** Locks the user's row until the transaction ends, so two redemptions never spend the same points. */
    async lockUser(tx: Database, userId: string): Promise<boolean> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return Boolean(row);
    },

    /** Appends an entry; false (nothing written) when this kind already has this reference. */
    async append(
      tx: Database,
      entry: {
        userId: string;
        kind: 'earn' | 'redeem';
        points: number;
        reference: string;
        description: string;
      },
      createdAt?: Date,
    ): Promise<boolean> {
      const inserted = await tx
        .insert(pointsLedger)
        .values({ ...entry, ...(createdAt ? { createdAt } : {}) })
        .onConflictDoNothing({ target: [pointsLedger.kind, pointsLedger.reference] })
        .returning({ id: pointsLedger.id });
      return inserted.length > 0;
    },

    async insertRedemption(
      tx: Database,
      values: typeof rewardRedemptions.$inferInsert,
    ): Promise<RedemptionRow> {
      const [row] = await tx.insert(rewardRedemptions).values(values).returning();
      if (!row) throw new Error('insert into reward_redemptions returned nothing');
      return row;
    },

    history(userId: string, limit: number): Promise<PointsEntryRow[]> {
      return db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, userId))
        .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
        .limit(limit);
    },

    redemptions(userId: string, limit: number): Promise<RedemptionRow[]> {
      return db
        .select()
        .from(rewardRedemptions)
        .where(eq(rewardRedemptions.userId, userId))
        .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id))
        .limit(limit);
    },
  };
}

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
