import { cardDisplayLabel, maskedPan, START_MIN_AVAILABLE_CENTS } from '@fuellinq/domain';
import type {
  CheckCodeBodySchema,
  CodeCheck,
  PassCheck,
  RewardCheck,
} from '@fuellinq/domain/codes/code.contract';
import { maskedHolderName, normalizeCode } from '@fuellinq/domain/codes/code-rules';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isoTime } from '../../lib/sql-rows.ts';
import { cardByPassCode } from '../cards/card-holder.service.ts';
import { type CodeCaller, type CodeDeps, counterStation } from './code-deps.ts';

type StationRef = { id: string; title: string } | null;

/**
 * POST /api/partner/codes/check: what a code shown at the counter is. A pass's QR code: which card, whose
 * (initials only), whether it can pay and whether the available balance covers the purchase (default the
 * € 10 a refuel needs to start); the balance itself stays private. A reward code: which reward, valid or
 * used (when, where), and whether this partner offers it. Checking changes nothing.
 */
export async function checkCode(
  deps: CodeDeps,
  caller: CodeCaller,
  body: z.output<typeof CheckCodeBodySchema>,
): Promise<CodeCheck> {
  const station = body.station_id ? await counterStation(deps, caller.partnerId, body.station_id) : null;
  const parsed = normalizeCode(body.code);
  if (!parsed) throw new AppError('unknown_code');
  return parsed.kind === 'pass'
    ? checkPass(deps, parsed.code, body.amount_cents ?? START_MIN_AVAILABLE_CENTS, station)
    : checkReward(deps, caller, parsed.code, station);
}

async function checkPass(
  deps: CodeDeps,
  code: string,
  amountCents: number,
  station: StationRef,
): Promise<PassCheck> {
  const found = await cardByPassCode(deps.db, code);
  if (!found) throw new AppError('unknown_code');
  const { card } = found;
  const { availableCents } = await deps.ledger.sums(card.userId);
  return {
    kind: 'pass',
    code,
    card: {
      label: cardDisplayLabel(card.label, 1),
      masked_pan: maskedPan(card.panLast4),
      holder: maskedHolderName(found.firstName, found.lastName),
      status: card.status,
      active: card.status === 'active' && card.isActive && !found.blocked,
    },
    balance: { sufficient: availableCents >= amountCents, amount_cents: amountCents },
    station,
  };
}

async function checkReward(
  deps: CodeDeps,
  caller: CodeCaller,
  code: string,
  station: StationRef,
): Promise<RewardCheck> {
  const voucher = await deps.vouchers.byCode(code);
  if (!voucher) throw new AppError('unknown_code');
  const [offered, usedStation] = await Promise.all([
    deps.vouchers.offers(caller.partnerId, voucher.rewardKey),
    voucher.usedStationId ? deps.stations.station(voucher.usedStationId) : undefined,
  ]);
  return {
    kind: 'reward',
    code,
    reward: { key: voucher.rewardKey, title: voucher.rewardTitle },
    status: voucher.usedAt ? 'used' : 'valid',
    used_at: voucher.usedAt ? isoTime(voucher.usedAt) : null,
    used_station: usedStation?.title ?? null,
    offered,
    issued_at: isoTime(voucher.issuedAt),
    station,
  };
}
