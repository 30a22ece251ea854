import { route } from '@fuellinq/domain/api/route';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The overview's saving is asked for by the entry, beside /me (main.tsx): these name their endpoints by route,
// so the insights contracts (and zod) stay out of the entry (decision 022).
const insightsRoutes = {
  insights: route('GET /api/insights'),
  saving: route('GET /api/insights/saving'),
};

export const insightsKeys = {
  all: ['insights'] as const,
  months: (months: number) => [...insightsKeys.all, months] as const,
  saving: () => [...insightsKeys.all, 'saving'] as const,
};

/** GET /api/insights: the caller's refuels of the last `months` months, summed (Inzichten, the overview). */
export const insightsQueryOptions = (months: number) =>
  queryOptions({
    queryKey: insightsKeys.months(months),
    queryFn: ({ signal }) => apiRequest(insightsRoutes.insights, { query: { months }, signal }),
    staleTime: 60_000,
  });

/**
 * GET /api/insights/saving: the card's saving per month and "per maand", worked out once on the server; the
 * overview's tile and chart and Inzichten all read this one answer.
 */
export const savingQueryOptions = () =>
  queryOptions({
    queryKey: insightsKeys.saving(),
    queryFn: ({ signal }) => apiRequest(insightsRoutes.saving, { signal }),
    staleTime: 60_000,
  });
