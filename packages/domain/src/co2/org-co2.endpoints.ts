import { defineEndpoint } from '../api/endpoint.ts';
import { OrgParamsSchema } from '../orgs/org.contract.ts';
import { WpmReportSchema } from './co2.contract.ts';
import { OrgCo2QuerySchema, OrgCo2ReportSchema, OrgWpmQuerySchema } from './org-co2.contract.ts';

const tags = ['orgs'];

/** The organisation's CO2 report and WPM export over a calendar year (issue 25 §3). */
export const orgCo2Endpoints = {
  report: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/co2',
    tags,
    summary:
      'CO2-rapport van de organisatie over een jaar, per voertuig of kostenplaats: kaarttankbeurten en handmatige logs samen (eigenaar, beheerder, boekhouder)',
    params: OrgParamsSchema,
    query: OrgCo2QuerySchema,
    answers: { 200: OrgCo2ReportSchema },
  }),
  reportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/co2.csv',
    tags,
    summary:
      'CO2-rapport van de organisatie als CSV: een regel per voertuig of kostenplaats en het totaal (eigenaar, beheerder, boekhouder)',
    params: OrgParamsSchema,
    query: OrgCo2QuerySchema,
    answers: { 200: 'file' },
  }),
  reportPdf: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/co2.pdf',
    tags,
    summary:
      'CO2-rapport van de organisatie als PDF voor de accountant: naam, KvK-nummer, methode, factorenlijst en bron (eigenaar, beheerder, boekhouder)',
    params: OrgParamsSchema,
    query: OrgCo2QuerySchema,
    answers: { 200: 'file' },
  }),
  wpm: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/wpm',
    tags,
    summary: 'WPM-opgave van de organisatie onder haar KvK-nummer (eigenaar, beheerder, boekhouder)',
    params: OrgParamsSchema,
    query: OrgWpmQuerySchema,
    answers: { 200: WpmReportSchema },
  }),
  wpmCsv: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/wpm.csv',
    tags,
    summary: 'WPM-opgave van de organisatie als CSV (eigenaar, beheerder, boekhouder)',
    params: OrgParamsSchema,
    query: OrgWpmQuerySchema,
    answers: { 200: 'file' },
  }),
  wpmPdf: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/wpm.pdf',
    tags,
    summary: 'WPM-opgave van de organisatie als PDF, per KvK-nummer (eigenaar, beheerder, boekhouder)',
    params: OrgParamsSchema,
    query: OrgWpmQuerySchema,
    answers: { 200: 'file' },
  }),
};
