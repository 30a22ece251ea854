/** The credential rules of spec §5 as plain functions: no zod, so a form can use them without the schema library. */
export const PASSWORD_MIN_LENGTH = 6;

/** Spec §5: text, an at sign, text, a dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export const passwordMessages = {
  blank: 'Je wachtwoord mag niet alleen uit spaties bestaan.',
  common: 'Dit wachtwoord is te bekend en daardoor makkelijk te raden. Kies een ander wachtwoord.',
} as const;

/** At least 6 characters (spec §5), and not only spaces. */
export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && value.trim() !== '';
}

/** E-mail addresses are compared case-insensitively and stored trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
