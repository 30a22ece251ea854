import type { FuelType } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { defineEvent } from '../../lib/events.ts';

// The contract between whoever changes a station's price (the partner, a completed refuel, a driver's report,
// an admin taking a report back) and whoever acts on it (price alerts). Issue 28; see
// docs/decisions/025-prices-from-refuels-and-drivers.md.

/** Where a station's current price comes from. */
export type StationPriceSource = 'station' | 'tankbeurt' | 'bestuurder' | 'demo';

/** One price that became a station's current price for a fuel. */
export interface StationPriceChange {
  stationId: string;
  fuelType: FuelType;
  priceTenths: number;
  /** The price it replaced; null when the station had none for this fuel. */
  previousTenths: number | null;
  source: StationPriceSource;
  observedAt: Date;
}

/**
 * Emitted inside the transaction that changed the prices (`db` is that transaction), so a handler can enqueue
 * its work there: the work exists only if the change commits, and a crash loses neither.
 */
export const stationPricesChanged = defineEvent<{ db: Database; changes: StationPriceChange[] }>(
  'stations.prices-changed',
);
