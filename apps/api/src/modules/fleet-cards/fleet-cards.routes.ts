import { fleetCardEndpoints } from '@fuellinq/domain/orgs/fleet-card.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createFleetCardsService } from './fleet-cards.service.ts';
import { createFleetVehiclesService } from './fleet-vehicles.service.ts';

// Company cards and the organisation's vehicles (issue 24 §2): /api/orgs/{orgId}/cards and /vehicles for
// owners, managers (and, reading, accountants); /api/me/company-cards for the driver.

export async function fleetCardsRoutes(app: FastifyInstance) {
  const service = createFleetCardsService({
    db: app.db,
    cardHashKey: app.config.CARD_HASH_KEY,
    now: () => app.now(),
  });
  const vehicles = createFleetVehiclesService(app);
  const auth = { config: { auth: 'required' as const } };
  const e = fleetCardEndpoints;
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;

  serve(app, e.list, auth, async (request) => service.list(request.params.orgId, me(request)));
  serve(app, e.create, auth, async (request, reply) =>
    reply.status(201).send(await service.create(request.params.orgId, me(request), request.body)),
  );
  serve(app, e.get, auth, async (request) =>
    service.get(request.params.orgId, me(request), request.params.cardId),
  );
  serve(app, e.update, auth, async (request) =>
    service.update(request.params.orgId, me(request), request.params.cardId, request.body),
  );
  serve(app, e.setRules, auth, async (request) =>
    service.setRules(request.params.orgId, me(request), request.params.cardId, request.body),
  );
  serve(app, e.pause, auth, async (request) =>
    service.pause(request.params.orgId, me(request), request.params.cardId),
  );
  serve(app, e.resume, auth, async (request) =>
    service.resume(request.params.orgId, me(request), request.params.cardId),
  );
  serve(app, e.onDemand, auth, async (request) =>
    service.onDemand(request.params.orgId, me(request), request.params.cardId),
  );
  serve(app, e.block, auth, async (request) =>
    service.block(request.params.orgId, me(request), request.params.cardId, request.body),
  );
  serve(app, e.replace, auth, async (request, reply) =>
    reply.status(201).send(await service.replace(request.params.orgId, me(request), request.params.cardId)),
  );

  serve(app, e.mine, auth, async (request) => service.mine(me(request)));
  serve(app, e.unlock, auth, async (request) => service.unlock(me(request), request.params.cardId));
  serve(app, e.reportLost, auth, async (request) =>
    service.reportLost(me(request), request.params.cardId, request.body.reason ?? 'lost'),
  );

  const rdwLimit = { max: app.config.RATE_LIMIT_RDW_PER_MINUTE, timeWindow: 60_000 };
  serve(app, e.vehicles, auth, async (request) => vehicles.list(request.params.orgId, me(request)));
  serve(app, e.addVehicle, { config: { auth: 'required', rateLimit: rdwLimit } }, async (request, reply) =>
    reply.status(201).send(await vehicles.create(request.params.orgId, me(request), request.body)),
  );
  serve(app, e.updateVehicle, auth, async (request) =>
    vehicles.update(request.params.orgId, me(request), request.params.id, request.body),
  );
  serve(app, e.removeVehicle, auth, async (request, reply) => {
    await vehicles.remove(request.params.orgId, me(request), request.params.id);
    return reply.status(204).send();
  });
}
