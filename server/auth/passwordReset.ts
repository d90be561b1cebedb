import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PasswordChangeWithTokenRequest } from '@contract/auth';
import type { AppContext } from '../config/context';
import { appUser } from '../db/schema';
import { HttpError } from '../http/httpError';
import { consumeRateLimit, type RateLimitRule } from '../http/rateLimit';
import { mailAccountLink, queuePasswordChanged } from '../identity/accountMails';
import { consumeAccountToken } from '../identity/accountTokens';
import {
  emailOfResetJob,
  forgetFinishedResetRequests,
  queueResetMail,
  RESET_MAIL_JOB,
  spendResetLinks,
} from '../identity/resetRequests';
import { runJobs } from '../jobs/queue';
import type { JobStep } from '../jobs/runner';
import { revokeUserDeviceTokens } from '../identity/deviceTokens';
import { resetPasswordLink } from '../identity/links';
import { assertStrongPassword } from '../identity/passwordPolicy';
import { hashPassword } from '../identity/passwords';
import { endSessions } from '../identity/sessions';
import { subjectOfEmail } from '../http/throttle';
import { RESET_PASSWORD_TTL_SECONDS } from '../identity/tokens';
import { findUserByEmail } from '../identity/users';

/** Reset e-mails: 3 per address asked for and 10 per client address per hour; answers are alike either way. */
export const resetRequestPerEmail: RateLimitRule = { bucket: 'reset-email', limit: 3, windowSeconds: 3600 };
export const resetRequestPerAddress: RateLimitRule = { bucket: 'reset-address', limit: 10, windowSeconds: 3600 };
/** Guessing reset tokens is hopeless (256 bits), but the endpoint still gets a ceiling. */
export const resetChangePerAddress: RateLimitRule = { bucket: 'reset-change-address', limit: 20, windowSeconds: 900 };

/**
 * Sends a reset link if an account has this e-mail. The answer is the same 202 either way, so the
 * call cannot be used to find out who has an account; and so that its timing cannot tell either, the
 * request does the same work for every e-mail (the limits and one queued job): looking the account
 * up, issuing the token and writing the e-mail happen in the job (passwordResetMailStep).
 */
export async function requestPasswordReset({ db }: AppContext, email: string, address: string) {
  await consumeRateLimit(db, resetRequestPerAddress, address);
  await consumeRateLimit(db, resetRequestPerEmail, subjectOfEmail(email));
  await queueResetMail(db, email);
  return { accepted: true as const };
}

/** The queued half of a reset request: the link and its e-mail, only when a live account has the e-mail. */
export async function sendResetMail({ db, config }: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction((tx) =>
    mailAccountLink(tx, config, user, {
      purpose: 'reset-password',
      ttlSeconds: RESET_PASSWORD_TTL_SECONDS,
      template: 'password-reset',
      link: resetPasswordLink,
    }),
  );
}

export async function runResetMails(ctx: AppContext): Promise<number> {
  const claimed = await runJobs(ctx.db, RESET_MAIL_JOB, (key) => sendResetMail(ctx, emailOfResetJob(key)));
  await forgetFinishedResetRequests(ctx.db);
  return claimed;
}

/** Reset e-mails leave within seconds of the request; several instances share the queue. */
export const passwordResetMailStep = (ctx: AppContext): JobStep => ({
  name: 'password-reset-mails',
  everyMs: 2_000,
  batch: 10,
  run: () => runResetMails(ctx),
});

/**
 * Sets a new password with a reset token. The token is single-use and expires after an hour. Every
 * session and device token of the user ends (whoever had the old password is out), and the
 * address counts as confirmed: the link arrived in its mailbox.
 */
export async function resetPasswordWithToken(
  { db, config }: AppContext,
  body: PasswordChangeWithTokenRequest,
  address: string,
) {
  await consumeRateLimit(db, resetChangePerAddress, address);
  assertStrongPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const changed = await db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, 'reset-password', body.token);
    if (userId === null) return false;
    const [user] = await tx
      .update(appUser)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${appUser.emailVerifiedAt}, now())` })
      .where(and(eq(appUser.id, userId), isNull(appUser.removedAt)))
      .returning();
    if (!user) return false;
    await endSessions(tx, userId);
    await revokeUserDeviceTokens(tx, userId);
    await spendResetLinks(tx, user);
    await queuePasswordChanged(tx, config, user);
    return true;
  });
  if (!changed) {
    throw new HttpError(400, 'password-reset/invalid-token', 'The password reset link is invalid, used or expired.', [
      { path: 'body.token', code: 'password-reset/invalid-token' },
    ]);
  }
  return { value: true as const };
}
