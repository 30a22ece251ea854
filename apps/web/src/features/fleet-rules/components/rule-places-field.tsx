import type { RuleStation } from '@fuellinq/domain/orgs/fleet-rules.contract';
import type { RuleMode } from '@fuellinq/domain/orgs/spending-rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { ruleBrandsQueryOptions, ruleStationsQueryOptions } from '../api/fleet-rules-queries.ts';

// Where a card may refuel (issue 24 §3): brands ticked from those the stations carry, and stations found by
// name or town. Together one allow-list: a station is allowed when its brand is ticked or it is chosen.

export interface RulePlaces {
  brands: string[];
  stations: string[];
  mode: RuleMode;
}

const stationName = (station: RuleStation) => [station.title, station.city].filter(Boolean).join(', ');

function BrandChoice({
  orgId,
  chosen,
  onChange,
}: {
  orgId: string;
  chosen: string[];
  onChange: (brands: string[]) => void;
}) {
  const brands = useQuery(ruleBrandsQueryOptions(orgId));
  if (brands.isPending) return <Spinner label="Merken laden…" />;
  if (brands.isError)
    return (
      <Alert tone="error">
        {errorText(brands.error, { headline: 'Merken laden mislukt' })}{' '}
        <Button size="sm" variant="secondary" onClick={() => void brands.refetch()}>
          Opnieuw
        </Button>
      </Alert>
    );
  const known = new Set(brands.data.map((brand) => brand.name.toLowerCase()));
  // A brand chosen earlier whose stations are gone stays visible, so that it can be unticked.
  const options = [
    ...brands.data,
    ...chosen.filter((name) => !known.has(name.toLowerCase())).map((name) => ({ name, station_count: 0 })),
  ];
  if (options.length === 0) return <p className="text-sm text-muted">Er zijn nog geen merken bekend.</p>;
  const isChosen = (name: string) => chosen.some((item) => item.toLowerCase() === name.toLowerCase());
  return (
    <div className="flex max-h-60 flex-wrap gap-x-4 gap-y-2 overflow-y-auto">
      {options.map((brand) => (
        <label key={brand.name} className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={isChosen(brand.name)}
            onChange={() =>
              onChange(
                isChosen(brand.name)
                  ? chosen.filter((item) => item.toLowerCase() !== brand.name.toLowerCase())
                  : [...chosen, brand.name],
              )
            }
          />
          {brand.name}
          <span className="text-sm text-muted">
            ({brand.station_count === 1 ? '1 station' : `${brand.station_count} stations`})
          </span>
        </label>
      ))}
    </div>
  );
}

function StationChoice({
  orgId,
  chosen,
  onChange,
}: {
  orgId: string;
  chosen: string[];
  onChange: (stations: string[]) => void;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  // Names of stations picked from a search; the ones chosen before are read back once by id.
  const [picked, setPicked] = useState<RuleStation[]>([]);
  const [initial] = useState(() => chosen.join(','));
  const earlier = useQuery(ruleStationsQueryOptions(orgId, { ids: initial }));
  const found = useQuery(ruleStationsQueryOptions(orgId, { q: q.length >= 2 ? q : '' }));
  const names = new Map(
    [...(earlier.data ?? []), ...picked].map((station) => [station.id, stationName(station)]),
  );

  return (
    <div className="space-y-3">
      {chosen.length ? (
        <ul aria-label="Gekozen stations" className="space-y-1">
          {chosen.map((id) => {
            const name = names.get(id) ?? (earlier.isPending ? 'Station laden…' : 'Onbekend station');
            return (
              <li key={id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words">{name}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${name} weghalen`}
                  onClick={() => onChange(chosen.filter((item) => item !== id))}
                >
                  Weghalen
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted">Nog geen stations gekozen.</p>
      )}
      <TextField
        label="Zoek een station op naam of plaats"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        // Enter searches; it does not save the profile.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {q.length < 2 ? null : found.isPending ? (
        <Spinner label="Stations zoeken…" />
      ) : found.isError ? (
        <Alert tone="error">{errorText(found.error, { headline: 'Zoeken mislukt' })}</Alert>
      ) : found.data.length === 0 ? (
        <p className="text-sm text-muted">Geen stations gevonden voor “{q}”.</p>
      ) : (
        <ul aria-label="Gevonden stations" className="space-y-1">
          {found.data.map((station) => {
            const name = stationName(station);
            const taken = chosen.includes(station.id);
            return (
              <li key={station.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words">
                  {name}
                  {station.brand ? <span className="text-sm text-muted"> · {station.brand}</span> : null}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={taken}
                  aria-label={taken ? `${name} is gekozen` : `${name} kiezen`}
                  onClick={() => {
                    setPicked([...picked, station]);
                    onChange([...chosen, station.id]);
                  }}
                >
                  {taken ? 'Gekozen' : 'Kiezen'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The allowed brands and stations of a rule profile, with what refuelling elsewhere does. */
export function RulePlacesField({
  orgId,
  value,
  onChange,
}: {
  orgId: string;
  value: RulePlaces;
  onChange: (value: RulePlaces) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">Waar mag getankt worden (leeg: overal)</legend>
      <p className="text-sm text-muted">
        Een station mag als zijn merk is aangevinkt, of als je het station zelf hebt gekozen.
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Merken</legend>
        <BrandChoice
          orgId={orgId}
          chosen={value.brands}
          onChange={(brands) => onChange({ ...value, brands })}
        />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Stations</legend>
        <StationChoice
          orgId={orgId}
          chosen={value.stations}
          onChange={(stations) => onChange({ ...value, stations })}
        />
      </fieldset>
      <SelectField
        label="Bij een ander station"
        value={value.mode}
        onChange={(event) => onChange({ ...value, mode: event.target.value as RuleMode })}
      >
        <option value="weigert">Weigeren</option>
        <option value="markeert">Toestaan en markeren</option>
      </SelectField>
    </fieldset>
  );
}
