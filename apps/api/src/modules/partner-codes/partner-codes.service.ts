import type { CheckCodeBodySchema, RedeemCodeBodySchema } from '@fuellinq/domain/codes/code.contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { voucherBook } from '../loyalty/vouchers.service.ts';
import { stationLookup } from '../stations/stations.service.ts';
import { checkCode } from './check-code.ts';
import type { CodeCaller, CodeDeps } from './code-deps.ts';
import { redeemCode } from './redeem-code.ts';

export type { CodeCaller } from './code-deps.ts';

// Codes a station reads at the counter (docs/decisions/023-codes-at-the-counter.md): a pass's QR code is
// checked, a reward code is checked and redeemed. Each is a file of its own; this binds them to the
// database and the clock for the routes.

export function createPartnerCodesService({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  const deps: CodeDeps = {
    db,
    vouchers: voucherBook(db),
    stations: stationLookup(db),
    ledger: createLedger(db),
    now,
  };
  return {
    check: (caller: CodeCaller, body: z.output<typeof CheckCodeBodySchema>) => checkCode(deps, caller, body),
    redeem: (caller: CodeCaller, body: z.output<typeof RedeemCodeBodySchema>) =>
      redeemCode(deps, caller, body),
  };
}

export type PartnerCodesService = ReturnType<typeof createPartnerCodesService>;
