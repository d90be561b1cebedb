import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

/**
 * Every e-mail is written here first, in the transaction of the request that causes it, and
 * delivered by the background worker (server/mail/delivery.ts). `next_attempt_at` doubles as the
 * claim lease: a worker moves it forward before sending, so no other instance picks the row up.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    language: text('language').notNull(),
    /** Which message it is (`verify-email`, `password-reset` …), for the mailbox and support. */
    template: text('template').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** `smtp`, or `database` when no SMTP server is configured (the development mailbox). */
    deliveredVia: text('delivered_via'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_to_idx').on(t.toAddress, t.id),
    check('mail_outbox_status_known', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Files attached to an outbox message (the order e-mail's contract and invoice PDFs). Stored with the
 * message, so delivery needs nothing else and a retry sends the same bytes; deleted with it.
 */
export const mailAttachment = pgTable(
  'mail_attachment',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_attachment_mail_idx').on(t.mailId)],
);
