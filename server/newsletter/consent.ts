import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser } from '../db/schema';

/**
 * Records the newsletter consent and when it changed. The time moves only when the value does (or
 * when a consent given has no time yet), so saying "yes" twice keeps the time it was first given.
 * Returns the state now stored; null for an unknown or erased account.
 */
export async function setNewsletter(db: Db, userId: number, value: boolean): Promise<boolean | null> {
  const [row] = await db
    .update(appUser)
    .set({
      newsletter: value,
      newsletterChangedAt: sql`case when ${appUser.newsletter} is distinct from ${value} or ${appUser.newsletterChangedAt} is null then now() else ${appUser.newsletterChangedAt} end`,
    })
    .where(and(eq(appUser.id, userId), isNull(appUser.removedAt)))
    .returning({ newsletter: appUser.newsletter });
  return row ? row.newsletter : null;
}

export async function isSubscribed(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ newsletter: appUser.newsletter }).from(appUser).where(eq(appUser.id, userId));
  return row?.newsletter ?? false;
}
