import { AppError } from '../../lib/app-error.ts';
import type { HistoryPage, HistoryQuery, Transaction } from '@fuellinq/domain';
import { type HistoryFilter, historyPage } from './history.repository.ts';
import { ownedRefuel, type RefuelContext } from './refuel-context.ts';
import { toHistoryItem, transactionDto } from './transaction-dto.ts';

// What reads a refuel without changing it: the driver's own refuel and receipt, the history (also as CSV),
// and what a pump may know of a refuel.

function filterOf(query: HistoryQuery): HistoryFilter {
  return {
    from: query.from,
    to: query.to,
    cardId: query.card_id,
    stationId: query.station_id,
    status: query.status,
    kind: query.kind,
  };
}

export async function getRefuel(context: RefuelContext, userId: string, id: string): Promise<Transaction> {
  return transactionDto(await ownedRefuel(context, userId, id));
}

/** GET /api/transactions: refuels, top-ups, card fees and rewards, newest first. */
export async function refuelHistory(
  context: RefuelContext,
  userId: string,
  query: HistoryQuery & { page: number; per_page: number },
): Promise<HistoryPage> {
  const offset = (query.page - 1) * query.per_page;
  const { rows, total } = await historyPage(context.db, userId, filterOf(query), query.per_page, offset);
  return { items: rows.map(toHistoryItem), total, page: query.page, per_page: query.per_page };
}

/** Every line of the filtered history (up to `limit`), for the CSV export. */
export async function refuelHistoryAll(
  context: RefuelContext,
  userId: string,
  query: HistoryQuery,
  limit: number,
) {
  const { rows } = await historyPage(context.db, userId, filterOf(query), limit, 0);
  return rows.map(toHistoryItem);
}

/** A completed refuel of the caller, for its receipt. */
export async function refuelReceipt(context: RefuelContext, userId: string, id: string) {
  const found = await ownedRefuel(context, userId, id);
  if (found.status !== 'completed') {
    throw new AppError('not_completed');
  }
  return found;
}

/** What a pump knows of a refuel: how much it may deliver, of which fuel, where (the simulator reads it). */
export async function pumpView(context: RefuelContext, id: string) {
  const found = await context.repository.findById(id);
  return (
    found && {
      status: found.status,
      reservedCents: found.reservedCents,
      stationId: found.stationId,
      fuelType: found.fuelType,
      startPriceTenths: found.startPriceTenths,
    }
  );
}
