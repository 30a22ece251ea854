import { defineEndpoint } from '../api/endpoint.ts';
import { OrgParamsSchema } from '../orgs/org.contract.ts';
import { FleetReportQuerySchema, FleetReportSchema } from './fleet-report.contract.ts';

const tags = ['orgs'];

/** Fleet reports: the company refuels of a period per driver, vehicle or cost centre (issue 25 §3). */
export const fleetReportEndpoints = {
  report: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/reports',
    tags,
    summary:
      'Rapport van de zakelijke tankbeurten per bestuurder, voertuig of kostenplaats: tankbeurten, liters, bedrag, CO2 en per maand, met de prijs tegen het CBS-gemiddelde (eigenaar, beheerder, boekhouder)',
    params: OrgParamsSchema,
    query: FleetReportQuerySchema,
    answers: { 200: FleetReportSchema },
  }),
  reportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/reports.csv',
    tags,
    summary: 'Hetzelfde rapport als CSV (eigenaar, beheerder, boekhouder)',
    params: OrgParamsSchema,
    query: FleetReportQuerySchema,
    answers: { 200: 'file' },
  }),
};
