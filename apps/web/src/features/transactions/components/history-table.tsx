import { formatDateTime } from '@fuellinq/domain/format/nl-format';
import type { HistoryItem } from '@fuellinq/domain/money/transaction.contract';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { formatLiters, formatLitre, formatPoints, formatSignedEuro } from '../../../lib/amounts.ts';
import { historyKindLabels, statusText } from './history-labels.ts';
import { ReceiptButton } from './receipt-button.tsx';

const none = <span className="text-muted">–</span>;

/**
 * Spec §2's columns (date, brand, city, litres, price per litre, points), then amount, status and receipt.
 * On a phone a card per item: the date and the amount on top, the rest below.
 */
function columns(onFailure: (message: string | null) => void): ResponsiveColumn<HistoryItem>[] {
  return [
    {
      key: 'date',
      label: 'Datum',
      className: 'whitespace-nowrap',
      phone: 'title',
      cell: (item) => formatDateTime(item.date),
    },
    {
      key: 'what',
      label: 'Omschrijving',
      cell: (item) => (
        <>
          <span className="block font-medium">{historyKindLabels[item.kind]}</span>
          <span className="text-muted">{item.description}</span>
        </>
      ),
    },
    { key: 'brand', label: 'Merk', cell: (item) => item.brand ?? none },
    { key: 'city', label: 'Plaats', cell: (item) => item.city ?? none },
    {
      key: 'liters',
      label: 'Liters',
      className: 'whitespace-nowrap',
      cell: (item) => (item.liters === null ? none : formatLiters(item.liters)),
    },
    {
      key: 'price',
      label: 'Prijs per liter',
      className: 'whitespace-nowrap',
      cell: (item) => (item.price_per_l === null ? none : formatLitre(item.price_per_l)),
    },
    {
      key: 'points',
      label: 'Punten',
      className: 'whitespace-nowrap',
      cell: (item) => (item.points === null ? none : formatPoints(item.points)),
    },
    {
      key: 'amount',
      label: 'Bedrag',
      className: (item) => `font-medium whitespace-nowrap ${item.amount_cents > 0 ? 'text-success' : ''}`,
      phone: 'amount',
      cell: (item) => formatSignedEuro(item.amount_cents),
    },
    { key: 'status', label: 'Status', cell: (item) => statusText(item.status) },
    {
      key: 'receipt',
      label: 'Bon',
      hidden: true,
      phone: 'actions',
      cell: (item) =>
        item.kind === 'refuel' && item.receipt_url ? (
          <ReceiptButton
            transactionId={item.id}
            which={`van ${formatDateTime(item.date)}`}
            onFailure={onFailure}
          />
        ) : null,
    },
  ];
}

/** Refuels, top-ups, card fees and rewards in one list, newest first. */
export function HistoryTable({
  items,
  onFailure,
}: {
  items: HistoryItem[];
  onFailure: (message: string | null) => void;
}) {
  return (
    <ResponsiveTable
      caption="Transacties"
      columns={columns(onFailure)}
      items={items}
      rowKey={(item) => `${item.kind}-${item.id}`}
      dense
    />
  );
}
