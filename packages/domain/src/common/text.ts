import { z } from 'zod';

// Text a person types never holds control characters. PostgreSQL refuses the NUL byte outright (a 500 if it
// reached the database), and the others are invisible in a name or a label, so they only ever come from a
// bug or an attack. Multi-line text (a note) may keep its line breaks and tabs.

// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
/** Every C0 control character and DEL. */
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F]/;
/** The same, minus tab, line feed and carriage return. */
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/* eslint-enable no-control-regex */

export const CONTROL_CHARACTER_MESSAGE = 'Dit veld bevat ongeldige tekens.';

/** True when the text holds a character that no field accepts (line breaks count only when single-line). */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

/**
 * The string every request field is built on: `text()` instead of `z.string()`. A control character is a 400
 * naming the field, before any other rule runs (`abort`), so a NUL byte never reaches the database.
 */
export function text(options: { multiline?: boolean; error?: string } = {}) {
  return z
    .string(options.error ? { error: options.error } : undefined)
    .refine((value) => !hasControlCharacters(value, options), {
      message: CONTROL_CHARACTER_MESSAGE,
      abort: true,
    });
}
