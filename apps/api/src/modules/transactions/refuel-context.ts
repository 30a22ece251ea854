import { type FuelType, RESERVATION_TTL_MINUTES, transactionMessages } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobRunner } from '../../lib/job-runner.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { PaymentsApi } from '../payments/payments.service.ts';
import type { StationLookup } from '../stations/stations.service.ts';
import {
  createTransactionsRepository,
  type TransactionsRepository,
  type TransactionWithStation,
} from './transactions.repository.ts';

// What every refuel use case works with (start-refuel.ts, confirm-refuel.ts, complete-refuel.ts, …), and
// the small pieces several of them share.

export interface TransactionsServiceDeps {
  db: Database;
  repository?: TransactionsRepository;
  ledger: Ledger;
  stations: StationLookup;
  payments: PaymentsApi;
  jobs: Pick<JobRunner, 'enqueue'>;
  now?: () => Date;
  /** After a confirmation committed. */
  onConfirmed?: (transaction: { transactionId: string; userId: string }) => Promise<void>;
  /**
   * Inside the completing transaction: the pump charged this price at the station (issue 28 §1, decision
   * 025). Not given where the refuels are made up (the demo history): a made-up refuel tells no real price.
   */
  onPumpPrice?: (
    tx: Database,
    seen: { stationId: string; fuelType: FuelType; priceTenths: number; at: Date },
  ) => Promise<void>;
  /** After a completion committed: points were booked, the balance went down. */
  onSettled?: (settled: { userId: string; transactionId: string; points: number }) => Promise<void>;
}

/** The dependencies with their defaults filled in, as each use case takes them. */
export type RefuelContext = Required<Pick<TransactionsServiceDeps, 'repository' | 'now'>> &
  Omit<TransactionsServiceDeps, 'repository' | 'now'>;

export function refuelContext(deps: TransactionsServiceDeps): RefuelContext {
  return {
    ...deps,
    repository: deps.repository ?? createTransactionsRepository(deps.db),
    now: deps.now ?? (() => new Date()),
  };
}

/** The job that releases a reservation the pump never completed. */
export const EXPIRE_JOB = 'transactions.expire';

export const RESERVATION_TTL_MS = RESERVATION_TTL_MINUTES * 60_000;

export const notFound = () => new AppError('not_found', { message: transactionMessages.notFound });
export const notOpen = () => new AppError('not_open');

/** The refuel's expiry job, in the transaction that made or extended the reservation. */
export function scheduleExpiry(
  context: Pick<RefuelContext, 'jobs'>,
  tx: Database,
  id: string,
  runAt: Date,
  suffix = '',
) {
  return context.jobs.enqueue(
    EXPIRE_JOB,
    { transactionId: id },
    { runAt, key: `${EXPIRE_JOB}:${id}${suffix}`, db: tx },
  );
}

/** The caller's refuel: paid from their account, or a company refuel they made as its driver (decision 024). */
export function isCallersRefuel(
  row: { userId: string; driverUserId: string | null },
  userId: string,
): boolean {
  return row.userId === userId || row.driverUserId === userId;
}

/** The caller's own refuel (or a company refuel they made); another user's is not found. */
export async function ownedRefuel(
  context: RefuelContext,
  userId: string,
  id: string,
): Promise<TransactionWithStation> {
  const found = await context.repository.findOwned(userId, id);
  if (!found) throw notFound();
  return found;
}
