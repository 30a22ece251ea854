import { defineEndpoint } from '../api/endpoint.ts';
import { IdParamsSchema } from '../common/common.contract.ts';
import { InvoiceDetailSchema, InvoiceListQuerySchema, InvoiceListSchema } from './invoice.contract.ts';

export const invoiceEndpoints = {
  /** Query from/to (YYYY-MM) and status filter the list. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/invoices',
    tags: ['billing'],
    summary: 'Mijn facturen, nieuwste eerst (filters: from/to als JJJJ-MM, status)',
    query: InvoiceListQuerySchema,
    answers: { 200: InvoiceListSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/:id',
    tags: ['billing'],
    summary: 'Eén factuur met regels en wettelijke gegevens',
    params: IdParamsSchema,
    answers: { 200: InvoiceDetailSchema },
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/:id/pdf',
    tags: ['billing'],
    summary: 'De factuur als PDF',
    params: IdParamsSchema,
    answers: { 200: 'file' },
  }),
};
