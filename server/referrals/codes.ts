import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';

/** Ten characters from 31 letters and digits without look-alikes (no i, l, o, 0, 1): about 49 random bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const REFERRAL_CODE_PATTERN = /^[a-z0-9]{6,32}$/;

export function newReferralCode(): string {
  const bytes = randomBytes(10);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * The customer's referral code, made and stored on first need. The code is random, so a link cannot
 * be guessed from a user id; two requests making it at once agree on the one that was stored first.
 */
export async function ensureReferralCode(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db.select({ code: appUser.referralCode }).from(appUser).where(eq(appUser.id, userId));
    if (!row) throw new Error(`user ${userId} does not exist`);
    if (row.code) return row.code;
    try {
      await db
        .update(appUser)
        .set({ referralCode: newReferralCode() })
        .where(and(eq(appUser.id, userId), isNull(appUser.referralCode)));
    } catch (err) {
      // Another customer already has this code: draw again.
      if (!isUniqueViolation(err, 'app_user_referral_code_uq')) throw err;
    }
  }
  throw new Error('could not make a unique referral code');
}

/** The customer a referral code belongs to, or null for an unknown code or an erased account. */
export async function referrerOfCode(db: Db, code: string): Promise<number | null> {
  const normalized = code.trim().toLowerCase();
  if (!REFERRAL_CODE_PATTERN.test(normalized)) return null;
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.referralCode, normalized), isNull(appUser.removedAt)));
  return row?.id ?? null;
}
