// The Leaflet map: loaded lazily (LazyMap), so the landing page's first chunk stays small.
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { appConfigQueryOptions } from '../../lib/app-config.ts';
import type { MapMarker, MapViewProps } from './map-types.ts';

const COLORS: Record<NonNullable<MapMarker['kind']>, string> = {
  station: 'var(--fl-primary)',
  origin: '#1d4ed8',
  pin: 'var(--fl-danger)',
};

/** WCAG 2.2 target size (2.5.8): every marker is at least 24 × 24 px to click or tap, whatever its dot. */
const TARGET = 24;

/** Our own marker (Leaflet's default icon images 404 under Vite): a dot with a white ring, centred in its target. */
function icon(kind: NonNullable<MapMarker['kind']>) {
  const size = kind === 'station' ? 18 : 22;
  return L.divIcon({
    className: '',
    iconSize: [TARGET, TARGET],
    iconAnchor: [TARGET / 2, TARGET / 2],
    html: `<span style="display:block;box-sizing:border-box;margin:${(TARGET - size) / 2}px;width:${size}px;height:${size}px;border-radius:9999px;background:${COLORS[kind]};border:3px solid #fff;box-shadow:0 1px 4px rgb(0 0 0 / .45)"></span>`,
  });
}

/**
 * A tooltip's content as text. Leaflet puts a string tooltip in place with innerHTML, so a station title a
 * partner typed (`<a href=…>`, `<img onerror=…>`) would become live markup: an element with textContent never does.
 */
function textTooltip(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

/** A map with markers; without a tile URL ("off") or when tiles cannot load it still shows the markers. */
export default function MapView({
  markers,
  center,
  zoom = 12,
  label,
  onPick,
  fitToMarkers = true,
  className = '',
}: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const pick = useRef(onPick);
  const { data: config } = useQuery(appConfigQueryOptions());
  const tileUrl = config?.map_tile_url;

  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      center: [center.lat, center.lng],
      zoom,
      scrollWheelZoom: false,
    });
    instance.on('click', (event: L.LeafletMouseEvent) =>
      pick.current?.({ lat: event.latlng.lat, lng: event.latlng.lng }),
    );
    layer.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
    // The map is made once; markers, centre and tiles follow in their own effects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const instance = map.current;
    if (!instance || !tileUrl || tileUrl === 'off') return;
    const tiles = L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>',
    }).addTo(instance);
    return () => {
      tiles.remove();
    };
  }, [tileUrl]);

  // Redraw only when the markers really change, not on every render of the page around the map.
  const markerKey = markers.map((m) => `${m.id}:${m.lat}:${m.lng}:${m.kind ?? ''}:${m.label}`).join('|');
  const latest = useRef(markers);
  useEffect(() => {
    latest.current = markers;
  });

  useEffect(() => {
    const instance = map.current;
    const group = layer.current;
    const markers = latest.current;
    if (!instance || !group) return;
    group.clearLayers();
    for (const marker of markers) {
      const kind = marker.kind ?? 'station';
      const item = L.marker([marker.lat, marker.lng], {
        icon: icon(kind),
        title: marker.label,
        alt: marker.label,
        draggable: kind === 'pin',
        keyboard: kind !== 'origin',
      }).bindTooltip(textTooltip(marker.label));
      if (kind === 'pin') {
        item.on('dragend', () => {
          const position = item.getLatLng();
          pick.current?.({ lat: position.lat, lng: position.lng });
        });
      }
      item.addTo(group);
    }
    if (fitToMarkers && markers.length > 1) {
      instance.fitBounds(L.latLngBounds(markers.map((m) => [m.lat, m.lng])), {
        padding: [24, 24],
        maxZoom: 15,
      });
    } else if (markers.length === 1 && markers[0]) {
      instance.setView([markers[0].lat, markers[0].lng], Math.max(instance.getZoom(), zoom));
    } else {
      instance.setView([center.lat, center.lng], zoom);
    }
  }, [markerKey, center.lat, center.lng, zoom, fitToMarkers]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      className={`z-0 h-full min-h-64 w-full overflow-hidden rounded-brand border border-border bg-[#e8eef0] ${className}`}
    />
  );
}
