import { addDays } from '../co2/calendar-date.ts';
import { dateTimeFormat } from '../format/date-time-format.ts';
import { formatEuro } from '../format/nl-format.ts';
import type { FuelType } from '../fuel/fuel-types.ts';
import {
  type EffectiveRules,
  FUEL_WORDS,
  listInWords,
  placesInWords,
  type RuleKey,
  type RuleMode,
  strictestMode,
  weekdaysInWords,
} from './spending-rules.ts';

// The check a company card's refuel start runs (issue 24 §3), as a pure function of the card's rules, what
// was spent in its periods, the request and the clock. Days, weeks (from Monday) and months are Dutch
// (Europe/Amsterdam) time, so a day is 23 or 25 hours on the nights the clocks change. The caller (the refuel
// start) sums the spending from `refuelPeriods(at)` inside the transaction that holds the organisation's lock.

const TIME_ZONE = 'Europe/Amsterdam';

/** A rule or budget a refuel can break. */
export type CheckRule = RuleKey | 'cost_centre_day' | 'cost_centre_month' | 'member_month';

const BUDGET_LABELS: Record<'cost_centre_day' | 'cost_centre_month' | 'member_month', string> = {
  cost_centre_day: 'Dagbudget van de kostenplaats',
  cost_centre_month: 'Maandbudget van de kostenplaats',
  member_month: 'Maandbudget van de bestuurder',
};

export interface Budget {
  limitCents: number;
  usedCents: number;
}

export interface RefuelCheckInput {
  rules: EffectiveRules;
  /** What this card spent (reserved or paid) in the periods of `request.at`, and its refuels today. */
  spent: { day: number; week: number; month: number; refuelsToday: number };
  request: {
    amountCents: number;
    fuel: FuelType | string;
    at: Date;
    liters?: number | undefined;
    /** The station of the refuel: its id and brand (null: no brand). Without it the place is not checked. */
    station?: { id: string; brand: string | null } | undefined;
  };
  budgets?: {
    costCentreDay?: Budget | undefined;
    costCentreMonth?: Budget | undefined;
    memberMonth?: Budget | undefined;
  };
  /** Approved one-off raises (a request for more room), added to the limit of their rule. */
  raises?: Partial<Record<CheckRule, number>>;
}

export interface RuleFlag {
  rule: CheckRule;
  message: string;
}

export type RefuelCheck = { ok: true; flags: RuleFlag[] } | { ok: false; rule: CheckRule; message: string };

/** A rule the request breaks: what to tell the driver (`message`) or the manager (`detail`). */
export interface RuleBreach {
  rule: CheckRule;
  mode: RuleMode;
  message: string;
  detail: string;
}

const ASK = 'Vraag je wagenparkbeheerder om meer ruimte.';

