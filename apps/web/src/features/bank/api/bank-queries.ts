import { bankEndpoints } from '@fuellinq/domain/bank/bank.endpoints';
import type { BankLinkBody, SandboxDecisionBody } from '@fuellinq/domain/bank/bank.contract';
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
    queryFn: ({ signal }) => apiRequest(bankEndpoints.options, { signal }),
    staleTime: Infinity,
  });

/**
 * The link status. With `poll`, asks again every 2.5 s until linked; TanStack Query pauses the interval
 * while the tab is hidden (refetchIntervalInBackground: false) and resumes when it is visible again.
 */
export const bankStatusQueryOptions = ({ poll = false }: { poll?: boolean } = {}) =>
  queryOptions({
    queryKey: bankKeys.status(),
    queryFn: ({ signal }) => apiRequest(bankEndpoints.status, { signal }),
    staleTime: 0,
    refetchInterval: poll ? (query) => (query.state.data?.linked ? false : BANK_POLL_MS) : false,
    refetchIntervalInBackground: false,
  });

export function useLinkBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bank: BankLinkBody['bank']) => apiRequest(bankEndpoints.link, { body: { bank } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankKeys.status() }),
  });
}

export const sandboxLinkQueryOptions = (linkId: string, state: string) =>
  queryOptions({
    queryKey: bankKeys.sandbox(linkId, state),
    queryFn: ({ signal }) =>
      apiRequest(bankEndpoints.sandboxLink, { params: { linkId }, query: { state }, signal }),
    staleTime: Infinity,
    retry: false,
  });

export function useSandboxDecision(linkId: string) {
  return useMutation({
    mutationFn: (body: SandboxDecisionBody) =>
      apiRequest(bankEndpoints.sandboxDecision, { params: { linkId }, body }),
  });
}
