import { and, eq, isNull } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { partnerRewards, rewardRedemptions } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';

export type VoucherRow = typeof rewardRedemptions.$inferSelect;

export interface VoucherUse {
  id: string;
  partnerId: string;
  station: { id: string; title: string };
  /** How the partner asked: its portal session or a till's pump API key. */
  via: 'session' | 'api_key';
  at: Date;
}

/** The vouchers of redeemed rewards as a partner's counter reads and uses them. */
export function createVouchersRepository(db: Database) {
  return {
    async byCode(code: string): Promise<VoucherRow | undefined> {
      const [row] = await db
        .select()
        .from(rewardRedemptions)
        .where(eq(rewardRedemptions.voucherCode, code))
        .limit(1);
      return row;
    },

    async offers(partnerId: string, rewardKey: string): Promise<boolean> {
      const [row] = await db
        .select({ key: partnerRewards.rewardKey })
        .from(partnerRewards)
        .where(and(eq(partnerRewards.partnerId, partnerId), eq(partnerRewards.rewardKey, rewardKey)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Marks the voucher used, only while it is unused: of two uses at the same moment one updates the row
     * and the other finds it used (undefined). The audit row is written in the same transaction.
     */
    async use(use: VoucherUse): Promise<VoucherRow | undefined> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(rewardRedemptions)
          .set({ usedAt: use.at, usedStationId: use.station.id, usedByPartnerId: use.partnerId })
          .where(and(eq(rewardRedemptions.id, use.id), isNull(rewardRedemptions.usedAt)))
          .returning();
        if (!row) return undefined;
        await writeAudit(tx, {
          actorUserId: use.partnerId,
          action: 'reward.use',
          entity: 'reward_redemption',
          entityId: row.id,
          details: {
            reward: row.rewardKey,
            station_id: use.station.id,
            station: use.station.title,
            via: use.via,
          },
        });
        return row;
      });
    },
  };
}

export type VouchersRepository = ReturnType<typeof createVouchersRepository>;
