/** The credential rules of spec §5 as plain functions: no zod, so a form can use them without the schema library. */
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
