import { defineEndpoint } from '../api/endpoint.ts';
import { InsightsQuerySchema, InsightsResponseSchema } from './insights.contract.ts';

export const insightsEndpoints = {
  insights: defineEndpoint({
    method: 'GET',
    path: '/api/insights',
    tags: ['insights'],
    summary: 'Inzichten: uitgaven per maand en merk, prijs tegenover het CBS-gemiddelde, kosten per km',
    query: InsightsQuerySchema,
    answers: { 200: InsightsResponseSchema },
  }),
};
