import { fleetRulesEndpoints as endpoints } from '@fuellinq/domain/orgs/fleet-rules.endpoints';
import type {
  FlagDecisionBody,
  RoomRequestBody,
  RuleProfileBody,
} from '@fuellinq/domain/orgs/fleet-rules.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The rules at the pump (issue 24): rule profiles, flags for review and requests for more room, per
// organisation. Keys start with 'fleet-rules' and the organisation.

export const fleetRulesKeys = {
  org: (orgId: string) => ['fleet-rules', orgId] as const,
  profiles: (orgId: string) => [...fleetRulesKeys.org(orgId), 'profiles'] as const,
  flags: (orgId: string, status: string) => [...fleetRulesKeys.org(orgId), 'flags', status] as const,
  requests: (orgId: string) => [...fleetRulesKeys.org(orgId), 'room-requests'] as const,
  brands: (orgId: string) => [...fleetRulesKeys.org(orgId), 'brands'] as const,
  stations: (orgId: string, search: { q?: string; ids?: string }) =>
    [...fleetRulesKeys.org(orgId), 'stations', search] as const,
};

/** The brands among the stations, with their counts: what a manager can allow. */
export const ruleBrandsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: fleetRulesKeys.brands(orgId),
    queryFn: ({ signal }) => apiRequest(endpoints.ruleBrands, { params: { orgId }, signal }),
    staleTime: 10 * 60_000,
  });

/** Stations found by name or town (`q`), or the chosen ones read back (`ids`, comma-separated). */
export const ruleStationsQueryOptions = (orgId: string, search: { q?: string; ids?: string }) =>
  queryOptions({
    queryKey: fleetRulesKeys.stations(orgId, search),
    queryFn: ({ signal }) => apiRequest(endpoints.ruleStations, { params: { orgId }, query: search, signal }),
    enabled: !!(search.q || search.ids),
    staleTime: 60_000,
  });

export const ruleProfilesQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: fleetRulesKeys.profiles(orgId),
    queryFn: ({ signal }) => apiRequest(endpoints.ruleProfiles, { params: { orgId }, signal }),
  });

export type FlagFilter = 'open' | 'ok' | 'query' | 'all';

export const flagsQueryOptions = (orgId: string, status: FlagFilter) =>
  queryOptions({
    queryKey: fleetRulesKeys.flags(orgId, status),
    queryFn: ({ signal }) => apiRequest(endpoints.flags, { params: { orgId }, query: { status }, signal }),
  });

export const roomRequestsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: fleetRulesKeys.requests(orgId),
    queryFn: ({ signal }) => apiRequest(endpoints.roomRequests, { params: { orgId }, signal }),
  });

function useOrgInvalidation(orgId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fleetRulesKeys.org(orgId) });
}

export function useSaveRuleProfile(orgId: string) {
  const invalidate = useOrgInvalidation(orgId);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: RuleProfileBody }) =>
      id
        ? apiRequest(endpoints.updateRuleProfile, { params: { orgId, id }, body })
        : apiRequest(endpoints.createRuleProfile, { params: { orgId }, body }),
    onSuccess: invalidate,
  });
}

export function useRemoveRuleProfile(orgId: string) {
  const invalidate = useOrgInvalidation(orgId);
  return useMutation({
    mutationFn: (id: string) => apiRequest(endpoints.removeRuleProfile, { params: { orgId, id } }),
    onSuccess: invalidate,
  });
}

export function useDecideFlag(orgId: string) {
  const invalidate = useOrgInvalidation(orgId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FlagDecisionBody }) =>
      apiRequest(endpoints.decideFlag, { params: { orgId, id }, body }),
    onSuccess: invalidate,
  });
}

export function useDecideRoom(orgId: string) {
  const invalidate = useOrgInvalidation(orgId);
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      apiRequest(approve ? endpoints.approveRoom : endpoints.declineRoom, { params: { orgId, id } }),
    onSuccess: invalidate,
  });
}

/** The driver's "Vraag meer ruimte" on a company card. */
export function useAskRoom() {
  return useMutation({
    mutationFn: ({ cardId, body }: { cardId: string; body: RoomRequestBody }) =>
      apiRequest(endpoints.askRoom, { params: { cardId }, body }),
  });
}
