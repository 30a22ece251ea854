import { co2Endpoints } from '@fuellinq/domain/co2/co2.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createVehicleLogsRepository } from './vehicle-logs.repository.ts';
import { type Caller, createVehicleLogsService } from './vehicle-logs.service.ts';

const auth = { auth: 'required' as const };

function caller(request: FastifyRequest): Caller {
  const user = requireUser(request);
  return { id: user.id, accountType: user.accountType };
}

/** Spec §7: POST /api/co2/odometer and /api/co2/fuel, with lists, edit and delete beside them. */
export async function vehicleLogsRoutes(app: FastifyInstance) {
  const service = createVehicleLogsService({ repository: createVehicleLogsRepository(app.db) });

  serve(app, co2Endpoints.odometerLogs, { config: auth }, async (request) =>
    service.listOdometer(caller(request), request.query),
  );

  serve(app, co2Endpoints.addOdometer, { config: auth }, async (request, reply) =>
    reply.status(201).send(await service.createOdometer(caller(request), request.body)),
  );

  serve(app, co2Endpoints.updateOdometer, { config: auth }, async (request) =>
    service.updateOdometer(caller(request), request.params.id, request.body),
  );

  serve(app, co2Endpoints.removeOdometer, { config: auth }, async (request, reply) => {
    await service.removeOdometer(caller(request), request.params.id);
    return reply.status(204).send();
  });

  serve(app, co2Endpoints.fuelLogs, { config: auth }, async (request) =>
    service.listFuel(caller(request), request.query),
  );

  serve(app, co2Endpoints.addFuel, { config: auth }, async (request, reply) =>
    reply.status(201).send(await service.createFuel(caller(request), request.body)),
  );

  serve(app, co2Endpoints.updateFuel, { config: auth }, async (request) =>
    service.updateFuel(caller(request), request.params.id, request.body),
  );

  serve(app, co2Endpoints.removeFuel, { config: auth }, async (request, reply) => {
    await service.removeFuel(caller(request), request.params.id);
    return reply.status(204).send();
  });

  serve(app, co2Endpoints.linkFuel, { config: auth }, async (request) =>
    service.linkFuel(caller(request), request.params.id, request.body),
  );

  serve(app, co2Endpoints.unlinkFuel, { config: auth }, async (request) =>
    service.unlinkFuel(caller(request), request.params.id),
  );
}
