import { z } from 'zod';
import { isValidEmail } from '../auth/credential-rules.ts';
import { text } from './text.ts';

// The contact form of spec §2 and §5: nothing is sent to a server; its submit opens the visitor's mail
// program with everything filled in.

/** What a message may be about; the topic is optional. */
export const CONTACT_TOPICS = [
  'Tankpas en wallet',
  'Saldo en betalingen',
  'Zakelijk en wagenpark',
  'Tankstation aansluiten',
  'CO2-rapportage',
  'Privacy en mijn gegevens',
  'Iets anders',
] as const;

const required = (message: string, max: number, options: { multiline?: boolean } = {}) =>
  text({ ...options, error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Maximaal ${max} tekens.`, abort: true });

/** Spec §5: name, e-mail and message required; topic optional. */
export const ContactFormSchema = z.object({
  name: required('Vul je naam in.', 100),
  email: required('Vul je e-mailadres in.', 254).refine(isValidEmail, 'Vul een geldig e-mailadres in.'),
  topic: z.union([z.enum(CONTACT_TOPICS), z.literal('')]).default(''),
  // A mail link carries the whole text: long messages go better as a normal e-mail.
  message: required('Schrijf je bericht.', 2000, { multiline: true }),
});
export type ContactFormValues = z.input<typeof ContactFormSchema>;
export type ContactMessage = z.output<typeof ContactFormSchema>;

/**
 * The mailto: link of a message (RFC 6068): subject and body percent-encoded, line breaks as CRLF, so every
 * mail program shows the text as typed. Nothing else leaves the browser.
 */
export function contactMailto(to: string, message: ContactMessage): string {
  const subject = message.topic
    ? `${message.topic} – bericht van ${message.name}`
    : `Bericht van ${message.name}`;
  const body = [
    `Naam: ${message.name}`,
    `E-mailadres: ${message.email}`,
    `Onderwerp: ${message.topic || '(geen)'}`,
    '',
    message.message,
  ]
    .join('\n')
    .replace(/\r?\n/g, '\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
