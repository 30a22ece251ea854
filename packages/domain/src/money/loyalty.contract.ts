import { z } from 'zod';
import { errorCatalogue } from '../errors/error-codes.ts';
import { REWARDS, type RewardKey } from './rewards.ts';

export { POINTS_FALLBACK, REWARDS, type RewardKey } from './rewards.ts';

// Points: 1 per whole litre, twice as many at a station with an active offer, never more than
// POINTS_MAX_PER_EURO per euro paid; spent on rewards, each redemption exactly once
// (docs/decisions/012-money.md).

/**
 * The most points a euro paid earns (a point is worth a cent in rewards). Doubled Euro95 or diesel earns
 * about one per euro; only doubled litres under € 1 (LPG, AdBlue) reach the cap, and litres that cost
 * next to nothing never buy points.
 */
export const POINTS_MAX_PER_EURO = 2;

/**
 * Points for a driver's price report that became the station's price (issue 28 §2), at most once per
 * station and fuel in every PRICE_REPORT_POINTS_WINDOW_HOURS: confirming the same price over and over earns
 * nothing more.
 */
export const POINTS_PER_PRICE_REPORT = 10;
export const PRICE_REPORT_POINTS_WINDOW_HOURS = 6;

/** What a refuel earns points on: the litres delivered and the amount paid for them, in cents. */
export interface PointsInput {
  liters: number;
  amountCents: number;
  /** The station runs an offer now: twice the points. */
  doubled: boolean;
}

/**
 * Points for a refuel: one per whole litre, doubled at a station that runs an offer now, and at most
 * POINTS_MAX_PER_EURO for every whole euro paid (a part of a euro earns its part, rounded down).
 */
export function pointsFor({ liters, amountCents, doubled }: PointsInput): number {
  const byLitres = Math.floor(Math.max(0, liters)) * (doubled ? 2 : 1);
  const cap = Math.floor((Math.max(0, amountCents) * POINTS_MAX_PER_EURO) / 100);
  return Math.min(byLitres, cap);
}

export const loyaltyMessages = {
  notEnough: errorCatalogue.not_enough_points.message,
  unknownReward: errorCatalogue.unknown_reward.message,
  redeemed: 'Beloning ingewisseld.',
  redeemFailed: 'Inwisselen mislukt',
  loadFailed: 'Punten ophalen mislukt',
} as const;

export const PointsEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['earn', 'redeem']),
  points: z.number().int(),
  description: z.string(),
  created_at: z.string(),
});
export type PointsEntry = z.infer<typeof PointsEntrySchema>;

export const RewardSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.number().int(),
  /** Whether the balance of points covers it now. */
  available: z.boolean(),
});
export type Reward = z.infer<typeof RewardSchema>;

export const RedemptionSchema = z.object({
  id: z.string(),
  reward: z.string(),
  title: z.string(),
  points: z.number().int(),
  voucher_code: z.string().nullable(),
  created_at: z.string(),
  /** When a station redeemed the voucher (Code controleren or a till); null while it can be used. */
  used_at: z.string().nullable(),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

/** GET /api/loyalty (spec §7 reads `points`). */
export const LoyaltyResponseSchema = z.object({
  points: z.number().int(),
  history: z.array(PointsEntrySchema),
  rewards: z.array(RewardSchema),
  redemptions: z.array(RedemptionSchema),
});
export type LoyaltyResponse = z.infer<typeof LoyaltyResponseSchema>;

/** POST /api/loyalty/redeem (Idempotency-Key). */
export const RedeemBodySchema = z.object({
  reward: z.enum(REWARDS.map((reward) => reward.key) as [RewardKey, ...RewardKey[]], {
    error: loyaltyMessages.unknownReward,
  }),
});
export type RedeemBody = z.infer<typeof RedeemBodySchema>;
export const RedeemResponseSchema = z.object({ redemption: RedemptionSchema, points: z.number().int() });
export type RedeemResponse = z.infer<typeof RedeemResponseSchema>;
