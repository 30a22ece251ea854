import { defineEndpoint } from '../api/endpoint.ts';
import { IdParamsSchema } from '../common/common.contract.ts';
import {
  AdminPriceReportPageSchema,
  AdminPriceReportQuerySchema,
  PriceReportAnswerSchema,
  PriceReportBodySchema,
  WithdrawPriceReportAnswerSchema,
} from './price-report.contract.ts';

export const priceReportEndpoints = {
  report: defineEndpoint({
    method: 'POST',
    path: '/api/stations/:id/price-reports',
    tags: ['stations'],
    summary:
      'Een prijs melden (of de getoonde bevestigen): gepubliceerd, wachtend op een tweede melding, of afgewezen',
    params: IdParamsSchema,
    body: PriceReportBodySchema,
    answers: { 201: PriceReportAnswerSchema },
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/price-reports',
    tags: ['admin'],
    summary: 'Prijsmeldingen van bestuurders, nieuwste eerst',
    query: AdminPriceReportQuerySchema,
    answers: { 200: AdminPriceReportPageSchema },
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/api/admin/price-reports/:id/withdraw',
    tags: ['admin'],
    summary: 'Een gepubliceerde prijsmelding intrekken: de prijs valt terug op de vorige',
    params: IdParamsSchema,
    answers: { 200: WithdrawPriceReportAnswerSchema },
  }),
};
