import '../zod-nl.ts';
import { describe, expect, it } from 'vitest';
import { ContactFormSchema, contactMailto } from './contact.ts';

const issues = (values: Record<string, unknown>) =>
  Object.fromEntries(
    (ContactFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the contact form (spec §5)', () => {
  it('needs a name, an e-mail address and a message; the topic is optional', () => {
    expect(issues({ name: ' ', email: '', message: '' })).toEqual({
      name: 'Vul je naam in.',
      email: 'Vul je e-mailadres in.',
      message: 'Schrijf je bericht.',
    });
    expect(issues({ name: 'Eva', email: 'eva@', message: 'Hoi' })).toEqual({
      email: 'Vul een geldig e-mailadres in.',
    });
    expect(ContactFormSchema.parse({ name: ' Eva ', email: 'eva@example.nl', message: 'Hoi\n' })).toEqual({
      name: 'Eva',
      email: 'eva@example.nl',
      topic: '',
      message: 'Hoi',
    });
    expect(
      issues({ name: 'Eva', email: 'eva@example.nl', message: 'Hoi', topic: 'Iets geks' }),
    ).toHaveProperty('topic');
  });

  it('builds a mail link with every field, encoded, line breaks as CRLF', () => {
    const href = contactMailto('info@fuellinq.nl', {
      name: 'Eva de Vries',
      email: 'eva@example.nl',
      topic: 'Zakelijk en wagenpark',
      message: 'Wij hebben 12 auto’s.\nKunnen we & 50% korting krijgen?',
    });
    expect(href.startsWith('mailto:info@fuellinq.nl?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Zakelijk en wagenpark – bericht van Eva de Vries');
    expect(url.searchParams.get('body')).toBe(
      'Naam: Eva de Vries\r\nE-mailadres: eva@example.nl\r\nOnderwerp: Zakelijk en wagenpark\r\n\r\nWij hebben 12 auto’s.\r\nKunnen we & 50% korting krijgen?',
    );
    // Spaces as %20, never '+', which mail programs show as a plus.
    expect(href).not.toContain('+');
  });

  it('leaves the topic out of the subject when none was chosen', () => {
    const href = contactMailto('info@fuellinq.nl', {
      name: 'Eva',
      email: 'e@x.nl',
      topic: '',
      message: 'Hoi',
    });
    expect(new URL(href).searchParams.get('subject')).toBe('Bericht van Eva');
    expect(new URL(href).searchParams.get('body')).toContain('Onderwerp: (geen)');
  });
});
