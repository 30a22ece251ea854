import { z } from 'zod';
import { text } from '../common/text.ts';
import { FUEL_TYPES, type FuelType } from '../fuel/fuel-types.ts';
import { formatEuro } from '../format/nl-format.ts';

// The spending rules of a company card (issue 24 §3): a rule profile's `rules` and a card's own overrides
// (`cards.rules`) share this JSON shape. Every rule is optional and is a plain value, as the API caller writes
// it: `{ "max_per_day_cents": 20000, "fuels": ["diesel", "adblue"] }`. How a broken rule is handled sits
// apart, in `modes`: `weigert` (the refuel is declined; the default for every rule) or `markeert` (the
// refuel goes through and gets a flag for the manager's review):
//
//   { "max_per_day_cents": 20000, "max_per_refuel_cents": 8000, "modes": { "max_per_refuel_cents": "markeert" } }
//
// A card's override of `null` takes the profile's rule away for that card ("no day limit on this card").
//
// Where a card may refuel: `brands` (brand names as the stations carry them, "Shell", compared without
// regard to case) and `stations` (station ids). Together they are one allow-list: a station passes when its
// brand is allowed or it is one of the chosen stations. An empty list is refused (it would allow nothing);
// "no limit" is leaving the rule out, or `null`.

export const LIMIT_RULES = [
  'max_per_refuel_cents',
  'max_per_day_cents',
  'max_per_week_cents',
  'max_per_month_cents',
  'max_liters_per_refuel',
  'max_refuels_per_day',
] as const;
export const RULE_KEYS = [...LIMIT_RULES, 'fuels', 'weekdays', 'hours', 'brands', 'stations'] as const;
export type RuleKey = (typeof RULE_KEYS)[number];

export const RULE_MODES = ['weigert', 'markeert'] as const;
export type RuleMode = (typeof RULE_MODES)[number];

/** What each rule is called on a screen and in a message. */
export const RULE_LABELS: Record<RuleKey, string> = {
  max_per_refuel_cents: 'Maximum per tankbeurt',
  max_per_day_cents: 'Daglimiet',
  max_per_week_cents: 'Weeklimiet',
  max_per_month_cents: 'Maandlimiet',
  max_liters_per_refuel: 'Maximum aantal liters per tankbeurt',
  max_refuels_per_day: 'Maximum aantal tankbeurten per dag',
  fuels: 'Toegestane brandstoffen',
  weekdays: 'Toegestane dagen',
  hours: 'Toegestane uren',
  brands: 'Toegestane merken',
  stations: 'Toegestane stations',
};

const cents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(100_000_000, message).nullable().optional();
const count = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message).nullable().optional();

const TIME_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const timeMessage = 'Schrijf een tijd als uu:mm, bijvoorbeeld 06:00.';
const TimeSchema = z.string({ error: timeMessage }).regex(TIME_PATTERN, timeMessage);

/** Hours in Dutch time, from (inclusive) to (exclusive); `from` after `to` runs over midnight (22:00–06:00). */
export const RuleHoursSchema = z
  .object({ from: TimeSchema, to: TimeSchema }, { error: 'Kies de uren met een begin- en eindtijd.' })
  .refine((hours) => hours.from !== hours.to, 'Begin- en eindtijd mogen niet gelijk zijn.');
export type RuleHours = z.infer<typeof RuleHoursSchema>;

const fuelMessage = `Kies brandstoffen uit: ${FUEL_TYPES.join(', ')}.`;
const weekdayMessage = 'Kies dagen als getallen van 1 (maandag) tot en met 7 (zondag).';
const brandMessage = 'Kies merken bij hun naam, bijvoorbeeld "Shell".';
const stationMessage = 'Kies stations uit de lijst (hun id).';

