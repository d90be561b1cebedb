import { eq, sql } from 'drizzle-orm';
import type { InvoicingDetails } from '@contract/invoicing';
import type { Language } from '@contract/primitives';
import { saveInvoicingDetails } from '../accounts/invoicingDetails';
import { registrationPerAddress } from '../accounts/register';
import type { AppContext } from '../config/context';
import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import { appUser } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { HttpError } from '../http/httpError';
import { consumeRateLimit, type RateLimitRule } from '../http/rateLimit';
import { mailAccountLink } from '../identity/accountMails';
import { resetPasswordLink } from '../identity/links';
import type { UserRow } from '../identity/users';

/** The set-password link of an automatically created account lasts a week (a reset link an hour). */
export const SET_PASSWORD_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Like registration, the answer tells whether an e-mail has an account, so it counts in registration's
 * own per-address bucket: probing through the order form gets no more answers than through the
 * registration form.
 */
export const autoregistrationCheckPerAddress: RateLimitRule = registrationPerAddress;

export const emailTaken = () =>
  new HttpError(409, 'Autoregistration/email-taken', 'An account with this e-mail exists: sign in to order.', [
    { path: 'body.email', code: 'Autoregistration/email-taken' },
  ]);
export const phoneTaken = () =>
  new HttpError(409, 'Autoregistration/phone-taken', 'An account with this phone number exists: sign in to order.', [
    { path: 'body.telephoneNumber', code: 'Autoregistration/phone-taken' },
  ]);

const inUse = async (db: Db, column: typeof appUser.email | typeof appUser.phoneNumber, value: string) =>
  (await db.select({ id: appUser.id }).from(appUser).where(eq(column, value)).limit(1)).length > 0;

/** 409 when the invoicing e-mail or phone already belongs to an account (removed accounts hold neither). */
export async function assertAutoregistrationFree(db: Db, details: InvoicingDetails): Promise<void> {
  if (await inUse(db, appUser.email, details.email)) throw emailTaken();
  if (await inUse(db, appUser.phoneNumber, details.telephoneNumber)) throw phoneTaken();
}

export async function verifyAutoregistration({ db }: AppContext, details: InvoicingDetails, address: string) {
  await consumeRateLimit(db, autoregistrationCheckPerAddress, address);
  await assertAutoregistrationFree(db, details);
  return { value: true as const };
}

/** Maps a unique violation of a racing registration to the autoregistration codes. */
export function autoregistrationConflict(err: unknown): HttpError | null {
  if (isUniqueViolation(err, 'app_user_email_uq')) return emailTaken();
  if (isUniqueViolation(err, 'app_user_phone_uq')) return phoneTaken();
  return null;
}

/**
 * Creates the account of an order placed without login, inside the placing transaction: no password
 * (nobody can sign in until one is set), the invoicing details saved to the profile, and a
 * "set your password" e-mail with a reset-password token valid for a week. Following that link also
 * confirms the e-mail address, as a reset does.
 */
export async function createAutoRegisteredUser(
  tx: Db,
  config: ServerConfig,
  details: InvoicingDetails,
  language: Language,
  newsletter: boolean,
): Promise<UserRow> {
  const [user] = await tx
    .insert(appUser)
    .values({
      email: details.email,
      phoneNumber: details.telephoneNumber,
      passwordHash: null,
      firstName: details.firstName,
      lastName: details.lastName,
      language,
      newsletter,
      termsAcceptedAt: sql`now()`,
      privacyAcceptedAt: sql`now()`,
    })
    .returning();
  await saveInvoicingDetails(tx, user.id, { ...details, version: 0 });
  await mailAccountLink(tx, config, user, {
    purpose: 'reset-password',
    ttlSeconds: SET_PASSWORD_TTL_SECONDS,
    template: 'set-password',
    link: resetPasswordLink,
  });
  return user;
}
