import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { defineEvent, type EventBus } from '../../lib/events.ts';
import type { JobRunner } from '../../lib/job-runner.ts';
import type { IdempotencyClaim } from '../../plugins/idempotency.ts';
import { maybeAutoTopUp } from '../balance/balance.service.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { pointsChanged } from '../loyalty/loyalty.service.ts';
import { createPaymentsService } from '../payments/payments.service.ts';
import { recordObservedPrices, stationLookup } from '../stations/stations.service.ts';
import { abandonAfterTopUp, continueAfterTopUp } from './after-top-up.ts';
import { cancelRefuel } from './cancel-refuel.ts';
import { completeRefuel, type PumpCaller } from './complete-refuel.ts';
import { confirmRefuel } from './confirm-refuel.ts';
import { expireRefuel } from './expire-refuel.ts';
import { getRefuel, pumpView, refuelHistory, refuelHistoryAll, refuelReceipt } from './read-refuels.ts';
import { refuelContext, type TransactionsServiceDeps } from './refuel-context.ts';
import { type StartInput, startRefuel } from './start-refuel.ts';
import { createTransactionsRepository } from './transactions.repository.ts';

// Nu tanken: a refuel reserves money on the prepaid balance (never on the bank account), the driver
// confirms it on the checkout, the pump completes it with what was really fuelled, and what was not spent
// is back on the balance in the same database transaction (docs/decisions/012-money.md). Every money
// movement is a ledger entry whose reference is the refuel's id, so no retry can book it twice.
//
// This file is the module's face. Each thing a caller does is a file beside it, a plain function of the
// refuel context (refuel-context.ts): start-refuel.ts, confirm-refuel.ts, cancel-refuel.ts,
// complete-refuel.ts, expire-refuel.ts, after-top-up.ts and read-refuels.ts.

export { EXPIRE_JOB, type TransactionsServiceDeps } from './refuel-context.ts';
export type { SpendingRow } from './transactions.repository.ts';
/** What a pump's delivery is held to (the pump simulator delivers what it accepts). */
export { deliveryConflict } from './pump-price.ts';

/** The driver confirmed a refuel: the pump may run (the pump simulator acts on it). */
export const refuelConfirmed = defineEvent<{ transactionId: string; userId: string }>(
  'transactions.confirmed',
);

/** A refuel completed and its money settled (the organisation's balance and budget alerts act on it). */
export const refuelSettled = defineEvent<{ transactionId: string; userId: string }>('transactions.settled');

export function createTransactionsService(deps: TransactionsServiceDeps) {
  const context = refuelContext(deps);
  return {
    /** A start without an Idempotency-Key claim (the demo seed, tests): its request key alone finds a refuel. */
    start: (userId: string, input: StartInput, requestKey: string | null) =>
      startRefuel(context, { userId, input, requestKey }),
    /** The start routes: the Idempotency-Key claimed, and its answer kept, in the start's own transaction. */
    startClaimed: (userId: string, input: StartInput, claim: IdempotencyClaim | null) =>
      startRefuel(context, { userId, input, requestKey: claim?.key ?? null }, claim),
    pumpView: (id: string) => pumpView(context, id),
    get: (userId: string, id: string) => getRefuel(context, userId, id),
    confirm: (userId: string, id: string) => confirmRefuel(context, userId, id),
    cancel: (userId: string, id: string) => cancelRefuel(context, userId, id),
    complete: (caller: PumpCaller, id: string, body: Parameters<typeof completeRefuel>[3]) =>
      completeRefuel(context, caller, id, body),
    /** The expiry job (inside the job's transaction, `tx`). */
    async expire(tx: Database, id: string, at: Date): Promise<void> {
      await expireRefuel(context, tx, id, at);
    },
    continueAfterTopUp: (userId: string, id: string) => continueAfterTopUp(context, userId, id),
    abandonAfterTopUp: (userId: string, id: string) => abandonAfterTopUp(context, userId, id),
    history: (userId: string, query: Parameters<typeof refuelHistory>[2]) =>
      refuelHistory(context, userId, query),
    historyAll: (userId: string, query: Parameters<typeof refuelHistoryAll>[2], limit: number) =>
      refuelHistoryAll(context, userId, query, limit),
    receipt: (userId: string, id: string) => refuelReceipt(context, userId, id),
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;

/** What the app hands a module: its database, configuration, events, jobs and clock. */
export interface AppParts {
  db: Database;
  config: Config;
  events: EventBus;
  jobs: JobRunner;
  now: () => Date;
}

/**
 * The refuel service as the app wires it (the transactions routes and the pump side share it); tests may
 * swap a dependency, such as a stand-in for the payment provider.
 */
export function transactionsServiceFor(app: AppParts, overrides: Partial<TransactionsServiceDeps> = {}) {
  return createTransactionsService({
    db: app.db,
    ledger: createLedger(app.db),
    stations: stationLookup(app.db),
    payments: createPaymentsService({ db: app.db, config: app.config, events: app.events, now: app.now }),
    jobs: app.jobs,
    now: app.now,
    // A reservation held and a refuel settled both lower the available amount: under the user's threshold,
    // an automatic top-up through the mandate follows (one at a time; a job of the balance module).
    onConfirmed: async (confirmed) => {
      await app.events.emit(refuelConfirmed, confirmed);
      await maybeAutoTopUp(app, confirmed.userId);
    },
    // The pump's price becomes the station's (source tankbeurt) unless a newer one is known (decision 025).
    onPumpPrice: async (tx, seen) => {
      await recordObservedPrices(tx, app.events, [
        { ...seen, source: 'tankbeurt', observedAt: seen.at, userId: null },
      ]);
    },
    onSettled: async ({ userId, transactionId, points }) => {
      if (points > 0) await app.events.emit(pointsChanged, { userId });
      await app.events.emit(refuelSettled, { userId, transactionId });
      await maybeAutoTopUp(app, userId);
    },
    ...overrides,
  });
}

/**
 * What other modules may read of a user's refuels (the insights): the completed ones since the first day of
 * `fromMonth` (YYYY-MM, Dutch time) up to `until`, summed per month, brand and fuel, with the posted and
 * national prices of their days beside them.
 */
export function refuelSpending(db: Database, userId: string, fromMonth: string, until: Date) {
  return createTransactionsRepository(db).spending(userId, fromMonth, until);
}
