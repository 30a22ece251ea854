import { useState } from 'react';
import { errorText } from './api-errors.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * The state every list screen keeps: the search text (and its debounced value for the query), a status
 * filter, the page (back to 1 whenever a filter changes), the item waiting for a confirmation, and the
 * outcome of the last action ("Actie opgeslagen." or why it failed).
 */
export function useListState<Item, Status extends string = string>(
  options: { status?: Status; debounceMs?: number } = {},
) {
  const initialStatus = options.status;
  const [q, setQText] = useState('');
  const [status, setStatusValue] = useState<Status | undefined>(initialStatus);
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
    page,
    setPage,
    /** True when the search or the status narrows the list (an empty list then means "nothing found"). */
    filtered: search !== '' || status !== initialStatus,
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
