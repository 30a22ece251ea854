import { defineEndpoint } from '../api/endpoint.ts';
import { OrgItemParamsSchema, OrgParamsSchema } from '../orgs/org.contract.ts';
import { OrgInvoiceDetailSchema, OrgInvoiceListSchema } from './org-invoice.contract.ts';

const tags = ['orgs'];
const reads = '(eigenaar, beheerder, boekhouder)';

/** The organisation's monthly invoices and their files (issue 25 §1). */
export const orgInvoiceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/invoices',
    tags,
    summary: `Facturen van de organisatie, nieuwste eerst, met PDF, CSV en UBL ${reads}`,
    params: OrgParamsSchema,
    answers: { 200: OrgInvoiceListSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/invoices/:id',
    tags,
    summary: `Eén factuur van de organisatie met regels, btw per tarief en subtotalen per kostenplaats ${reads}`,
    params: OrgItemParamsSchema,
    answers: { 200: OrgInvoiceDetailSchema },
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/invoices/:id/pdf',
    tags,
    summary: `De factuur als PDF ${reads}`,
    params: OrgItemParamsSchema,
    answers: { 200: 'file' },
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/invoices/:id/csv',
    tags,
    summary: `De factuur als CSV, één rij per regel ${reads}`,
    params: OrgItemParamsSchema,
    answers: { 200: 'file' },
  }),
  ubl: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/invoices/:id/ubl',
    tags,
    summary: `De factuur als e-factuur: UBL 2.1 volgens Peppol BIS Billing 3.0 en NLCIUS ${reads}`,
    params: OrgItemParamsSchema,
    answers: { 200: 'file' },
  }),
};
