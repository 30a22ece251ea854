import { insightsEndpoints } from '@fuellinq/domain/insights/insights.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createInsightsService } from './insights.service.ts';

/** GET /api/insights (Inzichten): the caller's own spending, prices, litres, cost per km and card saving. */
export async function insightsRoutes(app: FastifyInstance) {
  const service = createInsightsService({ db: app.db, now: app.now });

  serve(app, insightsEndpoints.insights, { config: { auth: 'required' } }, async (request) =>
    service.overview(requireUser(request).id, request.query.months),
  );
}
