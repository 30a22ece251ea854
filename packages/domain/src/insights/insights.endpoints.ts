import { defineEndpoint } from '../api/endpoint.ts';
import { InsightsQuerySchema, InsightsResponseSchema } from './insights.contract.ts';
import { SavingResponseSchema } from './saving.contract.ts';

export const insightsEndpoints = {
  insights: defineEndpoint({
    method: 'GET',
    path: '/api/insights',
    tags: ['insights'],
    summary: 'Inzichten: uitgaven per maand en merk, prijs tegenover het CBS-gemiddelde, kosten per km',
    query: InsightsQuerySchema,
    answers: { 200: InsightsResponseSchema },
  }),
  saving: defineEndpoint({
    method: 'GET',
    path: '/api/insights/saving',
    tags: ['insights'],
    summary:
      'Besparing per maand, de laatste 12 maanden: gemeten tegenover het CBS-gemiddelde van de tankdag, anders een schatting (6 % van de facturen, 7 % van de tankbeurten)',
    answers: { 200: SavingResponseSchema },
  }),
};
