import { and, eq, isNull, notExists } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser, rentalContract } from '../db/schema';
import { referrerOfCode } from './codes';

/**
 * Records who referred a customer, from the code they arrived with (sent at registration or with an
 * order). Only once, only before their first contract (a customer who already rents was not brought
 * by the link) and never to themselves. An unknown code is ignored: the visitor must not be refused
 * a registration or an order because of a stale link.
 */
export async function recordReferrer(tx: Db, userId: number, code: string | undefined | null): Promise<boolean> {
  if (!code) return false;
  const referrer = await referrerOfCode(tx, code);
  if (referrer === null || referrer === userId) return false;
  const updated = await tx
    .update(appUser)
    .set({ referredBy: referrer })
    .where(
      and(
        eq(appUser.id, userId),
        isNull(appUser.referredBy),
        notExists(tx.select({ id: rentalContract.id }).from(rentalContract).where(eq(rentalContract.userId, userId))),
      ),
    )
    .returning({ id: appUser.id });
  return updated.length === 1;
}
