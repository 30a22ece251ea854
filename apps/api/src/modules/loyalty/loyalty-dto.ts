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

export function toRedemption(row: RedemptionRow): Redemption {
  return {
    id: row.id,
    reward: row.rewardKey,
    title: REWARDS.find((reward) => reward.key === row.rewardKey)?.title ?? row.rewardKey,
    points: row.points,
    voucher_code: row.voucherCode,
    created_at: isoTime(row.createdAt),
  };
}
