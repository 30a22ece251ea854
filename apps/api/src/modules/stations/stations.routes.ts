import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Listener } from '../../db/database.ts';
import { CBS_IMPORT_JOB, daily, importCbsPrices } from './cbs-import.ts';
import { createFavoritesRepository } from './favorites.repository.ts';
import { favoriteStationRoutes } from './favorites.routes.ts';
import { createFavoritesService, favoritesChanged } from './favorites.service.ts';
import { publicStationRoutes } from './public-stations.routes.ts';
import { ResponseCache } from './response-cache.ts';
import { STATION_FEED_CHANNEL, StationSnapshot } from './station-snapshot.ts';
import { createStationsRepository } from './stations.repository.ts';
import { createStationsService, stationsChanged } from './stations.service.ts';

/**
 * Stations and prices for everyone: the public feed and search, station pages, price history, brands, and
 * the signed-in user's favourites. The feed and the search answer from an in-memory snapshot of every active
 * station, kept fresh by the database's notifications on `station_feed` (decision 016): a change made through
 * any instance reaches every instance's snapshot, and empties its cache of public answers, at once.
 */
export async function stationRoutes(app: FastifyInstance) {
  const cache = new ResponseCache<Buffer>({ ttlMs: app.config.STATION_CACHE_SECONDS * 1000 });
  const stations = createStationsRepository(app.db);
  const snapshot = new StationSnapshot({
    repository: stations,
    now: app.now,
    notify: async (payload) => {
      await app.db.execute(sql`select pg_notify(${STATION_FEED_CHANNEL}, ${payload})`);
    },
    onChange: () => cache.clear(),
    onError: (error, what) => app.log.warn({ err: error }, `${what} failed`),
  });
  // The CBS national average pump prices, kept current once a day (and at a start on a day it has not run).
  if (app.config.CBS_IMPORT) {
    app.jobs.define(CBS_IMPORT_JOB, {
      // It talks to CBS: claimed first, then run; a failed answer keeps the figures and waits for tomorrow.
      mode: 'lease',
      maxAttempts: 1,
      handler: async (_payload, { now }) => {
        const result = await importCbsPrices({
          db: app.db,
          baseUrl: app.config.CBS_BASE_URL,
          timeoutMs: app.config.CBS_TIMEOUT_MS,
          now,
        });
        if (result.status === 'kept') app.log.warn(result, 'CBS pump prices: answer not used, figures kept');
        else app.log.info(result, 'CBS pump prices');
      },
    });
    app.jobs.schedule({ kind: CBS_IMPORT_JOB, slotOf: daily });
  }

  // A change made here (the partner portal, offers, an admin) answers once this instance's snapshot shows it.
  app.events.on(stationsChanged, () => snapshot.settle());

  let listener: Listener | undefined;
  app.addHook('onReady', async () => {
    listener = await app.database.listen(STATION_FEED_CHANNEL, {
      onNotify: (payload) => snapshot.notified(payload),
      // Also the first load: notifications sent while the listener was away are lost, so everything is read.
      onConnect: () => snapshot.connected(),
      onDisconnect: (error) => {
        snapshot.disconnected();
        app.log.warn({ err: error }, 'station feed listener lost its connection; reconnecting');
      },
    });
  });
  app.addHook('onClose', async () => {
    await listener?.close();
    await snapshot.close();
  });

  await app.register(publicStationRoutes, {
    service: createStationsService({
      repository: stations,
      snapshot,
      cache,
      checkResponses: app.config.NODE_ENV === 'test',
      now: app.now,
    }),
  });
  await app.register(favoriteStationRoutes, {
    service: createFavoritesService({
      favorites: createFavoritesRepository(app.db),
      stations,
      snapshot,
      checkResponses: app.config.NODE_ENV === 'test',
      now: app.now,
      onChange: (userId) => app.events.emit(favoritesChanged, { userId }),
    }),
  });
}
