import type { Language } from '@contract/primitives';
import type { Db } from '../db/client';
import { mailAttachment, mailOutbox } from '../db/schema';
import { renderMail, type MailParams, type MailTemplate } from './render';

export interface MailRequest {
  to: string;
  language: Language;
  template: MailTemplate;
  params: MailParams;
  /** Files sent with the message (the order e-mail's PDFs), stored with it in the outbox. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Renders an e-mail and writes it to the outbox. Call it with the transaction of the change that
 * causes the e-mail: the message exists exactly when the change was committed. Delivery happens
 * later in the worker, so a slow or broken mail server never delays or fails the request.
 */
export async function queueMail(db: Db, request: MailRequest): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(outboxRow(request)).returning({ id: mailOutbox.id });
  if (request.attachments?.length) {
    await db.insert(mailAttachment).values(request.attachments.map((a) => ({ mailId: row.id, ...a })));
  }
  return row.id;
}

/** queueMail for many e-mails without attachments (a billing run's receipts), in one statement. */
export async function queueMails(db: Db, requests: Omit<MailRequest, 'attachments'>[]): Promise<void> {
  if (requests.length) await db.insert(mailOutbox).values(requests.map(outboxRow));
}

function outboxRow(request: MailRequest) {
  const rendered = renderMail(request.template, request.language, request.params);
  return {
    toAddress: request.to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    language: request.language,
    template: request.template,
  };
}
