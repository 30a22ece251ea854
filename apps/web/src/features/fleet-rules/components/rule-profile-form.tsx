import { FUEL_TYPES, fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import type { RuleProfile } from '@fuellinq/domain/orgs/fleet-rules.contract';
import type { RuleMode, SpendingRules } from '@fuellinq/domain/orgs/spending-rules';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useSaveRuleProfile } from '../api/fleet-rules-queries.ts';
import { type RulePlaces, RulePlacesField } from './rule-places-field.tsx';

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

/** A rule profile: each limit in plain words with what breaking it does (weigert or markeert). */
export function RuleProfileForm({
  orgId,
  profile,
  onDone,
}: {
  orgId: string;
  profile?: RuleProfile | undefined;
  onDone: () => void;
}) {
  const rules = profile?.rules ?? {};
  const save = useSaveRuleProfile(orgId);
  const [name, setName] = useState(profile?.name ?? '');
  const [limits, setLimits] = useState<Record<LimitKey, string>>(() => ({
    max_per_refuel_cents: centsText(rules.max_per_refuel_cents),
    max_per_day_cents: centsText(rules.max_per_day_cents),
    max_per_week_cents: centsText(rules.max_per_week_cents),
    max_per_month_cents: centsText(rules.max_per_month_cents),
    max_liters_per_refuel: rules.max_liters_per_refuel?.toString() ?? '',
    max_refuels_per_day: rules.max_refuels_per_day?.toString() ?? '',
  }));
  const [modes, setModes] = useState<Partial<Record<string, RuleMode>>>(rules.modes ?? {});
  const [fuels, setFuels] = useState<string[]>(rules.fuels ?? []);
  const [weekdays, setWeekdays] = useState<number[]>(rules.weekdays ?? []);
  const [from, setFrom] = useState(rules.hours?.from ?? '');
  const [to, setTo] = useState(rules.hours?.to ?? '');
  const [places, setPlaces] = useState<RulePlaces>({
    brands: rules.brands ?? [],
    stations: rules.stations ?? [],
    mode: rules.modes?.brands ?? rules.modes?.stations ?? 'weigert',
  });
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const body: SpendingRules = {};
    for (const [key] of MONEY) body[key] = centsOf(limits[key]);
    for (const [key] of COUNTS) body[key] = countOf(limits[key]);
    if (fuels.length) body.fuels = fuels as SpendingRules['fuels'];
    if (weekdays.length) body.weekdays = [...weekdays].sort();
    if (from || to) body.hours = { from, to };
    if (places.brands.length) body.brands = places.brands;
    if (places.stations.length) body.stations = places.stations;
    const allModes = { ...modes, brands: places.mode, stations: places.mode };
    // Only the modes of rules that are set: a mode without its rule says nothing.
    const usedModes = Object.fromEntries(
      Object.entries(allModes).filter(
        ([key, mode]) => mode === 'markeert' && body[key as keyof SpendingRules] !== undefined,
      ),
    );
    if (Object.keys(usedModes).length) body.modes = usedModes;
    try {
      await save.mutateAsync({
        id: profile?.id,
        body: { name, rules: JSON.parse(JSON.stringify(body)) as SpendingRules },
      });
      onDone();
    } catch (error) {
      setFailure(errorText(error, { headline: 'Profiel opslaan mislukt' }));
    }
  }

  const modeField = (key: string) => (
    <SelectField
      label="Als het meer wordt"
      value={modes[key] ?? 'weigert'}
      onChange={(event) => setModes({ ...modes, [key]: event.target.value as RuleMode })}
    >
      <option value="weigert">Weigeren</option>
      <option value="markeert">Toestaan en markeren</option>
    </SelectField>
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Regelprofiel"
      className="card space-y-4 p-4"
    >
      <TextField
        label="Naam van het profiel"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <p className="text-sm text-muted">Laat een veld leeg voor geen grens.</p>
      {[...MONEY, ...COUNTS].map(([key, label]) => (
        <div key={key} className="grid gap-2 sm:grid-cols-2">
          <TextField
            label={label}
            inputMode="decimal"
            value={limits[key]}
            onChange={(event) => setLimits({ ...limits, [key]: event.target.value })}
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
                checked={fuels.includes(fuel)}
                onChange={() => setFuels(toggle(fuels, fuel))}
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
                checked={weekdays.includes(index + 1)}
                onChange={() => setWeekdays(toggle(weekdays, index + 1))}
              />
              {day}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          label="Tanken vanaf (uu:mm)"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField label="Tanken tot (uu:mm)" value={to} onChange={(event) => setTo(event.target.value)} />
      </div>
      <RulePlacesField orgId={orgId} value={places} onChange={setPlaces} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {profile ? 'Opslaan' : 'Profiel toevoegen'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}
