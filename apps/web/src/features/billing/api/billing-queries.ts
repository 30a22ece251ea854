import { route } from '@fuellinq/domain/api/route';
import type { BillingAddressBody } from '@fuellinq/domain/billing/billing-address.contract';
import type { InvoiceListQuery } from '@fuellinq/domain/billing/invoice.contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { KeyedWrite } from '../../../lib/idempotency-key.ts';
import { EXPORT_TIMEOUT_MS, type FileRequest } from '../../../lib/use-download.ts';

// Loaded by the signed-in overview's first screen or layout: these name their endpoints by route, so the
// declarations' contracts (and zod) stay out of it (decision 022).
const billingRoutes = {
  subscription: route('GET /api/billing/subscription'),
  cancel: route('POST /api/billing/subscription/cancel'),
  resume: route('POST /api/billing/subscription/resume'),
  checkout: route('POST /api/billing/checkout'),
  portal: route('POST /api/billing/portal'),
  address: route('GET /api/billing/address'),
  saveAddress: route('PUT /api/billing/address'),
};

const invoiceRoutes = {
  list: route('GET /api/invoices'),
  get: route('GET /api/invoices/:id'),
  pdf: route('GET /api/invoices/:id/pdf'),
};

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
    queryFn: ({ signal }) => apiRequest(invoiceRoutes.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/invoices/{id}: the lines and legal fields. */
export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: billingKeys.invoice(id),
    queryFn: ({ signal }) => apiRequest(invoiceRoutes.get, { params: { id }, signal }),
  });

/** GET /api/billing/subscription. */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: ({ signal }) => apiRequest(billingRoutes.subscription, { signal }),
  });

/** The invoice as a PDF, for useDownload. */
export const invoicePdfFile = (id: string, number: string): FileRequest => ({
  endpoint: invoiceRoutes.pdf,
  params: { id },
  timeoutMs: EXPORT_TIMEOUT_MS,
  filename: `${number}.pdf`,
});

function useSubscriptionWrite(target: typeof billingRoutes.cancel | typeof billingRoutes.resume) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(target),
    onSuccess: (subscription) => queryClient.setQueryData(billingKeys.subscription(), subscription),
  });
}

/** POST /api/billing/subscription/cancel: ends at the end of the paid period. */
export const useCancelSubscription = () => useSubscriptionWrite(billingRoutes.cancel);
/** POST /api/billing/subscription/resume: takes a cancellation back. */
export const useResumeSubscription = () => useSubscriptionWrite(billingRoutes.resume);

/** POST /api/billing/checkout: the first payment that sets up the direct-debit mandate. */
export function useBillingCheckout() {
  return useMutation({
    mutationFn: ({ idempotencyKey }: KeyedWrite<undefined>) =>
      apiRequest(billingRoutes.checkout, { body: { return_path: '/app/subscription' }, idempotencyKey }),
  });
}

/** POST /api/billing/portal: where the subscription is managed (our own page). */
export function useBillingPortal() {
  return useMutation({ mutationFn: () => apiRequest(billingRoutes.portal) });
}

/** GET /api/billing/address: the address the next invoice carries, or null. */
export const billingAddressQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.address(),
    queryFn: ({ signal }) => apiRequest(billingRoutes.address, { signal }),
  });

/** PUT /api/billing/address. */
export function useSaveBillingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingAddressBody) => apiRequest(billingRoutes.saveAddress, { body }),
    onSuccess: (saved) => queryClient.setQueryData(billingKeys.address(), saved),
  });
}
