import { stationEndpoints } from '@fuellinq/domain/stations/station.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { FavoritesService } from './favorites.service.ts';
import { sendJson } from './public-stations.routes.ts';

/** Favourite stations of the signed-in user: the star on a card, and a list the dashboard shows. */
export async function favoriteStationRoutes(app: FastifyInstance, options: { service: FavoritesService }) {
  const { service } = options;

  serve(app, stationEndpoints.favorites, { config: { auth: 'required' } }, async (request, reply) =>
    sendJson(reply, await service.list(requireUser(request).id)),
  );

  serve(app, stationEndpoints.addFavorite, { config: { auth: 'required' } }, async (request, reply) => {
    await service.add(requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  serve(app, stationEndpoints.removeFavorite, { config: { auth: 'required' } }, async (request, reply) => {
    await service.remove(requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });
}
