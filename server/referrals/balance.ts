import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser, referralTransaction } from '../db/schema';

/** Credits minus debits of a customer's reward account in one currency, in minor units. */
export async function referralBalanceOf(db: Db, userId: number, currency: string): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(case when ${referralTransaction.type} = 'CREDIT' then ${referralTransaction.amountMinor} else -${referralTransaction.amountMinor} end), 0)`,
    })
    .from(referralTransaction)
    .where(and(eq(referralTransaction.userId, userId), eq(referralTransaction.currency, currency)));
  return Number(row?.balance ?? 0);
}

/**
 * Takes up to `maxMinor` of the customer's balance for a rent, inside the caller's transaction: a
 * DEBIT naming the rent, never more than the balance (the user row is locked first, so two rents
 * billed at once cannot both spend the same credit). Returns what was taken (0 when nothing).
 */
export async function spendReferralBalance(
  tx: Db,
  userId: number,
  currency: string,
  rentId: number,
  maxMinor: number,
): Promise<number> {
  if (maxMinor <= 0) return 0;
  await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, userId)).for('update');
  const taken = Math.min(await referralBalanceOf(tx, userId, currency), maxMinor);
  if (taken <= 0) return 0;
  await tx.insert(referralTransaction).values({ userId, type: 'DEBIT', amountMinor: taken, currency, rentId });
  return taken;
}
