import { loyaltyEndpoints } from '@fuellinq/domain/money/loyalty.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { createLoyaltyService, pointsChanged } from './loyalty.service.ts';

/** Spec §7 GET /api/loyalty (`points`), with the history, the rewards and redeeming one (Idempotency-Key). */
export async function loyaltyRoutes(app: FastifyInstance) {
  const service = createLoyaltyService({
    db: app.db,
    ledger: createLedger(app.db),
    now: app.now,
    onPointsChanged: (userId) => app.events.emit(pointsChanged, { userId }),
  });

  serve(app, loyaltyEndpoints.loyalty, { config: { auth: 'required' } }, async (request) =>
    service.overview(requireUser(request).id),
  );

  serve(
    app,
    loyaltyEndpoints.redeem,
    { config: { auth: 'required', idempotent: true } },
    async (request, reply) =>
      reply.status(201).send(await service.redeem(requireUser(request).id, request.body.reward)),
  );
}
