import type { Transporter } from 'nodemailer';
import type { Env } from '../config/env';

/** One message as the outbox hands it to a transport. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** ISO 639-1 of the text, sent as Content-Language. */
  language: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** Where e-mails go. The outbox worker is the only caller; requests never send directly. */
export interface Mailer {
  /** Recorded on delivered outbox rows: `smtp`, or `database` for the development mailbox. */
  readonly via: 'smtp' | 'database';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The embedded default without SMTP_URL: the message is already in the outbox table, which is the
 * mailbox the development pages show, so "delivering" only marks it delivered.
 */
export const databaseMailbox: Mailer = { via: 'database', send: async () => {}, close: () => {} };

/** nodemailer over SMTP. `smtps://` is TLS from the start (port 465); `smtp://` upgrades with STARTTLS when offered. */
export function smtpMailer(url: string, from: string): Mailer {
  const u = new URL(url);
  // nodemailer is loaded for the first message, not with the server's code.
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: u.hostname,
        port: u.port ? Number(u.port) : u.protocol === 'smtps:' ? 465 : 587,
        secure: u.protocol === 'smtps:',
        auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
        // A dead server must fail a delivery attempt quickly; the outbox retries it later.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  return {
    via: 'smtp',
    send: async (mail) => {
      await (await transportOf()).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { 'Content-Language': mail.language },
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
    close: () => void transport?.then((t) => t.close()),
  };
}

export const createMailer = (env: Env): Mailer =>
  env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : databaseMailbox;
