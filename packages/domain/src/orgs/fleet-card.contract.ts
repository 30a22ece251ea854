import { z } from 'zod';
import { CARD_STATUSES } from '../cards/card-rules.ts';
import { text } from '../common/text.ts';
import { OrgParamsSchema } from './org.contract.ts';
import { SpendingRulesSchema } from './spending-rules.ts';

// Company cards, their states and the organisation's vehicles (issue 24 §2, decision 024). A card goes to a
// driver or to a vehicle, exactly one of the two; its rules are the manager's overrides on top of its rule
// profile (the check at the pump merges them, and adds the vehicle's fuel plus AdBlue when no fuels are set).

const idMessage = 'Ongeldig id.';
const optionalId = z.uuid(idMessage).nullish();
const LabelSchema = text()
  .trim()
  .max(40, 'De naam van een pas heeft hoogstens 40 tekens.')
  .nullish()
  .transform((value) => value || null);

export const FleetCardParamsSchema = OrgParamsSchema.extend({ cardId: z.uuid(idMessage) });
export const MyCompanyCardParamsSchema = z.object({ cardId: z.uuid(idMessage) });

export const CreateFleetCardBodySchema = z
  .object({
    driver_user_id: optionalId,
    vehicle_id: optionalId,
    cost_centre_id: optionalId,
    rule_profile_id: optionalId,
    label: LabelSchema,
    rules: SpendingRulesSchema.optional(),
  })
  .refine((body) => !!body.driver_user_id !== !!body.vehicle_id, {
    message: 'Geef de pas aan een bestuurder of aan een voertuig: precies één van de twee.',
  });
export type CreateFleetCardBody = z.input<typeof CreateFleetCardBodySchema>;

export const UpdateFleetCardBodySchema = z.object({
  label: LabelSchema.optional(),
  cost_centre_id: optionalId,
  rule_profile_id: optionalId,
});
export type UpdateFleetCardBody = z.input<typeof UpdateFleetCardBodySchema>;

export const FleetCardRulesBodySchema = z.object({
  rules: SpendingRulesSchema,
});
export type FleetCardRulesBody = z.input<typeof FleetCardRulesBodySchema>;

export const BLOCK_REASONS = ['lost', 'stolen'] as const;
export const BLOCK_REASON_LABELS: Record<string, string> = {
  lost: 'kwijt',
  stolen: 'gestolen',
  member_removed: 'lid verwijderd',
  vehicle_removed: 'voertuig verwijderd',
  replaced: 'vervangen',
};
export const BlockCardBodySchema = z.object({
  reason: z.enum(BLOCK_REASONS, { error: 'Kies een reden: kwijt (lost) of gestolen (stolen).' }),
});
export type BlockCardBody = z.input<typeof BlockCardBodySchema>;

/** Report a card lost (the driver's, or a private card): `stolen` when it was stolen, `lost` otherwise. */
export const ReportLostBodySchema = z
  .object({ reason: z.enum(BLOCK_REASONS, { error: 'Kies een reden: kwijt of gestolen.' }).optional() })
  .nullish()
  .transform((body) => body ?? {});

export const FleetCardSchema = z.object({
  id: z.string(),
  org_id: z.string(),
  label: z.string().nullable(),
  last4: z.string(),
  masked_pan: z.string(),
  status: z.enum(CARD_STATUSES),
  driver: z.object({ user_id: z.string(), name: z.string() }).nullable(),
  vehicle: z
    .object({ id: z.string(), license_plate: z.string(), nickname: z.string().nullable() })
    .nullable(),
  cost_centre_id: z.string().nullable(),
  rule_profile_id: z.string().nullable(),
  /** The manager's own rules of this card (on top of its profile's). */
  rules: z.record(z.string(), z.unknown()),
  unlocked_until: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  replaces_card_id: z.string().nullable(),
  /** The card that replaced this one, when it was replaced. */
  replaced_by_card_id: z.string().nullable(),
  created_at: z.string(),
});
export type FleetCard = z.infer<typeof FleetCardSchema>;
export const FleetCardListSchema = z.array(FleetCardSchema);

/** A driver's view of a company card: the organisation's name and the rules in plain words. */
export const MyCompanyCardSchema = FleetCardSchema.extend({
  org_name: z.string(),
  /** The rules as they apply at the pump, in plain Dutch (merged profile, card and vehicle default). */
  rules_in_words: z.array(z.string()),
  /** What is left of the driver's monthly budget, when they have one (null: no budget set). */
  budget_left_cents: z.number().int().nullable(),
  /** The organisation asks the kilometre reading at the pump: a start without it is refused. */
  asks_odometer: z.boolean(),
});
export type MyCompanyCard = z.infer<typeof MyCompanyCardSchema>;
export const MyCompanyCardListSchema = z.array(MyCompanyCardSchema);

// The organisation's vehicles
export const FleetVehicleParamsSchema = OrgParamsSchema.extend({ id: z.uuid(idMessage) });

const tankMessage = 'De tankinhoud is een heel aantal liters, van 1 tot en met 2000.';
const TankLitersSchema = z
  .number({ error: tankMessage })
  .int(tankMessage)
  .min(1, tankMessage)
  .max(2000, tankMessage)
  .nullable();

export const CreateFleetVehicleBodySchema = z.object({
  license_plate: text({ error: 'Vul een kenteken in.' }).max(40, 'Dit kenteken is te lang.'),
  tank_liters: TankLitersSchema.optional(),
  nickname: text().trim().max(60, 'Deze bijnaam is te lang (hooguit 60 tekens).').nullish(),
});
export type CreateFleetVehicleBody = z.input<typeof CreateFleetVehicleBodySchema>;

export const UpdateFleetVehicleBodySchema = z.object({
  tank_liters: TankLitersSchema.optional(),
  nickname: text()
    .trim()
    .max(60, 'Deze bijnaam is te lang (hooguit 60 tekens).')
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
});
export type UpdateFleetVehicleBody = z.input<typeof UpdateFleetVehicleBodySchema>;

export const FleetVehicleSchema = z.object({
  id: z.string(),
  license_plate: z.string(),
  license_plate_display: z.string(),
  nickname: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  fuel_primary: z.string().nullable(),
  tank_liters: z.number().int().nullable(),
  created_at: z.string(),
});
export type FleetVehicle = z.infer<typeof FleetVehicleSchema>;
export const FleetVehicleListSchema = z.array(FleetVehicleSchema);
