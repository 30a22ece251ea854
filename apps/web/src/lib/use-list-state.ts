import { useState } from 'react';
import { errorText } from './api-errors.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * The state every list screen keeps: the search text (and its debounced value for the query), a status
 * filter, further filters of the screen's own (a period, a card: each a text, '' for "all"), the page (back
 * to 1 whenever a filter changes), the item waiting for a confirmation, and the outcome of the last action
 * ("Actie opgeslagen." or why it failed).
 */
export function useListState<
  Item,
  Status extends string = string,
  Filters extends Record<string, string> = Record<never, string>,
>(options: { status?: Status; debounceMs?: number; filters?: Filters } = {}) {
  const initialStatus = options.status;
  const [initialFilters] = useState<Filters>(() => options.filters ?? ({} as Filters));
  const [q, setQText] = useState('');
  const [status, setStatusValue] = useState<Status | undefined>(initialStatus);
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Item | null>(null);
  const [message, setMessageText] = useState<string | null>(null);
  const [failure, setFailureText] = useState<string | null>(null);
  // spec §7: list and feed requests wait 300 ms for the typing to stop.
  const search = useDebouncedValue(q.trim(), options.debounceMs ?? 300);
  const setMessage = (text: string | null) => {
    setMessageText(text);
    setFailureText(null);
  };
  const setFailure = (text: string | null) => {
    setFailureText(text);
    setMessageText(null);
  };

  return {
    q,
    setQ: (value: string) => {
      setQText(value);
      setPage(1);
    },
    /** The search text to send: trimmed, debounced, undefined when empty. */
    search: search || undefined,
    status: status as Status,
    setStatus: (value: Status) => {
      setStatusValue(value);
      setPage(1);
    },
    /** The screen's own filters, as they are now. */
    filters,
    setFilter: <Key extends keyof Filters>(key: Key, value: Filters[Key]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    /** Back to the unfiltered list: no search, the first status, the screen's filters as they started. */
    clearFilters: () => {
      setQText('');
      setStatusValue(initialStatus);
      setFilters(initialFilters);
      setPage(1);
    },
    page,
    setPage,
    /** True when a filter narrows the list (an empty list then means "nothing found"). */
    filtered:
      search !== '' ||
      status !== initialStatus ||
      Object.keys(filters).some((key) => filters[key] !== initialFilters[key]),
    confirming,
    confirm: (item: Item) => setConfirming(item),
    closeConfirm: () => setConfirming(null),
    /** The last action's success ("Actie opgeslagen."); setting it clears a failure. */
    message,
    setMessage,
    /** The last action's failure, in Dutch; setting it clears a success. */
    failure,
    setFailure,
    /**
     * Runs an action on a row without a confirmation (activate, end, …) and reports how it went: `success`,
     * or why it failed after `failureHeadline` ('Activeren mislukt: …').
     */
    run: (action: () => Promise<unknown>, outcome: { success: string; failureHeadline: string }) => {
      void action().then(
        () => setMessage(outcome.success),
        (error: unknown) => setFailure(errorText(error, { headline: outcome.failureHeadline })),
      );
    },
  };
}

export type ListState<Item, Status extends string = string> = ReturnType<typeof useListState<Item, Status>>;
