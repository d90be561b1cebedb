import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountToken, job } from '../db/schema';
import { enqueueJob } from '../jobs/queue';

/**
 * A password-reset request is answered before anything about the account is looked up: the request
 * only queues this job, so known and unknown e-mails cost the request the same work and time. The
 * job (auth's `passwordResetMailStep`) issues the token and the e-mail when the account exists.
 */
export const RESET_MAIL_JOB = 'password-reset-mail';

const normalized = (email: string) => email.trim().toLowerCase();

/** The job key: a random part (every request is its own job) and the e-mail asked for. */
export const queueResetMail = (db: Db, email: string) =>
  enqueueJob(db, RESET_MAIL_JOB, `${randomBytes(12).toString('base64url')}:${normalized(email)}`);

export const emailOfResetJob = (key: string) => key.slice(key.indexOf(':') + 1);

/**
 * A new password spends every way to set another one without it: the account's unused reset links,
 * and reset requests still waiting in the queue (their link would be issued after the change).
 * Call it in the transaction that changes the password.
 */
export async function spendResetLinks(tx: Db, user: { id: number; email: string }): Promise<void> {
  await tx
    .update(accountToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(accountToken.userId, user.id), eq(accountToken.purpose, 'reset-password'), isNull(accountToken.usedAt)),
    );
  const email = normalized(user.email);
  await tx
    .update(job)
    .set({ doneAt: sql`now()`, lockedUntil: null, lastError: 'password changed before the link was sent' })
    .where(
      and(
        eq(job.kind, RESET_MAIL_JOB),
        isNull(job.doneAt),
        sql`right(${job.key}, ${email.length + 1}) = ${`:${email}`}`,
      ),
    );
}

/** Finished reset requests are deleted at once: their keys hold the e-mail asked for, which is not kept. */
export async function forgetFinishedResetRequests(db: Db): Promise<void> {
  await db.delete(job).where(and(eq(job.kind, RESET_MAIL_JOB), isNotNull(job.doneAt)));
}
