import { z } from 'zod';
import { EmailSchema } from '../auth/credentials.ts';
import { PageQuerySchema } from '../common/common.contract.ts';
import { text } from '../common/text.ts';
import {
  companyIdMessages,
  isValidKvkNumber,
  isValidVatId,
  normalizeKvkNumber,
  normalizeVatId,
} from './company-ids.ts';
import { ORG_ROLES } from './org-roles.ts';

// Organisations, members, invitations, cost centres and the audit (issue 24, decision 024). Lists answer
// plain arrays, as the issue's `GET /api/orgs` → `[{ id, name, role }]`.

export const OrgRoleSchema = z.enum(ORG_ROLES, {
  error: 'Kies een rol: eigenaar, wagenparkbeheerder, boekhouder of bestuurder.',
});

/**
 * `{orgId}` in a path. Any text: an id that is no UUID names no organisation of the caller's, so the
 * membership check answers 404 for it like for any other organisation that is not theirs.
 */
export const OrgParamsSchema = z.object({ orgId: text().max(64) });
export type OrgParams = z.infer<typeof OrgParamsSchema>;

const uuidParam = z.uuid('Ongeldig id.');
export const OrgMemberParamsSchema = OrgParamsSchema.extend({ userId: uuidParam });
export const OrgItemParamsSchema = OrgParamsSchema.extend({ id: uuidParam });

const OrgNameSchema = text({ error: 'Vul de naam van de organisatie in.' })
  .trim()
  .min(1, 'Vul de naam van de organisatie in.')
  .max(120, 'Deze naam is te lang (hooguit 120 tekens).');
const KvkSchema = text({ error: companyIdMessages.kvk })
  .transform(normalizeKvkNumber)
  .refine(isValidKvkNumber, companyIdMessages.kvk);
const VatIdSchema = text({ error: companyIdMessages.vatFormat })
  .transform(normalizeVatId)
  .refine((value) => /^NL\d{9}B\d{2}$/.test(value), { message: companyIdMessages.vatFormat, abort: true })
  .refine(isValidVatId, companyIdMessages.vatCheck);
const OptionalAddressSchema = text({ multiline: true })
  .max(300, 'Dit adres is te lang.')
  .nullish()
  .transform((value) => value?.trim() || null);
const OptionalEmailSchema = z
  .union([z.literal('').transform(() => null), EmailSchema])
  .nullish()
  .transform((value) => value ?? null);
const centsOrNull = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(100_000_000, message).nullable();
const positiveCentsOrNull = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(100_000_000, message).nullable();

export const CreateOrgBodySchema = z.object({
  name: OrgNameSchema,
  kvk_number: KvkSchema,
  vat_id: VatIdSchema,
  invoice_address: OptionalAddressSchema,
  invoice_email: OptionalEmailSchema,
});
export type CreateOrgBody = z.input<typeof CreateOrgBodySchema>;

/** The settings a manager changes (owner or manager); every field optional. */
export const UpdateOrgBodySchema = z.object({
  name: OrgNameSchema.optional(),
  invoice_address: OptionalAddressSchema.optional(),
  invoice_email: OptionalEmailSchema.optional(),
  require_odometer: z.boolean({ error: 'Kies ja of nee.' }).optional(),
  low_balance_threshold_cents: centsOrNull('Vul een bedrag in hele centen in (0 of meer).').optional(),
});
export type UpdateOrgBody = z.input<typeof UpdateOrgBodySchema>;

export const OrgSummarySchema = z.object({ id: z.string(), name: z.string(), role: OrgRoleSchema });
export type OrgSummary = z.infer<typeof OrgSummarySchema>;
export const OrgListSchema = z.array(OrgSummarySchema);

export const OrgSchema = OrgSummarySchema.extend({
  kvk_number: z.string(),
  vat_id: z.string().nullable(),
  invoice_address: z.string().nullable(),
  invoice_email: z.string().nullable(),
  require_odometer: z.boolean(),
  low_balance_threshold_cents: z.number().int().nullable(),
  created_at: z.string(),
});
export type Org = z.infer<typeof OrgSchema>;

// Members
export const OrgMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: OrgRoleSchema,
  monthly_budget_cents: z.number().int().nullable(),
  joined_at: z.string(),
});
export type OrgMember = z.infer<typeof OrgMemberSchema>;
export const OrgMemberListSchema = z.array(OrgMemberSchema);

export const UpdateMemberBodySchema = z.object({
  role: OrgRoleSchema.optional(),
  monthly_budget_cents: centsOrNull(
    'Vul een budget in hele centen in (0 of meer), of laat het leeg.',
  ).optional(),
});
export type UpdateMemberBody = z.input<typeof UpdateMemberBodySchema>;

// Invitations
export const CreateInvitationBodySchema = z.object({ email: EmailSchema, role: OrgRoleSchema });
export type CreateInvitationBody = z.input<typeof CreateInvitationBodySchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: OrgRoleSchema,
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListSchema = z.array(InvitationSchema);

export const INVITATION_STATES = ['open', 'used', 'expired', 'revoked'] as const;
export const InvitationTokenParamsSchema = z.object({ token: text().max(100) });
/** What the link's page shows before anyone signs in. */
export const PublicInvitationSchema = z.object({
  org_name: z.string(),
  role: OrgRoleSchema,
  email: z.string(),
  expires_at: z.string(),
  status: z.enum(INVITATION_STATES),
  valid: z.boolean(),
});
export type PublicInvitation = z.infer<typeof PublicInvitationSchema>;
export const AcceptedInvitationSchema = z.object({
  org_id: z.string(),
  org_name: z.string(),
  role: OrgRoleSchema,
});
export type AcceptedInvitation = z.infer<typeof AcceptedInvitationSchema>;

// Cost centres (kostenplaatsen)
const budgetMessage = 'Vul een budget in hele centen in (meer dan 0), of laat het leeg.';
export const CostCentreBodySchema = z.object({
  name: text({ error: 'Vul de naam van de kostenplaats in.' })
    .trim()
    .min(1, 'Vul de naam van de kostenplaats in.')
    .max(80, 'Deze naam is te lang (hooguit 80 tekens).'),
  code: text()
    .max(40, 'Deze code is te lang (hooguit 40 tekens).')
    .nullish()
    .transform((value) => value?.trim() || null),
  max_per_day_cents: positiveCentsOrNull(budgetMessage).optional(),
  max_per_month_cents: positiveCentsOrNull(budgetMessage).optional(),
});
export type CostCentreBody = z.input<typeof CostCentreBodySchema>;
export const UpdateCostCentreBodySchema = CostCentreBodySchema.partial();
export type UpdateCostCentreBody = z.input<typeof UpdateCostCentreBodySchema>;

export const CostCentreSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  max_per_day_cents: z.number().int().nullable(),
  max_per_month_cents: z.number().int().nullable(),
  created_at: z.string(),
});
export type CostCentre = z.infer<typeof CostCentreSchema>;
export const CostCentreListSchema = z.array(CostCentreSchema);

// The audit
const PersonRefSchema = z.object({ user_id: z.string(), name: z.string() }).nullable();
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: PersonRefSchema,
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  subject: PersonRefSchema,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = z.array(AuditEntrySchema);
export const AuditQuerySchema = PageQuerySchema;
