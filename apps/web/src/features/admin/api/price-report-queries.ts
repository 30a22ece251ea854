import type { AdminPriceReportQuery } from '@fuellinq/domain/stations/price-report.contract';
import { priceReportEndpoints } from '@fuellinq/domain/stations/price-report.endpoints';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-queries.ts';

export const priceReportKeys = {
  all: [...adminKeys.all, 'price-reports'] as const,
  list: (params: AdminPriceReportQuery) => [...priceReportKeys.all, 'list', params] as const,
};

export const adminPriceReportsQueryOptions = (params: AdminPriceReportQuery) =>
  queryOptions({
    queryKey: priceReportKeys.list(params),
    queryFn: ({ signal }) => apiRequest(priceReportEndpoints.adminList, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

/** Takes a report back: the list shows it withdrawn, and the station's price may have fallen back. */
export function useWithdrawPriceReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(priceReportEndpoints.withdraw, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: priceReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['stations'] }),
      ]),
  });
}
