import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
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

/** True once the element comes within 300 px of the viewport (at once where the browser cannot tell). */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * Leaflet on demand: its code and styles load when the map comes near the screen, so a phone that opens the
 * landing page (map below the list) does not fetch them for a map it has not scrolled to. Until then the
 * place holds a skeleton under the map's own name.
 */
export function LazyMap(props: MapViewProps) {
  const { ref, near } = useNearViewport();
  const placeholder = <Skeleton className="h-full min-h-64 w-full" />;
  if (!near)
    return (
      <div ref={ref} role="region" aria-label={props.label} className="h-full min-h-64 w-full">
        {placeholder}
      </div>
    );
  return (
    <MapBoundary>
      <Suspense fallback={placeholder}>
        <MapView {...props} />
      </Suspense>
    </MapBoundary>
  );
}
