import { type PointsEntry, type Redemption, REWARDS } from '@fuellinq/domain';
import { isoTime } from '../../lib/sql-rows.ts';
import type { PointsEntryRow, RedemptionRow } from './loyalty.repository.ts';

export function toPointsEntry(row: PointsEntryRow): PointsEntry {
  return {
    id: row.id,
    kind: row.kind,
    points: row.points,
    description: row.description,
    created_at: isoTime(row.createdAt),
  };
}

/** A reward's title by its key (a key no longer offered shows as itself). */
export function rewardTitle(key: string): string {
  return REWARDS.find((reward) => reward.key === key)?.title ?? key;
}

export function toRedemption(row: RedemptionRow): Redemption {
  return {
    id: row.id,
    reward: row.rewardKey,
    title: rewardTitle(row.rewardKey),
    points: row.points,
    voucher_code: row.voucherCode,
    created_at: isoTime(row.createdAt),
    used_at: row.usedAt ? isoTime(row.usedAt) : null,
  };
}
