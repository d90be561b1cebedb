import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import { queueMail } from '../mail/outbox';
import { issueAccountToken } from './accountTokens';
import { appLink, verifyEmailLink } from './links';
import { VERIFY_EMAIL_TTL_SECONDS } from './tokens';
import { languageOf, type UserRow } from './users';

/** A new confirmation link for the user, queued in the user's language. */
export async function sendConfirmation(db: Db, config: ServerConfig, user: UserRow): Promise<void> {
  const token = await issueAccountToken(db, user.id, 'verify-email', VERIFY_EMAIL_TTL_SECONDS);
  await queueMail(db, {
    to: user.email,
    language: languageOf(user),
    template: 'verify-email',
    params: { name: user.firstName, link: verifyEmailLink(config, token) },
  });
}

/** "Your password was changed", with a way back for the owner if it was not them. */
export const queuePasswordChanged = (db: Db, config: ServerConfig, user: UserRow) =>
  queueMail(db, {
    to: user.email,
    language: languageOf(user),
    template: 'password-changed',
    params: { name: user.firstName, link: appLink(config, '/reset-password/request') },
  });
