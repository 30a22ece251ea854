import type {
  BankLinkResponse,
  BankOption,
  BankStatusResponse,
  SandboxDecisionBody,
  SandboxDecisionResponse,
  SandboxLinkResponse,
} from '@fuellinq/domain/bank/bank.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec §9: the wallet step polls the bank status every 2.5 s until the account is linked. */
export const BANK_POLL_MS = 2_500;

export const bankKeys = {
  all: ['bank'] as const,
  options: () => [...bankKeys.all, 'options'] as const,
  status: () => [...bankKeys.all, 'status'] as const,
  sandbox: (linkId: string, state: string) => [...bankKeys.all, 'sandbox', linkId, state] as const,
};

export const bankOptionsQueryOptions = () =>
  queryOptions({
    queryKey: bankKeys.options(),
    queryFn: ({ signal }) => apiRequest<BankOption[]>('/api/bank/options', { signal }),
    staleTime: Infinity,
  });

/**
 * The link status. With `poll`, asks again every 2.5 s until linked; TanStack Query pauses the interval
 * while the tab is hidden (refetchIntervalInBackground: false) and resumes when it is visible again.
 */
export const bankStatusQueryOptions = ({ poll = false }: { poll?: boolean } = {}) =>
  queryOptions({
    queryKey: bankKeys.status(),
    queryFn: ({ signal }) => apiRequest<BankStatusResponse>('/api/bank/status', { signal }),
    staleTime: 0,
    refetchInterval: poll ? (query) => (query.state.data?.linked ? false : BANK_POLL_MS) : false,
    refetchIntervalInBackground: false,
  });

export function useLinkBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bank: string) =>
      apiRequest<BankLinkResponse>('/api/bank/link', { method: 'POST', body: { bank } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankKeys.status() }),
  });
}

export const sandboxLinkQueryOptions = (linkId: string, state: string) =>
  queryOptions({
    queryKey: bankKeys.sandbox(linkId, state),
    queryFn: ({ signal }) =>
      apiRequest<SandboxLinkResponse>(`/api/bank/sandbox/${encodeURIComponent(linkId)}`, {
        signal,
        query: { state },
      }),
    staleTime: Infinity,
    retry: false,
  });

export function useSandboxDecision(linkId: string) {
  return useMutation({
    mutationFn: (body: SandboxDecisionBody) =>
      apiRequest<SandboxDecisionResponse>(`/api/bank/sandbox/${encodeURIComponent(linkId)}/decision`, {
        method: 'POST',
        body,
      }),
  });
}
