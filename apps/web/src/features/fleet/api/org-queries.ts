import { costCentreEndpoints } from '@fuellinq/domain/orgs/cost-centre.endpoints';
import { orgAuditEndpoints } from '@fuellinq/domain/orgs/org-audit.endpoints';
import { orgMemberEndpoints } from '@fuellinq/domain/orgs/org-member.endpoints';
import { orgEndpoints } from '@fuellinq/domain/orgs/org.endpoints';
import type {
  CostCentreBody,
  CreateInvitationBody,
  CreateOrgBody,
  UpdateCostCentreBody,
  UpdateMemberBody,
  UpdateOrgBody,
} from '@fuellinq/domain/orgs/org.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// Organisations (issue 24): the caller's organisations, and per organisation its settings, members,
// invitations, cost centres and audit. Keys start with 'orgs' and then the organisation, so one
// invalidation refreshes everything of one organisation.

export const orgKeys = {
  all: ['orgs'] as const,
  list: () => [...orgKeys.all, 'list'] as const,
  org: (orgId: string) => [...orgKeys.all, orgId] as const,
  detail: (orgId: string) => [...orgKeys.org(orgId), 'detail'] as const,
  members: (orgId: string) => [...orgKeys.org(orgId), 'members'] as const,
  invitations: (orgId: string) => [...orgKeys.org(orgId), 'invitations'] as const,
  costCentres: (orgId: string) => [...orgKeys.org(orgId), 'cost-centres'] as const,
  audit: (orgId: string, page: number) => [...orgKeys.org(orgId), 'audit', page] as const,
  invitation: (token: string) => ['invitations', token] as const,
};

export const orgsQueryOptions = () =>
  queryOptions({
    queryKey: orgKeys.list(),
    queryFn: ({ signal }) => apiRequest(orgEndpoints.list, { signal }),
    staleTime: 60_000,
  });

export const orgQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.detail(orgId),
    queryFn: ({ signal }) => apiRequest(orgEndpoints.get, { params: { orgId }, signal }),
  });

export const membersQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.members(orgId),
    queryFn: ({ signal }) => apiRequest(orgMemberEndpoints.members, { params: { orgId }, signal }),
  });

export const invitationsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.invitations(orgId),
    queryFn: ({ signal }) => apiRequest(orgMemberEndpoints.invitations, { params: { orgId }, signal }),
  });

export const costCentresQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.costCentres(orgId),
    queryFn: ({ signal }) => apiRequest(costCentreEndpoints.costCentres, { params: { orgId }, signal }),
  });

export const AUDIT_PER_PAGE = 25;
export const auditQueryOptions = (orgId: string, page: number) =>
  queryOptions({
    queryKey: orgKeys.audit(orgId, page),
    queryFn: ({ signal }) =>
      apiRequest(orgAuditEndpoints.audit, {
        params: { orgId },
        query: { page, per_page: AUDIT_PER_PAGE },
        signal,
      }),
  });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: orgKeys.invitation(token),
    queryFn: ({ signal }) => apiRequest(orgMemberEndpoints.showInvitation, { params: { token }, signal }),
    retry: false,
  });

/** Every change refreshes all of the organisation (its audit among it). */
function useOrgMutation<Input, Output>(orgId: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.org(orgId) }),
  });
}

export function useCreateOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrgBody) => apiRequest(orgEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.list() }),
  });
}

export function useUpdateOrg(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrgBody) => apiRequest(orgEndpoints.update, { params: { orgId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.all }),
  });
}

export const useUpdateMember = (orgId: string) =>
  useOrgMutation(orgId, ({ userId, ...body }: UpdateMemberBody & { userId: string }) =>
    apiRequest(orgMemberEndpoints.updateMember, { params: { orgId, userId }, body }),
  );

export const useRemoveMember = (orgId: string) =>
  useOrgMutation(orgId, (userId: string) =>
    apiRequest(orgMemberEndpoints.removeMember, { params: { orgId, userId } }),
  );

export const useInvite = (orgId: string) =>
  useOrgMutation(orgId, (body: CreateInvitationBody) =>
    apiRequest(orgMemberEndpoints.invite, { params: { orgId }, body }),
  );

export const useRevokeInvitation = (orgId: string) =>
  useOrgMutation(orgId, (id: string) =>
    apiRequest(orgMemberEndpoints.revokeInvitation, { params: { orgId, id } }),
  );

export const useCreateCostCentre = (orgId: string) =>
  useOrgMutation(orgId, (body: CostCentreBody) =>
    apiRequest(costCentreEndpoints.createCostCentre, { params: { orgId }, body }),
  );

export const useUpdateCostCentre = (orgId: string) =>
  useOrgMutation(orgId, ({ id, ...body }: UpdateCostCentreBody & { id: string }) =>
    apiRequest(costCentreEndpoints.updateCostCentre, { params: { orgId, id }, body }),
  );

export const useRemoveCostCentre = (orgId: string) =>
  useOrgMutation(orgId, (id: string) =>
    apiRequest(costCentreEndpoints.removeCostCentre, { params: { orgId, id } }),
  );

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(orgMemberEndpoints.acceptInvitation, { params: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
