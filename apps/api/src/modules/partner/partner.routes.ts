import { partnerEndpoints } from '@fuellinq/domain/stations/partner.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { partnerOnly, requireUser } from '../../plugins/auth.ts';
import { stationsChanged } from '../stations/stations.service.ts';
import { adminStationRoutes } from './admin-stations.routes.ts';
import { createPartnerRepository } from './partner.repository.ts';
import { createPartnerService } from './partner.service.ts';

/**
 * The partner portal's stations, prices and settings (the caller's own stations only), and the admin's
 * hand-over of a station to a partner. Every change empties the public station answers.
 */
export async function partnerRoutes(app: FastifyInstance) {
  const service = createPartnerService({
    repository: createPartnerRepository(app.db, app.events),
    onChange: () => app.events.emit(stationsChanged),
  });
  await app.register(adminStationRoutes);

  serve(app, partnerEndpoints.stations, { config: partnerOnly }, async (request) =>
    service.listStations(requireUser(request).id, request.query),
  );

  serve(app, partnerEndpoints.createStation, { config: partnerOnly }, async (request, reply) => {
    const user = requireUser(request);
    return reply.status(201).send(await service.createStation(user.id, user.id, request.body));
  });

  serve(app, partnerEndpoints.station, { config: partnerOnly }, async (request) =>
    service.getStation(requireUser(request).id, request.params.id),
  );

  serve(app, partnerEndpoints.updateStation, { config: partnerOnly }, async (request) => {
    const user = requireUser(request);
    return service.updateStation(user.id, user.id, request.params.id, request.body);
  });

  serve(app, partnerEndpoints.deactivateStation, { config: partnerOnly }, async (request) => {
    const user = requireUser(request);
    return service.deactivateStation(user.id, user.id, request.params.id);
  });

  serve(app, partnerEndpoints.saveStationPrices, { config: partnerOnly }, async (request) => {
    const user = requireUser(request);
    const rows = request.body.prices.map((row) => ({ ...row, station_id: request.params.id }));
    return service.savePrices(user.id, user.id, rows);
  });

  serve(app, partnerEndpoints.savePrices, { config: partnerOnly }, async (request) => {
    const user = requireUser(request);
    return service.savePrices(user.id, user.id, request.body.prices);
  });

  serve(app, partnerEndpoints.settings, { config: partnerOnly }, async (request) =>
    service.settings(requireUser(request).id),
  );

  serve(app, partnerEndpoints.saveSettings, { config: partnerOnly }, async (request) => {
    const user = requireUser(request);
    return service.saveSettings(user.id, user.id, request.body);
  });
}
