import { appEndpoints } from '@fuellinq/domain/common/app.endpoints';
import type { CompanyDetails } from '@fuellinq/domain/common/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { pageDataAt, takePageAnswer } from './page-data.ts';

/** FuelLinq's own details as the server is configured (GET /api/company): the same for every visitor. */
export const companyQueryOptions = () =>
  queryOptions({
    queryKey: ['company'] as const,
    queryFn: ({ signal }) => apiRequest(appEndpoints.company, { signal }),
    // A public page the server drew carries them already.
    initialData: () => takePageAnswer<CompanyDetails>(appEndpoints.company.path),
    initialDataUpdatedAt: pageDataAt,
    staleTime: Infinity,
  });

/** The company details once loaded (undefined while loading or when the server is away). */
export function useCompany() {
  return useQuery(companyQueryOptions()).data;
}
