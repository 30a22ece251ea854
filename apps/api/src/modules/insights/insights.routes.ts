import { insightsEndpoints } from '@fuellinq/domain/insights/insights.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { cardSaving } from './card-saving.ts';
import { createInsightsService } from './insights.service.ts';

/** GET /api/insights (Inzichten): the caller's own spending, prices, litres and cost per km; and the card's saving. */
export async function insightsRoutes(app: FastifyInstance) {
  const service = createInsightsService({ db: app.db, now: app.now });

  serve(app, insightsEndpoints.insights, { config: { auth: 'required' } }, async (request) =>
    service.overview(requireUser(request).id, request.query.months),
  );

  // The card's saving per month: the overview's tile and chart and Inzichten read this one answer.
  serve(app, insightsEndpoints.saving, { config: { auth: 'required' } }, async (request) =>
    cardSaving(app.db, requireUser(request).id, app.now()),
  );
}
