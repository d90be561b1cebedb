import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@contract/admin/values';
import type { Db } from '../db/client';
import { staffRecoveryCode } from '../db/schema';
import { hashPassword, verifyPassword } from '../identity/passwords';

/** Letters and digits that cannot be mistaken for one another when copied from paper (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`: 10 characters of 31, about 50 bits, hashed like a password. */
const newCode = (): string => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
};

/** What was typed, as the code is stored: lower case, the dash where it belongs, spaces dropped. */
export function normalisedRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, '');
  if (plain.length !== 10 || [...plain].some((ch) => !ALPHABET.includes(ch))) return null;
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/** Replaces the account's recovery codes with new ones; answers them (the only time they are seen). */
export async function replaceRecoveryCodes(tx: Db, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map(hashPassword));
  await tx.delete(staffRecoveryCode).where(eq(staffRecoveryCode.staffId, staffId));
  await tx.insert(staffRecoveryCode).values(hashes.map((codeHash) => ({ staffId, codeHash })));
  return codes;
}

/**
 * Spends one unused recovery code of the account that matches `typed`; false when none does. The
 * code is marked used only if it still was unused at that moment, so two sign-ins racing with the
 * same code cannot both pass.
 */
export async function spendRecoveryCode(db: Db, staffId: number, typed: string): Promise<boolean> {
  const code = normalisedRecoveryCode(typed);
  if (code === null) return false;
  const unused = await db
    .select({ id: staffRecoveryCode.id, codeHash: staffRecoveryCode.codeHash })
    .from(staffRecoveryCode)
    .where(and(eq(staffRecoveryCode.staffId, staffId), isNull(staffRecoveryCode.usedAt)));
  for (const row of unused) {
    if (!(await verifyPassword(row.codeHash, code))) continue;
    const spent = await db
      .update(staffRecoveryCode)
      .set({ usedAt: new Date() })
      .where(and(eq(staffRecoveryCode.id, row.id), isNull(staffRecoveryCode.usedAt)))
      .returning({ id: staffRecoveryCode.id });
    return spent.length === 1;
  }
  return false;
}
