import { z } from 'zod';
import { AccountTypeSchema, RoleSchema } from '../auth/user.ts';
import { text } from '../common/text.ts';
import { errorCatalogue } from '../errors/error-codes.ts';

export const adminMessages = {
  lastAdmin: errorCatalogue.last_admin.message,
  selfBlock: errorCatalogue.self_block.message,
  noChange: 'Kies wat je wilt wijzigen.',
  loadUsersFailed: 'Kon gebruikers niet laden',
  loadStationsFailed: 'Kon stations niet laden',
  loadOverviewFailed: 'Kon het overzicht niet laden',
} as const;

export const roleLabels = { user: 'Gebruiker', partner: 'Partner', admin: 'Beheerder' } as const;
export const accountTypeLabels = { consumer: 'Particulier', business: 'Zakelijk' } as const;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const perPage = z.coerce.number().int().min(1).max(100).default(20);

/** `GET /api/admin/users`: search on e-mail or name, optionally one role, paged. */
export const AdminUserQuerySchema = z.object({
  q: text().max(200).optional(),
  role: RoleSchema.optional(),
  status: z.enum(['all', 'active', 'blocked']).default('all'),
  page,
  per_page: perPage,
});
/** What the web app sends (page and size may be left to their defaults). */
export type AdminUserQuery = Partial<z.output<typeof AdminUserQuerySchema>>;

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: RoleSchema,
  account_type: AccountTypeSchema,
  company_name: z.string().nullable(),
  blocked: z.boolean(),
  blocked_at: z.string().nullable(),
  created_at: z.string(),
  /** Stations this account keeps (partners). */
  station_count: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserPageSchema = z.object({
  items: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** `PATCH /api/admin/users/{id}`: any of role, account type and blocked; at least one. */
export const UpdateAdminUserBodySchema = z
  .strictObject({
    role: RoleSchema.optional(),
    account_type: AccountTypeSchema.optional(),
    blocked: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), adminMessages.noChange);
export type UpdateAdminUserBody = z.input<typeof UpdateAdminUserBodySchema>;

/** `GET /api/admin/stations`: stations by name, place or postcode; with a partner, without, or all. */
export const AdminStationQuerySchema = z.object({
  q: text().max(200).optional(),
  partner: z.enum(['all', 'with', 'without']).default('all'),
  page,
  per_page: perPage,
});
export type AdminStationQuery = Partial<z.output<typeof AdminStationQuerySchema>>;

export const AdminStationSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  active: z.boolean(),
  partner_id: z.string().nullable(),
  partner_email: z.string().nullable(),
});
export type AdminStation = z.infer<typeof AdminStationSchema>;

export const AdminStationPageSchema = z.object({
  items: z.array(AdminStationSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminStationPage = z.infer<typeof AdminStationPageSchema>;

/** `GET /api/admin/overview`: what the admin home counts. */
export const AdminOverviewSchema = z.object({
  users: z.object({
    total: z.number().int(),
    by_role: z.object({ user: z.number().int(), partner: z.number().int(), admin: z.number().int() }),
    by_account_type: z.object({ consumer: z.number().int(), business: z.number().int() }),
    blocked: z.number().int(),
  }),
  stations: z.object({
    total: z.number().int(),
    with_partner: z.number().int(),
    without_partner: z.number().int(),
  }),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
