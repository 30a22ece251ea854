import {
  FuelLogBodySchema,
  FuelLogListSchema,
  FuelLogSchema,
  IdParamsSchema,
  LogListQuerySchema,
  OdometerLogBodySchema,
  OdometerLogListSchema,
  OdometerLogSchema,
  UpdateFuelLogBodySchema,
  UpdateOdometerLogBodySchema,
} from '@fuellinq/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { createVehicleLogsRepository } from './vehicle-logs.repository.ts';
import { type Caller, createVehicleLogsService } from './vehicle-logs.service.ts';

const auth = { auth: 'required' as const };

function caller(request: FastifyRequest): Caller {
  const user = requireUser(request);
  return { id: user.id, accountType: user.accountType };
}

/** Spec §7: POST /api/co2/odometer and /api/co2/fuel, with lists, edit and delete beside them. */
export async function vehicleLogsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createVehicleLogsService({ repository: createVehicleLogsRepository(app.db) });
  const tags = ['co2'];

  app.get(
    '/api/co2/odometer',
    {
      schema: {
        tags,
        summary: 'Kilometerstanden (nieuwste eerst)',
        querystring: LogListQuerySchema,
        response: { 200: OdometerLogListSchema },
      },
      config: auth,
    },
    async (request) => service.listOdometer(caller(request), request.query),
  );

  app.post(
    '/api/co2/odometer',
    {
      schema: {
        tags,
        summary: 'Kilometerstand loggen',
        body: OdometerLogBodySchema,
        response: { 201: OdometerLogSchema },
      },
      config: auth,
    },
    async (request, reply) =>
      reply.status(201).send(await service.createOdometer(caller(request), request.body)),
  );

  app.patch(
    '/api/co2/odometer/:id',
    {
      schema: {
        tags,
        summary: 'Kilometerstand wijzigen',
        params: IdParamsSchema,
        body: UpdateOdometerLogBodySchema,
        response: { 200: OdometerLogSchema },
      },
      config: auth,
    },
    async (request) => service.updateOdometer(caller(request), request.params.id, request.body),
  );

  app.delete(
    '/api/co2/odometer/:id',
    { schema: { tags, summary: 'Kilometerstand verwijderen', params: IdParamsSchema }, config: auth },
    async (request, reply) => {
      await service.removeOdometer(caller(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/co2/fuel',
    {
      schema: {
        tags,
        summary: 'Tankbeurten (nieuwste eerst)',
        querystring: LogListQuerySchema,
        response: { 200: FuelLogListSchema },
      },
      config: auth,
    },
    async (request) => service.listFuel(caller(request), request.query),
  );

  app.post(
    '/api/co2/fuel',
    {
      schema: {
        tags,
        summary: 'Tankbeurt loggen',
        body: FuelLogBodySchema,
        response: { 201: FuelLogSchema },
      },
      config: auth,
    },
    async (request, reply) => reply.status(201).send(await service.createFuel(caller(request), request.body)),
  );

  app.patch(
    '/api/co2/fuel/:id',
    {
      schema: {
        tags,
        summary: 'Tankbeurt wijzigen',
        params: IdParamsSchema,
        body: UpdateFuelLogBodySchema,
        response: { 200: FuelLogSchema },
      },
      config: auth,
    },
    async (request) => service.updateFuel(caller(request), request.params.id, request.body),
  );

  app.delete(
    '/api/co2/fuel/:id',
    { schema: { tags, summary: 'Tankbeurt verwijderen', params: IdParamsSchema }, config: auth },
    async (request, reply) => {
      await service.removeFuel(caller(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
