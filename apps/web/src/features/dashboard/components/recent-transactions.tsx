import { formatDate } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { formatLiters, formatLitre, formatPoints } from '../../../lib/amounts.ts';
import { historyQueryOptions } from '../../transactions/api/transaction-queries.ts';
import { OverviewBlock, QueryBody } from './overview-block.tsx';

/** How many refuels the overview lists. */
export const RECENT_REFUELS = 5;

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
      {(headingId) => (
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
              <div className="overflow-x-auto">
                <table aria-labelledby={headingId} className="w-full text-left text-sm">
                  <thead>
                    <tr className="text-muted">
                      {['Datum', 'Merk', 'Plaats', 'Liters', 'Prijs per liter', 'Punten'].map((column) => (
                        <th key={column} scope="col" className="py-2 pr-3 font-medium">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((item) => (
                      <tr key={item.id} className="border-t border-border">
                        <td className="py-2 pr-3 whitespace-nowrap">{formatDate(item.date)}</td>
                        <td className="py-2 pr-3">{item.brand ?? 'Onafhankelijk'}</td>
                        <td className="py-2 pr-3">{item.city ?? '–'}</td>
                        <td className="py-2 pr-3 whitespace-nowrap">
                          {item.liters === null ? '–' : formatLiters(item.liters)}
                        </td>
                        <td className="py-2 pr-3 whitespace-nowrap">
                          {item.price_per_l === null ? '–' : formatLitre(item.price_per_l)}
                        </td>
                        <td className="py-2 pr-3 whitespace-nowrap">
                          {item.points === null ? '–' : formatPoints(item.points)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryBody>
      )}
    </OverviewBlock>
  );
}
