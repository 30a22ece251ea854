import type { PublicStation } from '@fuellinq/domain/stations/station.contract';
import {
  FINDER_GEOLOCATION_ATTEMPTS,
  RADIUS_DEFAULT_KM,
  STATION_DEBOUNCE_MS,
  stationMessages,
} from '@fuellinq/domain/stations/station-rules';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
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
      <label className="flex cursor-pointer items-start gap-3 rounded-brand border border-border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
        <input type="radio" value={station.id} className="mt-1 accent-primary" {...field} />
        <span>
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
}: {
  field: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const favorites = useQuery(favoritesQueryOptions());
  const { state: geo, locate } = useGeolocation(FINDER_GEOLOCATION_ATTEMPTS);
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
  const shown = new Set(favoriteStations.map((station) => station.id));
  const nearest = (nearby.data?.stations ?? [])
    .filter((station) => !shown.has(station.id))
    .sort((a, b) => (a.distance_km ?? Infinity) - (b.distance_km ?? Infinity));
  for (const station of nearest) shown.add(station.id);
  const results = search.length >= 2 ? (found.data?.stations ?? []).filter((s) => !shown.has(s.id)) : [];
  const nothing = favoriteStations.length + nearest.length + results.length === 0;

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Station</legend>
      <Group title="Favorieten" stations={favoriteStations} field={field} />
      <Group title="In de buurt" stations={nearest} field={field} />
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
