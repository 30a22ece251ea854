import { randomBytes, randomUUID } from 'node:crypto';
import { type LoyaltyResponse, type RedeemResponse, type RewardKey, REWARDS } from '@fuellinq/domain';
import { type Database, inTransaction } from '../../db/database.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { defineEvent } from '../../lib/events.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { toPointsEntry, toRedemption } from './loyalty-dto.ts';
import { createLoyaltyRepository, type LoyaltyRepository } from './loyalty.repository.ts';

// Points: earned per refuel (1 per whole litre, double where an offer runs), spent on rewards. The points
// ledger is append-only and the balance is its sum; a redemption locks the user first, so however many run
// at once the points never go below zero (docs/decisions/012-money.md).

/**
 * A user's points changed (a refuel earned some, a reward spent some). Emitted by the transactions and
 * loyalty modules after the change committed; the wallet marks the user's passes changed (they show points).
 */
export const pointsChanged = defineEvent<{ userId: string }>('loyalty.points-changed');

const HISTORY_LIMIT = 100;
const REDEMPTIONS_LIMIT = 50;

/** The points balance of a user: what the wallet pass and the dashboard show. */
export function pointsBalance(db: Database, userId: string): Promise<number> {
  return createLoyaltyRepository(db).balance(db, userId);
}

/**
 * Books the points of a refuel inside the caller's transaction, once per reference (the transaction id):
 * false when they were booked before. Zero points books nothing.
 */
export async function earnPoints(
  tx: Database,
  entry: { userId: string; points: number; reference: string; description: string; at?: Date },
): Promise<boolean> {
  if (entry.points <= 0) return false;
  const { at, ...values } = entry;
  return createLoyaltyRepository(tx).append(tx, { ...values, kind: 'earn' }, at);
}

/** A voucher code a station can read out: no 0/O or 1/I. */
function voucherCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `WAS-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export interface LoyaltyServiceDeps {
  db: Database;
  repository?: LoyaltyRepository;
  ledger: Ledger;
  now?: () => Date;
  /** After points were spent (committed): the wallet passes show them. */
  onPointsChanged?: (userId: string) => Promise<void>;
}

export function createLoyaltyService({
  db,
  repository = createLoyaltyRepository(db),
  ledger,
  now = () => new Date(),
  onPointsChanged,
}: LoyaltyServiceDeps) {
  return {
    /** GET /api/loyalty: the balance, the latest movements, the rewards and what was redeemed. */
    async overview(userId: string): Promise<LoyaltyResponse> {
      const [points, history, redemptions] = await Promise.all([
        repository.balance(db, userId),
        repository.history(userId, HISTORY_LIMIT),
        repository.redemptions(userId, REDEMPTIONS_LIMIT),
      ]);
      return {
        points,
        history: history.map(toPointsEntry),
        rewards: REWARDS.map((reward) => ({
          key: reward.key,
          title: reward.title,
          description: reward.description,
          points: reward.points,
          available: points >= reward.points,
        })),
        redemptions: redemptions.map(toRedemption),
      };
    },

    /**
     * Spends points on a reward, in one transaction with the user locked: the balance is read after the
     * lock, so concurrent redemptions queue up and the second finds the points already spent. '€ 5 op je
     * saldo' credits the balance ledger (reference: the redemption); the car wash makes a voucher code.
     */
    async redeem(userId: string, key: RewardKey): Promise<RedeemResponse> {
      const reward = REWARDS.find((candidate) => candidate.key === key);
      if (!reward) throw new AppError('unknown_reward');
      const at = now();
      const result = await inTransaction(db, async (tx) => {
        if (!(await repository.lockUser(tx, userId))) throw new AppError('not_found');
        const have = await repository.balance(tx, userId);
        if (have < reward.points) {
          throw fieldError('reward', 'not_enough_points');
        }
        const id = randomUUID();
        const row = await repository.insertRedemption(tx, {
          id,
          userId,
          rewardKey: reward.key,
          points: reward.points,
          voucherCode: reward.key === 'wasbeurt' ? voucherCode() : null,
          createdAt: at,
        });
        await repository.append(
          tx,
          { userId, kind: 'redeem', points: -reward.points, reference: id, description: reward.title },
          at,
        );
        if (reward.credit_cents > 0) {
          await ledger.credit(tx, userId, 'reward_credit', reward.credit_cents, id, reward.title);
        }
        await writeAudit(tx, {
          actorUserId: userId,
          action: 'reward.redeem',
          entity: 'reward_redemption',
          entityId: id,
          details: { reward: reward.key, points: reward.points },
        });
        return { redemption: toRedemption(row), points: have - reward.points };
      });
      await onPointsChanged?.(userId);
      return result;
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
