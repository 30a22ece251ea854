import { route } from '@fuellinq/domain/api/route';
import type { HistoryQuery, Transaction } from '@fuellinq/domain/money/transaction.contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { KeyedWrite } from '../../../lib/idempotency-key.ts';
import { EXPORT_TIMEOUT_MS, type FileRequest } from '../../../lib/use-download.ts';
import { balanceKeys } from '../../balance/api/balance-queries.ts';
import { loyaltyKeys } from '../../loyalty/api/loyalty-queries.ts';

// Loaded by the signed-in overview's first screen or layout: these name their endpoints by route, so the
// declarations' contracts (and zod) stay out of it (decision 022).
const transactionRoutes = {
  get: route('GET /api/transactions/:id'),
  list: route('GET /api/transactions'),
  confirm: route('POST /api/transactions/:id/confirm'),
  cancel: route('POST /api/transactions/:id/cancel'),
  receipt: route('GET /api/transactions/:id/receipt.pdf'),
  csv: route('GET /api/transactions.csv'),
};

/** How often the success page asks how the refuel is going. */
export const REFUEL_POLL_MS = 2_000;

/** A refuel that will not change any more. */
export const isFinished = (transaction: Pick<Transaction, 'status'>) =>
  transaction.status === 'completed' ||
  transaction.status === 'cancelled' ||
  transaction.status === 'expired';

/** The history's filters as the API takes them (`from`, `card_id`, …); only those set. */
export type HistoryFilterQuery = Omit<HistoryQuery, 'page' | 'per_page'>;
export type HistoryParams = HistoryFilterQuery & { page: number; per_page: number };

export const transactionKeys = {
  all: ['transactions'] as const,
  detail: (id: string) => [...transactionKeys.all, 'detail', id] as const,
  list: (query: HistoryParams) => [...transactionKeys.all, 'list', query] as const,
};

/**
 * GET /api/transactions/{id}. With `follow`, asked again until the pump has completed it (or it was
 * cancelled or expired); TanStack Query pauses the interval while the tab is hidden.
 */
export const transactionQueryOptions = (id: string, { follow = false }: { follow?: boolean } = {}) =>
  queryOptions({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(transactionRoutes.get, { params: { id }, signal }),
    refetchInterval: follow
      ? (query) => (query.state.data && isFinished(query.state.data) ? false : REFUEL_POLL_MS)
      : false,
    refetchIntervalInBackground: false,
  });

/** GET /api/transactions: refuels, top-ups, card fees and rewards, newest first, paged and filtered. */
export const historyQueryOptions = (query: HistoryParams) =>
  queryOptions({
    queryKey: transactionKeys.list(query),
    queryFn: ({ signal }) => apiRequest(transactionRoutes.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

/** Money moved: the balance, the history and the points all read again. */
function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [balanceKeys.all, loyaltyKeys.all, transactionKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Betalen on the demo checkout: POST /api/transactions/{id}/confirm. */
export function useConfirmTransaction() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ body: id, idempotencyKey }: KeyedWrite<string>) =>
      apiRequest(transactionRoutes.confirm, { params: { id }, idempotencyKey }),
    onSuccess: invalidate,
  });
}

/** Annuleren on the demo checkout: POST /api/transactions/{id}/cancel (the reservation is released at once). */
export function useCancelTransaction() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ body: id, idempotencyKey }: KeyedWrite<string>) =>
      apiRequest(transactionRoutes.cancel, { params: { id }, idempotencyKey }),
    onSuccess: invalidate,
  });
}

/** A completed refuel's receipt (PDF), for useDownload. */
export const receiptFile = (id: string): FileRequest => ({
  endpoint: transactionRoutes.receipt,
  params: { id },
  timeoutMs: EXPORT_TIMEOUT_MS,
  filename: `bon-${id}.pdf`,
});

/** The filtered history as CSV (every page), for useDownload. */
export const historyCsvFile = (query: HistoryFilterQuery): FileRequest => ({
  endpoint: transactionRoutes.csv,
  query: { ...query },
  timeoutMs: EXPORT_TIMEOUT_MS,
  filename: 'transacties.csv',
});
