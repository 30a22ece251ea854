import type {
  AdminStationQuery,
  AdminUserQuery,
  UpdateAdminUserBody,
} from '@fuellinq/domain/admin/admin.contract';
import { adminEndpoints } from '@fuellinq/domain/admin/admin.endpoints';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (params: AdminUserQuery) => [...adminKeys.users(), 'list', params] as const,
  stations: () => [...adminKeys.all, 'stations'] as const,
  stationList: (params: AdminStationQuery) => [...adminKeys.stations(), 'list', params] as const,
};

export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => apiRequest(adminEndpoints.overview, { signal }),
  });

export const adminUsersQueryOptions = (params: AdminUserQuery) =>
  queryOptions({
    queryKey: adminKeys.userList(params),
    queryFn: ({ signal }) => apiRequest(adminEndpoints.users, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export const adminStationsQueryOptions = (params: AdminStationQuery) =>
  queryOptions({
    queryKey: adminKeys.stationList(params),
    queryFn: ({ signal }) => apiRequest(adminEndpoints.stations, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

/** A change to an account shows in the lists and the overview; a partner's stations in the public feed. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAdminUserBody }) =>
      apiRequest(adminEndpoints.updateUser, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAssignPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stationId, partnerId }: { stationId: string; partnerId: string | null }) =>
      apiRequest(adminEndpoints.assignPartner, { params: { id: stationId }, body: { partnerId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['stations'] }),
      ]),
  });
}
