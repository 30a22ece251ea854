import {
  AssignPartnerBodySchema,
  AssignPartnerResponseSchema,
  IdParamsSchema,
  PartnerBrandsBodySchema,
  PartnerBrandsResponseSchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { stationsChanged } from '../stations/stations.service.ts';
import { createAdminStationsRepository } from './admin-stations.repository.ts';
import { createAdminStationsService } from './admin-stations.service.ts';

/** An admin hands a station to a partner account (or takes it away), and grants a partner its brands. */
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

  app.get(
    '/api/admin/partners/:id/brands',
    {
      schema: {
        tags: ['admin'],
        summary: 'De merken die een partner mag voeren',
        params: IdParamsSchema,
        response: { 200: PartnerBrandsResponseSchema },
      },
      config: adminOnly,
    },
    async (request) => service.brandsOf(request.params.id),
  );

  app.put(
    '/api/admin/partners/:id/brands',
    {
      schema: {
        tags: ['admin'],
        summary: 'Merken toekennen aan een partner (de hele lijst; leeg: onafhankelijk)',
        params: IdParamsSchema,
        body: PartnerBrandsBodySchema,
        response: { 200: PartnerBrandsResponseSchema },
      },
      config: adminOnly,
    },
    async (request) => service.grantBrands(requireUser(request).id, request.params.id, request.body.brands),
  );
}
