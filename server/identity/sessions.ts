import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { authSession } from '../db/schema';
import { hashToken, LAST_SEEN_RESOLUTION_SECONDS, looksLikeToken, newOpaqueToken, type TokenPolicy } from './tokens';

export interface AuthenticatedClient {
  userId: number;
  sessionId: number;
  deviceId: string | null;
}

/**
 * Starts a session and returns its bearer token (shown once, never stored). Every login makes a new
 * one; the user's ended sessions are swept at the same time, so the table keeps only live rows.
 */
export async function createSession(
  db: Db,
  policy: TokenPolicy,
  userId: number,
  deviceId: string | null,
): Promise<string> {
  const token = newOpaqueToken();
  await db
    .delete(authSession)
    .where(
      and(
        eq(authSession.userId, userId),
        or(
          lt(authSession.expiresAt, sql`now()`),
          lt(authSession.lastSeenAt, sql`now() - make_interval(secs => ${policy.sessionIdleSeconds})`),
        ),
      ),
    );
  await db.insert(authSession).values({
    userId,
    tokenHash: hashToken(token),
    deviceId,
    expiresAt: sql`now() + make_interval(secs => ${policy.sessionMaxSeconds})`,
  });
  return token;
}

/**
 * The client a bearer token belongs to, or null when it is unknown, expired (absolute) or idle too
 * long. The database clock decides, so several server instances agree. last_seen_at is refreshed
 * only when it is older than a minute: an active session costs one read per request, not a write.
 */
export async function authenticateToken(
  db: Db,
  policy: TokenPolicy,
  token: string,
): Promise<AuthenticatedClient | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await queryRows<{ id: number; user_id: number; device_id: string | null; stale: boolean }>(
    db,
    sql`select id, user_id, device_id,
          last_seen_at < now() - make_interval(secs => ${LAST_SEEN_RESOLUTION_SECONDS}) as stale
        from auth_session
        where token_hash = ${hashToken(token)} and expires_at > now()
          and last_seen_at > now() - make_interval(secs => ${policy.sessionIdleSeconds})`,
  );
  if (!row) return null;
  if (row.stale) await db.update(authSession).set({ lastSeenAt: sql`now()` }).where(eq(authSession.id, row.id));
  return { userId: Number(row.user_id), sessionId: Number(row.id), deviceId: row.device_id };
}

/** Ends one session (logout): its token stops working at once, on every server instance. */
export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(authSession).where(eq(authSession.id, sessionId));
}

/** Ends every session of a user, or every one but `exceptSessionId` (the caller's own). */
export async function endSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  await db
    .delete(authSession)
    .where(
      exceptSessionId === undefined
        ? eq(authSession.userId, userId)
        : and(eq(authSession.userId, userId), ne(authSession.id, exceptSessionId)),
    );
}

/** Ends the sessions a user opened on one device (logout revokes the device token and these). */
export async function endDeviceSessions(db: Db, userId: number, deviceId: string): Promise<void> {
  await db.delete(authSession).where(and(eq(authSession.userId, userId), eq(authSession.deviceId, deviceId)));
}
