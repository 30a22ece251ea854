import { type PublicStationsQuery, PublicStationsResponseSchema } from '@fuellinq/domain';
import { checkedJson } from './checked-json.ts';
import type { ResponseCache } from './response-cache.ts';
import type { StationSnapshot } from './station-snapshot.ts';
import { hasPosition, stationsFor } from './station-query.ts';

export interface PublicFeedDeps {
  snapshot: StationSnapshot;
  /** Answers without a position, the same for everyone, as serialised JSON. */
  cache: ResponseCache<Buffer>;
  checkResponses: boolean;
  now: () => Date;
}

/**
 * GET /api/partner/public/stations: the spec's public feed, nearest first when a position is given, from
 * the snapshot. An answer without a position is the same for everyone and is cached.
 */
export function publicFeed(deps: PublicFeedDeps, query: PublicStationsQuery): Promise<Buffer> {
  if (hasPosition(query)) return feedJson(deps, query);
  const key = `feed:${JSON.stringify({ q: query.q?.trim().toLowerCase(), f: query.fuel, l: query.limit })}`;
  return deps.cache.get(key, () => feedJson(deps, query));
}

/** The feed's JSON, joined from each station's JSON serialised when it changed. */
async function feedJson(deps: PublicFeedDeps, query: PublicStationsQuery): Promise<Buffer> {
  const view = await deps.snapshot.current();
  const json = view.listJson('stations', stationsFor(view, query, query.limit), deps.now().getTime());
  return checkedJson(deps.checkResponses, PublicStationsResponseSchema, json);
}