export const SpendingRulesSchema = z.strictObject(
  {
    max_per_refuel_cents: cents('Het maximum per tankbeurt is een bedrag in centen (0 of meer).'),
    max_per_day_cents: cents('De daglimiet is een bedrag in centen (0 of meer).'),
    max_per_week_cents: cents('De weeklimiet is een bedrag in centen (0 of meer).'),
    max_per_month_cents: cents('De maandlimiet is een bedrag in centen (0 of meer).'),
    max_liters_per_refuel: count('Het maximum aantal liters is een heel getal (0 of meer).', 10_000),
    max_refuels_per_day: count('Het maximum aantal tankbeurten per dag is een heel getal (0 of meer).', 100),
    fuels: z
      .array(z.enum(FUEL_TYPES, { error: fuelMessage }), { error: fuelMessage })
      .min(1, 'Kies minstens één brandstof.')
      .max(FUEL_TYPES.length, fuelMessage)
      .nullable()
      .optional(),
    weekdays: z
      .array(
        z.number({ error: weekdayMessage }).int(weekdayMessage).min(1, weekdayMessage).max(7, weekdayMessage),
        {
          error: weekdayMessage,
        },
      )
      .min(1, 'Kies minstens één dag.')
      .max(7, weekdayMessage)
      .nullable()
      .optional(),
    hours: RuleHoursSchema.nullable().optional(),
    brands: z
      .array(text({ error: brandMessage }).trim().min(1, brandMessage).max(60, brandMessage), {
        error: brandMessage,
      })
      .min(1, 'Kies minstens één merk, of laat de regel weg.')
      .max(50, 'Kies hooguit 50 merken.')
      .nullable()
      .optional(),
    stations: z
      .array(z.uuid(stationMessage), { error: stationMessage })
      .min(1, 'Kies minstens één station, of laat de regel weg.')
      .max(100, 'Kies hooguit 100 stations.')
      .nullable()
      .optional(),
    modes: z
      .partialRecord(
        z.enum(RULE_KEYS, { error: 'Een modus hoort bij een bestaande regel.' }),
        z.enum(RULE_MODES, { error: 'Kies per regel "weigert" of "markeert".' }),
      )
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Deze regel kennen we niet: ${issue.keys.join(', ')}.`
        : 'De regels zijn een object met limieten.',
  },
);
export type SpendingRules = z.infer<typeof SpendingRulesSchema>;

/** One rule as it applies to a card: its value and what breaking it does. */
export interface EffectiveRule<T> {
  value: T;
  mode: RuleMode;
}

/** The rules a card has after merging its profile and its own overrides: only the rules that apply. */
export interface EffectiveRules {
  max_per_refuel_cents?: EffectiveRule<number>;
  max_per_day_cents?: EffectiveRule<number>;
  max_per_week_cents?: EffectiveRule<number>;
  max_per_month_cents?: EffectiveRule<number>;
  max_liters_per_refuel?: EffectiveRule<number>;
  max_refuels_per_day?: EffectiveRule<number>;
  fuels?: EffectiveRule<FuelType[]>;
  weekdays?: EffectiveRule<number[]>;
  hours?: EffectiveRule<RuleHours>;
  brands?: EffectiveRule<string[]>;
  stations?: EffectiveRule<string[]>;
}

/** Reads stored rules (a jsonb column) leniently: what does not parse counts as no rules. */
export function parseSpendingRules(value: unknown): SpendingRules {
  const parsed = SpendingRulesSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

/**
 * A card's rules: its own override wins rule by rule over its profile's (`null` on the card removes the
 * profile's rule). With no allowed fuels set anywhere and a vehicle on the card, the vehicle's fuel (from RDW)
 * and AdBlue are the allowed ones, in the mode set for `fuels` (so another fuel can be let through and marked).
 */
export function mergeRules(
  profile: SpendingRules | null | undefined,
  card: SpendingRules | null | undefined,
  options: { vehicleFuel?: FuelType | null | undefined } = {},
): EffectiveRules {
  const merged: Record<string, EffectiveRule<unknown>> = {};
  for (const key of RULE_KEYS) {
    const own = card?.[key];
    const value = own !== undefined ? own : profile?.[key];
    if (value === null || value === undefined) continue;
    merged[key] = { value, mode: card?.modes?.[key] ?? profile?.modes?.[key] ?? 'weigert' };
  }
  const rules = merged as EffectiveRules;
  if (!rules.fuels && options.vehicleFuel) {
    const fuels: FuelType[] = options.vehicleFuel === 'adblue' ? ['adblue'] : [options.vehicleFuel, 'adblue'];
    rules.fuels = { value: fuels, mode: card?.modes?.fuels ?? profile?.modes?.fuels ?? 'weigert' };
  }
  return rules;
}

/** The fuels as a sentence reads them: "diesel en AdBlue". */
export const FUEL_WORDS: Record<FuelType, string> = {
  euro95: 'Euro95',
  diesel: 'diesel',
  lpg: 'LPG',
  adblue: 'AdBlue',
  hvo: 'HVO100',
  elektrisch: 'elektrisch',
};

const WEEKDAY_SHORT = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];

/** "a", "a en b", "a, b en c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Allowed weekdays in words: [1,2,3,4,5] → "ma t/m vr"; [1,3,5] → "ma, wo en vr"; all seven → "elke dag". */
export function weekdaysInWords(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  if (days.length === 7) return 'elke dag';
  const first = days[0] ?? 1;
  const last = days.at(-1) ?? 1;
  const consecutive = last - first === days.length - 1;
  if (consecutive && days.length >= 3) return `${WEEKDAY_SHORT[first - 1]} t/m ${WEEKDAY_SHORT[last - 1]}`;
  return listInWords(days.map((day) => WEEKDAY_SHORT[day - 1] ?? ''));
}

const perPeriod: Partial<Record<RuleKey, string>> = {
  max_per_refuel_cents: 'per tankbeurt',
  max_per_day_cents: 'per dag',
  max_per_week_cents: 'per week',
  max_per_month_cents: 'per maand',
};

/** The mode of rules read as one: `weigert` when any of them declines. */
export const strictestMode = (...rules: (EffectiveRule<unknown> | undefined)[]): RuleMode =>
  rules.some((rule) => rule?.mode === 'weigert') ? 'weigert' : 'markeert';

/**
 * Where the card may refuel, as a sentence ends: "Shell en Esso", "de 2 gekozen stations", or both joined by
 * "of". With `stationNames` (id → name) the chosen stations are named.
 */
export function placesInWords(
  rules: Pick<EffectiveRules, 'brands' | 'stations'>,
  stationNames?: ReadonlyMap<string, string>,
): string {
  const parts: string[] = [];
  if (rules.brands) parts.push(listInWords(rules.brands.value));
  if (rules.stations) {
    const ids = rules.stations.value;
    const names = ids.map((id) => stationNames?.get(id)).filter((name): name is string => !!name);
    if (names.length === ids.length) parts.push(listInWords(names));
    else parts.push(ids.length === 1 ? 'het gekozen station' : `de ${ids.length} gekozen stations`);
  }
  return parts.join(' of bij ');
}

/** The rules in plain Dutch sentences, as the driver and the manager read them. */
export function describeRules(
  rules: EffectiveRules,
  options: { stationNames?: ReadonlyMap<string, string> } = {},
): string[] {
  const sentences: { text: string; mode: RuleMode }[] = [];
  for (const key of [
    'max_per_refuel_cents',
    'max_per_day_cents',
    'max_per_week_cents',
    'max_per_month_cents',
  ] as const) {
    const rule = rules[key];
    if (rule)
      sentences.push({ text: `Maximaal ${formatEuro(rule.value)} ${perPeriod[key]}`, mode: rule.mode });
  }
  if (rules.max_liters_per_refuel) {
    const rule = rules.max_liters_per_refuel;
    sentences.push({ text: `Maximaal ${rule.value} liter per tankbeurt`, mode: rule.mode });
  }
  if (rules.max_refuels_per_day) {
    const rule = rules.max_refuels_per_day;
    const noun = rule.value === 1 ? 'tankbeurt' : 'tankbeurten';
    sentences.push({ text: `Maximaal ${rule.value} ${noun} per dag`, mode: rule.mode });
  }
  if (rules.fuels) {
    const words = rules.fuels.value.map((fuel) => FUEL_WORDS[fuel]);
    sentences.push({ text: `Alleen ${listInWords(words)}`, mode: rules.fuels.mode });
  }
  if (rules.weekdays || rules.hours) {
    const days = rules.weekdays ? weekdaysInWords(rules.weekdays.value) : 'elke dag';
    const hours = rules.hours ? `, ${rules.hours.value.from}–${rules.hours.value.to}` : '';
    const mode =
      rules.weekdays?.mode === 'markeert' || rules.hours?.mode === 'markeert' ? 'markeert' : 'weigert';
    sentences.push({ text: `${capitalize(days)}${hours}`, mode });
  }
  if (rules.brands || rules.stations) {
    sentences.push({
      text: `Alleen tanken bij ${placesInWords(rules, options.stationNames)}`,
      mode: strictestMode(rules.brands, rules.stations),
    });
  }
  return sentences.map(({ text, mode }) =>
    mode === 'markeert' ? `${text} (een overschrijding wordt gemarkeerd, niet geweigerd)` : text,
  );
}
