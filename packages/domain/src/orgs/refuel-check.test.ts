import { describe, expect, it } from 'vitest';
import { amsterdamClock, checkRefuel, type RefuelCheckInput, refuelPeriods } from './refuel-check.ts';
import { describeRules, type EffectiveRules, mergeRules, SpendingRulesSchema } from './spending-rules.ts';

// A fixed clock everywhere: each moment below is written in UTC with its Dutch time beside it.
const at = (iso: string) => new Date(iso);
const none = { day: 0, week: 0, month: 0, refuelsToday: 0 };

function check(
  rules: EffectiveRules,
  overrides: Partial<RefuelCheckInput> = {},
  request: Partial<RefuelCheckInput['request']> = {},
) {
  return checkRefuel({
    rules,
    spent: none,
    ...overrides,
    // Wednesday 25 November 2026, 12:00 Dutch time.
    request: { amountCents: 5000, fuel: 'diesel', at: at('2026-11-25T11:00:00Z'), ...request },
  });
}

describe('the rules schema', () => {
  it('takes plain values and a separate modes map', () => {
    const parsed = SpendingRulesSchema.parse({
      max_per_day_cents: 20000,
      fuels: ['diesel', 'adblue'],
      hours: { from: '06:00', to: '20:00' },
      modes: { max_per_day_cents: 'markeert' },
    });
    expect(parsed.max_per_day_cents).toBe(20000);
    expect(parsed.modes?.max_per_day_cents).toBe('markeert');
  });

  it('refuses bad input in Dutch', () => {
    const bad = SpendingRulesSchema.safeParse({
      max_per_day_cents: -1,
      weekdays: [8],
      hours: { from: '25:00', to: '06:00' },
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('De daglimiet is een bedrag in centen (0 of meer).');
    expect(messages).toContain('Kies dagen als getallen van 1 (maandag) tot en met 7 (zondag).');
    expect(messages).toContain('Schrijf een tijd als uu:mm, bijvoorbeeld 06:00.');
    expect(SpendingRulesSchema.safeParse({ max_per_dag: 1 }).success).toBe(false);
  });
});

describe('mergeRules', () => {
  it('lets the card override its profile rule by rule, null removing one', () => {
    const rules = mergeRules(
      {
        max_per_day_cents: 20000,
        max_per_month_cents: 100000,
        max_per_refuel_cents: 8000,
        modes: { max_per_refuel_cents: 'markeert' },
      },
      { max_per_day_cents: 5000, max_per_month_cents: null },
    );
    expect(rules.max_per_day_cents).toEqual({ value: 5000, mode: 'weigert' });
    expect(rules.max_per_month_cents).toBeUndefined();
    expect(rules.max_per_refuel_cents).toEqual({ value: 8000, mode: 'markeert' });
  });

  it("allows the vehicle's fuel and AdBlue when no fuels are set", () => {
    expect(mergeRules(null, {}, { vehicleFuel: 'diesel' }).fuels?.value).toEqual(['diesel', 'adblue']);
    expect(mergeRules({ fuels: ['euro95'] }, {}, { vehicleFuel: 'diesel' }).fuels?.value).toEqual(['euro95']);
    expect(mergeRules(null, {}).fuels).toBeUndefined();
  });

  it("gives the vehicle's fuels the mode set for fuels, so another fuel is let through and marked", () => {
    const rules = mergeRules(null, { modes: { fuels: 'markeert' } }, { vehicleFuel: 'diesel' });
    expect(rules.fuels).toEqual({ value: ['diesel', 'adblue'], mode: 'markeert' });
    expect(mergeRules({ modes: { fuels: 'markeert' } }, {}, { vehicleFuel: 'diesel' }).fuels?.mode).toBe(
      'markeert',
    );
    const petrol = check(rules, {}, { fuel: 'euro95' });
    expect(petrol).toEqual({ ok: true, flags: [expect.objectContaining({ rule: 'fuels' })] });
  });
});

describe('describeRules', () => {
  it('says the rules in plain Dutch', () => {
    const rules = mergeRules(
      {
        max_per_day_cents: 20000,
        max_refuels_per_day: 2,
        weekdays: [1, 2, 3, 4, 5],
        hours: { from: '06:00', to: '20:00' },
        max_per_refuel_cents: 8000,
        modes: { max_per_refuel_cents: 'markeert' },
      },
      null,
      { vehicleFuel: 'diesel' },
    );
    expect(describeRules(rules)).toEqual([
      'Maximaal € 80,00 per tankbeurt (een overschrijding wordt gemarkeerd, niet geweigerd)',
      'Maximaal € 200,00 per dag',
      'Maximaal 2 tankbeurten per dag',
      'Alleen diesel en AdBlue',
      'Ma t/m vr, 06:00–20:00',
    ]);
  });
});

describe('checkRefuel, each rule', () => {
  it('passes without rules', () => {
    expect(check({})).toEqual({ ok: true, flags: [] });
  });

  it('declines over the day limit, saying what is used and what is left', () => {
    const rules = mergeRules({ max_per_day_cents: 20000 }, null);
    expect(check(rules, { spent: { ...none, day: 18000 } }, { amountCents: 2000 }).ok).toBe(true);
    expect(check(rules, { spent: { ...none, day: 18000 } }, { amountCents: 5000 })).toEqual({
      ok: false,
      rule: 'max_per_day_cents',
      message:
        'Daglimiet bereikt: vandaag is € 180,00 van € 200,00 gebruikt. Je kunt nog € 20,00 tanken. Vraag je wagenparkbeheerder om meer ruimte.',
    });
    expect(check(rules, { spent: { ...none, day: 20000 } })).toMatchObject({
      message:
        'Daglimiet bereikt: vandaag is € 200,00 van € 200,00 gebruikt. Vraag je wagenparkbeheerder om meer ruimte.',
    });
  });

  it('declines over the week and month limits', () => {
    expect(
      check(mergeRules({ max_per_week_cents: 10000 }, null), { spent: { ...none, week: 6000 } }),
    ).toMatchObject({
      ok: false,
      rule: 'max_per_week_cents',
      message: expect.stringContaining('Weeklimiet bereikt: deze week is € 60,00 van € 100,00 gebruikt.'),
    });
    expect(
      check(mergeRules({ max_per_month_cents: 10000 }, null), { spent: { ...none, month: 9000 } }),
    ).toMatchObject({
      ok: false,
      rule: 'max_per_month_cents',
      message: expect.stringContaining('Maandlimiet bereikt: deze maand is € 90,00 van € 100,00 gebruikt.'),
    });
  });

  it('declines over the amount per refuel, litres per refuel and refuels per day', () => {
    expect(check(mergeRules({ max_per_refuel_cents: 4000 }, null))).toMatchObject({
      ok: false,
      rule: 'max_per_refuel_cents',
      message: expect.stringContaining('Maximum per tankbeurt is € 40,00; gevraagd is € 50,00.'),
    });
    expect(check(mergeRules({ max_liters_per_refuel: 40 }, null), {}, { liters: 41.5 })).toMatchObject({
      ok: false,
      rule: 'max_liters_per_refuel',
    });
    expect(check(mergeRules({ max_liters_per_refuel: 40 }, null), {}, { liters: 40 }).ok).toBe(true);
    expect(
      check(mergeRules({ max_refuels_per_day: 2 }, null), { spent: { ...none, refuelsToday: 1 } }).ok,
    ).toBe(true);
    expect(
      check(mergeRules({ max_refuels_per_day: 2 }, null), { spent: { ...none, refuelsToday: 2 } }),
    ).toMatchObject({
      ok: false,
      rule: 'max_refuels_per_day',
      message: expect.stringContaining('vandaag 2 van 2'),
    });
  });

  it('declines a fuel, weekday or hour that is not allowed', () => {
    const fuels = mergeRules(null, {}, { vehicleFuel: 'diesel' });
    expect(check(fuels, {}, { fuel: 'adblue' }).ok).toBe(true);
    expect(check(fuels, {}, { fuel: 'euro95' })).toMatchObject({
      ok: false,
      rule: 'fuels',
      message:
        'Met deze pas mag alleen diesel en AdBlue getankt worden, geen Euro95. Vraag je wagenparkbeheerder om meer ruimte.',
    });
    // Saturday 28 November 2026, 12:00.
    expect(
      check(mergeRules({ weekdays: [1, 2, 3, 4, 5] }, null), {}, { at: at('2026-11-28T11:00:00Z') }),
    ).toMatchObject({
      ok: false,
      rule: 'weekdays',
      message: expect.stringContaining('alleen op ma t/m vr getankt worden; vandaag is het zaterdag.'),
    });
    const hours = mergeRules({ hours: { from: '06:00', to: '20:00' } }, null);
    expect(check(hours, {}, { at: at('2026-11-25T05:00:00Z') }).ok).toBe(true); // 06:00
    expect(check(hours, {}, { at: at('2026-11-25T18:59:00Z') }).ok).toBe(true); // 19:59
    expect(check(hours, {}, { at: at('2026-11-25T19:00:00Z') })).toMatchObject({
      ok: false,
      rule: 'hours',
      message: expect.stringContaining('tussen 06:00 en 20:00 getankt worden; het is nu 20:00.'),
    });
    const night = mergeRules({ hours: { from: '22:00', to: '06:00' } }, null);
    expect(check(night, {}, { at: at('2026-11-25T22:30:00Z') }).ok).toBe(true); // 23:30
    expect(check(night, {}, { at: at('2026-11-25T11:00:00Z') }).ok).toBe(false);
  });

  it('declines over the budgets of the cost centre and the member', () => {
    const budget = (usedCents: number) => ({ limitCents: 20000, usedCents });
    expect(check({}, { budgets: { costCentreDay: budget(20000) } })).toMatchObject({
      ok: false,
      rule: 'cost_centre_day',
      message: expect.stringContaining(
        'Dagbudget van de kostenplaats bereikt: vandaag is € 200,00 van € 200,00 gebruikt.',
      ),
    });
    expect(check({}, { budgets: { costCentreMonth: budget(19000) } })).toMatchObject({
      ok: false,
      rule: 'cost_centre_month',
    });
    expect(check({}, { budgets: { memberMonth: budget(15000) } }).ok).toBe(true);
    expect(check({}, { budgets: { memberMonth: budget(15001) } })).toMatchObject({
      ok: false,
      rule: 'member_month',
    });
  });

  it('lets a rule in mode markeert through with a flag', () => {
    const rules = mergeRules({ max_per_day_cents: 2000, modes: { max_per_day_cents: 'markeert' } }, null);
    expect(check(rules)).toEqual({
      ok: true,
      flags: [
        { rule: 'max_per_day_cents', message: 'Daglimiet bereikt: vandaag is € 0,00 van € 20,00 gebruikt.' },
      ],
    });
  });

  it('honours an approved raise', () => {
    const rules = mergeRules({ max_per_day_cents: 5000 }, null);
    expect(check(rules, { spent: { ...none, day: 5000 } }).ok).toBe(false);
    expect(check(rules, { spent: { ...none, day: 5000 }, raises: { max_per_day_cents: 5000 } }).ok).toBe(
      true,
    );
  });
});

describe('the periods, in Dutch time', () => {
  it('starts the day at midnight, the week on Monday and the month on the 1st', () => {
    // Wednesday 25 November 2026, 00:30 Dutch time is still 24 November in UTC.
    const periods = refuelPeriods(at('2026-11-24T23:30:00Z'));
    expect(periods.dayStart.toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(periods.dayEnd.toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(periods.weekStart.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(periods.monthStart.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    // 23:59 on Sunday is still the week that began on Monday; a minute later a new one begins.
    expect(refuelPeriods(at('2026-11-29T22:59:00Z')).weekStart.toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    );
    expect(refuelPeriods(at('2026-11-29T23:00:00Z')).weekStart.toISOString()).toBe(
      '2026-11-29T23:00:00.000Z',
    );
  });

  it('keeps a week that spans two months whole, and its month apart', () => {
    // Tuesday 1 December 2026, 10:00: the week began on Monday 30 November, the month today.
    const periods = refuelPeriods(at('2026-12-01T09:00:00Z'));
    expect(periods.weekStart.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(periods.monthStart.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('has a day of 23 hours on the last Sunday of March', () => {
    // Sunday 29 March 2026: the clocks go from 02:00 to 03:00.
    const periods = refuelPeriods(at('2026-03-29T10:00:00Z'));
    expect(periods.dayStart.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(periods.dayEnd.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(periods.dayEnd.getTime() - periods.dayStart.getTime()).toBe(23 * 3_600_000);
    expect(refuelPeriods(at('2026-03-29T22:30:00Z')).dayStart.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(refuelPeriods(at('2026-03-30T08:00:00Z')).weekStart.toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(amsterdamClock(at('2026-03-29T01:30:00Z')).minutes).toBe(3 * 60 + 30);
  });

  it('has a day of 25 hours on the last Sunday of October', () => {
    // Sunday 25 October 2026: the clocks go from 03:00 back to 02:00.
    const periods = refuelPeriods(at('2026-10-25T12:00:00Z'));
    expect(periods.dayStart.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(periods.dayEnd.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(periods.dayEnd.getTime() - periods.dayStart.getTime()).toBe(25 * 3_600_000);
    // 23:30 that Sunday is still that day; the November month starts at 23:00 UTC on 31 October.
    expect(refuelPeriods(at('2026-10-25T22:30:00Z')).dayStart.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(refuelPeriods(at('2026-11-01T10:00:00Z')).monthStart.toISOString()).toBe(
      '2026-10-31T23:00:00.000Z',
    );
  });

  it('checks the hours in the right clock on both nights', () => {
    const early = mergeRules({ hours: { from: '06:00', to: '20:00' } }, null);
    // 29 March 2026, 05:30 UTC is 07:30 summer time: allowed; 04:30 UTC is 06:30.
    expect(check(early, {}, { at: at('2026-03-29T04:30:00Z') }).ok).toBe(true);
    expect(check(early, {}, { at: at('2026-03-29T03:30:00Z') }).ok).toBe(false);
    // 25 October 2026, 05:30 UTC is 06:30 winter time: allowed; 04:30 UTC is 05:30.
    expect(check(early, {}, { at: at('2026-10-25T05:30:00Z') }).ok).toBe(true);
    expect(check(early, {}, { at: at('2026-10-25T04:30:00Z') }).ok).toBe(false);
  });
});

describe('the allowed brands and stations', () => {
  const shell = { id: '6f1f5a1e-0000-4000-8000-000000000001', brand: 'Shell' };
  const tinq = { id: '6f1f5a1e-0000-4000-8000-000000000002', brand: 'Tinq' };
  const plain = { id: '6f1f5a1e-0000-4000-8000-000000000003', brand: null };
  const brands = (mode: 'weigert' | 'markeert' = 'weigert') => ({
    brands: { value: ['shell', 'Esso'], mode },
  });
  const stations = (mode: 'weigert' | 'markeert' = 'weigert') => ({
    stations: { value: [tinq.id], mode },
  });

  it('takes brand names and station ids, and refuses empty lists and ids that are no ids', () => {
    expect(SpendingRulesSchema.parse({ brands: ['Shell'], stations: [tinq.id] })).toEqual({
      brands: ['Shell'],
      stations: [tinq.id],
    });
    const messages = (value: unknown) =>
      SpendingRulesSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({ brands: [] })).toEqual(['Kies minstens één merk, of laat de regel weg.']);
    expect(messages({ stations: [] })).toEqual(['Kies minstens één station, of laat de regel weg.']);
    expect(messages({ stations: ['station-1'] })).toEqual(['Kies stations uit de lijst (hun id).']);
    expect(messages({ brands: [' '] })).toEqual(['Kies merken bij hun naam, bijvoorbeeld "Shell".']);
  });

  it("passes at an allowed brand's station, whatever the case of its name", () => {
    expect(check(brands(), {}, { station: shell })).toEqual({ ok: true, flags: [] });
  });

  it('declines at another brand, or at a station without a brand, naming the brands', () => {
    expect(check(brands(), {}, { station: tinq })).toEqual({
      ok: false,
      rule: 'brands',
      message: 'Deze pas mag alleen tanken bij shell en Esso, niet bij Tinq. Kies een ander station.',
    });
    const unbranded = check(brands(), {}, { station: plain });
    expect(unbranded.ok === false && unbranded.message).toBe(
      'Deze pas mag alleen tanken bij shell en Esso. Kies een ander station.',
    );
  });

  it('passes at a chosen station and declines at any other', () => {
    expect(check(stations(), {}, { station: tinq }).ok).toBe(true);
    expect(check(stations(), {}, { station: shell })).toEqual({
      ok: false,
      rule: 'stations',
      message:
        'Deze pas mag alleen tanken bij de stations die je wagenparkbeheerder koos. Kies een ander station.',
    });
  });

  it('reads brands and stations as one list: either lets the station through', () => {
    const both = { ...brands(), ...stations() };
    expect(check(both, {}, { station: shell }).ok).toBe(true);
    expect(check(both, {}, { station: tinq }).ok).toBe(true);
    const refused = check(both, {}, { station: plain });
    expect(refused.ok === false && refused.message).toBe(
      'Deze pas mag alleen tanken bij shell en Esso of bij het gekozen station. Kies een ander station.',
    );
  });

  it('lets a station outside the list through with a flag in mode markeert', () => {
    expect(check(brands('markeert'), {}, { station: tinq })).toEqual({
      ok: true,
      flags: [{ rule: 'brands', message: 'Deze pas mag alleen tanken bij shell en Esso, niet bij Tinq.' }],
    });
    // One of the two declining is enough to decline.
    const mixed = check({ ...brands('markeert'), ...stations('weigert') }, {}, { station: plain });
    expect(mixed.ok === false && mixed.rule).toBe('stations');
  });

  it('is not checked without a station', () => {
    expect(check({ ...brands(), ...stations() }).ok).toBe(true);
  });

  it('says the places in plain Dutch, naming stations when their names are known', () => {
    expect(describeRules({ ...brands() })).toEqual(['Alleen tanken bij shell en Esso']);
    expect(describeRules({ stations: { value: [shell.id, tinq.id], mode: 'weigert' } })).toEqual([
      'Alleen tanken bij de 2 gekozen stations',
    ]);
    const names = new Map([[tinq.id, 'Tinq Teststraat (Utrecht)']]);
    expect(describeRules({ ...brands(), ...stations('markeert') }, { stationNames: names })).toEqual([
      'Alleen tanken bij shell en Esso of bij Tinq Teststraat (Utrecht)',
    ]);
    expect(describeRules(brands('markeert'))).toEqual([
      'Alleen tanken bij shell en Esso (een overschrijding wordt gemarkeerd, niet geweigerd)',
    ]);
  });

  it('lets a card take over the profile list, or drop it with null', () => {
    const profile = { brands: ['Shell'], modes: { brands: 'markeert' as const } };
    expect(mergeRules(profile, { brands: ['Esso'] }).brands).toEqual({ value: ['Esso'], mode: 'markeert' });
    expect(mergeRules(profile, { brands: null }).brands).toBeUndefined();
  });
});
