import {
  type CreatePriceAlertInput,
  priceAlertEndpoints,
  type UpdatePriceAlertInput,
} from '@fuellinq/domain/notifications/price-alert.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The signed-in driver's price alerts (issue 28 §4).

export const priceAlertKeys = { all: ['price-alerts'] as const };

export const priceAlertsQueryOptions = () =>
  queryOptions({
    queryKey: priceAlertKeys.all,
    queryFn: ({ signal }) => apiRequest(priceAlertEndpoints.list, { signal }),
  });

export function useCreatePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePriceAlertInput) => apiRequest(priceAlertEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceAlertKeys.all }),
  });
}

export function useUpdatePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePriceAlertInput }) =>
      apiRequest(priceAlertEndpoints.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceAlertKeys.all }),
  });
}

export function useDeletePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(priceAlertEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceAlertKeys.all }),
  });
}
