import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DeviceLoginRequest, LoginRequest, LoginResponse } from '@contract/auth';
import type { AppContext } from '../config/context';
import { appUser } from '../db/schema';
import { HttpError } from '../http/httpError';
import { sendConfirmation } from '../identity/accountMails';
import { issuedRecently } from '../identity/accountTokens';
import { issueDeviceToken, redeemDeviceToken } from '../identity/deviceTokens';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from '../identity/passwords';
import { createSession } from '../identity/sessions';
import { countAttempt, deviceLoginPerAddress, forgiveAttempt, loginThrottles } from '../http/throttle';
import { tokenPolicyOf } from '../identity/tokens';
import { findUserByEmail, loadUser } from '../identity/users';

const invalidCredentials = () => new HttpError(401, 'invalid-credentials', 'Incorrect e-mail or password.');

/** A confirmation e-mail is re-sent on such a login at most every 10 minutes. */
const RESEND_CONFIRMATION_AFTER_SECONDS = 600;

/**
 * E-mail and password login. An unknown e-mail and a wrong password get the same 401 after the
 * same argon2 work (a dummy hash for unknown e-mails), so neither the answer nor its timing tells
 * whether an account exists. Failures are throttled per client address, per account and address,
 * and per account (see loginThrottles).
 *
 * An unconfirmed account is refused with 403 `account/email-not-verified`, but only after the
 * correct password: someone who can see that answer already knows the password, so it reveals
 * nothing new, and the real owner learns what to do (a fresh confirmation e-mail is sent).
 */
export async function login({ db, config }: AppContext, body: LoginRequest, address: string): Promise<LoginResponse> {
  const throttles = loginThrottles(body.username, address);
  await countAttempt(db, throttles);
  const user = await findUserByEmail(db, body.username);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyDummyPassword(body.password);
  if (!user || !ok) throw invalidCredentials();
  await forgiveAttempt(db, throttles);

  if (!user.emailVerifiedAt) {
    if (!(await issuedRecently(db, user.id, 'verify-email', RESEND_CONFIRMATION_AFTER_SECONDS))) {
      await db.transaction((tx) => sendConfirmation(tx, config, user));
    }
    throw new HttpError(
      403,
      'account/email-not-verified',
      'Confirm your e-mail address first: we have sent you a link.',
    );
  }
  if (needsRehash(user.passwordHash!)) {
    await db
      .update(appUser)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(appUser.id, user.id));
  }
  const policy = tokenPolicyOf(config.env);
  const token = await createSession(db, policy, user.id, body.deviceId);
  // A device token only with "remember me"; a new one replaces the device's previous one.
  const deviceToken = body.rememberMe ? await issueDeviceToken(db, policy, user.id, body.deviceId) : null;
  return { token, deviceToken };
}

/** Login with a remembered device token: a new session, the device token itself stays. */
export async function deviceLogin(
  { db, config }: AppContext,
  body: z.infer<typeof DeviceLoginRequest>,
  address: string,
) {
  const throttles = [{ rule: deviceLoginPerAddress, subject: address }];
  await countAttempt(db, throttles);
  const userId = await redeemDeviceToken(db, body.deviceId, body.deviceToken);
  const user = userId === null ? null : await loadUser(db, userId);
  if (!user || user.removedAt || !user.emailVerifiedAt) {
    throw new HttpError(401, 'invalid-login-request', 'The device token is unknown, revoked or expired.');
  }
  await forgiveAttempt(db, throttles);
  return { token: await createSession(db, tokenPolicyOf(config.env), user.id, body.deviceId) };
}
