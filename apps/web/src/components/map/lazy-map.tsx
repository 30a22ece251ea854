import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import { Button } from '../ui/button.tsx';
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

/** Set once a visitor asks for a map that waits to be asked for: later visits show it at once. */
export const MAP_CHOSEN_KEY = 'map:chosen';

function mapChosen(): boolean {
  try {
    return localStorage.getItem(MAP_CHOSEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Leaflet on demand: its code and styles load when the map comes near the screen, so a phone that opens the
 * landing page (map below the list) does not fetch them for a map it has not scrolled to. Until then the
 * place holds a skeleton under the map's own name.
 *
 * `onRequest`: the map waits until the visitor asks for it (the landing page; docs/decisions/018). Its code
 * (about 44 KB gzipped) stays out of a first visit, and OpenStreetMap's tile servers see nobody who did not
 * ask for a map. The choice is remembered, so a visitor who wanted the map gets it at once next time.
 */
export function LazyMap({ onRequest = false, ...props }: MapViewProps & { onRequest?: boolean }) {
  const { ref, near } = useNearViewport();
  // 'now': the visitor just asked, looking at the place, so the map loads at once.
  const [asked, setAsked] = useState<'no' | 'before' | 'now'>(() =>
    !onRequest || mapChosen() ? 'before' : 'no',
  );
  const placeholder = <Skeleton className="h-full min-h-64 w-full" />;
  if (asked === 'no')
    return (
      <div
        role="region"
        aria-label={props.label}
        className="flex h-full min-h-64 w-full flex-col items-center justify-center gap-3 rounded-brand border border-border bg-surface p-6 text-center"
      >
        <p className="max-w-xs text-sm text-muted">
          De kaart laadt kaartbeelden van OpenStreetMap; die zien dan je IP-adres.
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            try {
              localStorage.setItem(MAP_CHOSEN_KEY, '1');
            } catch {
              // Private mode: the map shows now, and is asked for again next time.
            }
            setAsked('now');
          }}
        >
          Kaart tonen
        </Button>
      </div>
    );
  if (!near && asked !== 'now')
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
