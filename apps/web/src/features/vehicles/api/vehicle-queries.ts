import { vehicleEndpoints } from '@fuellinq/domain/vehicles/vehicle.endpoints';
import type { CreateVehicleBody, UpdateVehicleBody } from '@fuellinq/domain/vehicles/vehicle.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: () => [...vehicleKeys.all, 'list'] as const,
  lookup: (plate: string) => [...vehicleKeys.all, 'lookup', plate] as const,
};

export const vehiclesQueryOptions = () =>
  queryOptions({
    queryKey: vehicleKeys.list(),
    queryFn: ({ signal }) => apiRequest(vehicleEndpoints.list, { signal }),
    select: (data) => data.items,
  });

/** Spec §7: GET /api/rdw/lookup?plate; a 404 or 400 will not change by asking again. */
export const plateLookupQueryOptions = (plate: string) =>
  queryOptions({
    queryKey: vehicleKeys.lookup(plate),
    queryFn: ({ signal }) => apiRequest(vehicleEndpoints.rdwLookup, { query: { plate }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVehicleBody) => apiRequest(vehicleEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateVehicleBody & { id: string }) =>
      apiRequest(vehicleEndpoints.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(vehicleEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
