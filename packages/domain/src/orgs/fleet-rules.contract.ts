import { z } from 'zod';
import { text } from '../common/text.ts';
import { OrgParamsSchema } from './org.contract.ts';
import { RULE_KEYS, SpendingRulesSchema } from './spending-rules.ts';

// The rules at the pump (issue 24 §3–4): rule profiles, the review list of flagged refuels, and a driver's
// requests for more room. Lists answer plain arrays.

const uuid = z.uuid('Ongeldig id.');
export const OrgIdParamsSchema = OrgParamsSchema.extend({ id: uuid });
export const MeCardParamsSchema = z.object({ cardId: uuid });

/** Rules a check can decline on: a card rule, or a budget. */
export const CHECK_RULES = [...RULE_KEYS, 'cost_centre_day', 'cost_centre_month', 'member_month'] as const;

/** What each rule or budget is called on a screen. */
export const CHECK_RULE_LABELS: Record<(typeof CHECK_RULES)[number], string> = {
  max_per_refuel_cents: 'Maximum per tankbeurt',
  max_per_day_cents: 'Daglimiet',
  max_per_week_cents: 'Weeklimiet',
  max_per_month_cents: 'Maandlimiet',
  max_liters_per_refuel: 'Liters per tankbeurt',
  max_refuels_per_day: 'Tankbeurten per dag',
  fuels: 'Brandstoffen',
  weekdays: 'Dagen',
  hours: 'Uren',
  brands: 'Merken',
  stations: 'Stations',
  cost_centre_day: 'Dagbudget kostenplaats',
  cost_centre_month: 'Maandbudget kostenplaats',
  member_month: 'Maandbudget bestuurder',
};

// Rule profiles
const ProfileNameSchema = text({ error: 'Geef het profiel een naam.' })
  .trim()
  .min(1, 'Geef het profiel een naam.')
  .max(80, 'Deze naam is te lang (hooguit 80 tekens).');

export const RuleProfileBodySchema = z.object({ name: ProfileNameSchema, rules: SpendingRulesSchema });
export type RuleProfileBody = z.input<typeof RuleProfileBodySchema>;

export const RuleProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  rules: SpendingRulesSchema,
  /** The rules in plain Dutch. */
  description: z.array(z.string()),
  card_count: z.number().int(),
  updated_at: z.string(),
});
export type RuleProfile = z.infer<typeof RuleProfileSchema>;
export const RuleProfileListSchema = z.array(RuleProfileSchema);

// Where a card may refuel: the brands among the stations, and stations found by name or town
export const RuleBrandSchema = z.object({ name: z.string(), station_count: z.number().int() });
export type RuleBrand = z.infer<typeof RuleBrandSchema>;
export const RuleBrandListSchema = z.array(RuleBrandSchema);

const stationIdsMessage = 'Geef stations als ids, gescheiden door komma’s.';
export const RuleStationQuerySchema = z.object({
  /** A station's name, brand, town or postcode, or part of it. */
  q: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    text({ error: 'Zoek op de naam of plaats van een station.' })
      .trim()
      .max(100, 'Zoek met hooguit 100 tekens.')
      .optional(),
  ),
  /** Chosen stations to read back by id (comma-separated), for the names on the screen. */
  ids: z
    .string({ error: stationIdsMessage })
    .regex(/^[0-9a-f-]{36}(,[0-9a-f-]{36}){0,99}$/i, stationIdsMessage)
    .optional(),
});
export const RuleStationSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string().nullable(),
  city: z.string().nullable(),
});
export type RuleStation = z.infer<typeof RuleStationSchema>;
export const RuleStationListSchema = z.array(RuleStationSchema);

// Flags
export const REFUEL_FLAG_KIND_LABELS = {
  fuel_mismatch: 'Verkeerde brandstof',
  over_tank: 'Meer dan de tank houdt',
  quick_repeat: 'Twee keer binnen twee uur',
  odometer_backwards: 'Kilometerstand achteruit',
  rule: 'Regel overschreden',
} as const;
export const FLAG_STATUSES = ['open', 'ok', 'query'] as const;
export const FLAG_STATUS_LABELS = { open: 'Open', ok: 'In orde', query: 'Navragen' } as const;

export const FlagListQuerySchema = z.object({
  status: z.enum([...FLAG_STATUSES, 'all'], { error: 'Kies open, ok, query of all.' }).default('open'),
});

export const FlagDecisionBodySchema = z.object({
  decision: z.enum(['in_orde', 'navragen'], { error: 'Kies "in_orde" of "navragen".' }),
  note: text({ multiline: true, error: 'Een notitie is tekst.' })
    .trim()
    .max(500, 'Deze notitie is te lang (hooguit 500 tekens).')
    .optional(),
});
export type FlagDecisionBody = z.input<typeof FlagDecisionBodySchema>;

const FlagDecisionSchema = z.object({
  decision: z.enum(['ok', 'query']),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});

export const RefuelFlagSchema = z.object({
  id: z.string(),
  kind: z.enum(['fuel_mismatch', 'over_tank', 'quick_repeat', 'odometer_backwards', 'rule']),
  message: z.string(),
  status: z.enum(FLAG_STATUSES),
  note: z.string().nullable(),
  created_at: z.string(),
  refuel: z.object({
    id: z.string(),
    station: z.string(),
    driver: z.string().nullable(),
    card_last4: z.string(),
    fuel_type: z.string(),
    liters: z.number().nullable(),
    amount_cents: z.number().int().nullable(),
    at: z.string(),
  }),
  decisions: z.array(FlagDecisionSchema),
});
export type RefuelFlag = z.infer<typeof RefuelFlagSchema>;
export const RefuelFlagListSchema = z.array(RefuelFlagSchema);

// Room requests
export const RoomRequestBodySchema = z.object({
  amount_cents: z
    .number({ error: 'Kies een bedrag in centen, van € 1,00 tot € 10.000,00.' })
    .int('Kies een bedrag in centen, van € 1,00 tot € 10.000,00.')
    .min(100, 'Kies een bedrag in centen, van € 1,00 tot € 10.000,00.')
    .max(1_000_000, 'Kies een bedrag in centen, van € 1,00 tot € 10.000,00.'),
  reason: text({ multiline: true, error: 'Schrijf kort waarom je meer ruimte nodig hebt.' })
    .trim()
    .min(3, 'Schrijf kort waarom je meer ruimte nodig hebt.')
    .max(300, 'Deze reden is te lang (hooguit 300 tekens).'),
  /** The rule to raise; without it, the one that last declined this card. */
  rule: z.enum(CHECK_RULES, { error: 'Deze regel kennen we niet.' }).optional(),
});
export type RoomRequestBody = z.input<typeof RoomRequestBodySchema>;

export const RoomRequestSchema = z.object({
  id: z.string(),
  card_id: z.string(),
  card_last4: z.string().nullable(),
  driver: z.string().nullable(),
  rule: z.string(),
  amount_cents: z.number().int(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  decided_at: z.string().nullable(),
  valid_until: z.string().nullable(),
  created_at: z.string(),
});
export type RoomRequest = z.infer<typeof RoomRequestSchema>;
export const RoomRequestListSchema = z.array(RoomRequestSchema);
