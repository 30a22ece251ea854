import { route } from '@fuellinq/domain/api/route';
import type { CreateVehicleBody, UpdateVehicleBody } from '@fuellinq/domain/vehicles/vehicle.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// Loaded by the signed-in overview's first screen or layout: these name their endpoints by route, so the
// declarations' contracts (and zod) stay out of it (decision 022).
const vehicleRoutes = {
  list: route('GET /api/vehicles'),
  rdwLookup: route('GET /api/rdw/lookup'),
  create: route('POST /api/vehicles'),
  update: route('PATCH /api/vehicles/:id'),
  remove: route('DELETE /api/vehicles/:id'),
};

export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: () => [...vehicleKeys.all, 'list'] as const,
  lookup: (plate: string) => [...vehicleKeys.all, 'lookup', plate] as const,
};

export const vehiclesQueryOptions = () =>
  queryOptions({
    queryKey: vehicleKeys.list(),
    queryFn: ({ signal }) => apiRequest(vehicleRoutes.list, { signal }),
    select: (data) => data.items,
  });

/** Spec §7: GET /api/rdw/lookup?plate; a 404 or 400 will not change by asking again. */
export const plateLookupQueryOptions = (plate: string) =>
  queryOptions({
    queryKey: vehicleKeys.lookup(plate),
    queryFn: ({ signal }) => apiRequest(vehicleRoutes.rdwLookup, { query: { plate }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVehicleBody) => apiRequest(vehicleRoutes.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateVehicleBody & { id: string }) =>
      apiRequest(vehicleRoutes.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(vehicleRoutes.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
