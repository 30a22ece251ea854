import { route } from '@fuellinq/domain/api/route';
import type { RedeemBody } from '@fuellinq/domain/money/loyalty.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { KeyedWrite } from '../../../lib/idempotency-key.ts';
import { balanceKeys } from '../../balance/api/balance-queries.ts';

// Loaded by the signed-in overview's first screen or layout: these name their endpoints by route, so the
// declarations' contracts (and zod) stay out of it (decision 022).
const loyaltyRoutes = {
  loyalty: route('GET /api/loyalty'),
  redeem: route('POST /api/loyalty/redeem'),
};

export const loyaltyKeys = {
  all: ['loyalty'] as const,
};

/** GET /api/loyalty: the points, their history, the rewards and what was redeemed. */
export const loyaltyQueryOptions = () =>
  queryOptions({
    queryKey: loyaltyKeys.all,
    queryFn: ({ signal }) => apiRequest(loyaltyRoutes.loyalty, { signal }),
  });

/**
 * POST /api/loyalty/redeem, once per confirmation (its Idempotency-Key). A € 5 reward lands on the balance,
 * so the balance is read again too.
 */
export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: KeyedWrite<RedeemBody>) =>
      apiRequest(loyaltyRoutes.redeem, { body, idempotencyKey }),
    onSuccess: () =>
      Promise.all(
        [loyaltyKeys.all, balanceKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
