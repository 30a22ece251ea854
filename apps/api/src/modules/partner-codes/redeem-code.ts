import type { CodeRedeemed, RedeemCodeBodySchema } from '@fuellinq/domain/codes/code.contract';
import { codeMessages, normalizeCode } from '@fuellinq/domain/codes/code-rules';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { isoTime } from '../../lib/sql-rows.ts';
import type { Voucher } from '../loyalty/vouchers.service.ts';
import { type CodeCaller, type CodeDeps, counterStation } from './code-deps.ts';

/**
 * POST /api/partner/codes/redeem: a reward code, used at one of the caller's own active stations, when the
 * caller offers that reward; once. The use is a conditional update, so of two redemptions at the same
 * moment exactly one succeeds and the other is 409 code_used; each use is in the audit log.
 */
export async function redeemCode(
  deps: CodeDeps,
  caller: CodeCaller,
  body: z.output<typeof RedeemCodeBodySchema>,
): Promise<CodeRedeemed> {
  const station = await counterStation(deps, caller.partnerId, body.station_id);
  const parsed = normalizeCode(body.code);
  if (!parsed) throw new AppError('unknown_code');
  if (parsed.kind === 'pass') throw fieldError('code', 'code_not_redeemable');
  const voucher = await deps.vouchers.byCode(parsed.code);
  if (!voucher) throw new AppError('unknown_code');
  if (!(await deps.vouchers.offers(caller.partnerId, voucher.rewardKey))) {
    throw new AppError('reward_not_offered');
  }
  if (voucher.usedAt) throw await usedError(deps, voucher);
  const used = await deps.vouchers.use({
    id: voucher.id,
    partnerId: caller.partnerId,
    station,
    via: caller.via,
    at: deps.now(),
  });
  if (!used) throw await usedError(deps, (await deps.vouchers.byCode(parsed.code)) ?? voucher);
  return {
    kind: 'reward',
    code: parsed.code,
    reward: { key: used.rewardKey, title: used.rewardTitle },
    redeemed_at: isoTime(used.usedAt ?? deps.now()),
    station,
  };
}

/** 409 code_used, saying when and where it was used. */
async function usedError(deps: CodeDeps, voucher: Voucher): Promise<AppError> {
  if (!voucher.usedAt) return new AppError('code_used');
  const station = voucher.usedStationId ? await deps.stations.station(voucher.usedStationId) : undefined;
  return new AppError('code_used', {
    message: codeMessages.codeUsedAt(voucher.usedAt, station?.title ?? null),
  });
}
