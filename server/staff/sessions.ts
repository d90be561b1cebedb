import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Env } from '../config/env';
import { queryRows, type Db } from '../db/client';
import { staffSession } from '../db/schema';
import { hashToken, LAST_SEEN_RESOLUTION_SECONDS, looksLikeToken, newOpaqueToken } from '../identity/tokens';

/** How long staff sessions last, in seconds: shorter than customers' (STAFF_SESSION_* settings). */
export interface StaffSessionPolicy {
  idleSeconds: number;
  maxSeconds: number;
}

export const staffSessionPolicyOf = (env: Env): StaffSessionPolicy => ({
  idleSeconds: env.STAFF_SESSION_IDLE_MINUTES * 60,
  maxSeconds: env.STAFF_SESSION_MAX_HOURS * 3600,
});

export interface StaffSessionRow {
  sessionId: number;
  staffId: number;
  expiresAt: Date;
}

/**
 * Starts a staff session and answers its token (shown once; only its SHA-256 is kept). The account's
 * ended sessions are swept at the same time.
 */
export async function createStaffSession(
  db: Db,
  policy: StaffSessionPolicy,
  staffId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  await db
    .delete(staffSession)
    .where(
      and(
        eq(staffSession.staffId, staffId),
        or(
          lt(staffSession.expiresAt, sql`now()`),
          lt(staffSession.lastSeenAt, sql`now() - make_interval(secs => ${policy.idleSeconds})`),
        ),
      ),
    );
  const [row] = await db
    .insert(staffSession)
    .values({
      staffId,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(secs => ${policy.maxSeconds})`,
    })
    .returning({ expiresAt: staffSession.expiresAt });
  return { token, expiresAt: row.expiresAt };
}

/**
 * The live session of a staff token: not past its absolute end, not idle too long (the database's
 * clock decides, so instances agree). last_seen_at is written at most once a minute. A customer's
 * token is never found here: it lives in another table.
 */
export async function authenticateStaffToken(
  db: Db,
  policy: StaffSessionPolicy,
  token: string,
): Promise<StaffSessionRow | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await queryRows<{ id: number; staff_id: number; expires_at: Date | string; stale: boolean }>(
    db,
    sql`select id, staff_id, expires_at,
          last_seen_at < now() - make_interval(secs => ${LAST_SEEN_RESOLUTION_SECONDS}) as stale
        from staff_session
        where token_hash = ${hashToken(token)} and expires_at > now()
          and last_seen_at > now() - make_interval(secs => ${policy.idleSeconds})`,
  );
  if (!row) return null;
  if (row.stale) await db.update(staffSession).set({ lastSeenAt: sql`now()` }).where(eq(staffSession.id, row.id));
  return { sessionId: Number(row.id), staffId: Number(row.staff_id), expiresAt: new Date(row.expires_at) };
}

export async function endStaffSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(staffSession).where(eq(staffSession.id, sessionId));
}

/** Ends every session of an account (disabled, role changed, sign-in reset), or all but one. */
export async function endStaffSessions(db: Db, staffId: number, exceptSessionId?: number): Promise<void> {
  await db
    .delete(staffSession)
    .where(
      exceptSessionId === undefined
        ? eq(staffSession.staffId, staffId)
        : and(eq(staffSession.staffId, staffId), ne(staffSession.id, exceptSessionId)),
    );
}
