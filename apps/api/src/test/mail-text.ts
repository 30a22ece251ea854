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

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The files an outbox message carries, decoded as a mail program would (base64 or quoted-printable). */
export function mailAttachments(raw: string): ReceivedAttachment[] {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .map((part) => {
      const [head = '', ...body] = part.split(/\r?\n\r?\n/);
      const headers = head.replace(/\r?\n[ \t]+/g, ' ');
      const filename = /filename="?([^";\r\n]+)"?/.exec(headers)?.[1];
      if (!filename || !/Content-Disposition: attachment/i.test(headers)) return undefined;
      const encoded = body.join('\n\n');
      const content = /Content-Transfer-Encoding: base64/i.test(headers)
        ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64')
        : Buffer.from(readableMail(encoded), 'utf8');
      return { filename, contentType: /Content-Type: ([^;\r\n]+)/i.exec(headers)?.[1] ?? '', content };
    })
    .filter((attachment) => attachment !== undefined);
}
