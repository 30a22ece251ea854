// The outbox's .eml files as a person reads them: nodemailer writes a body with non-ASCII text (€, ë)
// quoted-printable, with soft line breaks; undone here so a test can look for a whole sentence.

/** One outbox message with its quoted-printable encoding undone. */
export function readableMail(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
