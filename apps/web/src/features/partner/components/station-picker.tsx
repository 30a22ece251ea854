import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchBox } from '../../../components/ui/list-filters.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { partnerStationsQueryOptions } from '../api/partner-queries.ts';
import { ChoiceField, FieldMessage } from './form-parts.tsx';

/** Picks one of the partner's active stations: a search box and the first eight that match. */
export function StationPicker({
  value,
  label,
  onPick,
  error,
}: {
  value: string;
  label: string | null;
  onPick: (id: string, title: string) => void;
  error?: string | undefined;
}) {
  const [q, setQ] = useState('');
  // spec §7: list requests wait 300 ms for the typing to stop.
  const search = useDebouncedValue(q.trim(), 300);
  const stations = useQuery(
    partnerStationsQueryOptions({ q: search || undefined, status: 'active', page: 1, per_page: 8 }),
  );
  return (
    <div className="space-y-2">
      <SearchBox label="Zoek het station" value={q} onChange={setQ} />
      {label ? <p className="text-sm">Gekozen: {label}</p> : null}
      <fieldset>
        <legend className="sr-only">Stations</legend>
        <ul className="max-h-48 space-y-1 overflow-y-auto">
          {stations.data?.items.map((station) => (
            <li key={station.id}>
              <ChoiceField
                type="radio"
                name="offer-station"
                label={station.title}
                className="flex items-center gap-2 text-sm"
                checked={value === station.id}
                onChange={() => onPick(station.id, station.title)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {stations.data?.items.length === 0 ? (
        <p className="text-sm text-muted">Geen stations gevonden.</p>
      ) : null}
      <FieldMessage message={error} />
    </div>
  );
}
