import { billingEndpoints } from '@fuellinq/domain/billing/billing.endpoints';
import { invoiceEndpoints } from '@fuellinq/domain/billing/invoice.endpoints';
import type { BillingAddressBody } from '@fuellinq/domain/billing/billing-address.contract';
import type { InvoiceListQuery } from '@fuellinq/domain/billing/invoice.contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { KeyedWrite } from '../../../lib/idempotency-key.ts';
import { EXPORT_TIMEOUT_MS, type FileRequest } from '../../../lib/use-download.ts';

// The invoices and the subscription (docs/decisions/013-subscription-and-invoices.md). Other features
// (the dashboard's tiles and chart) read invoices through these query options.

export const billingKeys = {
  all: ['billing'] as const,
  invoices: (query: InvoiceListQuery) => [...billingKeys.all, 'invoices', query] as const,
  invoice: (id: string) => [...billingKeys.all, 'invoice', id] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  address: () => [...billingKeys.all, 'address'] as const,
};

/** GET /api/invoices: newest first; `from`/`to` (JJJJ-MM) and `status` narrow it. */
export const invoicesQueryOptions = (query: InvoiceListQuery = {}) =>
  queryOptions({
    queryKey: billingKeys.invoices(query),
    queryFn: ({ signal }) => apiRequest(invoiceEndpoints.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/invoices/{id}: the lines and legal fields. */
export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: billingKeys.invoice(id),
    queryFn: ({ signal }) => apiRequest(invoiceEndpoints.get, { params: { id }, signal }),
  });

/** GET /api/billing/subscription. */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: ({ signal }) => apiRequest(billingEndpoints.subscription, { signal }),
  });

/** The invoice as a PDF, for useDownload. */
export const invoicePdfFile = (id: string, number: string): FileRequest => ({
  endpoint: invoiceEndpoints.pdf,
  params: { id },
  timeoutMs: EXPORT_TIMEOUT_MS,
  filename: `${number}.pdf`,
});

function useSubscriptionWrite(target: typeof billingEndpoints.cancel | typeof billingEndpoints.resume) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(target),
    onSuccess: (subscription) => queryClient.setQueryData(billingKeys.subscription(), subscription),
  });
}

/** POST /api/billing/subscription/cancel: ends at the end of the paid period. */
export const useCancelSubscription = () => useSubscriptionWrite(billingEndpoints.cancel);
/** POST /api/billing/subscription/resume: takes a cancellation back. */
export const useResumeSubscription = () => useSubscriptionWrite(billingEndpoints.resume);

/** POST /api/billing/checkout: the first payment that sets up the direct-debit mandate. */
export function useBillingCheckout() {
  return useMutation({
    mutationFn: ({ idempotencyKey }: KeyedWrite<undefined>) =>
      apiRequest(billingEndpoints.checkout, { body: { return_path: '/app/subscription' }, idempotencyKey }),
  });
}

/** POST /api/billing/portal: where the subscription is managed (our own page). */
export function useBillingPortal() {
  return useMutation({ mutationFn: () => apiRequest(billingEndpoints.portal) });
}

/** GET /api/billing/address: the address the next invoice carries, or null. */
export const billingAddressQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.address(),
    queryFn: ({ signal }) => apiRequest(billingEndpoints.address, { signal }),
  });

/** PUT /api/billing/address. */
export function useSaveBillingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingAddressBody) => apiRequest(billingEndpoints.saveAddress, { body }),
    onSuccess: (saved) => queryClient.setQueryData(billingKeys.address(), saved),
  });
}
