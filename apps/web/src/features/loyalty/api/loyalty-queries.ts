import { loyaltyEndpoints } from '@fuellinq/domain/money/loyalty.endpoints';
import type { RedeemBody } from '@fuellinq/domain/money/loyalty.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { KeyedWrite } from '../../../lib/idempotency-key.ts';
import { balanceKeys } from '../../balance/api/balance-queries.ts';

export const loyaltyKeys = {
  all: ['loyalty'] as const,
};

/** GET /api/loyalty: the points, their history, the rewards and what was redeemed. */
export const loyaltyQueryOptions = () =>
  queryOptions({
    queryKey: loyaltyKeys.all,
    queryFn: ({ signal }) => apiRequest(loyaltyEndpoints.loyalty, { signal }),
  });

/**
 * POST /api/loyalty/redeem, once per confirmation (its Idempotency-Key). A € 5 reward lands on the balance,
 * so the balance is read again too.
 */
export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: KeyedWrite<RedeemBody>) =>
      apiRequest(loyaltyEndpoints.redeem, { body, idempotencyKey }),
    onSuccess: () =>
      Promise.all(
        [loyaltyKeys.all, balanceKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
