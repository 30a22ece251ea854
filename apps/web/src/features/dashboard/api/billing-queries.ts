import { billingEndpoints, invoiceEndpoints } from '@fuellinq/domain/api/endpoints';
import type { InvoiceList } from '@fuellinq/domain/billing/invoice.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The overview reads the invoices and the subscription (the billing feature owns the screens that change
// them). Keys start with the billing feature's nouns, so its mutations refresh these too.

/** Spec §7: the invoices come as an array or as `{ invoices }`; both are read. */
function invoiceList(data: InvoiceList | { invoices?: InvoiceList } | null | undefined): InvoiceList {
  if (Array.isArray(data)) return data;
  return data?.invoices ?? [];
}

/** GET /api/invoices: every invoice of the caller, newest first. */
export const overviewInvoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['invoices', 'list', {}] as const,
    queryFn: async ({ signal }) => invoiceList(await apiRequest(invoiceEndpoints.list, { signal })),
  });

/** GET /api/billing/subscription: status, trial end, next charge. */
export const overviewSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'subscription'] as const,
    queryFn: ({ signal }) => apiRequest(billingEndpoints.subscription, { signal }),
  });
