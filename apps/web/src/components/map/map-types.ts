export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapMarker extends LatLng {
  id: string;
  label: string;
  /** A station, the visitor's own position, or a pin being placed. */
  kind?: 'station' | 'origin' | 'pin';
}

export interface MapViewProps {
  markers: MapMarker[];
  /** Where to look when there are no markers to fit. */
  center: LatLng;
  zoom?: number;
  /** What the map shows, for screen readers (the list beside it carries the same content). */
  label: string;
  /** Clicking the map (or dragging the pin) reports a position: for placing a new station. */
  onPick?: ((position: LatLng) => void) | undefined;
  /** Zoom to show every marker (default true). */
  fitToMarkers?: boolean;
  className?: string;
}
