import {
  type FuelType,
  fuelLabels,
  type HistoryItem,
  ledgerKindLabels,
  type Transaction,
} from '@fuellinq/domain';
import { endpointPath } from '@fuellinq/domain/api/endpoint';
import { transactionEndpoints } from '@fuellinq/domain/money/transaction.endpoints';
import { isoTime } from '../../lib/sql-rows.ts';
import type { HistoryRow } from './history.repository.ts';
import type {
  FuelTransactionRow,
  StationSummary,
  TransactionWithStation,
} from './transactions.repository.ts';

/** The receipt's number: FL-T-000123. */
export const transactionNumber = (number: number) => `FL-T-${String(number).padStart(6, '0')}`;

export const receiptUrl = (id: string) => endpointPath(transactionEndpoints.receipt, { id });

/** What went back to the balance: the unspent rest of a completed refuel, or all of a released reservation. */
export function releasedCents(row: FuelTransactionRow): number | null {
  if (row.status === 'completed' && row.amountCents !== null) return row.reservedCents - row.amountCents;
  if (row.status === 'cancelled' || row.status === 'expired') {
    const released = row.completion?.released_cents;
    return typeof released === 'number' ? released : null;
  }
  return null;
}

export function toTransactionDto(row: FuelTransactionRow, station: StationSummary): Transaction {
  return {
    id: row.id,
    number: transactionNumber(row.number),
    status: row.status,
    card_id: row.cardId,
    card_last4: row.cardLast4,
    station,
    fuel_type: row.fuelType,
    reserved_cents: row.reservedCents,
    amount_cents: row.amountCents,
    released_cents: releasedCents(row),
    liters: row.liters,
    price_per_l: row.priceTenths === null ? null : row.priceTenths / 1000,
    points: row.points,
    created_at: isoTime(row.createdAt),
    completed_at: row.completedAt ? isoTime(row.completedAt) : null,
    expires_at: isoTime(row.expiresAt),
    receipt_url: row.status === 'completed' ? receiptUrl(row.id) : null,
  };
}

export const transactionDto = (found: TransactionWithStation) => toTransactionDto(found, found.station);

export function toHistoryItem(row: HistoryRow): HistoryItem {
  const refuel = row.kind === 'refuel';
  const fuel = row.fuel_type as FuelType | null;
  const description =
    row.kind === 'refuel'
      ? `${fuel ? fuelLabels[fuel] : 'Tankbeurt'} bij ${row.station_title ?? 'een tankstation'}`
      : (row.description ?? ledgerKindLabels[row.kind === 'reward' ? 'reward_credit' : row.kind]);
  return {
    id: row.id,
    kind: row.kind,
    date: isoTime(row.at),
    status: row.status,
    amount_cents: Number(row.amount_cents),
    description,
    brand: row.brand,
    city: row.city,
    station_id: row.station_id,
    fuel_type: row.fuel_type,
    liters: row.liters === null ? null : Number(row.liters),
    price_per_l: row.price_tenths === null ? null : Number(row.price_tenths) / 1000,
    points: row.points === null ? null : Number(row.points),
    receipt_url: refuel && row.status === 'completed' ? receiptUrl(row.id) : null,
  };
}
