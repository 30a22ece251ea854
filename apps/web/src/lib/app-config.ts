import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** What the server tells the web app at run time (GET /api/config). */
export interface AppConfig {
  /** Leaflet tile URL template; "off" draws maps without tiles. */
  map_tile_url: string;
}

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'] as const,
    queryFn: ({ signal }) => apiRequest<AppConfig>('/api/config', { signal }),
    staleTime: Infinity,
  });
