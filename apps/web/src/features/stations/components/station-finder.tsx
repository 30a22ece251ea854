import {
  cardSortView,
  feedStations,
  type StationCardModel,
  toStationCard,
} from '@fuellinq/domain/stations/station-card';
import {
  DEFAULT_MAP_CENTER,
  FEED_LIMIT_LANDING,
  FINDER_GEOLOCATION_ATTEMPTS,
  LANDING_GEOLOCATION_ATTEMPTS,
  type LatLng,
  RADIUS_DEFAULT_KM,
  RADIUS_MAX_KM,
  STATION_DEBOUNCE_MS,
  stationMessages,
  type StationSort,
  sortStations,
} from '@fuellinq/domain/stations/station-rules';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { LazyMap } from '../../../components/map/lazy-map.tsx';
import type { MapMarker } from '../../../components/map/map-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSession } from '../../../lib/use-session.ts';
import { type FeedParams, feedQueryOptions, searchQueryOptions } from '../api/station-queries.ts';
import { useFavorites } from '../api/use-favorite.ts';
import { DEMO_STATION } from '../demo-station.ts';
import { useGeolocation } from '../../../lib/use-geolocation.ts';
import { DealsGrid } from './deals-grid.tsx';
import { OsmAttribution } from '../../../components/ui/osm-attribution.tsx';
import { SortChips } from './sort-chips.tsx';
import { type CardVariant, StationCard } from './station-card.tsx';

/**
 * The two finders of the spec. The landing page asks the feed for 50 stations, sorts Goedkoopst and Acties
 * on the server (the search API), tries the location three times and shows a map and the deals. The finder
 * (on a station page, and for the dashboard) takes the feed's default of 100 around a centre, sorts in the
 * browser and tries the location once, accepting a cached position.
 */
const VARIANTS = {
  landing: { limit: FEED_LIMIT_LANDING, attempts: LANDING_GEOLOCATION_ATTEMPTS, serverSort: true, page: 12 },
  finder: { limit: undefined, attempts: FINDER_GEOLOCATION_ATTEMPTS, serverSort: false, page: 6 },
} as const;

export interface StationFinderProps {
  variant: CardVariant;
  /** Where to look before the visitor shares a location (default: spec §9's map centre). */
  center?: LatLng | undefined;
  /** What the centre is called in the status line. */
  centerName?: string | undefined;
  /** A station to leave out (the one whose page this is). */
  excludeId?: string | undefined;
  /**
   * The finder variant with a map beside its list (the dashboard's embedded map), and markers to add to the
   * stations found, e.g. the user's favourites. The landing page always has its map.
   */
  map?: { extraMarkers: MapMarker[] } | undefined;
}

