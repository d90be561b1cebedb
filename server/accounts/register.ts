import { eq, sql } from 'drizzle-orm';
import type { RegistrationRequest } from '@contract/auth';
import type { AppContext } from '../config/context';
import type { Db } from '../db/client';
import { appUser } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { HttpError } from '../http/httpError';
import { consumeRateLimit, type RateLimitRule } from '../http/rateLimit';
import { sendConfirmation } from '../identity/accountMails';
import { consumeAccountToken } from '../identity/accountTokens';
import { assertStrongPassword } from '../identity/passwordPolicy';
import { hashPassword } from '../identity/passwords';
import { recordReferrer } from '../referrals/attribution';

/**
 * The API's error catalogue answers "this e-mail / phone already exists", which tells a caller whether
 * an account exists. That is accepted (the registration form needs it) but slowed down: 10
 * registration attempts per client address per hour.
 */
export const registrationPerAddress: RateLimitRule = { bucket: 'register-address', limit: 10, windowSeconds: 3600 };
export const verificationPerAddress: RateLimitRule = { bucket: 'verify-email-address', limit: 20, windowSeconds: 900 };

const emailExists = () =>
  new HttpError(409, 'registration/email-exists', 'An account with this e-mail already exists.', [
    { path: 'body.email', code: 'registration/email-exists' },
  ]);
export const phoneExists = (path = 'body.phoneNumber') =>
  new HttpError(409, 'registration/phone-exists', 'An account with this phone number already exists.', [
    { path, code: 'registration/phone-exists' },
  ]);

const taken = async (db: Db, column: typeof appUser.email | typeof appUser.phoneNumber, value: string) =>
  (await db.select({ id: appUser.id }).from(appUser).where(eq(column, value)).limit(1)).length > 0;

/**
 * Creates an unconfirmed client account and, in the same transaction, its confirmation e-mail in
 * the outbox. Login is possible once the link was followed (see auth/login.ts).
 */
export async function registerClient({ db, config }: AppContext, body: RegistrationRequest, address: string) {
  await consumeRateLimit(db, registrationPerAddress, address);
  assertStrongPassword(body.password);
  if (await taken(db, appUser.email, body.email)) throw emailExists();
  if (await taken(db, appUser.phoneNumber, body.phoneNumber)) throw phoneExists();
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(appUser)
        .values({
          email: body.email,
          phoneNumber: body.phoneNumber,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          language: body.language,
          newsletter: body.consents.newsletter,
          newsletterChangedAt: body.consents.newsletter ? sql`now()` : null,
          termsAcceptedAt: sql`now()`,
          privacyAcceptedAt: sql`now()`,
        })
        .returning();
      await recordReferrer(tx, user.id, body.referralCode);
      await sendConfirmation(tx, config, user);
      return { id: user.id, email: user.email, confirmationRequired: true };
    });
  } catch (err) {
    // Two registrations racing for the same e-mail or phone: the unique index decides.
    if (isUniqueViolation(err, 'app_user_email_uq')) throw emailExists();
    if (isUniqueViolation(err, 'app_user_phone_uq')) throw phoneExists();
    throw err;
  }
}

/** Confirms the e-mail address with the link's token; `verification/invalid` for a bad, used or expired one. */
export async function verifyEmail(db: Db, token: string, address: string): Promise<{ verified: true }> {
  await consumeRateLimit(db, verificationPerAddress, address);
  const verified = await db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, 'verify-email', token);
    if (userId === null) return false;
    await tx
      .update(appUser)
      .set({ emailVerifiedAt: sql`coalesce(${appUser.emailVerifiedAt}, now())` })
      .where(eq(appUser.id, userId));
    return true;
  });
  if (!verified) {
    throw new HttpError(400, 'verification/invalid', 'The confirmation link is invalid, used or expired.', [
      { path: 'body.token', code: 'verification/invalid' },
    ]);
  }
  return { verified: true };
}
