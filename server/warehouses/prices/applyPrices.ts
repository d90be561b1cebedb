import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../config/context';
import { todayOf } from '../../config/clock';
import type { Db } from '../../db/client';
import { box, priceChange } from '../../db/schema';
import type { JobStep } from '../../jobs/runner';
import { pendingChange, sizeClassSql } from './pricesOfDay';

type ChangeRow = typeof priceChange.$inferSelect;

/**
 * Copies one rent or insurance change onto its boxes (one box, or every box of its size class in its
 * warehouse as they measure now) and marks it applied. The box trigger then keeps the warehouse's
 * free-box count and cheapest free price ("price from" in search) right.
 */
export async function applyChange(tx: Db, change: ChangeRow): Promise<void> {
  const target =
    change.boxId !== null
      ? eq(box.id, change.boxId)
      : and(
          eq(box.warehouseId, change.warehouseId),
          sql`${sizeClassSql(box.widthCm, box.lengthCm)} = ${change.sizeClass}`,
        );
  if (change.kind === 'RENT')
    await tx
      .update(box)
      .set({ priceMinor: change.amountMinor ?? 0 })
      .where(target);
  if (change.kind === 'INSURANCE')
    await tx
      .update(box)
      .set({ insuranceCoverageMinor: change.coverageMinor ?? 0, insurancePriceMinor: change.amountMinor })
      .where(target);
  await tx.update(priceChange).set({ appliedAt: sql`now()` }).where(eq(priceChange.id, change.id));
}

/**
 * Applies the rent and insurance changes effective by `today`, oldest day first (then in the order
 * they were set), at most `limit`. The rows are locked in that order, so a second instance waits and
 * then finds them applied: a later change is never overwritten by an earlier one.
 */
export async function applyDuePrices(db: Db, today: string, limit = 500): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(priceChange)
      .where(and(pendingChange(), lte(priceChange.effectiveFrom, today)))
      .orderBy(asc(priceChange.effectiveFrom), asc(priceChange.id))
      .limit(limit)
      .for('update');
    for (const change of due) await applyChange(tx, change);
    return due.length;
  });
}

/** Today's prices onto the boxes, every minute: search and the warehouse page show them soon after midnight. */
export const duePricesStep = (ctx: AppContext): JobStep => ({
  name: 'apply-due-prices',
  everyMs: 60_000,
  batch: 500,
  run: () => applyDuePrices(ctx.db, todayOf(ctx.config.clock)),
});
