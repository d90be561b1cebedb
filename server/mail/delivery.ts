import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { mailAttachment, mailOutbox } from '../db/schema';
import type { Mailer, OutgoingMail } from './mailer';

export interface DeliveryOptions {
  /** Rows claimed per run. */
  batchSize?: number;
  /** Attempts before a message is given up as `failed`. */
  maxAttempts?: number;
  /** Wait after the first failure; doubles with each further failure, capped at maxDelaySeconds. */
  baseDelaySeconds?: number;
  maxDelaySeconds?: number;
  /** How long a claimed row stays invisible to other workers while it is being sent. */
  leaseSeconds?: number;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

const defaults: Required<DeliveryOptions> = {
  batchSize: 20,
  maxAttempts: 8,
  baseDelaySeconds: 30,
  maxDelaySeconds: 3600,
  leaseSeconds: 300,
};

/** Exponential backoff: 30 s, 1 min, 2 min … capped at an hour (8 attempts span about an hour). */
export const retryDelaySeconds = (
  attempts: number,
  o: Pick<Required<DeliveryOptions>, 'baseDelaySeconds' | 'maxDelaySeconds'>,
) => Math.min(o.baseDelaySeconds * 2 ** Math.max(0, attempts - 1), o.maxDelaySeconds);

interface Claimed {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  language: string;
  attempts: number;
}

/**
 * Sends the due messages of the outbox once. Rows are claimed with `FOR UPDATE SKIP LOCKED` in one
 * short statement that also pushes `next_attempt_at` past a lease, so two server instances never
 * send the same message and no transaction stays open while talking to the mail server. A process
 * that dies mid-send leaves the row to be retried when the lease ends (at-least-once delivery).
 */
export async function deliverPendingMail(
  db: Db,
  mailer: Mailer,
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const o = { ...defaults, ...options };
  const claimed = await queryRows<Claimed>(
    db,
    sql`
    update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${o.leaseSeconds})
    where id in (
      select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id limit ${o.batchSize} for update skip locked)
    returning id, to_address, subject, html, text, language, attempts`,
  );
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const attachments = await attachmentsOf(
    db,
    claimed.map((c) => Number(c.id)),
  );
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await mailer.send({
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text,
        language: row.language.toLowerCase(),
        attachments: attachments.get(Number(row.id)),
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, deliveredVia: mailer.via, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      report.sent += 1;
    } catch (err) {
      const lastError = String((err as Error)?.message ?? err).slice(0, 1000);
      const attempts = Number(row.attempts);
      if (attempts >= o.maxAttempts) {
        await db.update(mailOutbox).set({ status: 'failed', lastError }).where(eq(mailOutbox.id, row.id));
        report.failed += 1;
      } else {
        const delay = retryDelaySeconds(attempts, o);
        await db
          .update(mailOutbox)
          .set({ lastError, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` })
          .where(eq(mailOutbox.id, row.id));
        report.retried += 1;
      }
    }
  }
  return report;
}

/** The attachments of the claimed messages, read in one query (only messages that have any are listed). */
async function attachmentsOf(db: Db, ids: number[]): Promise<Map<number, NonNullable<OutgoingMail['attachments']>>> {
  const byMail = new Map<number, NonNullable<OutgoingMail['attachments']>>();
  if (!ids.length) return byMail;
  const rows = await db
    .select()
    .from(mailAttachment)
    .where(inArray(mailAttachment.mailId, ids))
    .orderBy(mailAttachment.id);
  for (const a of rows) {
    const list = byMail.get(a.mailId) ?? [];
    list.push({ filename: a.filename, contentType: a.contentType, content: a.content });
    byMail.set(a.mailId, list);
  }
  return byMail;
}

/** Delivered and given-up messages are kept this many days (the mailbox shows them), then deleted. */
export const MAIL_RETENTION_DAYS = 30;

export async function pruneMailOutbox(db: Db, days = MAIL_RETENTION_DAYS): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'failed']),
        lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    );
}
