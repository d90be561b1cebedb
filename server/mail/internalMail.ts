import type { Language } from '@contract/primitives';
import type { Db } from '../db/client';
import { escapeHtml } from '../html/escapeHtml';
import { mailOutbox } from '../db/schema';

/** A message to our own staff: a subject and labelled values, written once, not per customer language. */
export interface InternalMail {
  to: string;
  /** Which message it is, for the mailbox and support (e.g. `franchise-enquiry`). */
  template: string;
  language: Language;
  subject: string;
  rows: [label: string, value: string][];
}

/**
 * Writes a staff message to the outbox, to be delivered by the worker like every other e-mail.
 * Call it in the transaction of the change it reports.
 */
export async function queueInternalMail(db: Db, mail: InternalMail): Promise<number> {
  const text = mail.rows.map(([label, value]) => `${label}:\n${value}`).join('\n\n');
  const html =
    `<h1 style="font-size:18px">${escapeHtml(mail.subject)}</h1><table style="border-collapse:collapse">` +
    mail.rows
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join('') +
    '</table>';
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, html, text, language: mail.language, template: mail.template })
    .returning({ id: mailOutbox.id });
  return row.id;
}
