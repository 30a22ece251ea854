import { vehicleErrorMessages } from '@fuellinq/domain/vehicles/vehicle-messages';
import type { HistoryItem, TransactionStatus } from '@fuellinq/domain/money/transaction.contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ListView } from '../../../components/ui/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { cardsQueryOptions } from '../../cards/api/card-queries.ts';
import { type HistoryFilterQuery, historyCsvFile, historyQueryOptions } from '../api/transaction-queries.ts';
import { type HistoryFilterValues, HistoryFilters, NO_FILTERS } from '../components/history-filters.tsx';
import { HistoryTable } from '../components/history-table.tsx';

const PER_PAGE = 25;

/** The filters as the API takes them: only those set. */
function historyFilters(values: HistoryFilterValues, status: string): HistoryFilterQuery {
  return Object.fromEntries(Object.entries({ ...values, status }).filter(([, value]) => value !== ''));
}

/**
 * /app/transactions (Transacties): every refuel with spec §2's columns, and the top-ups, card fees and
 * rewards in the same list; filtered by period, card, station, status and kind; paged; the filtered list as
 * CSV; a receipt per completed refuel.
 */
export function TransactionsPage() {
  const list = useListState<HistoryItem, TransactionStatus | '', HistoryFilterValues>({
    status: '',
    filters: NO_FILTERS,
  });
  const badPeriod = list.filters.from !== '' && list.filters.to !== '' && list.filters.from > list.filters.to;
  const filters = historyFilters(list.filters, list.status);
  const history = useQuery({
    ...historyQueryOptions({ ...filters, page: list.page, per_page: PER_PAGE }),
    enabled: !badPeriod,
  });
  const cards = useQuery(cardsQueryOptions());
  const csv = useDownload({ headline: 'Exporteren mislukt', onFailure: list.setFailure });

  return (
    <section>
      <PageHeader
        title="Transacties"
        intro="Je tankbeurten, opwaarderingen, extra passen en beloningen. Elke afgeronde tankbeurt heeft een bon."
        actions={
          <Button
            variant="secondary"
            disabled={csv.busy || badPeriod}
            onClick={() => csv.download(historyCsvFile(filters))}
          >
            {csv.busy ? 'CSV maken…' : 'Exporteer als CSV'}
          </Button>
        }
      />
      <ListView
        state={list}
        query={history}
        filters={
          <>
            <HistoryFilters
              values={list.filters}
              onChange={list.setFilter}
              status={list.status}
              onStatus={(value) => list.setStatus(value as TransactionStatus | '')}
              cards={cards.data ?? []}
              items={history.data?.items ?? []}
              onClear={list.clearFilters}
              filtered={list.filtered}
            />
            {badPeriod ? (
              <Alert tone="error" className="mb-4">
                {vehicleErrorMessages.invalid_period}
              </Alert>
            ) : null}
          </>
        }
        loadingLabel="Transacties laden…"
        loadingRows={5}
        errorMessage={(error) => errorText(error, { headline: 'Ophalen mislukt' })}
        isEmpty={(data) => data.items.length === 0}
        empty={(filtered) =>
          filtered ? (
            <EmptyState title="Geen transacties gevonden.">Probeer andere filters.</EmptyState>
          ) : (
            <EmptyState
              title="Nog geen transacties."
              action={<ButtonLink to="/app/wallet">Nu tanken</ButtonLink>}
            >
              Waardeer je saldo op en start een tankbeurt op de Wallet-pagina of bij een station.
            </EmptyState>
          )
        }
        paging={{ perPage: PER_PAGE, total: (data) => data.total }}
      >
        {(data) => <HistoryTable items={data.items} onFailure={list.setFailure} />}
      </ListView>
    </section>
  );
}
