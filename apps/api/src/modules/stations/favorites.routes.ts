import { FavoriteStationsResponseSchema, IdParamsSchema, OSM_ATTRIBUTION } from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { createWalletRepository } from '../wallet/wallet.repository.ts';
import { createFavoritesRepository } from './favorites.repository.ts';
import { offersByStation, toPublicStation } from './station-mapper.ts';
import type { StationsRepository } from './stations.repository.ts';
import { stationNotFound } from './stations.service.ts';

/** Favourite stations of the signed-in user: the star on a card, and a list the dashboard shows. */
export async function favoriteStationRoutes(
  fastify: FastifyInstance,
  options: { stations: StationsRepository },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const favorites = createFavoritesRepository(app.db);
  // The Apple Wallet pass shows up near favourite stations: a change means installed passes need updating.
  const passes = createWalletRepository(app.db);
  const { stations } = options;

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
    async (request) => {
      const ids = await favorites.ids(requireUser(request).id);
      const rows = await stations.stationsByIds(ids);
      const offers = offersByStation(rows, await stations.activeOffersFor(rows, new Date()));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        items: ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toPublicStation(row, offers.get(id) ?? [])] : [];
        }),
        attribution: OSM_ATTRIBUTION,
      };
    },
  );

  app.put(
    '/api/stations/:id/favorite',
    {
      schema: { tags: ['stations'], summary: 'Station als favoriet bewaren', params: IdParamsSchema },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const station = await stations.station(request.params.id);
      if (!station?.active) throw stationNotFound();
      const user = requireUser(request);
      await favorites.add(user.id, station.id);
      await passes.markPassesChanged(user.id);
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
      const user = requireUser(request);
      await favorites.remove(user.id, request.params.id);
      await passes.markPassesChanged(user.id);
      return reply.status(204).send();
    },
  );
}
