import { FUEL_TYPES, fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import type { RuleMode, SpendingRules } from '@fuellinq/domain/orgs/spending-rules';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type RulePlaces, RulePlacesField } from './rule-places-field.tsx';

// The fields of a set of spending rules (issue 24 §3), shared by a rule profile and a card's own rules: each
// limit with what breaking it does (weigert or markeert), the fuels, days, hours and places.

const MONEY = [
  ['max_per_refuel_cents', 'Maximaal per tankbeurt (€)'],
  ['max_per_day_cents', 'Maximaal per dag (€)'],
  ['max_per_week_cents', 'Maximaal per week (€)'],
  ['max_per_month_cents', 'Maximaal per maand (€)'],
] as const;
const COUNTS = [
  ['max_liters_per_refuel', 'Maximaal liters per tankbeurt'],
  ['max_refuels_per_day', 'Maximaal tankbeurten per dag'],
] as const;
const DAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];
type LimitKey = (typeof MONEY)[number][0] | (typeof COUNTS)[number][0];

const centsText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2).replace('.', ',').replace(/,00$/, '');
/** "200", "37,50" → cents; '' → undefined; anything else → NaN (the server's Dutch message explains). */
function centsOf(text: string): number | undefined {
  const clean = text.trim().replace(/\./g, '').replace(',', '.');
  if (!clean) return undefined;
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
}
const countOf = (text: string) => (text.trim() ? Number(text.trim()) : undefined);

export interface RuleFieldsValue {
  limits: Record<LimitKey, string>;
  modes: Partial<Record<string, RuleMode>>;
  fuels: string[];
  weekdays: number[];
  from: string;
  to: string;
  places: RulePlaces;
}

/** The fields as a form starts with them, from saved rules (a profile's or a card's own). */
export function ruleFieldsOf(rules: SpendingRules = {}): RuleFieldsValue {
  return {
    limits: {
      max_per_refuel_cents: centsText(rules.max_per_refuel_cents),
      max_per_day_cents: centsText(rules.max_per_day_cents),
      max_per_week_cents: centsText(rules.max_per_week_cents),
      max_per_month_cents: centsText(rules.max_per_month_cents),
      max_liters_per_refuel: rules.max_liters_per_refuel?.toString() ?? '',
      max_refuels_per_day: rules.max_refuels_per_day?.toString() ?? '',
    },
    modes: rules.modes ?? {},
    fuels: rules.fuels ?? [],
    weekdays: rules.weekdays ?? [],
    from: rules.hours?.from ?? '',
    to: rules.hours?.to ?? '',
    places: {
      brands: rules.brands ?? [],
      stations: rules.stations ?? [],
      mode: rules.modes?.brands ?? rules.modes?.stations ?? 'weigert',
    },
  };
}

/** The places as rules: only what is chosen, with the mode when it is markeert. */
export function placeRules(places: RulePlaces): SpendingRules {
  const rules: SpendingRules = {};
  if (places.brands.length) rules.brands = places.brands;
  if (places.stations.length) rules.stations = places.stations;
  if (places.mode === 'markeert') {
    const modes = Object.fromEntries(Object.keys(rules).map((key) => [key, 'markeert' as const]));
    if (Object.keys(modes).length) rules.modes = modes;
  }
  return rules;
}

/** The rules the fields say: an empty field is no rule; only the modes of rules that are set. */
export function rulesOfFields(value: RuleFieldsValue): SpendingRules {
  const body: SpendingRules = {};
  for (const [key] of MONEY) body[key] = centsOf(value.limits[key]);
  for (const [key] of COUNTS) body[key] = countOf(value.limits[key]);
  if (value.fuels.length) body.fuels = value.fuels as SpendingRules['fuels'];
  if (value.weekdays.length) body.weekdays = [...value.weekdays].sort();
  if (value.from || value.to) body.hours = { from: value.from, to: value.to };
  const places = placeRules(value.places);
  Object.assign(body, { brands: places.brands, stations: places.stations });
  // The places' mode is the places field's own (its select), whatever the saved modes said.
  const { brands: _brands, stations: _stations, ...limitModes } = value.modes;
  const usedModes = Object.fromEntries(
    Object.entries({ ...limitModes, ...places.modes }).filter(
      ([key, mode]) => mode === 'markeert' && body[key as keyof SpendingRules] !== undefined,
    ),
  );
  if (Object.keys(usedModes).length) body.modes = usedModes;
  // Leaves out what is undefined, as the API reads it.
  return JSON.parse(JSON.stringify(body)) as SpendingRules;
}

/** The state of the fields, started from saved rules. */
export function useRuleFields(rules?: SpendingRules) {
  return useState<RuleFieldsValue>(() => ruleFieldsOf(rules));
}

const toggle = <T,>(list: T[], value: T) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** Every rule's field; `emptyMeans` says what an empty field does ("geen grens", or the profile's rule). */
export function RuleFields({
  orgId,
  value,
  onChange,
  emptyMeans = 'Laat een veld leeg voor geen grens.',
}: {
  orgId: string;
  value: RuleFieldsValue;
  onChange: (value: RuleFieldsValue) => void;
  emptyMeans?: string;
}) {
  const set = (change: Partial<RuleFieldsValue>) => onChange({ ...value, ...change });
  const modeField = (key: string) => (
    <SelectField
      label="Als het meer wordt"
      value={value.modes[key] ?? 'weigert'}
      onChange={(event) => set({ modes: { ...value.modes, [key]: event.target.value as RuleMode } })}
    >
      <option value="weigert">Weigeren</option>
      <option value="markeert">Toestaan en markeren</option>
    </SelectField>
  );

  return (
    <>
      <p className="text-sm text-muted">{emptyMeans}</p>
      {[...MONEY, ...COUNTS].map(([key, label]) => (
        <div key={key} className="grid gap-2 sm:grid-cols-2">
          <TextField
            label={label}
            inputMode="decimal"
            value={value.limits[key]}
            onChange={(event) => set({ limits: { ...value.limits, [key]: event.target.value } })}
          />
          {modeField(key)}
        </div>
      ))}
      <fieldset className="space-y-2">
        <legend className="font-medium">
          Toegestane brandstoffen (leeg: die van het voertuig, plus AdBlue)
        </legend>
        <div className="flex flex-wrap gap-3">
          {FUEL_TYPES.map((fuel) => (
            <label key={fuel} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={value.fuels.includes(fuel)}
                onChange={() => set({ fuels: toggle(value.fuels, fuel) })}
              />
              {fuelLabels[fuel]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="font-medium">Toegestane dagen (leeg: elke dag)</legend>
        <div className="flex flex-wrap gap-3">
          {DAYS.map((day, index) => (
            <label key={day} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={value.weekdays.includes(index + 1)}
                onChange={() => set({ weekdays: toggle(value.weekdays, index + 1) })}
              />
              {day}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          label="Tanken vanaf (uu:mm)"
          value={value.from}
          onChange={(event) => set({ from: event.target.value })}
        />
        <TextField
          label="Tanken tot (uu:mm)"
          value={value.to}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
      <RulePlacesField orgId={orgId} value={value.places} onChange={(places) => set({ places })} />
    </>
  );
}
