import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { favoriteStations, stations } from '../../db/schema/index.ts';

/**
 * The locations of a user's favourite stations, newest favourite first: for the Apple Wallet pass, which
 * shows a station's pass when the phone is near it. Only active stations.
 */
export async function listFavoriteStationLocations(
  db: Database,
  userId: string,
): Promise<{ stationId: string; title: string; lat: number; lng: number }[]> {
  return db
    .select({ stationId: stations.id, title: stations.title, lat: stations.lat, lng: stations.lng })
    .from(favoriteStations)
    .innerJoin(stations, eq(stations.id, favoriteStations.stationId))
    .where(and(eq(favoriteStations.userId, userId), eq(stations.active, true)))
    .orderBy(desc(favoriteStations.createdAt));
}

export function createFavoritesRepository(db: Database) {
  return {
    /** Favourite station ids of the user, newest first. */
    async ids(userId: string): Promise<string[]> {
      const rows = await listFavoriteStationLocations(db, userId);
      return rows.map((row) => row.stationId);
    },

    /** Stars a station at `at` (the app's clock); a station starred already keeps its time. */
    async add(userId: string, stationId: string, at: Date): Promise<void> {
      await db.insert(favoriteStations).values({ userId, stationId, createdAt: at }).onConflictDoNothing();
    },

    async remove(userId: string, stationId: string): Promise<void> {
      await db
        .delete(favoriteStations)
        .where(and(eq(favoriteStations.userId, userId), eq(favoriteStations.stationId, stationId)));
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
