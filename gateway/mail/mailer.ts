import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { writeFileAtomically } from '../files/write-atomically.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Headers of its own, by name (a digest's `List-Unsubscribe`), over SMTP and in the outbox alike. */
  headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Ends the mailer's connections to the mail server, if it keeps any. */
  close?(): void;
}

export interface MailerOptions {
  /** SMTP server, e.g. `smtps://user:pass@mail.school.example`; without it mail goes to the outbox. */
  smtpUrl?: string;
  /** Where each message is written as an .eml file when there is no SMTP server. */
  outboxDir: string;
  from: string;
  log?: (line: string) => void;
}

/**
 * Sends mail through SMTP when the school has a server, and otherwise writes each
 * message to the outbox folder, so the app runs without one and tests can read codes.
 */
export function createMailer({ smtpUrl, outboxDir, from, log = console.log }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Short waits, so a try ends well within the queue's lease (mail-worker.ts): a server that does not answer fails it, and the queue tries again later.
    // Pooled: a connection (and its greeting) for each mail took about 0.1 s, so a morning's absence alerts or an import's invitations went at ten a second.
    const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 30_000 });
    return { send: async (mail) => void (await transport.sendMail({ from, ...mail })), close: () => transport.close() };
  }
  const compose = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = await compose.sendMail({ from, ...mail });
      mkdirSync(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      // A reader, or a crash, never sees half a mail.
      writeFileAtomically(file, message as Buffer);
      log(`mail to ${mail.to} written to ${file}`);
    },
  };
}
