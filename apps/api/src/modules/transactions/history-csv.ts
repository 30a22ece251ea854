import {
  fuelLabels,
  formatDateTime,
  type HistoryItem,
  isFuelType,
  type TransactionStatus,
  transactionStatusLabels,
} from '@fuellinq/domain';
import { csvNumber, toCsv } from '../../lib/csv.ts';

const kindLabels: Record<HistoryItem['kind'], string> = {
  refuel: 'Tankbeurt',
  top_up: 'Opwaardering',
  card_fee: 'Extra pas',
  reward: 'Beloning',
};

const statusLabel = (status: string) => transactionStatusLabels[status as TransactionStatus] ?? status;

/** The filtered history for a Dutch spreadsheet: the spec's columns (date, brand, city, litres, price per litre, points) plus amount and status. */
export function historyCsv(items: HistoryItem[]): string {
  return toCsv([
    [
      'Datum',
      'Soort',
      'Omschrijving',
      'Merk',
      'Plaats',
      'Brandstof',
      'Liters',
      'Prijs per liter (€)',
      'Punten',
      'Bedrag (€)',
      'Status',
    ],
    ...items.map((item) => [
      formatDateTime(item.date),
      kindLabels[item.kind],
      item.description,
      item.brand,
      item.city,
      item.fuel_type && isFuelType(item.fuel_type) ? fuelLabels[item.fuel_type] : null,
      csvNumber(item.liters, 2),
      csvNumber(item.price_per_l, 3),
      item.points,
      csvNumber(item.amount_cents / 100, 2),
      statusLabel(item.status),
    ]),
  ]);
}
