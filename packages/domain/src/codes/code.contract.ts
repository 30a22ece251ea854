import { z } from 'zod';
import { text } from '../common/text.ts';
import { CARD_STATUSES } from '../cards/card-rules.ts';
import { RESERVATION_MAX_CENTS } from '../money/transaction.contract.ts';
import { CODE_INPUT_MAX } from './code-rules.ts';

// The counter's API (POST /api/partner/codes/check and /redeem): a partner's session or its pump API key
// (X-Api-Key) checks a pass's QR code or a reward code, and redeems a reward code at one of its stations.

const CodeInputSchema = text().trim().min(1, 'Vul een code in.').max(CODE_INPUT_MAX, 'Deze code is te lang.');
const StationIdSchema = z.uuid('Kies een van je stations.');

export const CheckCodeBodySchema = z.object({
  code: CodeInputSchema,
  /** The station the code is shown at: one of the caller's own. */
  station_id: StationIdSchema.optional(),
  /** The purchase to cover, in cents (a pass): default what Nu tanken needs to start a refuel. */
  amount_cents: z
    .number()
    .int('Een bedrag in hele centen.')
    .positive('Een bedrag groter dan nul.')
    .max(RESERVATION_MAX_CENTS, 'Dit bedrag is hoger dan een tankbeurt kan zijn.')
    .optional(),
});
export type CheckCodeBody = z.input<typeof CheckCodeBodySchema>;

export const RedeemCodeBodySchema = z.object({ code: CodeInputSchema, station_id: StationIdSchema });
export type RedeemCodeBody = z.input<typeof RedeemCodeBodySchema>;

const StationRefSchema = z.object({ id: z.string(), title: z.string() });

/** A pass's QR code: whose card it is (masked), whether it can pay, and whether the balance covers it. */
export const PassCheckSchema = z.object({
  kind: z.literal('pass'),
  code: z.string(),
  card: z.object({
    label: z.string(),
    masked_pan: z.string(),
    /** Initials only ("S. d. V."): enough to match a face. */
    holder: z.string(),
    status: z.enum(CARD_STATUSES),
    /** The card can pay now: not blocked or paused, the holder's active card, the account not blocked. */
    active: z.boolean(),
  }),
  /** Whether the available balance covers `amount_cents`; the balance itself is not shown. */
  balance: z.object({ sufficient: z.boolean(), amount_cents: z.number().int() }),
  station: StationRefSchema.nullable(),
});
export type PassCheck = z.infer<typeof PassCheckSchema>;

/** A reward code: which reward, whether it can still be redeemed, and whether this partner offers it. */
export const RewardCheckSchema = z.object({
  kind: z.literal('reward'),
  code: z.string(),
  reward: z.object({ key: z.string(), title: z.string() }),
  status: z.enum(['valid', 'used']),
  used_at: z.string().nullable(),
  /** The station it was redeemed at, when it was. */
  used_station: z.string().nullable(),
  /** Whether the caller offers this reward at its stations (only then can it redeem it). */
  offered: z.boolean(),
  issued_at: z.string(),
  station: StationRefSchema.nullable(),
});
export type RewardCheck = z.infer<typeof RewardCheckSchema>;

export const CodeCheckSchema = z.discriminatedUnion('kind', [PassCheckSchema, RewardCheckSchema]);
export type CodeCheck = z.infer<typeof CodeCheckSchema>;

export const CodeRedeemedSchema = z.object({
  kind: z.literal('reward'),
  code: z.string(),
  reward: z.object({ key: z.string(), title: z.string() }),
  redeemed_at: z.string(),
  station: StationRefSchema,
});
export type CodeRedeemed = z.infer<typeof CodeRedeemedSchema>;
