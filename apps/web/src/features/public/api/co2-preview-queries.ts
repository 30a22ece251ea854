import { co2Endpoints } from '@fuellinq/domain/co2/co2.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec §7: the public CO2 preview, the three methods on the demo data (well-to-wheel, grid mix). */
export const co2PreviewQueryOptions = () =>
  queryOptions({
    queryKey: ['co2', 'preview'] as const,
    queryFn: ({ signal }) => apiRequest(co2Endpoints.preview, { signal }),
    // The demo data and this year's factor list change once a year at most.
    staleTime: 60 * 60_000,
  });
