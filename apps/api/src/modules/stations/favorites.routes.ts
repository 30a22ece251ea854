import { FavoriteStationsResponseSchema, IdParamsSchema } from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import type { FavoritesService } from './favorites.service.ts';
import { sendJson } from './public-stations.routes.ts';

/** Favourite stations of the signed-in user: the star on a card, and a list the dashboard shows. */
export async function favoriteStationRoutes(
  fastify: FastifyInstance,
  options: { service: FavoritesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = options;

  app.get(
    '/api/stations/favorites',
    {
      schema: {
        tags: ['stations'],
        summary: 'Mijn favoriete stations, nieuwste eerst',
        response: { 200: FavoriteStationsResponseSchema },
      },
      config: { auth: 'required' },
    },
    async (request, reply) => sendJson(reply, await service.list(requireUser(request).id)),
  );

  app.put(
    '/api/stations/:id/favorite',
    {
      schema: { tags: ['stations'], summary: 'Station als favoriet bewaren', params: IdParamsSchema },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      await service.add(requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/stations/:id/favorite',
    {
      schema: {
        tags: ['stations'],
        summary: 'Station niet langer als favoriet bewaren',
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
