import { z } from 'zod';

export const ROLES = ['user', 'partner', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const ACCOUNT_TYPES = ['consumer', 'business'] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountTypeSchema>;

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: RoleSchema,
  account_type: AccountTypeSchema,
  /** What to call the person: their name, else the part of the e-mail address before the @. */
  name: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export * from './user-rules.ts';
