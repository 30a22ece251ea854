import { formatDate } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import type { HistoryItem } from '@fuellinq/domain/money/transaction.contract';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { formatLiters, formatLitre, formatPoints } from '../../../lib/amounts.ts';
import { historyQueryOptions } from '../../transactions/api/transaction-queries.ts';
import { OverviewBlock, QueryBody } from './overview-block.tsx';

/** How many refuels the overview lists. */
export const RECENT_REFUELS = 5;

const none = '–';

/** Spec §2's columns; on a phone a card per refuel, its date and litres on top. */
const COLUMNS: ResponsiveColumn<HistoryItem>[] = [
  {
    key: 'date',
    label: 'Datum',
    className: 'whitespace-nowrap',
    phone: 'title',
    cell: (item) => formatDate(item.date),
  },
  { key: 'brand', label: 'Merk', cell: (item) => item.brand ?? 'Onafhankelijk' },
  { key: 'city', label: 'Plaats', cell: (item) => item.city ?? none },
  {
    key: 'liters',
    label: 'Liters',
    className: 'whitespace-nowrap',
    phone: 'amount',
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
];

/** Spec §2: the latest completed refuels — date, brand, city, litres, price per litre, points. */
export function RecentTransactions() {
  const history = useQuery(
    historyQueryOptions({ page: 1, per_page: RECENT_REFUELS, kind: 'refuel', status: 'completed' }),
  );
  return (
    <OverviewBlock
      title="Recente tankbeurten"
      link={{ to: '/app/transactions', label: 'Alle transacties' }}
      className="lg:col-span-2"
    >
      {() => (
        <QueryBody
          query={history}
          loadingLabel="Tankbeurten laden…"
          failedHeadline="Ophalen mislukt"
          rows={3}
        >
          {(page) =>
            page.items.length === 0 ? (
              <div className="space-y-2 text-sm">
                <p>Nog geen tankbeurten.</p>
                <ButtonLink to="/app/wallet#nu-tanken" size="sm">
                  Nu tanken
                </ButtonLink>
              </div>
            ) : (
              <ResponsiveTable
                caption="Recente tankbeurten"
                plain
                items={page.items}
                rowKey={(item) => item.id}
                columns={COLUMNS}
              />
            )
          }
        </QueryBody>
      )}
    </OverviewBlock>
  );
}