export function StationFinder({ variant, center, centerName, excludeId, map }: StationFinderProps) {
  const config = VARIANTS[variant];
  const inputId = useId();
  const { isLoggedIn } = useSession();
  const favorites = useFavorites();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<StationSort>('closest');
  const [shown, setShown] = useState<number>(config.page);
  const query = useDebouncedValue(q.trim(), STATION_DEBOUNCE_MS);
  const { state: geo, locate } = useGeolocation(config.attempts);

  const userPosition = geo.status === 'granted' ? geo.position : null;
  // A text search looks everywhere (nearest first when we know where the visitor is); otherwise around a centre.
  const origin = userPosition ?? (query ? null : (center ?? DEFAULT_MAP_CENTER));
  const params: FeedParams = {
    q: query || undefined,
    lat: origin?.lat,
    lng: origin?.lng,
    radius_km: origin ? (query ? RADIUS_MAX_KM : RADIUS_DEFAULT_KM) : undefined,
    limit: config.limit,
  };
  const serverSorted = config.serverSort && sort !== 'closest';
  const feed = useQuery({ ...feedQueryOptions(params, `station-feed-${variant}`), enabled: !serverSorted });
  const search = useQuery({ ...searchQueryOptions({ ...params, sort }), enabled: serverSorted });
  const active = serverSorted ? search : feed;
  // The cards are drawn in slices once an answer is in (a deferred render), so a tap is never kept waiting.
  const feedData = useDeferredValue(feed.data);
  const searchData = useDeferredValue(search.data);
  const activeData = serverSorted ? searchData : feedData;

  const locationFailed = (geo.status === 'denied' || geo.status === 'unavailable') && !query;
  const requestFailed = active.isError && !active.data;
  let cards: StationCardModel[] = [];
  let note: string | null = null;
  if (locationFailed) {
    cards = [DEMO_STATION];
    note = geo.message;
  } else if (requestFailed) {
    cards = [DEMO_STATION];
    note = serverSorted ? stationMessages.searchFailed : stationMessages.loadFailed;
  } else if (activeData) {
    const raw = serverSorted ? (searchData?.items ?? []) : feedStations(feedData);
    cards = raw
      .map((station) => toStationCard(station, userPosition ?? origin))
      .filter((card) => card.id !== excludeId);
    if (!config.serverSort && sort !== 'closest')
      cards = sortStations(cards, sort, (card) => cardSortView(card));
  }

  const status =
    geo.status === 'locating'
      ? stationMessages.locating
      : userPosition
        ? 'Stations bij jou in de buurt.'
        : query
          ? null
          : `Stations rond ${centerName ?? 'Amsterdam centrum'}. Kies Locatie voor stations bij jou.`;

  const onSort = (next: StationSort) => {
    setSort(next);
    setShown(config.page);
    if (next === 'closest' && !userPosition && geo.status !== 'locating') void locate();
  };

  const list = (
    <div className="space-y-3">
      {note ? (
        <p
          role="alert"
          className="rounded-brand border border-danger/30 bg-danger/10 px-4 py-3 text-sm text-danger"
        >
          {note}
          {requestFailed ? (
            <Button variant="secondary" size="sm" className="ml-3" onClick={() => void active.refetch()}>
              Opnieuw proberen
            </Button>
          ) : null}
        </p>
      ) : null}
      {!activeData && !locationFailed && !requestFailed ? (
        <SkeletonList rows={3} label="Stations laden…" />
      ) : cards.length === 0 ? (
        <p className="card p-4 text-muted">
          {query ? stationMessages.noResults : stationMessages.noStations}
        </p>
      ) : (
        <>
          <ul aria-label="Gevonden stations" aria-busy={active.isFetching} className="grid grid-cols-1 gap-3">
            {cards.slice(0, shown).map((card) => (
              <li key={card.id ?? 'demo'}>
                <StationCard
                  card={card}
                  variant={variant}
                  isLoggedIn={isLoggedIn}
                  favorite={
                    favorites.enabled && card.id
                      ? {
                          on: favorites.isFavorite(card.id),
                          toggle: () => favorites.toggle(card.id!, !favorites.isFavorite(card.id!)),
                        }
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
          {cards.length > shown ? (
            <Button variant="secondary" onClick={() => setShown((n) => n + config.page)}>
              Meer stations tonen ({cards.length - shown})
            </Button>
          ) : null}
        </>
      )}
      <OsmAttribution />
    </div>
  );

  const mapView = (
    <div className="h-80 lg:sticky lg:top-20 lg:h-[32rem]">
      <LazyMap
        onRequest={variant === 'landing'}
        label="Kaart met de gevonden stations"
        center={origin ?? DEFAULT_MAP_CENTER}
        markers={[
          ...cards
            .slice(0, shown)
            .flatMap((card) =>
              card.lat !== null && card.lng !== null
                ? [{ id: card.id ?? 'demo', lat: card.lat, lng: card.lng, label: card.title }]
                : [],
            ),
          ...(map?.extraMarkers ?? []).filter(
            (marker) => !cards.slice(0, shown).some((card) => card.id === marker.id),
          ),
          ...(userPosition
            ? [{ id: 'me', ...userPosition, label: 'Jouw locatie', kind: 'origin' as const }]
            : []),
        ]}
      />
    </div>
  );

  return (
    <div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            Zoek op plaats, postcode of merk
          </label>
          <input
            id={inputId}
            type="search"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setShown(config.page);
            }}
            placeholder="Bijv. Delft, 2624 AD of Shell"
            autoComplete="off"
            className="w-full rounded-brand border border-border bg-surface px-3 py-2.5 text-base text-text placeholder:text-muted"
          />
        </div>
        <SortChips
          sort={sort}
          onSort={onSort}
          located={Boolean(userPosition)}
          locating={geo.status === 'locating'}
          onLocate={() => void locate()}
        />
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-muted">
        {status}
      </p>
      {variant === 'landing' ? (
        <>
          <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            {list}
            {mapView}
          </div>
          <DealsGrid cards={cards} />
        </>
      ) : map ? (
        <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          {list}
          {mapView}
        </div>
      ) : (
        <div className="mt-3">{list}</div>
      )}
    </div>
  );
}
