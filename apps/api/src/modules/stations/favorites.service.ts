import { FavoriteStationsResponseSchema } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { defineEvent } from '../../lib/events.ts';
import { checkedJson } from './checked-json.ts';
import { type FavoritesRepository, listFavoriteStationLocations } from './favorites.repository.ts';
import { stationNotFound } from './station-not-found.ts';
import type { StationSnapshot } from './station-snapshot.ts';
import type { StationsRepository } from './stations.repository.ts';

/**
 * A user starred or unstarred a station. Emitted here; the wallet marks the user's passes changed on it,
 * as a pass shows up near favourite stations.
 */
export const favoritesChanged = defineEvent<{ userId: string }>('favorites.changed');

export interface FavoritesServiceDeps {
  favorites: FavoritesRepository;
  stations: StationsRepository;
  /** The active stations with their prices and offers in memory (decision 016): the list reads them there. */
  snapshot: StationSnapshot;
  /** Checks each answer against its schema (tests): the list is sent as bytes, past fastify's serialiser. */
  checkResponses?: boolean;
  /** Called after every change, before the request answers. */
  onChange: (userId: string) => Promise<void>;
  now?: () => Date;
}

/** Favourite stations of the signed-in user: the star on a card, and a list the dashboard shows. */
export function createFavoritesService({
  favorites,
  stations,
  snapshot,
  checkResponses = false,
  onChange,
  now = () => new Date(),
}: FavoritesServiceDeps) {
  return {
    /**
     * The user's favourite stations that are still active, newest favourite first, as UTF-8 JSON: the ids
     * from the database, each station as the feed shows it (without a distance) from the snapshot.
     */
    async list(userId: string): Promise<Buffer> {
      const [ids, view] = await Promise.all([favorites.ids(userId), snapshot.current()]);
      const found = ids.flatMap((id) => {
        const station = view.byId(id);
        return station ? [{ station, km: null }] : [];
      });
      return checkedJson(
        checkResponses,
        FavoriteStationsResponseSchema,
        view.listJson('items', found, now().getTime()),
      );
    },

    /** Stars an active station (again: no error); an unknown or deactivated one is a 404. */
    async add(userId: string, stationId: string): Promise<void> {
      const station = await stations.station(stationId);
      if (!station?.active) throw stationNotFound();
      await favorites.add(userId, station.id, now());
      await onChange(userId);
    },

    async remove(userId: string, stationId: string): Promise<void> {
      await favorites.remove(userId, stationId);
      await onChange(userId);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;

/**
 * Where a user's favourite stations are, newest favourite first (active stations only): what other modules
 * may read, e.g. the wallet pass, which shows up near them.
 */
export function favoriteStationLocations(db: Database, userId: string) {
  return listFavoriteStationLocations(db, userId);
}
