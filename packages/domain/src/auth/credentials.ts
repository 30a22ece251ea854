import { text } from '../common/text.ts';
import { isValidEmail, normalizeEmail, PASSWORD_MIN_LENGTH, passwordMessages } from './credential-rules.ts';

export * from './credential-rules.ts';

export const EmailSchema = text({ error: 'Vul je e-mailadres in.' })
  .trim()
  .max(254, 'Dit e-mailadres is te lang.')
  .refine(isValidEmail, 'Vul een geldig e-mailadres in.')
  .transform(normalizeEmail);

export const PasswordSchema = text({ error: 'Vul je wachtwoord in.' })
  .min(PASSWORD_MIN_LENGTH, `Je wachtwoord moet minstens ${PASSWORD_MIN_LENGTH} tekens hebben.`)
  .max(200, 'Dit wachtwoord is te lang.')
  .refine((value) => value.trim() !== '', passwordMessages.blank);

/** Optional names: an empty or blank value becomes null (spec §5). */
export const OptionalNameSchema = text()
  .max(100, 'Deze naam is te lang.')
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  });
