import type { FastifyInstance } from 'fastify';
import { createFavoritesRepository } from './favorites.repository.ts';
import { favoriteStationRoutes } from './favorites.routes.ts';
import { createFavoritesService, favoritesChanged } from './favorites.service.ts';
import { publicStationRoutes } from './public-stations.routes.ts';
import { ResponseCache } from './response-cache.ts';
import { createStationsRepository } from './stations.repository.ts';
import { createStationsService, type FeedCell, stationsChanged } from './stations.service.ts';

/**
 * Stations and prices for everyone: the public feed and search, station pages, price history, brands, and
 * the signed-in user's favourites. One cache of public answers, emptied by every change announced with
 * `stationsChanged` (the partner portal, offers, an admin).
 */
export async function stationRoutes(app: FastifyInstance) {
  const ttlMs = app.config.STATION_CACHE_SECONDS * 1000;
  const cache = new ResponseCache<string>({ ttlMs });
  const cells = new ResponseCache<FeedCell>({ ttlMs });
  app.events.on(stationsChanged, () => {
    cache.clear();
    cells.clear();
  });
  const stations = createStationsRepository(app.db);

  await app.register(publicStationRoutes, {
    service: createStationsService({ repository: stations, cache, cells }),
  });
  await app.register(favoriteStationRoutes, {
    service: createFavoritesService({
      favorites: createFavoritesRepository(app.db),
      stations,
      onChange: (userId) => app.events.emit(favoritesChanged, { userId }),
    }),
  });
}
