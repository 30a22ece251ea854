import type { PublicStation } from '@fuellinq/domain/stations/station.contract';
import {
  FINDER_GEOLOCATION_ATTEMPTS,
  RADIUS_DEFAULT_KM,
  STATION_DEBOUNCE_MS,
  stationMessages,
} from '@fuellinq/domain/stations/station-rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { SearchBox } from '../../../../components/ui/list-filters.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatKm } from '@fuellinq/domain/format/nl-format';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useGeolocation } from '../../../../lib/use-geolocation.ts';
import { favoritesQueryOptions, feedQueryOptions } from '../../../stations/api/station-queries.ts';

/** How many stations each group offers. */
const PER_GROUP = 5;

function StationOption({ station, field }: { station: PublicStation; field: UseFormRegisterReturn }) {
  const place = [station.city, station.distance_km !== null ? formatKm(station.distance_km) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <li>
      <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-brand border border-border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
        <input type="radio" value={station.id} className="size-5 shrink-0 accent-primary" {...field} />
        {/* A long street name breaks rather than pushing the page sideways at 200 % text (the fieldset too
            is min-w-0: a fieldset is at least as wide as its content). */}
        <span className="min-w-0 break-words">
          <span className="block font-medium">{station.title}</span>
          {place ? <span className="text-sm text-muted">{place}</span> : null}
        </span>
      </label>
    </li>
  );
}

function Group({
  title,
  stations,
  field,
}: {
  title: string;
  stations: PublicStation[];
  field: UseFormRegisterReturn;
}) {
  const headingId = useId();
  if (stations.length === 0) return null;
  return (
    <div>
      <p id={headingId} className="mb-1 text-sm font-semibold text-muted">
        {title}
      </p>
      <ul aria-labelledby={headingId} className="space-y-2">
        {stations.map((station) => (
          <StationOption key={station.id} station={station} field={field} />
        ))}
      </ul>
    </div>
  );
}

/**
 * Where to tank: the favourite stations first, then the nearest ones once the browser says where the driver
 * is, or any station by name or place. One radio group, the form's `stationId`.
 */
export function StationChoice({
  field,
  error,
  locateOnOpen = false,
  onNearest,
}: {
  field: UseFormRegisterReturn;
  error?: string | undefined;
  /** Ask for the location at once and put the nearest stations first (the Nu tanken tab). */
  locateOnOpen?: boolean;
  /** The nearest station, once known: the form proposes it when nothing is chosen yet. */
  onNearest?: (stationId: string) => void;
}) {
  const favorites = useQuery(favoritesQueryOptions());
  const { state: geo, locate } = useGeolocation(FINDER_GEOLOCATION_ATTEMPTS);
  useEffect(() => {
    if (locateOnOpen) void locate();
  }, [locateOnOpen, locate]);
  const position = geo.status === 'granted' ? geo.position : null;
  const nearby = useQuery({
    ...feedQueryOptions(
      {
        lat: position?.lat,
        lng: position?.lng,
        radius_km: RADIUS_DEFAULT_KM,
        limit: PER_GROUP,
      },
      'station-choice-nearby',
    ),
    enabled: position !== null,
  });
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), STATION_DEBOUNCE_MS);
  const found = useQuery({
    ...feedQueryOptions({ q: search, limit: PER_GROUP }, 'station-choice-search'),
    enabled: search.length >= 2,
  });
  const errorId = useId();

  const favoriteStations = (favorites.data?.items ?? []).slice(0, PER_GROUP);
  const byDistance = [...(nearby.data?.stations ?? [])].sort(
    (a, b) => (a.distance_km ?? Infinity) - (b.distance_km ?? Infinity),
  );
  // From the tab the nearest stations come first, a favourite among them included; else favourites first.
  const shown = new Set(locateOnOpen ? [] : favoriteStations.map((station) => station.id));
  const nearest = byDistance.filter((station) => !shown.has(station.id));
  for (const station of nearest) shown.add(station.id);
  const favoritesLeft = favoriteStations.filter((station) => !locateOnOpen || !shown.has(station.id));
  for (const station of favoritesLeft) shown.add(station.id);
  const nearestId = locateOnOpen ? nearest[0]?.id : undefined;
  useEffect(() => {
    if (nearestId) onNearest?.(nearestId);
  }, [nearestId, onNearest]);
  const results = search.length >= 2 ? (found.data?.stations ?? []).filter((s) => !shown.has(s.id)) : [];
  const nothing = favoritesLeft.length + nearest.length + results.length === 0;

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Station</legend>
      {locateOnOpen ? <Group title="Dichtstbij" stations={nearest} field={field} /> : null}
      <Group title="Favorieten" stations={favoritesLeft} field={field} />
      {locateOnOpen ? null : <Group title="In de buurt" stations={nearest} field={field} />}
      <Group title="Zoekresultaten" stations={results} field={field} />
      {nothing && !favorites.isPending ? (
        <p className="text-sm text-muted">
          Je hebt nog geen favoriete stations. Zoek een station in de buurt of op naam.
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={geo.status === 'locating'}
          onClick={() => void locate()}
        >
          Stations in de buurt
        </Button>
        {geo.status === 'locating' ? <Spinner label={stationMessages.locating} /> : null}
        {geo.status === 'denied' || geo.status === 'unavailable' ? (
          <p className="text-sm text-muted">{geo.status === 'denied' ? 'Locatie geweigerd.' : geo.message}</p>
        ) : null}
        {nearby.isError || found.isError ? (
          <p className="text-sm text-danger">{stationMessages.loadFailed}</p>
        ) : null}
      </div>
      <SearchBox label="Zoek een station (naam of plaats)" value={q} onChange={setQ} />
      {search.length >= 2 && found.isSuccess && found.data.stations.length === 0 ? (
        <p className="text-sm text-muted">{stationMessages.noResults}</p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
