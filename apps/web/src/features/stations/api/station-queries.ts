import { endpointPath } from '@fuellinq/domain/api/endpoint';
import { route } from '@fuellinq/domain/api/route';
import type { StationDetail } from '@fuellinq/domain/stations/station.contract';
import type { StationSort } from '@fuellinq/domain/stations/station-rules';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withOfflineCopy } from '../../../lib/offline-copy.ts';
import { pageDataAt, takePageAnswer } from '../../../lib/page-data.ts';

// The landing page's finder runs these on every page's first load: they name their endpoints by route, so the
// stations' schemas (and zod) stay out of the entry (decision 022).
export const stationRoutes = {
  feed: route('GET /api/partner/public/stations'),
  search: route('GET /api/stations/search'),
  detail: route('GET /api/stations/:id'),
  priceHistory: route('GET /api/stations/:id/prices/history'),
  nationalAverage: route('GET /api/prices/national-average'),
  favorites: route('GET /api/stations/favorites'),
  addFavorite: route('PUT /api/stations/:id/favorite'),
  removeFavorite: route('DELETE /api/stations/:id/favorite'),
};

export interface FeedParams {
  q?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radius_km?: number | undefined;
  fuel?: string | undefined;
  /** Spec §7: 50 on the landing page; the finder leaves it out (the server's default, 100). */
  limit?: number | undefined;
}

export interface SearchParams extends FeedParams {
  sort: StationSort;
}

export const stationKeys = {
  all: ['stations'] as const,
  feed: (params: FeedParams) => [...stationKeys.all, 'feed', params] as const,
  search: (params: SearchParams) => [...stationKeys.all, 'search', params] as const,
  detail: (id: string) => [...stationKeys.all, 'detail', id] as const,
  history: (id: string, fuel: string, days: number) =>
    [...stationKeys.all, 'history', id, fuel, days] as const,
  nationalAverage: (days: number) => [...stationKeys.all, 'national-average', days] as const,
  favorites: () => [...stationKeys.all, 'favorites'] as const,
};

/**
 * GET /api/partner/public/stations (spec §7). `copy` names the offline copy (lib/offline-copy.ts): one per
 * screen, so the dashboard's five nearby stations never stand in for the landing page's list.
 */
export const feedQueryOptions = (params: FeedParams, copy = 'station-feed') =>
  queryOptions({
    queryKey: stationKeys.feed(params),
    // Offline: the last stations this screen saw; the request still runs, to find out.
    queryFn: ({ signal }) =>
      withOfflineCopy('public', copy, () => apiRequest(stationRoutes.feed, { query: { ...params }, signal })),
    networkMode: 'offlineFirst',
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** GET /api/stations/search (spec §7). */
export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: stationKeys.search(params),
    queryFn: ({ signal }) =>
      withOfflineCopy('public', 'station-search', () =>
        apiRequest(stationRoutes.search, { query: { ...params }, signal }),
      ),
    networkMode: 'offlineFirst',
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** GET /api/stations/{id}; a station page the server rendered starts from the answer it was rendered with. */
export const stationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: stationKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(stationRoutes.detail, { params: { id }, signal }),
    initialData: () => takePageAnswer<StationDetail>(endpointPath(stationRoutes.detail, { id })),
    initialDataUpdatedAt: pageDataAt,
    staleTime: 15_000,
  });

export const historyQueryOptions = (id: string, fuel: string, days: number) =>
  queryOptions({
    queryKey: stationKeys.history(id, fuel, days),
    queryFn: ({ signal }) =>
      apiRequest(stationRoutes.priceHistory, {
        params: { id },
        query: { fuel, days },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const nationalAverageQueryOptions = (days: number) =>
  queryOptions({
    queryKey: stationKeys.nationalAverage(days),
    queryFn: ({ signal }) => apiRequest(stationRoutes.nationalAverage, { query: { days }, signal }),
    staleTime: Infinity,
  });

/** The signed-in user's favourite stations (the dashboard lists them; cards show a star). */
export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: stationKeys.favorites(),
    queryFn: ({ signal }) =>
      withOfflineCopy('private', 'station-favorites', () => apiRequest(stationRoutes.favorites, { signal })),
    networkMode: 'offlineFirst',
    staleTime: 60_000,
  });
