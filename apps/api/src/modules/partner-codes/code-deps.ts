import type { Database } from '../../db/database.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { VoucherBook } from '../loyalty/vouchers.service.ts';
import type { StationLookup } from '../stations/stations.service.ts';

/** What the counter's use cases read and write through. */
export interface CodeDeps {
  db: Database;
  vouchers: VoucherBook;
  stations: StationLookup;
  ledger: Ledger;
  now: () => Date;
}

/** Who asks: a partner, through its portal session or a till's pump API key. */
export interface CodeCaller {
  partnerId: string;
  via: 'session' | 'api_key';
}

/**
 * The station a code is checked or redeemed at: one of the caller's own, and active. Another partner's
 * station is refused (403), whoever's code it is.
 */
export async function counterStation(deps: CodeDeps, partnerId: string, stationId: string) {
  const station = await deps.stations.station(stationId);
  if (!station) throw fieldError('station_id', 'unknown_station');
  if (station.partnerId !== partnerId) throw fieldError('station_id', 'not_your_station');
  if (!station.active) throw fieldError('station_id', 'station_inactive');
  return { id: station.id, title: station.title };
}
