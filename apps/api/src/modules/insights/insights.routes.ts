import { InsightsQuerySchema, InsightsResponseSchema } from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { createInsightsService } from './insights.service.ts';

/** GET /api/insights (Inzichten): the caller's own spending, prices, litres, cost per km and card saving. */
export async function insightsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createInsightsService({ db: app.db, now: app.now });

  app.get(
    '/api/insights',
    {
      schema: {
        tags: ['insights'],
        summary: 'Inzichten: uitgaven per maand en merk, prijs tegenover het CBS-gemiddelde, kosten per km',
        querystring: InsightsQuerySchema,
        response: { 200: InsightsResponseSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => service.overview(requireUser(request).id, request.query.months),
  );
}
