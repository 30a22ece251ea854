import { Component, lazy, type ReactNode, Suspense } from 'react';
import { Skeleton } from '../ui/skeleton.tsx';
import type { MapViewProps } from './map-types.ts';

const MapView = lazy(() => import('./map-view.tsx'));

/** The map code failed to load (offline, a new release): the page works on without it. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return (
        <p className="flex h-full min-h-64 items-center justify-center rounded-brand border border-border p-4 text-sm text-muted">
          De kaart kan nu niet laden.
        </p>
      );
    return this.props.children;
  }
}

/** Leaflet on demand: its code and styles load with the first map on a page. */
export function LazyMap(props: MapViewProps) {
  return (
    <MapBoundary>
      <Suspense fallback={<Skeleton className="h-full min-h-64 w-full" />}>
        <MapView {...props} />
      </Suspense>
    </MapBoundary>
  );
}
