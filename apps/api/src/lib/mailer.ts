import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields (`List-Unsubscribe`, RFC 8058's `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
  /** Files sent along (an invoice's PDF and e-invoice). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mail goes: 'smtp' or the outbox folder. */
  readonly target: string;
}

/** SMTP when configured; otherwise every message is written as an .eml file to the outbox folder. */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    // A slow or unreachable mail server must not hold a request: give up after a few seconds (the reset
    // mail then goes to the outbox job, which tries again later).
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    });
    return {
      target: 'smtp',
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Two mails written in the same millisecond (the job runner sends several at once) must not share a file
  // name: the sequence keeps both, in the order they were written.
  let sequence = 0;
  return {
    target: options.outboxDir,
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      sequence += 1;
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      await writeFile(
        path.join(options.outboxDir, `${stamp}-${String(sequence).padStart(6, '0')}-${safeTo}.eml`),
        info.message as Buffer,
      );
    },
  };
}
