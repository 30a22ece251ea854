import { vehicleEndpoints } from '@fuellinq/domain/vehicles/vehicle.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { rdwServiceFor } from './rdw.service.ts';
import { createVehiclesRepository } from './vehicles.repository.ts';
import { createVehiclesService } from './vehicles.service.ts';

/** Spec §7: the plate lookup and its two fallback paths answer alike. */
const RDW_LOOKUPS = [vehicleEndpoints.rdwLookup, vehicleEndpoints.rdwVehicle, vehicleEndpoints.co2RdwLookup];

const plateMissing = { code: 'missing_plate' } as const;

export async function vehiclesRoutes(app: FastifyInstance) {
  const service = createVehiclesService({
    repository: createVehiclesRepository(app.db),
    rdw: rdwServiceFor(app.config, app.db),
  });
  // Every lookup may reach RDW, whose free pool is shared: per IP, per minute.
  const rdwLimit = { max: app.config.RATE_LIMIT_RDW_PER_MINUTE, timeWindow: 60_000 };

  for (const endpoint of RDW_LOOKUPS) {
    serve(app, endpoint, { config: { auth: 'required', rateLimit: rdwLimit } }, async (request) =>
      service.lookup(requireUser(request).id, request.query.plate),
    );
  }

  serve(app, vehicleEndpoints.list, { config: { auth: 'required' } }, async (request) => ({
    items: await service.list(requireUser(request).id),
  }));

  serve(
    app,
    vehicleEndpoints.create,
    { config: { auth: 'required', rateLimit: rdwLimit, missingFieldsError: plateMissing } },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireUser(request).id, request.body)),
  );

  serve(
    app,
    vehicleEndpoints.update,
    { config: { auth: 'required', rateLimit: rdwLimit } },
    async (request) => service.update(requireUser(request).id, request.params.id, request.body),
  );

  serve(app, vehicleEndpoints.remove, { config: { auth: 'required' } }, async (request, reply) => {
    await service.remove(requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });
}
