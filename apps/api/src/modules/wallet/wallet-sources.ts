import type { Database } from '../../db/database.ts';
import { pointsBalance } from '../loyalty/loyalty.service.ts';
import { favoriteStationLocations } from '../stations/favorites.service.ts';

/** A place where the pass shows up on the lock screen (Apple allows ten). */
export interface PassLocation {
  latitude: number;
  longitude: number;
  /** Shown as "<name> in de buurt" when the pass comes up there. */
  name?: string | null;
}

/**
 * What the wallet passes read from other features, each through one function, so those features can provide
 * it without the pass code changing.
 */
export interface WalletSources {
  /** The user's favourite stations, newest first. */
  favoriteLocations(userId: string): Promise<PassLocation[]>;
  /** The user's points balance: the sum of the loyalty feature's points ledger. */
  pointsBalance(userId: string): Promise<number>;
}

export function walletSources(db: Database): WalletSources {
  return {
    favoriteLocations: async (userId) =>
      (await favoriteStationLocations(db, userId)).map((station) => ({
        latitude: station.lat,
        longitude: station.lng,
        name: station.title,
      })),
    pointsBalance: (userId) => pointsBalance(db, userId),
  };
}
