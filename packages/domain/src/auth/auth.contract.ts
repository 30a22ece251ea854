import { z } from 'zod';
import { text } from '../common/text.ts';
import { EmailSchema, normalizeEmail, OptionalNameSchema, PasswordSchema } from './credentials.ts';
import { UserSchema } from './user.ts';

/** "Onthoud mij": a long session when true (the default), a short one when false. */
const RememberSchema = z.boolean().default(true);

/** Login takes any text: a malformed address simply matches no account. */
export const LoginBodySchema = z.object({
  email: text().trim().min(1).max(254).transform(normalizeEmail),
  password: text().min(1).max(200),
  remember: RememberSchema,
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const RegisterBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  first_name: OptionalNameSchema,
  last_name: OptionalNameSchema,
  remember: RememberSchema,
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const AuthResponseSchema = z.object({
  token: z.string(),
  user: UserSchema,
  expires_at: z.string(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MeResponseSchema = z.object({ user: UserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const ForgotBodySchema = z.object({ email: EmailSchema });
export type ForgotBody = z.input<typeof ForgotBodySchema>;

export const ResetBodySchema = z.object({
  token: text().min(1).max(200),
  password: PasswordSchema,
});
export type ResetBody = z.input<typeof ResetBodySchema>;

export const AcceptedResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
