import type { FastifyInstance } from 'fastify';
import { adminStationRoutes } from './admin-stations.routes.ts';
import { favoriteStationRoutes } from './favorites.routes.ts';
import { createOffersRepository } from './offers.repository.ts';
import { offerRoutes } from './offers.routes.ts';
import { createOffersService } from './offers.service.ts';
import { createPartnerRepository } from './partner.repository.ts';
import { partnerStationRoutes } from './partner.routes.ts';
import { createPartnerService } from './partner.service.ts';
import { ResponseCache } from './response-cache.ts';
import { publicStationRoutes } from './public-stations.routes.ts';
import { createStationsRepository } from './stations.repository.ts';
import { createStationsService, type FeedCell } from './stations.service.ts';

export { listFavoriteStationLocations } from './favorites.repository.ts';

/**
 * Stations, prices and offers: the public feed and search, station pages, favourites, the partner portal's
 * API and the admin's partner assignment. One cache of public answers, emptied by every change here.
 */
export async function stationRoutes(app: FastifyInstance) {
  const ttlMs = app.config.STATION_CACHE_SECONDS * 1000;
  const cache = new ResponseCache<string>({ ttlMs });
  const cells = new ResponseCache<FeedCell>({ ttlMs });
  const onChange = () => {
    cache.clear();
    cells.clear();
  };
  const stations = createStationsRepository(app.db);

  await app.register(publicStationRoutes, {
    service: createStationsService({ repository: stations, cache, cells }),
  });
  await app.register(favoriteStationRoutes, { stations });
  await app.register(partnerStationRoutes, {
    service: createPartnerService({ repository: createPartnerRepository(app.db), onChange }),
  });
  await app.register(offerRoutes, {
    service: createOffersService({ repository: createOffersRepository(app.db), onChange }),
  });
  await app.register(adminStationRoutes, { onChange });
}
