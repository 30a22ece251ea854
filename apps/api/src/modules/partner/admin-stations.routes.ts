import { AssignPartnerBodySchema, AssignPartnerResponseSchema, IdParamsSchema } from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { stationsChanged } from '../stations/stations.service.ts';
import { createAdminStationsRepository } from './admin-stations.repository.ts';
import { createAdminStationsService } from './admin-stations.service.ts';

/** An admin hands a station to a partner account (or takes it away with partnerId null). */
export async function adminStationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAdminStationsService({
    repository: createAdminStationsRepository(app.db),
    onChange: () => app.events.emit(stationsChanged),
  });

  app.put(
    '/api/admin/stations/:id/partner',
    {
      schema: {
        tags: ['admin'],
        summary: 'Station toewijzen aan een partner',
        params: IdParamsSchema,
        body: AssignPartnerBodySchema,
        response: { 200: AssignPartnerResponseSchema },
      },
      config: adminOnly,
    },
    async (request) =>
      service.assignPartner(requireUser(request).id, request.params.id, request.body.partnerId),
  );
}
