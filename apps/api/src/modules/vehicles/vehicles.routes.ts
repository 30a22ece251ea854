import {
  CreateVehicleBodySchema,
  IdParamsSchema,
  RdwLookupQuerySchema,
  RdwLookupResponseSchema,
  UpdateVehicleBodySchema,
  VehicleListResponseSchema,
  VehicleSchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { rdwServiceFor } from './rdw.service.ts';
import { createVehiclesRepository } from './vehicles.repository.ts';
import { createVehiclesService } from './vehicles.service.ts';

/** Spec §7: the plate lookup and its two fallback paths answer alike. */
export const RDW_LOOKUP_PATHS = ['/api/rdw/lookup', '/api/rdw/vehicle', '/api/co2/rdw/lookup'] as const;

const plateMissing = { code: 'missing_plate' } as const;

export async function vehiclesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createVehiclesService({
    repository: createVehiclesRepository(app.db),
    rdw: rdwServiceFor(app.config, app.db),
  });
  // Every lookup may reach RDW, whose free pool is shared: per IP, per minute.
  const rdwLimit = { max: app.config.RATE_LIMIT_RDW_PER_MINUTE, timeWindow: 60_000 };

  for (const url of RDW_LOOKUP_PATHS) {
    app.get(
      url,
      {
        schema: {
          tags: ['vehicles'],
          summary: 'Kenteken opzoeken bij de RDW',
          querystring: RdwLookupQuerySchema,
          response: { 200: RdwLookupResponseSchema },
        },
        config: { auth: 'required', rateLimit: rdwLimit },
      },
      async (request) => service.lookup(requireUser(request).id, request.query.plate),
    );
  }

  app.get(
    '/api/vehicles',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Mijn voertuigen',
        response: { 200: VehicleListResponseSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => ({ items: await service.list(requireUser(request).id) }),
  );

  app.post(
    '/api/vehicles',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Voertuig toevoegen op kenteken (haalt de RDW-gegevens op)',
        body: CreateVehicleBodySchema,
        response: { 201: VehicleSchema },
      },
      config: { auth: 'required', rateLimit: rdwLimit, missingFieldsError: plateMissing },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireUser(request).id, request.body)),
  );

  app.patch(
    '/api/vehicles/:id',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Voertuig wijzigen (naam, brandstof, KvK-nummer) of RDW-gegevens verversen',
        params: IdParamsSchema,
        body: UpdateVehicleBodySchema,
        response: { 200: VehicleSchema },
      },
      config: { auth: 'required', rateLimit: rdwLimit },
    },
    async (request) => service.update(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/vehicles/:id',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Voertuig verwijderen, met zijn kilometerstanden en tankbeurten',
        params: IdParamsSchema,
      },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      await service.remove(requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
