import { appEndpoints } from '@fuellinq/domain/common/app.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'] as const,
    queryFn: ({ signal }) => apiRequest(appEndpoints.config, { signal }),
    staleTime: Infinity,
  });
