import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import { queueMail } from '../mail/outbox';
import type { MailTemplate } from '../mail/render';
import { issueAccountToken, type AccountTokenPurpose } from './accountTokens';
import { appLink, verifyEmailLink } from './links';
import { VERIFY_EMAIL_TTL_SECONDS } from './tokens';
import { languageOf, type UserRow } from './users';

export interface AccountLinkMail {
  purpose: AccountTokenPurpose;
  ttlSeconds: number;
  template: Extract<MailTemplate, 'verify-email' | 'password-reset' | 'set-password'>;
  link: (config: ServerConfig, token: string) => string;
}

/**
 * Issues a single-use account token and queues the e-mail carrying its link, in the user's language,
 * in the caller's transaction: the mail exists exactly when the token does.
 */
export async function mailAccountLink(
  db: Db,
  config: ServerConfig,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>,
  mail: AccountLinkMail,
): Promise<void> {
  const token = await issueAccountToken(db, user.id, mail.purpose, mail.ttlSeconds);
  await queueMail(db, {
    to: user.email,
    language: languageOf(user),
    template: mail.template,
    params: { name: user.firstName, link: mail.link(config, token) },
  });
}

/** A new confirmation link for the user. */
export const sendConfirmation = (db: Db, config: ServerConfig, user: UserRow) =>
  mailAccountLink(db, config, user, {
    purpose: 'verify-email',
    ttlSeconds: VERIFY_EMAIL_TTL_SECONDS,
    template: 'verify-email',
    link: verifyEmailLink,
  });

/** "Your password was changed", with a way back for the owner if it was not them. */
export const queuePasswordChanged = (db: Db, config: ServerConfig, user: UserRow) =>
  queueMail(db, {
    to: user.email,
    language: languageOf(user),
    template: 'password-changed',
    params: { name: user.firstName, link: appLink(config, '/reset-password/request') },
  });
