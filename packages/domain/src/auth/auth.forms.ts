import { z } from 'zod';
import { PasswordSchema } from './credentials.ts';

// The auth screens' forms whose fields differ from a request body. Login, signup and "forgot" use the
// bodies themselves (RegisterBodySchema, ForgotBodySchema): the browser applies the rules the API applies.

/** /reset: a new password (spec §5) typed twice; the token comes from the link. */
export const NewPasswordFormSchema = z
  .object({ password: PasswordSchema, repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    path: ['repeat'],
    message: 'De wachtwoorden komen niet overeen.',
  });
export type NewPasswordFormValues = z.input<typeof NewPasswordFormSchema>;
