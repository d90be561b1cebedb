import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deviceToken } from '../db/schema';
import { endDeviceSessions } from './sessions';
import { hashToken, looksLikeToken, newOpaqueToken, type TokenPolicy } from './tokens';

/**
 * Issues a "remember me" token for one device. A user has at most one per device: logging in again
 * on the same device replaces the old token. Expired tokens of the user are swept meanwhile.
 */
export async function issueDeviceToken(db: Db, policy: TokenPolicy, userId: number, deviceId: string): Promise<string> {
  const token = newOpaqueToken();
  await db
    .delete(deviceToken)
    .where(
      and(
        eq(deviceToken.userId, userId),
        or(eq(deviceToken.deviceId, deviceId), lt(deviceToken.expiresAt, sql`now()`)),
      ),
    );
  await db.insert(deviceToken).values({
    userId,
    deviceId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(secs => ${policy.deviceTokenSeconds})`,
  });
  return token;
}

/** The user a live device token of this device belongs to, or null. Marks it used. */
export async function redeemDeviceToken(db: Db, deviceId: string, token: string): Promise<number | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await db
    .update(deviceToken)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(deviceToken.tokenHash, hashToken(token)),
        eq(deviceToken.deviceId, deviceId),
        gt(deviceToken.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: deviceToken.userId });
  return row?.userId ?? null;
}

/**
 * Logout: deletes the device token and ends the sessions opened on that device. Idempotent; true
 * when a token was revoked. Knowing the token is the proof, so the call needs no bearer token.
 */
export async function revokeDeviceToken(db: Db, deviceId: string, token: string): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  const [row] = await db
    .delete(deviceToken)
    .where(and(eq(deviceToken.tokenHash, hashToken(token)), eq(deviceToken.deviceId, deviceId)))
    .returning({ userId: deviceToken.userId });
  if (!row) return false;
  await endDeviceSessions(db, row.userId, deviceId);
  return true;
}

/** Revokes all device tokens of a user, or all but those of `exceptDeviceId` (the caller's device). */
export async function revokeUserDeviceTokens(db: Db, userId: number, exceptDeviceId?: string | null): Promise<void> {
  await db
    .delete(deviceToken)
    .where(
      exceptDeviceId
        ? and(eq(deviceToken.userId, userId), ne(deviceToken.deviceId, exceptDeviceId))
        : eq(deviceToken.userId, userId),
    );
}