/** The calendar date, ISO weekday (1 = Monday) and minutes since midnight of a moment in Dutch time. */
export function amsterdamClock(at: Date): { date: string; weekday: number; minutes: number } {
  const parts = dateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '00';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { date, weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Minutes Dutch time is ahead of UTC at a moment (60 in winter, 120 in summer). */
function offsetMinutes(at: Date): number {
  const { date, minutes } = amsterdamClock(at);
  const local = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const utc = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((local - utc) / 60_000);
}

/** The moment a Dutch calendar day (YYYY-MM-DD) begins. Midnight never falls in the hour the clocks skip. */
export function amsterdamMidnight(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const guess = utcMidnight - offsetMinutes(new Date(utcMidnight)) * 60_000;
  return new Date(utcMidnight - offsetMinutes(new Date(guess)) * 60_000);
}

/** Where the day, the week (from Monday) and the month of a moment begin, and where the day ends. */
export function refuelPeriods(at: Date): { dayStart: Date; dayEnd: Date; weekStart: Date; monthStart: Date } {
  const { date, weekday } = amsterdamClock(at);
  return {
    dayStart: amsterdamMidnight(date),
    dayEnd: amsterdamMidnight(addDays(date, 1)),
    weekStart: amsterdamMidnight(addDays(date, 1 - weekday)),
    monthStart: amsterdamMidnight(`${date.slice(0, 7)}-01`),
  };
}

const WEEKDAY_LONG = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'];
const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function moneyBreach(
  rule: CheckRule,
  mode: RuleMode,
  label: string,
  period: string,
  limit: number,
  used: number,
  amount: number,
): RuleBreach | undefined {
  if (used + amount <= limit) return undefined;
  const left = Math.max(0, limit - used);
  const detail = `${label} bereikt: ${period} is ${formatEuro(used)} van ${formatEuro(limit)} gebruikt.`;
  const more = left > 0 ? ` Je kunt nog ${formatEuro(left)} tanken.` : '';
  return { rule, mode, detail, message: `${detail}${more} ${ASK}` };
}

const sameText = (a: string, b: string) => a.localeCompare(b, 'nl', { sensitivity: 'accent' }) === 0;

/**
 * The allowed brands and stations, read as one allow-list: the station passes when its brand is allowed or it
 * is one of the chosen stations. Broken, the rule with the strictest mode speaks for both.
 */
function placeBreach(
  rules: EffectiveRules,
  station: { id: string; brand: string | null } | undefined,
): RuleBreach | undefined {
  const { brands, stations } = rules;
  if (!station || (!brands && !stations)) return undefined;
  const brand = station.brand;
  if (brand && brands?.value.some((allowed) => sameText(allowed, brand))) return undefined;
  if (stations?.value.some((id) => id.toLowerCase() === station.id.toLowerCase())) return undefined;
  const mode = strictestMode(brands, stations);
  const rule = brands?.mode === mode ? 'brands' : 'stations';
  const where = brands || !stations ? placesInWords(rules) : 'de stations die je wagenparkbeheerder koos';
  const notHere = brands && !stations && brand ? `, niet bij ${brand}` : '';
  const detail = `Deze pas mag alleen tanken bij ${where}${notHere}.`;
  return { rule, mode, detail, message: `${detail} Kies een ander station.` };
}

/** Every rule and budget the request breaks, in the order a driver would want to hear them. */
export function ruleBreaches(input: RefuelCheckInput): RuleBreach[] {
  const { rules, spent, request, budgets = {}, raises = {} } = input;
  const amount = request.amountCents;
  const limit = (rule: CheckRule, value: number) => value + (raises[rule] ?? 0);
  const breaches: (RuleBreach | undefined)[] = [];
  const clock = amsterdamClock(request.at);

  breaches.push(placeBreach(rules, request.station));
  if (rules.fuels && !rules.fuels.value.includes(request.fuel as FuelType)) {
    const allowed = listInWords(rules.fuels.value.map((fuel) => FUEL_WORDS[fuel]));
    const asked = FUEL_WORDS[request.fuel as FuelType] ?? request.fuel;
    const detail = `Met deze pas mag alleen ${allowed} getankt worden, geen ${asked}.`;
    breaches.push({ rule: 'fuels', mode: rules.fuels.mode, detail, message: `${detail} ${ASK}` });
  }
  if (rules.weekdays && !rules.weekdays.value.includes(clock.weekday)) {
    const detail = `Met deze pas mag alleen op ${weekdaysInWords(rules.weekdays.value)} getankt worden; vandaag is het ${WEEKDAY_LONG[clock.weekday - 1]}.`;
    breaches.push({ rule: 'weekdays', mode: rules.weekdays.mode, detail, message: `${detail} ${ASK}` });
  }
  if (rules.hours) {
    const from = minutesOf(rules.hours.value.from);
    const to = minutesOf(rules.hours.value.to);
    const now = clock.minutes;
    const inside = from < to ? now >= from && now < to : now >= from || now < to;
    if (!inside) {
      const detail = `Met deze pas mag alleen tussen ${rules.hours.value.from} en ${rules.hours.value.to} getankt worden; het is nu ${clockTime(now)}.`;
      breaches.push({ rule: 'hours', mode: rules.hours.mode, detail, message: `${detail} ${ASK}` });
    }
  }
  if (rules.max_refuels_per_day) {
    const max = limit('max_refuels_per_day', rules.max_refuels_per_day.value);
    if (spent.refuelsToday + 1 > max) {
      const detail = `Maximum aantal tankbeurten per dag bereikt: vandaag ${spent.refuelsToday} van ${max}.`;
      breaches.push({
        rule: 'max_refuels_per_day',
        mode: rules.max_refuels_per_day.mode,
        detail,
        message: `${detail} ${ASK}`,
      });
    }
  }
  if (rules.max_per_refuel_cents) {
    const max = limit('max_per_refuel_cents', rules.max_per_refuel_cents.value);
    if (amount > max) {
      const detail = `Maximum per tankbeurt is ${formatEuro(max)}; gevraagd is ${formatEuro(amount)}.`;
      breaches.push({
        rule: 'max_per_refuel_cents',
        mode: rules.max_per_refuel_cents.mode,
        detail,
        message: `${detail} Kies een lager bedrag of vraag je wagenparkbeheerder om meer ruimte.`,
      });
    }
  }
  if (rules.max_liters_per_refuel && request.liters !== undefined) {
    const max = limit('max_liters_per_refuel', rules.max_liters_per_refuel.value);
    if (request.liters > max) {
      const detail = `Maximaal ${max} liter per tankbeurt; getankt is ${Math.round(request.liters * 100) / 100} liter.`;
      breaches.push({
        rule: 'max_liters_per_refuel',
        mode: rules.max_liters_per_refuel.mode,
        detail,
        message: `${detail} ${ASK}`,
      });
    }
  }
  const periods = [
    ['max_per_day_cents', 'vandaag', spent.day],
    ['max_per_week_cents', 'deze week', spent.week],
    ['max_per_month_cents', 'deze maand', spent.month],
  ] as const;
  for (const [key, period, used] of periods) {
    const rule = rules[key];
    if (!rule) continue;
    const label =
      key === 'max_per_day_cents' ? 'Daglimiet' : key === 'max_per_week_cents' ? 'Weeklimiet' : 'Maandlimiet';
    breaches.push(moneyBreach(key, rule.mode, label, period, limit(key, rule.value), used, amount));
  }
  const budgetPeriods = [
    ['cost_centre_day', 'vandaag', budgets.costCentreDay],
    ['cost_centre_month', 'deze maand', budgets.costCentreMonth],
    ['member_month', 'deze maand', budgets.memberMonth],
  ] as const;
  for (const [key, period, budget] of budgetPeriods) {
    if (!budget) continue;
    breaches.push(
      moneyBreach(
        key,
        'weigert',
        BUDGET_LABELS[key],
        period,
        limit(key, budget.limitCents),
        budget.usedCents,
        amount,
      ),
    );
  }
  return breaches.filter((breach): breach is RuleBreach => breach !== undefined);
}

/**
 * The check at the start of a company refuel: the first rule in mode `weigert` that the request breaks
 * declines it, with a Dutch message that says which rule and what is left; rules in mode `markeert` that it
 * breaks let it through as flags for the manager's review.
 */
export function checkRefuel(input: RefuelCheckInput): RefuelCheck {
  const breaches = ruleBreaches(input);
  const refusal = breaches.find((breach) => breach.mode === 'weigert');
  if (refusal) return { ok: false, rule: refusal.rule, message: refusal.message };
  return { ok: true, flags: breaches.map(({ rule, detail }) => ({ rule, message: detail })) };
}
