import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountToken } from '../db/schema';
import { hashToken, looksLikeToken, newOpaqueToken } from './tokens';

export type AccountTokenPurpose = 'verify-email' | 'reset-password';

/** A single-use e-mail link token; returns the plain token for the link (only its hash is stored). */
export async function issueAccountToken(
  db: Db,
  userId: number,
  purpose: AccountTokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(accountToken).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
  return token;
}

/**
 * Uses a token up: one atomic update marks it used only if it is unused and unexpired, so two
 * concurrent clicks cannot both succeed. Returns the user, or null for an unknown, used or expired
 * token (the caller answers all three alike). The user's other tokens of the purpose are spent too.
 */
export async function consumeAccountToken(db: Db, purpose: AccountTokenPurpose, token: string): Promise<number | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await db
    .update(accountToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountToken.tokenHash, hashToken(token)),
        eq(accountToken.purpose, purpose),
        isNull(accountToken.usedAt),
        gt(accountToken.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountToken.userId });
  if (!row) return null;
  await db
    .update(accountToken)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountToken.userId, row.userId), eq(accountToken.purpose, purpose), isNull(accountToken.usedAt)));
  return row.userId;
}

/** Whether a token of this purpose was issued to the user within the last `seconds` (resend throttle). */
export async function issuedRecently(
  db: Db,
  userId: number,
  purpose: AccountTokenPurpose,
  seconds: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: accountToken.id })
    .from(accountToken)
    .where(
      and(
        eq(accountToken.userId, userId),
        eq(accountToken.purpose, purpose),
        gt(accountToken.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
