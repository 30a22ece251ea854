import { route } from '@fuellinq/domain/api/route';
import type {
  AutoTopUpBody,
  Payment,
  SandboxPaymentDecisionBody,
  TopUpBody,
} from '@fuellinq/domain/money/balance.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { KeyedWrite } from '../../../lib/idempotency-key.ts';

// Loaded by the signed-in overview's first screen or layout: these name their endpoints by route, so the
// declarations' contracts (and zod) stay out of it (decision 022).
const fleetMoneyRoutes = {
  payment: route('GET /api/orgs/:orgId/balance/payments/:paymentId'),
};

const balanceRoutes = {
  balance: route('GET /api/balance'),
  payment: route('GET /api/payments/:id'),
  topUp: route('POST /api/balance/top-ups'),
  mandate: route('POST /api/balance/mandate'),
  autoTopUp: route('PUT /api/balance/auto-top-up'),
  sandboxPayment: route('GET /api/payments/sandbox/:id'),
  sandboxDecision: route('POST /api/payments/sandbox/:id/decision'),
};

/** How often the payment return page asks whether the payment is done. */
export const PAYMENT_POLL_MS = 1_500;

export const balanceKeys = {
  all: ['balance'] as const,
  summary: () => [...balanceKeys.all, 'summary'] as const,
  payment: (id: string) => [...balanceKeys.all, 'payment', id] as const,
  sandbox: (id: string) => [...balanceKeys.all, 'sandbox', id] as const,
};

/** GET /api/balance: the balance, what is available of it, and the automatic top-up. */
export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: balanceKeys.summary(),
    queryFn: ({ signal }) => apiRequest(balanceRoutes.balance, { signal }),
  });

const settled = (payment: Payment | undefined) => payment !== undefined && payment.status !== 'open';

/**
 * GET /api/payments/{id} (or an organisation's, GET /api/orgs/{orgId}/balance/payments/{id}), asked again until the payment is paid, failed, cancelled or expired (the return
 * from a checkout proves nothing by itself); no asking while the tab is hidden.
 */
export const paymentQueryOptions = (id: string, orgId: string | null = null) =>
  queryOptions({
    queryKey: [...balanceKeys.payment(id), orgId],
    // An organisation's payment (its account pays) is read through the organisation.
    queryFn: ({ signal }) =>
      orgId
        ? apiRequest(fleetMoneyRoutes.payment, { params: { orgId, paymentId: id }, signal })
        : apiRequest(balanceRoutes.payment, { params: { id }, signal }),
    refetchInterval: (query) => (settled(query.state.data) ? false : PAYMENT_POLL_MS),
    refetchIntervalInBackground: false,
    retry: false,
  });

function useInvalidateBalance() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: balanceKeys.all });
}

/** POST /api/balance/top-ups: a payment at the provider; the caller goes to its checkout `url`. */
export function useTopUp() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: KeyedWrite<TopUpBody>) =>
      apiRequest(balanceRoutes.topUp, { body, idempotencyKey }),
  });
}

/** POST /api/balance/mandate: a first payment that sets up automatic top-ups by direct debit. */
export function useCreateMandate() {
  return useMutation({
    mutationFn: ({ idempotencyKey }: KeyedWrite<undefined>) =>
      apiRequest(balanceRoutes.mandate, { idempotencyKey }),
  });
}

/** PUT /api/balance/auto-top-up. */
export function useSaveAutoTopUp() {
  const invalidate = useInvalidateBalance();
  return useMutation({
    mutationFn: (body: AutoTopUpBody) => apiRequest(balanceRoutes.autoTopUp, { body }),
    onSuccess: invalidate,
  });
}

/** The sandbox payment page: what is paid, to whom (no session needed, as a provider's page). */
export const sandboxPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: balanceKeys.sandbox(id),
    queryFn: ({ signal }) => apiRequest(balanceRoutes.sandboxPayment, { params: { id }, signal }),
    staleTime: Infinity,
    retry: false,
  });

export function useSandboxPaymentDecision(id: string) {
  return useMutation({
    mutationFn: (body: SandboxPaymentDecisionBody) =>
      apiRequest(balanceRoutes.sandboxDecision, { params: { id }, body }),
  });
}
