import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChangePasswordRequest } from '@contract/my';
import type { AppContext } from '../config/context';
import { appUser } from '../db/schema';
import { HttpError } from '../http/httpError';
import { queuePasswordChanged } from '../identity/accountMails';
import { revokeUserDeviceTokens } from '../identity/deviceTokens';
import { spendResetLinks } from '../identity/resetRequests';
import { assertStrongPassword } from '../identity/passwordPolicy';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { endSessions, type AuthenticatedClient } from '../identity/sessions';
import { changePasswordPerUser, countAttempt, forgiveAttempt } from '../http/throttle';
import { loadUser } from '../identity/users';

/**
 * Changes the password after checking the old one. A wrong old password is 400
 * `auth/invalid-password`, never 401 (the app logs out on 401). Wrong guesses are throttled per user.
 * Afterwards only the current session stays: other sessions and other devices' tokens end, and
 * reset links issued or requested before the change no longer work.
 */
export async function changePassword(
  { db, config }: AppContext,
  client: AuthenticatedClient,
  body: z.infer<typeof ChangePasswordRequest>,
) {
  const throttles = [{ rule: changePasswordPerUser, subject: String(client.userId) }];
  await countAttempt(db, throttles);
  const user = await loadUser(db, client.userId);
  const ok = user.passwordHash ? await verifyPassword(user.passwordHash, body.oldPassword) : false;
  if (!ok) {
    throw new HttpError(400, 'auth/invalid-password', 'The old password is not correct.', [
      { path: 'body.oldPassword', code: 'auth/invalid-password' },
    ]);
  }
  await forgiveAttempt(db, throttles);
  assertStrongPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(appUser).set({ passwordHash }).where(eq(appUser.id, user.id));
    await endSessions(tx, user.id, client.sessionId);
    await revokeUserDeviceTokens(tx, user.id, client.deviceId);
    await spendResetLinks(tx, user);
    await queuePasswordChanged(tx, config, user);
  });
  return { value: true as const };
}
