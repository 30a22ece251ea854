import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/api-errors.ts';
import type { ListState } from '../../lib/use-list-state.ts';
import { Alert } from './alert.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ListFilters } from './list-filters.tsx';
import { Pagination } from './pagination.tsx';
import { SkeletonList } from './skeleton.tsx';
import { ErrorState } from './states.tsx';

export interface ListConfirm<Item> {
  title: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  busy: boolean;
  /** What the confirmation says about this item. */
  describe: (item: Item) => ReactNode;
  /** Carries out the action; the dialog closes afterwards, whatever happened. */
  onConfirm: (item: Item) => Promise<void> | void;
  /** What failed, when it does ('Verwijderen mislukt'); the reason follows. */
  failureHeadline: string;
}

export interface ListViewProps<Data, Item, Status extends string> {
  state: ListState<Item, Status>;
  query: UseQueryResult<Data>;
  /** A search box above the list, with this label. */
  searchLabel?: string;
  /** A status filter beside the search box. */
  statuses?: [value: Status, label: string][];
  /** The screen's own filters (a period, a card), above the list; their values live in `state.filters`. */
  filters?: ReactNode;
  loadingLabel: string;
  loadingRows?: number;
  /** Spec §8's text for a list that cannot load; or a function of the error for the reason too. */
  errorMessage: string | ((error: unknown) => string);
  isEmpty: (data: Data) => boolean;
  /** Shown for an empty list; `filtered` tells "nothing found" from "nothing yet". */
  empty: (filtered: boolean) => ReactNode;
  /** Paged lists: the page size and the total from the answer. */
  paging?: { perPage: number; total: (data: Data) => number };
  confirm?: ListConfirm<Item>;
  /** Shown between the filters and the list (e.g. a save bar). */
  toolbar?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * One list screen's body: filters, the last action's outcome, then loading, error, empty or the list with
 * its paging, and the confirmation dialog of a destructive action.
 */
export function ListView<Data, Item, Status extends string>(props: ListViewProps<Data, Item, Status>) {
  const { state, query, confirm } = props;
  const errorMessage = props.errorMessage;
  return (
    <>
      {props.searchLabel ? (
        <ListFilters
          searchLabel={props.searchLabel}
          q={state.q}
          onQ={state.setQ}
          {...(props.statuses
            ? {
                status: state.status,
                statuses: props.statuses,
                onStatus: (value: string) => state.setStatus(value as Status),
              }
            : {})}
        />
      ) : null}
      {props.filters}
      {state.message ? (
        <Alert tone="success" className="mb-4">
          {state.message}
        </Alert>
      ) : null}
      {state.failure ? (
        <Alert tone="error" className="mb-4">
          {state.failure}
        </Alert>
      ) : null}
      {props.toolbar}
      {query.isPending ? (
        <SkeletonList rows={props.loadingRows ?? 4} label={props.loadingLabel} />
      ) : query.isError ? (
        <ErrorState
          message={typeof errorMessage === 'function' ? errorMessage(query.error) : errorMessage}
          onRetry={() => void query.refetch()}
        />
      ) : props.isEmpty(query.data) ? (
        props.empty(state.filtered)
      ) : (
        <>
          {props.children(query.data)}
          {props.paging ? (
            <Pagination
              page={state.page}
              perPage={props.paging.perPage}
              total={props.paging.total(query.data)}
              onPage={state.setPage}
            />
          ) : null}
        </>
      )}
      {confirm ? (
        <ConfirmDialog
          open={state.confirming !== null}
          title={confirm.title}
          tone={confirm.tone ?? 'danger'}
          confirmLabel={confirm.confirmLabel}
          busy={confirm.busy}
          onCancel={state.closeConfirm}
          onConfirm={() => {
            const item = state.confirming;
            if (item === null) return;
            void (async () => {
              try {
                await confirm.onConfirm(item);
              } catch (error) {
                state.setFailure(errorText(error, { headline: confirm.failureHeadline }));
              } finally {
                state.closeConfirm();
              }
            })();
          }}
        >
          {state.confirming === null ? null : confirm.describe(state.confirming)}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
