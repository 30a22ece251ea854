import { insightsEndpoints } from '@fuellinq/domain/insights/insights.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const insightsKeys = {
  all: ['insights'] as const,
  months: (months: number) => [...insightsKeys.all, months] as const,
};

/** GET /api/insights: the caller's refuels of the last `months` months, summed (Inzichten, the overview). */
export const insightsQueryOptions = (months: number) =>
  queryOptions({
    queryKey: insightsKeys.months(months),
    queryFn: ({ signal }) => apiRequest(insightsEndpoints.insights, { query: { months }, signal }),
    staleTime: 60_000,
  });

/**
 * The overview's refuel spending: this month only. Every earlier month of its chart rests on its invoice;
 * only the month not invoiced yet needs its refuels (spec §9's 7 % fallback), and one month is cheap to sum.
 */
export const currentMonthSpendingQueryOptions = () => insightsQueryOptions(1);
