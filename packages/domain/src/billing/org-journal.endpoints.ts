import { defineEndpoint } from '../api/endpoint.ts';
import { OrgParamsSchema } from '../orgs/org.contract.ts';
import {
  JournalQuerySchema,
  OrgBookkeepingBodySchema,
  OrgBookkeepingSchema,
} from './org-journal.contract.ts';

const tags = ['orgs'];

/** The organisation's ledger mapping and its monthly journal export (issue 25 §2). */
export const orgJournalEndpoints = {
  bookkeeping: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/bookkeeping',
    tags,
    summary:
      'Grootboekrekeningen en kostenplaatscodes voor de journaalpost (eigenaar, beheerder, boekhouder)',
    params: OrgParamsSchema,
    answers: { 200: OrgBookkeepingSchema },
  }),
  saveBookkeeping: defineEndpoint({
    method: 'PUT',
    path: '/api/orgs/:orgId/bookkeeping',
    tags,
    summary: 'Grootboekrekeningen voor brandstof en kosten instellen (eigenaar, beheerder)',
    params: OrgParamsSchema,
    body: OrgBookkeepingBodySchema,
    answers: { 200: OrgBookkeepingSchema },
  }),
  journal: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/journal.csv',
    tags,
    summary:
      'Journaalpost (CSV) van de facturen en creditnota’s met factuurdatum in de maand, één rij per regel (eigenaar, beheerder, boekhouder)',
    params: OrgParamsSchema,
    query: JournalQuerySchema,
    answers: { 200: 'file' },
  }),
};
