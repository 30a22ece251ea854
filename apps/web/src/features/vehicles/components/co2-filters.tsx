import { calendarYear, isoDateIn, previousMonth } from '@fuellinq/domain/co2/calendar-date';
import {
  CO2_METHODS,
  type Co2Method,
  co2MethodLabels,
  type Co2Scope,
} from '@fuellinq/domain/co2/co2-methods';
import {
  ELECTRICITY_KINDS,
  type ElectricityKind,
  electricityLabels,
} from '@fuellinq/domain/co2/emission-factors';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { vehiclesQueryOptions } from '../api/vehicle-queries.ts';

export interface Co2Filter {
  from: string;
  to: string;
  vehicle_id: string;
  method: Co2Method;
  scope: Co2Scope;
  electricity: ElectricityKind;
}

/** Reads the report's choices from the address (so a reload or a shared link keeps them); default last month. */
export function filterFromParams(params: URLSearchParams, now = new Date()): Co2Filter {
  const month = previousMonth(now);
  const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = params.get(name);
    return allowed.includes(value as T) ? (value as T) : fallback;
  };
  return {
    from: params.get('from') || month.from,
    to: params.get('to') || month.to,
    vehicle_id: params.get('vehicle_id') ?? '',
    method: pick('method', CO2_METHODS, 'fuel_factor'),
    scope: pick('scope', ['wtw', 'ttw'] as const, 'wtw'),
    electricity: pick('electricity', ELECTRICITY_KINDS, 'gridmix'),
  };
}

/** Period picker (default the previous calendar month), vehicle and method, and the WTW/TTW switch. */
export function Co2Filters({
  filter,
  onChange,
}: {
  filter: Co2Filter;
  onChange: (next: Partial<Co2Filter>) => void;
}) {
  const vehicles = useQuery(vehiclesQueryOptions());
  const today = isoDateIn(new Date());
  const year = Number(today.slice(0, 4));
  const presets: [string, { from: string; to: string }][] = [
    ['Vorige maand', previousMonth()],
    ['Dit jaar', { from: `${year}-01-01`, to: today }],
    ['Vorig jaar', calendarYear(year - 1)],
  ];
  return (
    // A live filter bar, not a form: every choice applies at once and goes into the address.
    <div className="card space-y-4 p-5" role="group" aria-label="Rapportkeuzes">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold">Periode</legend>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label="Van"
            type="date"
            value={filter.from}
            max={filter.to}
            onChange={(e) => e.target.value && onChange({ from: e.target.value })}
          />
          <TextField
            label="Tot en met"
            type="date"
            value={filter.to}
            min={filter.from}
            onChange={(e) => e.target.value && onChange({ to: e.target.value })}
          />
          <div className="flex flex-wrap gap-2">
            {presets.map(([label, period]) => (
              <Button
                key={label}
                variant={filter.from === period.from && filter.to === period.to ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={filter.from === period.from && filter.to === period.to}
                onClick={() => onChange(period)}
              >
                {label}
              </Button>
            ))}
          </div>
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Voertuig"
          value={filter.vehicle_id}
          onChange={(e) => onChange({ vehicle_id: e.target.value })}
        >
          <option value="">Alle voertuigen</option>
          {(vehicles.data ?? []).map((vehicle) => (
            <option key={vehicle.id} value={vehicle.id}>
              {vehicle.license_plate_display} {[vehicle.make, vehicle.model].filter(Boolean).join(' ')}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Methode"
          value={filter.method}
          onChange={(e) => onChange({ method: e.target.value as Co2Method })}
        >
          {CO2_METHODS.map((method) => (
            <option key={method} value={method}>
              {co2MethodLabels[method]}
            </option>
          ))}
        </SelectField>
        {filter.method === 'electric' ? (
          <SelectField
            label="Stroom"
            value={filter.electricity}
            onChange={(e) => onChange({ electricity: e.target.value as ElectricityKind })}
          >
            {ELECTRICITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {electricityLabels[kind]}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Scope</legend>
        <div className="inline-flex overflow-hidden rounded-brand border border-border">
          {(
            [
              ['wtw', 'WTW (well-to-wheel)'],
              ['ttw', 'TTW (tank-to-wheel)'],
            ] as const
          ).map(([scope, label]) => (
            <label
              key={scope}
              className={`cursor-pointer px-4 py-2 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-secondary ${
                filter.scope === scope ? 'bg-primary font-semibold text-white' : 'bg-surface text-text'
              }`}
            >
              <input
                type="radio"
                name="scope"
                value={scope}
                className="sr-only"
                checked={filter.scope === scope}
                onChange={() => onChange({ scope })}
              />
              {label}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-muted">
          WTW telt ook de winning en het vervoer van de brandstof mee, zoals co2emissiefactoren.nl aanraadt.
        </p>
      </fieldset>
    </div>
  );
}
