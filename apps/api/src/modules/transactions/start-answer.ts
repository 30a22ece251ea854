import { type StartTransactionResponse, TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@fuellinq/domain';
import { type Database, inTransaction } from '../../db/database.ts';
import type { RefuelContext } from './refuel-context.ts';
import { toTransactionDto } from './transaction-dto.ts';
import type { FuelTransactionRow, StationSummary } from './transactions.repository.ts';

// What a start answers: the demo checkout, the refuel's progress once the pump may run, or, for a refuel
// that waits for a top-up, that top-up's checkout at the payment provider.

/** The spec's demo checkout (§2): transaction, station, card and the amount in cents. */
export function demoCheckoutUrl(row: FuelTransactionRow): string {
  const query = new URLSearchParams({
    tx: row.id,
    station: row.stationId,
    c: row.cardId ?? '',
    amt: String(row.reservedCents),
  });
  return `/app/checkout-demo?${query.toString()}`;
}

/** A refuel whose pump may be running: the page that follows it (spec §2 /app/success). */
export const progressUrl = (row: FuelTransactionRow) => `/app/success?tx=${encodeURIComponent(row.id)}`;

/** What to top up before a refuel can reserve `wantCents`: the shortfall in whole euros, within the limits. */
export function topUpFor(wantCents: number, availableCents: number): number {
  const shortfall = Math.ceil(Math.max(0, wantCents - Math.max(0, availableCents)) / 100) * 100;
  return Math.min(TOP_UP_MAX_CENTS, Math.max(TOP_UP_MIN_CENTS, shortfall));
}

/** The answer of a refuel that does not wait for a top-up; undefined for one that does. */
export function answerOf(
  row: FuelTransactionRow,
  station: StationSummary,
): StartTransactionResponse | undefined {
  const transaction = toTransactionDto(row, station);
  if (row.status === 'fuelling') return { url: progressUrl(row), transaction };
  if (row.status !== 'awaiting_top_up') return { url: demoCheckoutUrl(row), transaction };
  return undefined;
}

/**
 * The answer of a refuel that waits for a top-up: the top-up's checkout, asked for under the refuel's lock
 * with the request key `refuel:{id}`, so that starts answering it at the same moment book and send one
 * payment between them (the first; the others find it by its key). The provider is called inside this
 * short transaction: a failed call rolls the booking back. `more` runs in the same transaction after it.
 */
export async function checkoutAnswer(
  context: RefuelContext,
  row: FuelTransactionRow,
  station: StationSummary,
  more?: (tx: Database, answer: StartTransactionResponse) => Promise<void>,
): Promise<StartTransactionResponse> {
  return inTransaction(context.db, async (tx) => {
    await context.repository.lock(tx, row.id);
    const { availableCents } = await context.ledger.sums(row.userId, tx);
    const checkout = await context.payments.createCheckout(
      {
        userId: row.userId,
        purpose: 'top_up',
        amountCents: topUpFor(row.reservedCents, availableCents),
        metadata: { transaction_id: row.id },
        returnPath: demoCheckoutUrl(row),
        // A retried or repeated start finds the same payment.
        requestKey: `refuel:${row.id}`,
      },
      tx,
    );
    const answer = { url: checkout.url, transaction: toTransactionDto(row, station) };
    await more?.(tx, answer);
    return answer;
  });
}
