import { route } from '@fuellinq/domain/api/route';
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

// Loaded by the signed-in overview's first screen or layout: these name their endpoints by route, so the
// declarations' contracts (and zod) stay out of it (decision 022).
const costCentreRoutes = {
  costCentres: route('GET /api/orgs/:orgId/cost-centres'),
  createCostCentre: route('POST /api/orgs/:orgId/cost-centres'),
  updateCostCentre: route('PUT /api/orgs/:orgId/cost-centres/:id'),
  removeCostCentre: route('DELETE /api/orgs/:orgId/cost-centres/:id'),
};

const orgAuditRoutes = {
  audit: route('GET /api/orgs/:orgId/audit'),
};

const orgMemberRoutes = {
  members: route('GET /api/orgs/:orgId/members'),
  invitations: route('GET /api/orgs/:orgId/invitations'),
  showInvitation: route('GET /api/invitations/:token'),
  updateMember: route('PUT /api/orgs/:orgId/members/:userId'),
  removeMember: route('DELETE /api/orgs/:orgId/members/:userId'),
  invite: route('POST /api/orgs/:orgId/invitations'),
  revokeInvitation: route('DELETE /api/orgs/:orgId/invitations/:id'),
  acceptInvitation: route('POST /api/invitations/:token/accept'),
};

const orgRoutes = {
  list: route('GET /api/orgs'),
  get: route('GET /api/orgs/:orgId'),
  create: route('POST /api/orgs'),
  update: route('PUT /api/orgs/:orgId'),
};

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
    queryFn: ({ signal }) => apiRequest(orgRoutes.list, { signal }),
    staleTime: 60_000,
  });

export const orgQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.detail(orgId),
    queryFn: ({ signal }) => apiRequest(orgRoutes.get, { params: { orgId }, signal }),
  });

export const membersQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.members(orgId),
    queryFn: ({ signal }) => apiRequest(orgMemberRoutes.members, { params: { orgId }, signal }),
  });

export const invitationsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.invitations(orgId),
    queryFn: ({ signal }) => apiRequest(orgMemberRoutes.invitations, { params: { orgId }, signal }),
  });

export const costCentresQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.costCentres(orgId),
    queryFn: ({ signal }) => apiRequest(costCentreRoutes.costCentres, { params: { orgId }, signal }),
  });

export const AUDIT_PER_PAGE = 25;
export const auditQueryOptions = (orgId: string, page: number) =>
  queryOptions({
    queryKey: orgKeys.audit(orgId, page),
    queryFn: ({ signal }) =>
      apiRequest(orgAuditRoutes.audit, {
        params: { orgId },
        query: { page, per_page: AUDIT_PER_PAGE },
        signal,
      }),
  });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: orgKeys.invitation(token),
    queryFn: ({ signal }) => apiRequest(orgMemberRoutes.showInvitation, { params: { token }, signal }),
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
    mutationFn: (body: CreateOrgBody) => apiRequest(orgRoutes.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.list() }),
  });
}

export function useUpdateOrg(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrgBody) => apiRequest(orgRoutes.update, { params: { orgId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.all }),
  });
}

export const useUpdateMember = (orgId: string) =>
  useOrgMutation(orgId, ({ userId, ...body }: UpdateMemberBody & { userId: string }) =>
    apiRequest(orgMemberRoutes.updateMember, { params: { orgId, userId }, body }),
  );

export const useRemoveMember = (orgId: string) =>
  useOrgMutation(orgId, (userId: string) =>
    apiRequest(orgMemberRoutes.removeMember, { params: { orgId, userId } }),
  );

export const useInvite = (orgId: string) =>
  useOrgMutation(orgId, (body: CreateInvitationBody) =>
    apiRequest(orgMemberRoutes.invite, { params: { orgId }, body }),
  );

export const useRevokeInvitation = (orgId: string) =>
  useOrgMutation(orgId, (id: string) =>
    apiRequest(orgMemberRoutes.revokeInvitation, { params: { orgId, id } }),
  );

export const useCreateCostCentre = (orgId: string) =>
  useOrgMutation(orgId, (body: CostCentreBody) =>
    apiRequest(costCentreRoutes.createCostCentre, { params: { orgId }, body }),
  );

export const useUpdateCostCentre = (orgId: string) =>
  useOrgMutation(orgId, ({ id, ...body }: UpdateCostCentreBody & { id: string }) =>
    apiRequest(costCentreRoutes.updateCostCentre, { params: { orgId, id }, body }),
  );

export const useRemoveCostCentre = (orgId: string) =>
  useOrgMutation(orgId, (id: string) =>
    apiRequest(costCentreRoutes.removeCostCentre, { params: { orgId, id } }),
  );

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(orgMemberRoutes.acceptInvitation, { params: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
