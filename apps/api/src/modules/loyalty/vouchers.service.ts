import type { Database } from '../../db/database.ts';
import { rewardTitle } from './loyalty-dto.ts';
import { createVouchersRepository, type VoucherRow, type VoucherUse } from './vouchers.repository.ts';

export type { VoucherUse } from './vouchers.repository.ts';

/** A reward's voucher as the counter sees it. */
export interface Voucher {
  id: string;
  rewardKey: string;
  rewardTitle: string;
  issuedAt: Date;
  usedAt: Date | null;
  usedStationId: string | null;
}

function toVoucher(row: VoucherRow): Voucher {
  return {
    id: row.id,
    rewardKey: row.rewardKey,
    rewardTitle: rewardTitle(row.rewardKey),
    issuedAt: row.createdAt,
    usedAt: row.usedAt,
    usedStationId: row.usedStationId,
  };
}

/**
 * The vouchers of redeemed rewards (the car wash's `WAS-…` code), for a partner's counter (the
 * partner-codes module): find one by its code, whether a partner offers its reward, and use it once.
 */
export function voucherBook(db: Database) {
  const repository = createVouchersRepository(db);
  return {
    async byCode(code: string): Promise<Voucher | undefined> {
      const row = await repository.byCode(code);
      return row ? toVoucher(row) : undefined;
    },
    offers: (partnerId: string, rewardKey: string) => repository.offers(partnerId, rewardKey),
    /** The voucher, used now; undefined when it was used already (by this call's rival, or before). */
    async use(use: VoucherUse): Promise<Voucher | undefined> {
      const row = await repository.use(use);
      return row ? toVoucher(row) : undefined;
    },
  };
}

export type VoucherBook = ReturnType<typeof voucherBook>;
