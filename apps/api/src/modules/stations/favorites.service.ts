import { type FavoriteStationsResponse, OSM_ATTRIBUTION } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { defineEvent } from '../../lib/events.ts';
import { type FavoritesRepository, listFavoriteStationLocations } from './favorites.repository.ts';
import { offersByStation, toPublicStation } from './station-dto.ts';
import type { StationsRepository } from './stations.repository.ts';
import { stationNotFound } from './stations.service.ts';

/**
 * A user starred or unstarred a station. Emitted here; the wallet marks the user's passes changed on it,
 * as a pass shows up near favourite stations.
 */
export const favoritesChanged = defineEvent<{ userId: string }>('favorites.changed');

export interface FavoritesServiceDeps {
  favorites: FavoritesRepository;
  stations: StationsRepository;
  /** Called after every change, before the request answers. */
  onChange: (userId: string) => Promise<void>;
  now?: () => Date;
}

/** Favourite stations of the signed-in user: the star on a card, and a list the dashboard shows. */
export function createFavoritesService({
  favorites,
  stations,
  onChange,
  now = () => new Date(),
}: FavoritesServiceDeps) {
  return {
    /** The user's favourite stations that are still active, newest favourite first. */
    async list(userId: string): Promise<FavoriteStationsResponse> {
      const ids = await favorites.ids(userId);
      const rows = await stations.stationsByIds(ids);
      const offers = offersByStation(rows, await stations.activeOffersFor(rows, now()));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        items: ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toPublicStation(row, offers.get(id) ?? [])] : [];
        }),
        attribution: OSM_ATTRIBUTION,
      };
    },

    /** Stars an active station (again: no error); an unknown or deactivated one is a 404. */
    async add(userId: string, stationId: string): Promise<void> {
      const station = await stations.station(stationId);
      if (!station?.active) throw stationNotFound();
      await favorites.add(userId, station.id);
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
