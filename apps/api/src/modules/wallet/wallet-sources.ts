import type { Database } from '../../db/database.ts';

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
  /** The user's favourite stations (issue 3 provides `listFavoriteStationLocations(db, userId)`). */
  favoriteLocations(userId: string): Promise<PassLocation[]>;
  /** The user's points balance (the loyalty feature's ledger, when it exists). */
  pointsBalance(userId: string): Promise<number>;
}

export function walletSources(_db: Database): WalletSources {
  return {
    // Wired to the favourite stations at merge time; until then the user has none.
    favoriteLocations: async () => [],
    // No feature awards points yet, so nobody has earned any: 0 is the true balance, not a placeholder.
    pointsBalance: async () => 0,
  };
}
