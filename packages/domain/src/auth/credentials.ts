import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;

/** Spec §5: text, an at sign, text, a dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH;
}

/** E-mail addresses are compared case-insensitively and stored trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const EmailSchema = z
  .string({ error: 'Vul je e-mailadres in.' })
  .trim()
  .max(254, 'Dit e-mailadres is te lang.')
  .refine(isValidEmail, 'Vul een geldig e-mailadres in.')
  .transform(normalizeEmail);

export const PasswordSchema = z
  .string({ error: 'Vul je wachtwoord in.' })
  .min(PASSWORD_MIN_LENGTH, `Je wachtwoord moet minstens ${PASSWORD_MIN_LENGTH} tekens hebben.`)
  .max(200, 'Dit wachtwoord is te lang.');

/** Optional names: an empty or blank value becomes null (spec §5). */
export const OptionalNameSchema = z
  .string()
  .max(100, 'Deze naam is te lang.')
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  });
