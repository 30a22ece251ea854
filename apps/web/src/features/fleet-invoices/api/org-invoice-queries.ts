import type { OrgInvoiceSummary } from '@fuellinq/domain/billing/org-invoice.contract';
import { orgInvoiceEndpoints } from '@fuellinq/domain/billing/org-invoice.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { EXPORT_TIMEOUT_MS, type FileRequest } from '../../../lib/use-download.ts';

// The organisation's invoices (issue 25 §1, docs/decisions/028): the list, and each invoice as PDF, CSV and
// Peppol UBL. The key starts with 'orgs' and the organisation, as the fleet feature's.

export const orgInvoicesQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: ['orgs', orgId, 'invoices'] as const,
    queryFn: ({ signal }) => apiRequest(orgInvoiceEndpoints.list, { params: { orgId }, signal }),
  });

export const ORG_INVOICE_FILES = {
  pdf: { endpoint: orgInvoiceEndpoints.pdf, extension: 'pdf', label: 'PDF' },
  csv: { endpoint: orgInvoiceEndpoints.csv, extension: 'csv', label: 'CSV' },
  ubl: { endpoint: orgInvoiceEndpoints.ubl, extension: 'xml', label: 'UBL' },
} as const;
export type OrgInvoiceFile = keyof typeof ORG_INVOICE_FILES;

export const orgInvoiceFile = (
  orgId: string,
  invoice: Pick<OrgInvoiceSummary, 'id' | 'number'>,
  file: OrgInvoiceFile,
): FileRequest => ({
  endpoint: ORG_INVOICE_FILES[file].endpoint,
  params: { orgId, id: invoice.id },
  timeoutMs: EXPORT_TIMEOUT_MS,
  filename: `${invoice.number}.${ORG_INVOICE_FILES[file].extension}`,
});
