import { LoyaltyResponseSchema, RedeemBodySchema, RedeemResponseSchema } from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { createLoyaltyService, pointsChanged } from './loyalty.service.ts';

/** Spec §7 GET /api/loyalty (`points`), with the history, the rewards and redeeming one (Idempotency-Key). */
export async function loyaltyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createLoyaltyService({
    db: app.db,
    ledger: createLedger(app.db),
    now: app.now,
    onPointsChanged: (userId) => app.events.emit(pointsChanged, { userId }),
  });
  const tags = ['loyalty'];

  app.get(
    '/api/loyalty',
    {
      schema: {
        tags,
        summary: 'Punten, hun geschiedenis en de beloningen',
        response: { 200: LoyaltyResponseSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => service.overview(requireUser(request).id),
  );

  app.post(
    '/api/loyalty/redeem',
    {
      schema: {
        tags,
        summary: 'Beloning inwisselen (Idempotency-Key: een herhaling wisselt niet opnieuw in)',
        body: RedeemBodySchema,
        response: { 201: RedeemResponseSchema },
      },
      config: { auth: 'required', idempotent: true },
    },
    async (request, reply) =>
      reply.status(201).send(await service.redeem(requireUser(request).id, request.body.reward)),
  );
}
