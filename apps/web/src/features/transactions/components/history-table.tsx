import { formatDateTime } from '@fuellinq/domain/format/nl-format';
import type { HistoryItem } from '@fuellinq/domain/money/transaction.contract';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { formatLiters, formatLitre, formatPoints, formatSignedEuro } from '../../../lib/amounts.ts';
import { historyKindLabels, statusText } from './history-labels.ts';
import { ReceiptButton } from './receipt-button.tsx';

/** Spec §2's columns (date, brand, city, litres, price per litre, points), then amount, status and receipt. */
const COLUMNS: DataTableColumn[] = [
  { key: 'date', label: 'Datum' },
  { key: 'what', label: 'Omschrijving' },
  { key: 'brand', label: 'Merk' },
  { key: 'city', label: 'Plaats' },
  { key: 'liters', label: 'Liters' },
  { key: 'price', label: 'Prijs per liter' },
  { key: 'points', label: 'Punten' },
  { key: 'amount', label: 'Bedrag' },
  { key: 'status', label: 'Status' },
  { key: 'receipt', label: 'Bon', hidden: true },
];

const none = <span className="text-muted">–</span>;

/** Refuels, top-ups, card fees and rewards in one list, newest first. */
export function HistoryTable({
  items,
  onFailure,
}: {
  items: HistoryItem[];
  onFailure: (message: string | null) => void;
}) {
  return (
    <DataTable caption="Transacties" columns={COLUMNS} dense>
      {items.map((item) => (
        <tr key={`${item.kind}-${item.id}`} className="border-t border-border">
          <td className="px-3 py-3 whitespace-nowrap">{formatDateTime(item.date)}</td>
          <td className="px-3 py-3">
            <span className="block font-medium">{historyKindLabels[item.kind]}</span>
            <span className="text-muted">{item.description}</span>
          </td>
          <td className="px-3 py-3">{item.brand ?? none}</td>
          <td className="px-3 py-3">{item.city ?? none}</td>
          <td className="px-3 py-3 whitespace-nowrap">
            {item.liters === null ? none : formatLiters(item.liters)}
          </td>
          <td className="px-3 py-3 whitespace-nowrap">
            {item.price_per_l === null ? none : formatLitre(item.price_per_l)}
          </td>
          <td className="px-3 py-3 whitespace-nowrap">
            {item.points === null ? none : formatPoints(item.points)}
          </td>
          <td
            className={`px-3 py-3 font-medium whitespace-nowrap ${item.amount_cents > 0 ? 'text-success' : ''}`}
          >
            {formatSignedEuro(item.amount_cents)}
          </td>
          <td className="px-3 py-3">{statusText(item.status)}</td>
          <td className="px-3 py-3">
            {item.kind === 'refuel' && item.receipt_url ? (
              <ReceiptButton
                transactionId={item.id}
                which={`van ${formatDateTime(item.date)}`}
                onFailure={onFailure}
              />
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
